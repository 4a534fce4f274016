// The express host of server/app.ts over a stand-in Remix build: the real route table (remix.config.js,
// read by @remix-run/dev exactly as `remix build` reads it), with every route module replaced by a
// small resource route that reads its body the way our routes do (page actions: request.formData();
// API routes: readBody) and answers which route ran. Real embedded services on a throwaway DATA_DIR.
// Requests go over a socket with node:http, so paths reach the host spelt exactly as written.
import { readFileSync } from 'node:fs'
import { mkdtemp, rm } from 'node:fs/promises'
import { request as httpRequest, type Server } from 'node:http'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { json, type AppLoadContext, type ServerBuild } from '@remix-run/node'
import { readConfig } from '@remix-run/dev/dist/config.js'
import { z } from 'zod'
import { parseEnv } from '#app/config/env.server'
import { closeServices, createServices, type Services } from '#app/services.server'
import { acceptOnly, readBody } from '#app/api/json.server'
import { ONLY_REFUSES, WRITE_METHODS, type WriteMethod } from '#app/api/methods'
import { allJobs } from '#modules/registry.server'
import { prepareStore } from '#seeds/prepare.server'
import { createApp } from './app'
import type { LiveStreams } from './live'

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..')

export interface RouteEntry {
  id: string
  parentId?: string
  path?: string
  index?: boolean
  caseSensitive?: boolean
  /** The route file exports an action. */
  hasAction: boolean
  /** The route file's loader or action only refuses (`= methodNotAllowed`): the stand-in's is marked the same way. */
  refuses: { loader: boolean; action: boolean }
  /** The writing methods the route file's action takes (`= acceptOnly([...], …)`): the stand-in takes the same. */
  accepts: WriteMethod[] | null
  /** A module API route (mounted under /api/v1). */
  api: boolean
}

/** Every route of the real build, with whether its file has an action. Slow (reads the modules): once per file. */
export async function realRoutes(): Promise<RouteEntry[]> {
  const config = await readConfig(ROOT)
  return Object.values(config.routes).map((route) => {
    const source = readFileSync(path.join(config.appDirectory, route.file), 'utf8')
    return {
      id: route.id,
      parentId: route.parentId,
      path: route.path,
      index: route.index,
      caseSensitive: route.caseSensitive,
      hasAction: /export\s+(async\s+)?(function|const)\s+action\b/.test(source),
      refuses: { loader: /export const loader = methodNotAllowed\b/.test(source), action: /export const action = methodNotAllowed\b/.test(source) },
      accepts: acceptsIn(source),
      api: route.path?.startsWith('api/') ?? false,
    }
  })
}

/** The methods of `export const action = acceptOnly(['PATCH', 'DELETE'], …)` in a route file's source. */
function acceptsIn(source: string): WriteMethod[] | null {
  const list = /export const action = acceptOnly\(\[([^\]]*)\]/.exec(source)?.[1]
  return list === undefined ? null : WRITE_METHODS.filter((m) => list.includes(`'${m}'`))
}

/** The full URL pattern of a route (its ancestors' paths joined). */
export function patternOf(routes: RouteEntry[], route: RouteEntry): string {
  const parts: string[] = []
  for (let r: RouteEntry | undefined = route; r; r = routes.find((p) => p.id === r!.parentId)) if (r.path) parts.unshift(r.path)
  return `/${parts.join('/')}`
}

/** A path that reaches the pattern: parameters filled in (`:area` with `owner`), a splat with `x`. */
export function samplePath(pattern: string): string {
  return pattern
    .replace(/:area\b/g, 'owner')
    .replace(/:[A-Za-z]+/g, 'x1')
    .replace(/\*$/, 'x')
}

