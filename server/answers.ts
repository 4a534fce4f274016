// The host's own answers, before Remix: one shape per place. Under /api/ a JSON `{ error }` (ADR 005),
// elsewhere a short plain text; never stored by a cache.
import type { NextFunction, Request, RequestHandler, Response } from 'express'
import type { RouteInfo } from './routes'

export const NO_STORE = 'no-store'

/** The host's refusals: status, the API's error code, and the text a page request reads. */
export const REFUSALS = {
  forbiddenOrigin: { status: 403, code: 'forbidden', text: 'Forbidden: cross-origin request' },
  notFound: { status: 404, code: 'not_found', text: 'Not found' },
  tooLarge: { status: 413, code: 'bodyTooLarge', text: 'Request body too large' },
  unsupportedType: { status: 415, code: 'unsupportedMediaType', text: 'Send the form as application/x-www-form-urlencoded or multipart/form-data' },
  invalidBody: { status: 400, code: 'invalidBody', text: 'The form could not be read' },
  tooMany: { status: 429, code: 'tooManyAttempts', text: 'Too many requests, try again later' },
  noTenant: { status: 503, code: 'noTenant', text: 'No tenant is configured for this host' },
  methodNotAllowed: { status: 405, code: 'methodNotAllowed', text: 'Method not allowed' },
  unexpected: { status: 500, code: 'unexpectedError', text: 'Unexpected error' },
} as const

export type Refusal = (typeof REFUSALS)[keyof typeof REFUSALS]

const API_CODES: Record<number, string> = {
  400: 'invalidBody',
  401: 'unauthorized',
  403: 'forbidden',
  404: 'not_found',
  405: 'methodNotAllowed',
  410: 'gone',
  413: 'bodyTooLarge',
  429: 'tooManyAttempts',
}

/** The `{ error }` an API client gets for a route's error answer that had no JSON of its own (a bare `throw new Response(null, { status })`). */
export function apiErrorBody(status: number): string {
  return JSON.stringify({ error: API_CODES[status] ?? (status >= 500 ? 'unexpectedError' : 'error') })
}

export function refuse(res: Response, refusal: Refusal, headers: Record<string, string> = {}) {
  res.status(refusal.status)
  res.setHeader('Cache-Control', NO_STORE)
  for (const [name, value] of Object.entries(headers)) res.setHeader(name, value)
  const route = res.locals.route as RouteInfo | undefined
  if (route?.api) res.type('application/json').send(JSON.stringify({ error: refusal.code }))
  else res.type('text/plain').send(refusal.text)
}

/** Express 4 ignores a middleware's rejected promise; this hands it to the error handler, which answers. */
export function handleAsync(middleware: (req: Request, res: Response, next: NextFunction) => Promise<unknown>): RequestHandler {
  return (req, res, next) => {
    middleware(req, res, next).catch(next)
  }
}
