// Bearer authorisation for /api/v1/{area}: the token is a signed session id (ADR 012), so an API
// client's session ends on logout, on a password change elsewhere and on account deletion, as a
// browser's does. JSON answers and body parsing are the shell's (app/api/json.server.ts).
import type { AppContext } from '#app/context'
import { apiError } from '#app/api/json.server'
import { bearerToken } from '#app/http/bearer'
import type { Account } from './accounts.server'
import type { AreaName } from './areas'
import type { Refusal } from './auth.server'
import { createSession } from './sessions.server'
import { signedIn, type SignedIn } from './signed-in.server'
import { signSessionId } from './tokens.server'

/** The session and account behind `Authorization: Bearer <token>`, or a 401 JSON answer (SPEC §7: the client then signs out). */
export async function requireApiSession(request: Request, ctx: AppContext, area: AreaName): Promise<SignedIn> {
  // A token of another area or tenant names no session here.
  const current = await signedIn(ctx, area, bearerToken(request))
  if (!current) throw apiError(401, 'unauthorized')
  return current
}

export async function requireApiAccount(request: Request, ctx: AppContext, area: AreaName): Promise<Account> {
  return (await requireApiSession(request, ctx, area)).account
}

/** Features wait for verification (SPEC §4): an unverified owner gets 403 verifyAccount. */
export async function requireApiOwner(request: Request, ctx: AppContext): Promise<Account> {
  const owner = await requireApiAccount(request, ctx, 'owner')
  if (!owner.verified) throw apiError(403, 'verifyAccount')
  return owner
}

/** Signs an API client in: a new session, and its bearer token. */
export async function tokenFor(ctx: Pick<AppContext, 'services' | 'tenant'>, area: AreaName, account: Account): Promise<string> {
  const { id } = await createSession(ctx, area, account._id)
  return signSessionId(ctx.services.env.SESSION_SECRET, id)
}

/** A refused call: 429 with Retry-After when a limit refused it, else `status` with the refusal's key. */
export function apiRefusal(refusal: Refusal, status: number) {
  if (refusal.retryAfterSeconds === undefined) return apiError(status, refusal.error)
  const response = apiError(429, refusal.error)
  response.headers.set('Retry-After', String(refusal.retryAfterSeconds))
  return response
}