function standInBuild(routes: RouteEntry[]): ServerBuild {
  const modules = Object.fromEntries(
    routes.map((route) => {
      const module = {
        // Loaders say which route ran; a private page asks caches to keep it, which the host overrides.
        loader: ({ request, context }: { request: Request; context: AppLoadContext }) => {
          // ?status=N: the route throws a bare error status, as `throw new Response(null, { status })` does.
          const status = new URL(request.url).searchParams.get('status')
          if (status) throw new Response(null, { status: Number(status) })
          return json({ route: route.id, tenant: context.tenant._id, url: request.url }, { headers: { 'Cache-Control': 'public, max-age=60' } })
        },
        action: async ({ request }: { request: Request }) => {
          if (route.api) return json({ route: route.id, body: await readBody(request, z.unknown()) })
          const form = await request.formData()
          return json({ route: route.id, fields: [...form.keys()] })
        },
      }
      // OPTIONS reads which exports only refuse (app/api/methods.ts); they answer as the stand-in does.
      if (route.refuses?.loader) Object.assign(module.loader, { [ONLY_REFUSES]: true })
      if (route.refuses?.action) Object.assign(module.action, { [ONLY_REFUSES]: true })
      const action = route.accepts ? acceptOnly(route.accepts, module.action) : module.action
      const exports = route.hasAction ? { loader: module.loader, action } : { loader: module.loader }
      return [route.id, { id: route.id, parentId: route.parentId, path: route.path, index: route.index, caseSensitive: route.caseSensitive, module: exports }]
    })
  )
  return {
    mode: 'production',
    routes: modules,
    entry: { module: { default: () => new Response('document', { status: 500 }) } },
    assets: { url: '/build/manifest.js', version: 'test', entry: { module: '/build/entry.js', imports: [] }, routes: {} },
    publicPath: '/build/',
    assetsBuildDirectory: 'public/build',
    future: {},
    isSpaMode: false,
    basename: undefined,
  } as unknown as ServerBuild
}

export interface Host {
  services: Services
  server: Server
  port: number
  close(): Promise<void>
}

/** A listening host on a free port; `env` adds variables to a test environment. */
export async function startHost(
  routes: RouteEntry[],
  env: Record<string, string> = {},
  override: (s: Services) => Services = (s) => s,
  /** The live streams to mount (a test that drives them); by default createApp makes its own. */
  liveOf?: (s: Services) => LiveStreams,
  /** The built admin console to serve at /administrator (by default none: /administrator answers 503). */
  consoleDir?: string
): Promise<Host> {
  const dir = await mkdtemp(path.join(tmpdir(), 'rapport-host-'))
  const parsed = parseEnv({ NODE_ENV: 'test', DATA_DIR: dir, LOG_LEVEL: 'error', REDIS_URL: '', MONGODB_URL: '', SMTP_URL: '', ...env } as NodeJS.ProcessEnv)
  const real = await createServices(parsed, allJobs())
  await prepareStore(real, { seed: true })
  const services = override(real)
  const app = createApp({
    services,
    build: standInBuild(routes),
    publicDir: path.join(dir, 'public'),
    consoleDir: consoleDir ?? path.join(dir, 'no-console'),
    live: liveOf?.(services),
  })
  const server = await new Promise<Server>((resolve) => {
    const s = app.listen(0, '127.0.0.1', () => resolve(s))
  })
  const port = (server.address() as { port: number }).port
  return {
    services,
    server,
    port,
    async close() {
      await new Promise((resolve) => server.close(resolve))
      await closeServices(real)
      await rm(dir, { recursive: true, force: true })
    },
  }
}

export interface Answer {
  status: number
  headers: Record<string, string | string[] | undefined>
  text: string
  json(): unknown
}

/** One request, the path sent byte for byte as given. */
export function send(host: Host, method: string, rawPath: string, { headers = {}, body }: { headers?: Record<string, string>; body?: string | Buffer } = {}): Promise<Answer> {
  // A body goes chunked unless the caller frames it: node does so for POST, PUT and PATCH by default,
  // and sends a DELETE's body unframed (the host then reads it as a second, broken request: a bare 400).
  const framed = Object.keys(headers).some((name) => /^(content-length|transfer-encoding)$/i.test(name))
  const framing = body !== undefined && !framed ? { 'Transfer-Encoding': 'chunked' } : {}
  return new Promise((resolve, reject) => {
    let answered = false
    const req = httpRequest({ host: '127.0.0.1', port: host.port, method, path: rawPath, headers: { host: `localhost:${host.port}`, ...framing, ...headers } }, (res) => {
      answered = true
      const chunks: Buffer[] = []
      res.on('data', (c: Buffer) => chunks.push(c))
      res.on('end', () => {
        const text = Buffer.concat(chunks).toString('utf8')
        resolve({ status: res.statusCode ?? 0, headers: res.headers, text, json: () => JSON.parse(text) })
      })
    })
    // A host that refuses a body closes the connection while the client may still be writing it.
    req.on('error', (error) => (answered ? undefined : reject(error)))
    if (body !== undefined) req.end(body)
    else req.end()
  })
}

export const formHeaders = { 'content-type': 'application/x-www-form-urlencoded' }
export const jsonHeaders = { 'content-type': 'application/json' }
