// The JSON API's helpers for this module: a verified owner behind the bearer token, bodies parsed
// with the route's zod schema (a bad body is a 400 with field errors, and nothing is written), and
// JSON answers with `result` or `error` (a SPEC §8 key). The accounts module exports only
// requireApiAccount; the two small helpers below mirror its own.
import { json } from '@remix-run/node'
import type { z } from 'zod'
import type { AppContext } from '#app/context'
import { requireApiAccount, type Account } from '#modules/accounts/index.server'

export function apiError(status: number, error: string, fields?: Record<string, string[]>) {
  return json({ error, ...(fields ? { fields } : {}) }, { status })
}

/** Features wait for verification (SPEC §4): an unverified owner gets 403 verifyAccount. */
export async function requireApiOwner(request: Request, ctx: AppContext): Promise<Account> {
  const owner = await requireApiAccount(request, ctx, 'owner')
  if (!owner.verified) throw apiError(403, 'verifyAccount')
  return owner
}

/** Bodies above this are refused before parsing: no profile needs more. */
const MAX_BODY_BYTES = 64 * 1024

export async function readBody<S extends z.ZodTypeAny>(request: Request, schema: S): Promise<z.infer<S>> {
  let body: unknown
  try {
    const text = await request.text()
    if (text.length > MAX_BODY_BYTES) throw apiError(413, 'invalidBody')
    body = JSON.parse(text)
  } catch (error) {
    if (error instanceof Response) throw error
    throw apiError(400, 'invalidBody')
  }
  const parsed = schema.safeParse(body)
  if (!parsed.success) throw apiError(400, 'invalidBody', parsed.error.flatten().fieldErrors as Record<string, string[]>)
  return parsed.data
}

/** A query string parsed with the route's schema; empty parameters count as absent. */
export function readQuery<S extends z.ZodTypeAny>(request: Request, schema: S): z.infer<S> {
  const params = Object.fromEntries([...new URL(request.url).searchParams].filter(([, v]) => v !== ''))
  const parsed = schema.safeParse(params)
  if (!parsed.success) throw apiError(400, 'invalidQuery', parsed.error.flatten().fieldErrors as Record<string, string[]>)
  return parsed.data
}

export const methodNotAllowed = () => apiError(405, 'methodNotAllowed')
