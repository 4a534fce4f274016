// Sign-in, sign-up and one-time-link flows, written once for the three areas.
import { redirect } from '@remix-run/node'
import { FormStrategy } from 'remix-auth-form'
import { AuthorizationError } from 'remix-auth'
import type { AppContext } from '#app/context'
import { LIMITS } from '#app/security/rate-limit.server'
import { AREAS, type AreaName } from './areas'
import { createAccount, findAccountByEmail, findAccountById, findDeletedAccount, updateAccount, type Account } from './accounts.server'
import { hashPassword, verifyPassword } from './passwords.server'
import { issueLink, type LinkPurpose } from './links.server'
import { mailLink } from './mails.server'
import { authenticator, endSession, getSessionUser, type SessionUser } from './session.server'

export type AuthError =
  | 'auth:incorrect_credentials'
  | 'auth:owner_deleted'
  | 'record_already_exists'
  | 'tooManyAttempts'

export type Result<T> = { ok: true; value: T } | { ok: false; error: AuthError }

/** Per-account limit on password attempts and mailed links (the per-address limit is in the server). */
async function withinAccountLimit(ctx: AppContext, area: AreaName, email: string) {
  return ctx.services.rateLimiter.hit(LIMITS.authByAccount, `${ctx.tenant._id}:${area}:${email.trim().toLowerCase()}`)
}

export async function checkPassword(ctx: AppContext, area: AreaName, email: string, password: string): Promise<Result<Account>> {
  if (!(await withinAccountLimit(ctx, area, email))) return { ok: false, error: 'tooManyAttempts' }
  const account = await findAccountByEmail(ctx, area, email)
  if (!account) {
    await verifyPassword(password, null)
    // A deleted account is the one case SPEC §8 names: otherwise we never say whether an address exists.
    if (await findDeletedAccount(ctx, area, email)) return { ok: false, error: 'auth:owner_deleted' }
    return { ok: false, error: 'auth:incorrect_credentials' }
  }
  if (!(await verifyPassword(password, account.passwordHash))) return { ok: false, error: 'auth:incorrect_credentials' }
  await updateAccount(ctx, area, account._id, { lastVisitAt: new Date() })
  return { ok: true, value: account }
}

/** remix-auth's form strategy over `checkPassword`; the caller has validated the form already. */
export async function authenticateWithPassword(request: Request, ctx: AppContext, area: AreaName, formData: FormData): Promise<Result<SessionUser>> {
  const auth = authenticator(ctx, area)
  auth.use(
    new FormStrategy(async ({ form }) => {
      const result = await checkPassword(ctx, area, String(form.get('email')), String(form.get('password')))
      if (!result.ok) throw new Error(result.error)
      return { id: result.value._id, tenantId: ctx.tenant._id }
    }),
    'password',
  )
  try {
    // The body was read already (the form is validated first): remix-auth gets the form through
    // its context and a body-less copy of the request, which it clones.
    const bare = new Request(request.url, { method: 'POST', headers: request.headers })
    const user = await auth.authenticate('password', bare, { throwOnError: true, context: { ...ctx, formData } })
    return { ok: true, value: user }
  } catch (error) {
    if (error instanceof AuthorizationError) return { ok: false, error: error.message as AuthError }
    throw error
  }
}

export function linkPath(area: AreaName, purpose: LinkPurpose, token: string) {
  const base = AREAS[area]
  const paths: Record<LinkPurpose, string> = {
    magic: `${base.magicLinkPath}/${token}`,
    reset: `${base.passwordResetPath}/${token}`,
    verify: `/owner/verify/${token}`,
    'first-signup': `/owner/first-signup/${token}`,
  }
  return paths[purpose]
}

/**
 * Mails a one-time link to the account with this address, if there is one. The answer is the same
 * either way: saying "no such account" would let anyone test which addresses are registered.
 */
export async function requestLink(ctx: AppContext, area: AreaName, purpose: LinkPurpose, email: string, origin: string): Promise<Result<null>> {
  if (!(await withinAccountLimit(ctx, area, email))) return { ok: false, error: 'tooManyAttempts' }
  const account = await findAccountByEmail(ctx, area, email)
  if (account?.status === 'active') await sendLink(ctx, area, purpose, account, origin)
  return { ok: true, value: null }
}

export async function sendLink(ctx: AppContext, area: AreaName, purpose: LinkPurpose, account: Account, origin: string) {
  const token = await issueLink(ctx, area, purpose, account._id)
  await mailLink(ctx, { to: account.email, lng: ctx.lng, purpose, url: `${origin}${linkPath(area, purpose, token)}` })
}

export async function registerOwner(
  ctx: AppContext,
  input: { email: string; password?: string; companyName?: string },
  origin: string,
): Promise<Result<Account>> {
  if (!(await withinAccountLimit(ctx, 'owner', input.email))) return { ok: false, error: 'tooManyAttempts' }
  if (await findAccountByEmail(ctx, 'owner', input.email)) return { ok: false, error: 'record_already_exists' }
  const account = await createAccount(ctx, 'owner', {
    email: input.email,
    passwordHash: input.password ? await hashPassword(input.password) : undefined,
    companyName: input.companyName,
    verified: false,
    language: ctx.lng,
  })
  // With a password: verify by the mailed link. Without (first sign-up): the link creates the password.
  await sendLink(ctx, 'owner', input.password ? 'verify' : 'first-signup', account, origin)
  return { ok: true, value: account }
}

export async function setPassword(ctx: AppContext, area: AreaName, accountId: string, password: string, alsoVerify = false) {
  return updateAccount(ctx, area, accountId, { passwordHash: await hashPassword(password), ...(alsoVerify ? { verified: true } : {}) })
}

/** The signed-in account of this area, or null (a deleted or vanished account counts as signed out). */
export async function getAccount(request: Request, ctx: AppContext, area: AreaName): Promise<Account | null> {
  const user = await getSessionUser(request, ctx, area)
  if (!user) return null
  const account = await findAccountById(ctx, area, user.id)
  return account?.status === 'active' ? account : null
}

/** For protected pages: the account, or a redirect to this area's own login (SPEC §2), coming back afterwards. */
export async function requireAccount(request: Request, ctx: AppContext, area: AreaName): Promise<Account> {
  const account = await getAccount(request, ctx, area)
  if (account) return account
  const url = new URL(request.url)
  const back = url.pathname + url.search
  const login = `${AREAS[area].loginPath}?redirectTo=${encodeURIComponent(back)}`
  if (await getSessionUser(request, ctx, area)) throw await endSession(request, ctx, area, login)
  throw redirect(login)
}

/**
 * Only same-site paths: an open redirect would let a phishing link bounce through our login.
 * Browsers read `\` as `/` and drop tabs and newlines from a URL, so `/\t/evil.com` is `//evil.com`
 * to them: a path with either is refused too.
 */
export function safeRedirect(to: FormDataEntryValue | string | null | undefined, fallback: string): string {
  if (typeof to !== 'string' || !to.startsWith('/') || to.startsWith('//') || /[\\\u0000-\u001f\u007f]/.test(to)) return fallback
  return to
}
