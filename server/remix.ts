// Remix behind the host: @remix-run/express's handler, except that the request body is the one the
// host has already read within its limit (server/body.ts) rather than the socket, and that private
// routes' answers are never stored by a shared cache, whatever a loader's headers say.
import type { NextFunction, Request, Response } from 'express'
import { createRequestHandler, writeReadableStreamToWritable, type AppLoadContext, type ServerBuild } from '@remix-run/node'
import { apiErrorBody, NO_STORE } from './answers'
import type { RouteInfo } from './routes'
import { bodyRead } from './body'

function remixRequest(req: Request, res: Response): globalThis.Request {
  // req.hostname honours TRUST_PROXY; the port comes from the Host header, as in the express adapter.
  const port = req.get('host')?.split(':')[1]
  const url = new URL(`${req.protocol}://${req.hostname}${port ? `:${port}` : ''}${req.originalUrl}`)
  const headers = new Headers()
  for (const [name, value] of Object.entries(req.headers)) {
    for (const v of Array.isArray(value) ? value : value === undefined ? [] : [value]) headers.append(name, v)
  }
  // Loaders and actions stop when the client leaves before the answer is complete.
  const controller = new AbortController()
  res.on('close', () => {
    if (!res.writableFinished) controller.abort()
  })
  const body = req.method === 'GET' || req.method === 'HEAD' ? undefined : bodyRead(res)
  return new globalThis.Request(url, { method: req.method, headers, body, signal: controller.signal })
}

/**
 * A private route may let the signed-in user's own client keep an answer that never changes (a team
 * run's render dataset, ADR 032): `private, …` passes; anything a shared cache could store does not.
 */
function privateCaching(value: string | null): string | null {
  return value && /^private\b/i.test(value.trim()) && !/public|s-maxage/i.test(value) ? value : null
}

async function send(res: Response, response: globalThis.Response) {
  const route = res.locals.route as RouteInfo
  // Every API answer is JSON (ADR 005), also a route's bare error status.
  if (route.api && response.status >= 400 && !/json/i.test(response.headers.get('content-type') ?? '')) {
    response = new globalThis.Response(apiErrorBody(response.status), { status: response.status, headers: { 'Content-Type': 'application/json; charset=utf-8' } })
  }
  res.statusMessage = response.statusText
  res.status(response.status)
  for (const [name, value] of response.headers) {
    if (route.private && name === 'cache-control') continue
    res.append(name, value)
  }
  if (route.private) res.setHeader('Cache-Control', privateCaching(response.headers.get('cache-control')) ?? NO_STORE)
  if (/text\/event-stream/i.test(response.headers.get('content-type') ?? '')) res.flushHeaders()
  if (response.body) await writeReadableStreamToWritable(response.body, res)
  else res.end()
}

export function remixHandler({ build, getLoadContext }: { build: ServerBuild; getLoadContext: (req: Request, res: Response) => AppLoadContext }) {
  // Always production mode: errors reach the browser sanitised, whatever NODE_ENV says.
  const handle = createRequestHandler(build, 'production')
  return async (req: Request, res: Response, next: NextFunction) => {
    try {
      await send(res, await handle(remixRequest(req, res), getLoadContext(req, res)))
    } catch (error) {
      next(error)
    }
  }
}
