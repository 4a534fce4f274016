import '#app/context'
// The express host, in order: forwarded headers dropped unless a proxy of ours sets them, /healthz,
// the tenant, security headers, static files, the route Remix will run (server/routes.ts), the Origin
// check, rate limits, JSON 404s under /api/, OPTIONS (its `Allow`), the body read within its limit,
// page forms only, the language switch, and finally Remix. Every refusal is server/answers.ts's `refuse`; every async step
// hands a rejection to the error handler, which answers.
import path from 'node:path'
import express, { type NextFunction, type Request, type Response } from 'express'
import compression from 'compression'
import onHeaders from 'on-headers'
import type { AppLoadContext, ServerBuild } from '@remix-run/node'
import type { Services } from '#app/services.server'
import { findTenantByHost, hostName } from '#app/tenancy/tenants.server'
import type { Tenant } from '#app/tenancy/tenant'
import { safe } from '#app/log/logger.server'
import { modules as allModules } from '#modules/registry'
import type { ModuleManifest } from '#modules/types'
import { originCheck, securityHeaders } from './security'
import { healthCheck } from './health'
import { handleAsync, NO_STORE, refuse, REFUSALS } from './answers'
import { routeMatcher, type RouteInfo } from './routes'
import { rateLimits } from './rate-limits'
import { bodyLimit, formBodiesOnly } from './body'
import { languageSwitch, pageLanguage } from './language'
import { remixHandler } from './remix'
import { createLiveStreams, LIVE_PATH, type LiveStreams } from './live'
import { runsInFlightOf } from '#app/live/runs-in-flight.server'
import { moduleServers } from '#modules/registry.server'
import { adminConsole, CONSOLE_PATH } from './admin-console'

/** The methods the routes answer (GET and HEAD by loaders, the rest by actions, OPTIONS by the host). */
const HTTP_METHODS = new Set(['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS'])

export function createApp({
  services,
  build,
  publicDir,
  modules = allModules,
  live,
  consoleDir,
}: {
  services: Services
  build: ServerBuild
  publicDir: string
  /** The manifests whose routes `build` holds (their rate-limit tiers and API routes). */
  modules?: ModuleManifest[]
  /** The SSE streams (server/live.ts); the caller keeps them to end them on shutdown. */
  live?: LiveStreams
  /** The built admin console (admin-console/dist); without one, /administrator answers 503 (ADR 036). */
  consoleDir?: string
}) {
  const { env, log } = services
  const routeOf = routeMatcher(build, modules)
  const app = express()
  app.disable('x-powered-by')
  // Forwarded headers are the client's to forge unless a proxy we run sets them: trusting them
  // blindly would let anyone pick their rate-limit address and the host mailed links point to.
  app.set('trust proxy', env.TRUST_PROXY)
  if (!env.TRUST_PROXY) {
    app.use((req, _res, next) => {
      delete req.headers['x-forwarded-host']
      delete req.headers['x-forwarded-proto']
      delete req.headers['x-forwarded-for']
      next()
    })
  }

  app.get('/healthz', handleAsync(healthCheck(services)))

  // Tenant before anything else: every later step may depend on it.
  app.use(
    handleAsync(async (req, res, next) => {
      const tenant = await findTenantByHost(services.store, hostName(req.headers.host))
      if (!tenant) return refuse(res, REFUSALS.noTenant)
      res.locals.tenant = tenant
      next()
    })
  )
  app.use(securityHeaders(env.isProduction, { stripe: Boolean(env.STRIPE_SECRET_KEY) }))
  // The live stream before compression, which would hold events back until a block fills (ADR 021).
  const streams =
    live ??
    createLiveStreams(
      services,
      runsInFlightOf(moduleServers, services, (module, error) => log.error('live: runs in flight', { module, error: safe(String(error)) }))
    )
  app.get(
    LIVE_PATH,
    handleAsync((req, res) => streams.handle(req, res))
  )
  app.use(compression())
  app.use('/build', express.static(path.join(publicDir, 'build'), { immutable: true, maxAge: '1y' }))
  app.use(express.static(publicDir, { maxAge: '1h', index: false }))
  // The react-admin console is static files, before the Remix routes (its API calls are under /api/v1).
  app.use(CONSOLE_PATH, adminConsole({ dir: consoleDir ?? path.join(publicDir, '..', 'admin-console', 'dist'), cache: env.isProduction }))

  app.use((req, res, next) => {
    const route = routeOf(req.originalUrl)
    res.locals.route = route
    // Set first, so that every answer of a private route carries it, refusals included.
    if (route.private) res.setHeader('Cache-Control', NO_STORE)
    // A 405 names the methods the route takes (RFC 9110 asks it of every 405), as OPTIONS does: the
    // route's own code refuses without knowing whether the route also reads, and Remix refuses a
    // page's POST without an action.
    if (route.methods.length > 0)
      onHeaders(res, function () {
        if (this.statusCode === 405) this.setHeader('Allow', route.methods.join(', '))
      })
    next()
  })
  // TRACE, CONNECT and the like: no route has them, and the Fetch API Remix builds its request with refuses them (was a 500).
  app.use((req, res, next) => (HTTP_METHODS.has(req.method) ? next() : refuse(res, REFUSALS.methodNotAllowed)))
  app.use(originCheck())
  app.use(handleAsync(rateLimits({ limiter: services.rateLimiter, log })))
  // Under /api/ every answer is JSON (ADR 005): a path no API route matches is not the 404 page.
  app.use((_req, res, next) => {
    const route = res.locals.route as RouteInfo
    if (route.api && !route.apiRoute) return refuse(res, REFUSALS.notFound)
    next()
  })
  // The route table's methods, not Remix's: OPTIONS is answered here (Remix would run the route's
  // loader: its reads, its sign-in redirect), and a method the route does not take is refused before
  // the route runs (Remix hands a page's action PUT, PATCH and DELETE as if they were POST: a PUT to
  // /owner/login signed in). The 405 carries Allow (the hook above).
  app.use((req, res, next) => {
    const route = res.locals.route as RouteInfo
    if (route.methods.length === 0) return req.method === 'OPTIONS' ? refuse(res, REFUSALS.notFound) : next()
    if (!route.methods.includes(req.method)) return refuse(res, REFUSALS.methodNotAllowed)
    if (req.method !== 'OPTIONS') return next()
    res.setHeader('Allow', route.methods.join(', '))
    res.status(204).end()
  })
  app.use(bodyLimit())
  app.use(handleAsync(formBodiesOnly()))
  app.use(languageSwitch({ secure: env.isProduction }))

  // `app.use`, not `app.all('*')`: express percent-decodes a '*' route's path before it runs and
  // answers a malformed one (a link cut in the middle of `%D0%B0`) with a bare 500; Remix reads it
  // as it is and shows the page not found.
  app.use(
    remixHandler({
      build,
      getLoadContext(req, res): AppLoadContext {
        const tenant = res.locals.tenant as Tenant
        return { services, tenant, nonce: res.locals.nonce as string, lng: pageLanguage(req, tenant) }
      },
    })
  )

  // Details go to the log only; the user sees a generic message.
  app.use((error: unknown, req: Request, res: Response, _next: NextFunction) => {
    log.error('unhandled error', { path: safe(req.path), error: safe(error instanceof Error ? error.stack : error) })
    if (!res.headersSent) refuse(res, REFUSALS.unexpected)
  })
  return app
}
