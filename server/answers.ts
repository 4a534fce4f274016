// The host's own answers, before Remix: one shape per place. Under /api/ a JSON `{ error }` (ADR 005),
// on a page a short page in the page's language (a person reads it: sign-in attempts past the limit
// from an office's or a mobile carrier's shared address), elsewhere plain text; never stored by a cache.
import type { NextFunction, Request, RequestHandler, Response } from 'express'
import { resourcesFor } from '#app/i18n/resources'
import { createTranslate } from '#app/i18n/translate'
import type { Tenant } from '#app/tenancy/tenant'
import { pageLanguage } from './language'
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
  const tenant = res.locals.tenant as Tenant | undefined
  const pageText = PAGE_TEXTS[refusal.code]
  if (route?.api) res.type('application/json').send(JSON.stringify({ error: refusal.code }))
  else if (route && tenant && pageText) res.type('text/html').send(refusalPage(res.req, tenant, pageText))
  else res.type('text/plain').send(refusal.text)
}

/** The refusals a person may meet on a page, by their common locale key. */
const PAGE_TEXTS: Partial<Record<Refusal['code'], string>> = {
  tooManyAttempts: 'errors.tooManyAttempts',
  bodyTooLarge: 'errors.invalidBody',
  invalidBody: 'errors.invalidBody',
  unexpectedError: 'errors.unexpected',
}

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`)

/** No script, no style: it must show under any CSP and without the app. */
function refusalPage(req: Request, tenant: Tenant, key: string): string {
  const lng = pageLanguage(req, tenant)
  // The components' synchronous translate over the same texts (translate.test.ts: it agrees with i18next).
  const t = createTranslate(lng, resourcesFor(lng))
  const text = escapeHtml(t(key))
  return `<!doctype html><html lang="${lng}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${escapeHtml(
    tenant.name
  )}</title></head><body><main><h1>${text}</h1><p><a href="/">${escapeHtml(t('shell:notFound.home'))}</a></p></main></body></html>`
}

/** Express 4 ignores a middleware's rejected promise; this hands it to the error handler, which answers. */
export function handleAsync(middleware: (req: Request, res: Response, next: NextFunction) => Promise<unknown>): RequestHandler {
  return (req, res, next) => {
    middleware(req, res, next).catch(next)
  }
}
