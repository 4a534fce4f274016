// JSON API helpers for /api/v1: bearer authorisation, zod-validated bodies, SPEC §8 error keys.
// Every answer is JSON with `result` on success or `error` (a key) on failure; never a stack trace.
import { json } from '@remix-run/node'
import type { z } from 'zod'
import type { AppContext } from '#app/context'
import { findAccountById, type Account } from './accounts.server'
import type { AreaName } from './areas'
import { issueToken, verifyToken } from './tokens.server'

export function apiError(status: number, error: string, fields?: Record<string, string[]>) {
  return json({ error, ...(fields ? { fields } : {}) }, { status })
}

/** The account behind `Authorization: Bearer <token>`, or a 401 JSON answer (SPEC §7: the client then signs out). */
export async function requireApiAccount(request: Request, ctx: AppContext, area: AreaName): Promise<Account> {
  const header = request.headers.get('Authorization') ?? ''
  const token = header.startsWith('Bearer ') ? header.slice(7).trim() : ''
  const payload = token ? verifyToken(ctx.services.env.SESSION_SECRET, token) : null
  // A token of another area or tenant is no token here.
  if (!payload || payload.area !== area || payload.tenantId !== ctx.tenant._id) throw apiError(401, 'unauthorized')
  const account = await findAccountById(ctx, area, payload.sub)
  if (!account || account.status !== 'active') throw apiError(401, 'unauthorized')
  return account
}

export function tokenFor(ctx: AppContext, area: AreaName, account: Account) {
  return issueToken(ctx.services.env.SESSION_SECRET, { sub: account._id, area, tenantId: ctx.tenant._id })
}

/** Parses a JSON body with the route's schema; a bad body is a 400 with field errors, and nothing is written. */
export async function readBody<S extends z.ZodTypeAny>(request: Request, schema: S): Promise<z.infer<S>> {
  let body: unknown
  try {
    body = await request.json()
  } catch {
    throw apiError(400, 'invalidBody')
  }
  const parsed = schema.safeParse(body)
  if (!parsed.success) throw apiError(400, 'invalidBody', parsed.error.flatten().fieldErrors as Record<string, string[]>)
  return parsed.data
}

/** Only the methods a resource answers; others get 405 as JSON. */
export function requireMethod(request: Request, ...methods: string[]) {
  if (!methods.includes(request.method)) throw apiError(405, 'methodNotAllowed')
}
