// The route a request will reach, found the way Remix finds it (matchRoutes of @remix-run/router on
// the server build's routes, against the URL's normalised pathname), so that what the host decides
// per route (rate-limit tier, private caching, JSON answers) holds whatever the spelling:
// `/api/v1/passport/owner/%6cogin`, `/owner/LOGIN` and `/owner/x/../login` are all the login route.
import { matchRoutes, type AgnosticRouteObject } from '@remix-run/router'
import type { ServerBuild } from '@remix-run/node'
import { moduleRouteId, type ModuleManifest, type RateLimitTier } from '#modules/types'
import { allowedMethods } from '#app/api/methods'

/** The area layouts' route ids (remix.config.js): pages behind a sign-in. */
const PRIVATE_LAYOUTS = new Set(['layout-owner', 'layout-estimator', 'layout-mobile'])
/** First path segments of the signed-in areas, also reached outside their layouts (`owner` index, `:area/logout`). */
const AREA_SEGMENT = /^(owner|estimator|administrator|:area)(\/|$)/

export interface RouteInfo {
  /** The deepest matched route's id, or undefined when nothing matches. */
  id: string | undefined
  /** The path as Remix sees it: percent-decoding, dot segments and backslashes resolved. */
  pathname: string
  /** Under /api/ (by the normalised path): every answer is JSON and never stored by caches. */
  api: boolean
  /** One of the modules' API routes matched. */
  apiRoute: boolean
  /** A page or API route of a signed-in area: its answers must not be stored by any cache. */
  private: boolean
  /** The host's per-address rate-limit tier the manifests gave the route; undefined = general. */
  tier: RateLimitTier | undefined
  /** What OPTIONS answers in `Allow` (app/api/methods.ts); empty when no route matches. */
  methods: string[]
}

type Routes = ServerBuild['routes']

/** Remix's route tree (server-runtime's createRoutes), ids only: what matchRoutes needs. */
function tree(routes: Routes, parentId?: string): AgnosticRouteObject[] {
  return Object.values(routes)
    .filter((route) => route!.parentId === parentId)
    .map((route) => {
      const children = tree(routes, route!.id)
      const base = { id: route!.id, path: route!.path, caseSensitive: route!.caseSensitive }
      return route!.index ? { ...base, index: true as const } : { ...base, children }
    })
}

/** The URL's pathname exactly as Remix's express adapter builds it (host + originalUrl, then WHATWG URL). */
export function remixPathname(originalUrl: string): string {
  return new URL(`http://host${originalUrl.startsWith('/') ? '' : '/'}${originalUrl}`).pathname
}

export function routeMatcher(build: Pick<ServerBuild, 'routes' | 'basename'>, modules: ModuleManifest[]) {
  const routes = tree(build.routes)
  const tiers = new Map<string, RateLimitTier>()
  const apiIds = new Set<string>()
  for (const m of modules) {
    for (const r of [...m.routes, ...m.api]) if (r.rateLimit) tiers.set(moduleRouteId(m.name, r.file), r.rateLimit)
    for (const r of m.api) apiIds.add(moduleRouteId(m.name, r.file))
  }

  // matchRoutes ranks every route on each call (tens of microseconds); most requests repeat a few
  // paths. Bounded: emptied when full, so paths with ever-new ids cannot grow it.
  const known = new Map<string, RouteInfo>()
  return function routeOf(originalUrl: string): RouteInfo {
    const pathname = remixPathname(originalUrl)
    let info = known.get(pathname)
    if (!info) {
      if (known.size >= 2000) known.clear()
      info = match(pathname)
      known.set(pathname, info)
    }
    return info
  }

  function match(pathname: string): RouteInfo {
    const matches = matchRoutes(routes, pathname, build.basename) ?? []
    const leaf = matches.at(-1)?.route
    const pattern = matches
      .map((m) => m.route.path)
      .filter(Boolean)
      .join('/')
    const api = /^\/api(\/|$)/i.test(pathname)
    return {
      id: leaf?.id,
      pathname,
      api,
      apiRoute: leaf?.id !== undefined && apiIds.has(leaf.id),
      private: api || matches.some((m) => PRIVATE_LAYOUTS.has(m.route.id!)) || AREA_SEGMENT.test(pattern),
      tier: leaf?.id === undefined ? undefined : tiers.get(leaf.id),
      // A catch-all (`*`, `owner/*`) is a 404 page, whatever the method: OPTIONS hears the same 404.
      methods: leaf?.id === undefined || leaf.path?.endsWith('*') ? [] : allowedMethods(build.routes[leaf.id]?.module, api),
    }
  }
}

export type RouteOf = ReturnType<typeof routeMatcher>
