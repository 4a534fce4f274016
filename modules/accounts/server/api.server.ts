// Bearer authorisation for /api/v1/{area}: tokens signed with SESSION_SECRET, subject = the account.
// JSON answers and body parsing are the shell's (app/api/json.server.ts).
import type { AppContext } from '#app/context'
import { apiError } from '#app/api/json.server'
import { bearerToken } from '#app/http/bearer'
import { findAccountById, type Account } from './accounts.server'
import type { AreaName } from './areas'
import { issueToken, verifyToken } from './tokens.server'

/** The account behind `Authorization: Bearer <token>`, or a 401 JSON answer (SPEC §7: the client then signs out). */
export async function requireApiAccount(request: Request, ctx: AppContext, area: AreaName): Promise<Account> {
  const token = bearerToken(request)
  const payload = token ? verifyToken(ctx.services.env.SESSION_SECRET, token) : null
  // A token of another area or tenant is no token here.
  if (!payload || payload.area !== area || payload.tenantId !== ctx.tenant._id) throw apiError(401, 'unauthorized')
  const account = await findAccountById(ctx, area, payload.sub)
  if (!account || account.status !== 'active') throw apiError(401, 'unauthorized')
  return account
}

/** Features wait for verification (SPEC §4): an unverified owner gets 403 verifyAccount. */
export async function requireApiOwner(request: Request, ctx: AppContext): Promise<Account> {
  const owner = await requireApiAccount(request, ctx, 'owner')
  if (!owner.verified) throw apiError(403, 'verifyAccount')
  return owner
}

export function tokenFor(ctx: Pick<AppContext, 'services' | 'tenant'>, area: AreaName, account: Account) {
  return issueToken(ctx.services.env.SESSION_SECRET, { sub: account._id, area, tenantId: ctx.tenant._id })
}
