// Who a session id signs in, for pages (the cookie) and the API (the bearer token) alike.
import type { AppContext } from '#app/context'
import { findAccountById, type Account } from './accounts.server'
import type { AreaName } from './areas'
import { findLiveSession, type Session } from './sessions.server'
import { readSessionId } from './tokens.server'

export interface SignedIn {
  account: Account
  session: Session
}

type Ctx = Pick<AppContext, 'services' | 'tenant'>

/** The signed session id in a cookie or bearer token, or null when we did not sign it. */
export const sessionIdOf = (ctx: Ctx, token: string | null | undefined) => (token ? readSessionId(ctx.services.env.SESSION_SECRET, token) : null)

/** The live session this token names and its active account, or null (a deleted account is signed out). */
export async function signedIn(ctx: Ctx, area: AreaName, token: string | null | undefined): Promise<SignedIn | null> {
  const id = sessionIdOf(ctx, token)
  const session = id ? await findLiveSession(ctx, area, id) : null
  if (!session) return null
  const account = await findAccountById(ctx, area, session.accountId)
  return account?.status === 'active' ? { account, session } : null
}
