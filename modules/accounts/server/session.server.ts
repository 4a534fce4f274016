// The browser's side of a session: one cookie per area (ADR 003) holding the signed session id
// (ADR 012). HttpOnly, SameSite=Lax; in production Secure and `__Host-` (this host only, path /).
import { createCookie, redirect, type Cookie } from '@remix-run/node'
import type { AppContext } from '#app/context'
import { AREAS, type AreaName } from './areas'
import { createSession, revokeSession } from './sessions.server'
import { sessionIdOf, signedIn } from './signed-in.server'
import { signSessionId } from './tokens.server'

type Ctx = Pick<AppContext, 'services' | 'tenant'>

const cookies = new Map<string, Cookie>()

export function sessionCookie(ctx: Pick<AppContext, 'services'>, area: AreaName): Cookie {
  const production = ctx.services.env.isProduction
  const key = `${area}:${production}`
  let cookie = cookies.get(key)
  if (!cookie) {
    const name = production ? `__Host-${AREAS[area].cookieName.replace(/^_+/, '')}` : AREAS[area].cookieName
    cookie = createCookie(name, { httpOnly: true, sameSite: 'lax', secure: production, path: '/' })
    cookies.set(key, cookie)
  }
  return cookie
}

/** The cookie's value (the signed session id), or null when the request carries none. */
async function cookieToken(request: Request, ctx: Ctx, area: AreaName): Promise<string | null> {
  const value: unknown = await sessionCookie(ctx, area).parse(request.headers.get('Cookie'))
  return typeof value === 'string' && value ? value : null
}

/** The signed-in account and session of this area and tenant, or null. A cookie from another tenant counts as none. */
export async function getCookieSession(request: Request, ctx: Ctx, area: AreaName) {
  return signedIn(ctx, area, await cookieToken(request, ctx, area))
}

/** Whether the request still carries this area's cookie (then signing out should clear it). */
export async function hasSessionCookie(request: Request, ctx: Ctx, area: AreaName) {
  return (await cookieToken(request, ctx, area)) !== null
}

/**
 * Signs in and goes to `redirectTo` (post/redirect/get). A new session every time: the one this
 * browser held before ends, so an id planted before sign-in is worth nothing after it.
 */
export async function startSession(request: Request, ctx: Ctx, area: AreaName, accountId: string, redirectTo: string) {
  const previous = sessionIdOf(ctx, await cookieToken(request, ctx, area))
  if (previous) await revokeSession(ctx, previous)
  const { id, session } = await createSession(ctx, area, accountId)
  const value = signSessionId(ctx.services.env.SESSION_SECRET, id)
  return redirect(redirectTo, { headers: { 'Set-Cookie': await sessionCookie(ctx, area).serialize(value, { expires: session.expiresAt }) } })
}

/** Signs out: the session ends on the server, and the cookie is cleared. */
export async function endSession(request: Request, ctx: Ctx, area: AreaName, redirectTo: string) {
  const id = sessionIdOf(ctx, await cookieToken(request, ctx, area))
  if (id) await revokeSession(ctx, id)
  return redirect(redirectTo, { headers: { 'Set-Cookie': await sessionCookie(ctx, area).serialize('', { expires: new Date(0) }) } })
}
