// One cookie session per area (ADR 003): signing in as an estimator does not sign you in or out
// as an owner. Cookies are HttpOnly, SameSite=Lax, and Secure in production.
import { createCookieSessionStorage, redirect, type SessionStorage } from '@remix-run/node'
import { Authenticator } from 'remix-auth'
import type { AppContext } from '#app/context'
import { AREAS, type AreaName } from './areas'

/** What the session holds: the account and the tenant it belongs to. */
export interface SessionUser {
  id: string
  tenantId: string
}

const SESSION_KEY = 'user'
const MAX_AGE = 30 * 24 * 3600

const storages = new Map<string, SessionStorage>()

export function sessionStorage(ctx: Pick<AppContext, 'services'>, area: AreaName): SessionStorage {
  const { env } = ctx.services
  const key = `${area}:${env.SESSION_SECRET.join(',')}`
  let storage = storages.get(key)
  if (!storage) {
    storage = createCookieSessionStorage({
      cookie: {
        name: AREAS[area].cookieName,
        httpOnly: true,
        sameSite: 'lax',
        secure: env.isProduction,
        path: '/',
        maxAge: MAX_AGE,
        secrets: env.SESSION_SECRET,
      },
    })
    storages.set(key, storage)
  }
  return storage
}

export function authenticator(ctx: Pick<AppContext, 'services'>, area: AreaName) {
  return new Authenticator<SessionUser>(sessionStorage(ctx, area), { sessionKey: SESSION_KEY })
}

/** The signed-in user of this area and tenant, or null. A cookie from another tenant counts as none. */
export async function getSessionUser(request: Request, ctx: Pick<AppContext, 'services' | 'tenant'>, area: AreaName) {
  const session = await sessionStorage(ctx, area).getSession(request.headers.get('Cookie'))
  const user = session.get(SESSION_KEY) as SessionUser | undefined
  return user && user.tenantId === ctx.tenant._id ? user : null
}

/** Starts a session and goes to `redirectTo` (post/redirect/get). */
export async function startSession(request: Request, ctx: Pick<AppContext, 'services' | 'tenant'>, area: AreaName, accountId: string, redirectTo: string) {
  const storage = sessionStorage(ctx, area)
  const session = await storage.getSession(request.headers.get('Cookie'))
  session.set(SESSION_KEY, { id: accountId, tenantId: ctx.tenant._id } satisfies SessionUser)
  return redirect(redirectTo, { headers: { 'Set-Cookie': await storage.commitSession(session) } })
}

export async function endSession(request: Request, ctx: Pick<AppContext, 'services'>, area: AreaName, redirectTo: string) {
  const storage = sessionStorage(ctx, area)
  const session = await storage.getSession(request.headers.get('Cookie'))
  return redirect(redirectTo, { headers: { 'Set-Cookie': await storage.destroySession(session) } })
}
