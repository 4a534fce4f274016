// Sign-in, sign-up, password changes and one-time-link flows, written once for the three areas.
import { redirect } from '@remix-run/node'
import type { AppContext } from '#app/context'
import { LIMITS, type Limit } from '#app/security/rate-limit.server'
import { isDuplicateKeyError } from '#app/store/errors'
import { AREAS, isOwnerArea, type AreaName } from './areas'
import { createAccount, findAccountByEmail, findDeletedAccount, updateAccount, type Account } from './accounts.server'
import { hashPassword, verifyPassword } from './passwords.server'
import { issueLink, type LinkPurpose } from './links.server'
import { mailLink } from './mails.server'
import { endSession, getCookieSession, hasSessionCookie } from './session.server'
import { revokeAccountSessions } from './sessions.server'
import type { SignedIn } from './signed-in.server'

export type AuthError = 'auth:incorrect_credentials' | 'auth:owner_deleted' | 'auth:account_blocked' | 'record_already_exists' | 'tooManyAttempts'

/** A refusal; `retryAfterSeconds` when a limit refused it (the page and the API say when to try again). */
export type Refusal = { ok: false; error: AuthError; retryAfterSeconds?: number }
export type Result<T> = { ok: true; value: T } | Refusal

/**
 * Mails to one address (sign-in and reset links, verification, sign-up), every one counted:
 * enough for a lost mail or two, too few to fill someone's mailbox from our server.
 */
export const MAIL_BY_ACCOUNT: Limit = { name: 'mail-account', max: 5, windowSeconds: 15 * 60 }

// Keyed on the accounts' collection, not the area: the owner's three logins (desktop and the two mobile
// areas, ADR 043) share one count, so a guesser gains nothing by trying each login in turn.
const accountKey = (ctx: AppContext, area: AreaName, email: string) => `${ctx.tenant._id}:${AREAS[area].collection}:${email.trim().toLowerCase()}`

const tooManyAttempts = (retryAfterSeconds: number): Refusal => ({ ok: false, error: 'tooManyAttempts', retryAfterSeconds })

/**
 * Runs a password check under the per-account limit (the per-address one is the server's), which
 * counts failures only: a user who keeps signing in correctly is never locked out, and a guesser
 * is stopped, even with the right password, until the window ends.
 */
async function limitFailures<T>(ctx: AppContext, area: AreaName, email: string, attempt: () => Promise<Result<T>>): Promise<Result<T>> {
  const key = accountKey(ctx, area, email)
  const { allowed, retryAfterSeconds } = await ctx.services.rateLimiter.peek(LIMITS.authByAccount, key)
  if (!allowed) return tooManyAttempts(retryAfterSeconds)
  const result = await attempt()
  if (!result.ok) await ctx.services.rateLimiter.hit(LIMITS.authByAccount, key)
  return result
}

/** Counts one mail to this address; a refusal with the wait once over MAIL_BY_ACCOUNT. */
export async function mailRefusal(ctx: AppContext, area: AreaName, email: string): Promise<Refusal | null> {
  const key = accountKey(ctx, area, email)
  if (await ctx.services.rateLimiter.hit(MAIL_BY_ACCOUNT, key)) return null
  return tooManyAttempts((await ctx.services.rateLimiter.peek(MAIL_BY_ACCOUNT, key)).retryAfterSeconds)
}

export function checkPassword(ctx: AppContext, area: AreaName, email: string, password: string): Promise<Result<Account>> {
  return limitFailures(ctx, area, email, async () => {
    const account = await findAccountByEmail(ctx, area, email)
    if (!account) {
      await verifyPassword(password, null)
      // A deleted account is the one case SPEC §8 names: otherwise we never say whether an address exists.
      if (await findDeletedAccount(ctx, area, email)) return { ok: false, error: 'auth:owner_deleted' }
      return { ok: false, error: 'auth:incorrect_credentials' }
    }
    if (!(await verifyPassword(password, account.passwordHash))) return { ok: false, error: 'auth:incorrect_credentials' }
    // Said only to whoever knows the password: an administrator blocked the account (ADR 035).
    if (account.status === 'blocked') return { ok: false, error: 'auth:account_blocked' }
    await updateAccount(ctx, area, account._id, { lastVisitAt: new Date() })
    return { ok: true, value: account }
  })
}

export function linkPath(area: AreaName, purpose: LinkPurpose, token: string) {
  const base = AREAS[area]
  const paths: Record<LinkPurpose, string> = {
    magic: `${base.magicLinkPath}/${token}`,
    reset: `${base.passwordResetPath}/${token}`,
    // The owner's pages, or a mobile area's own (the link brings the owner back where they signed up).
    verify: `/${area}/verify/${token}`,
    'first-signup': `/${area}/first-signup/${token}`,
  }
  return paths[purpose]
}

/**
 * Mails a one-time link to the account with this address, if there is one. The answer is the same
 * either way: saying "no such account" would let anyone test which addresses are registered.
 */
export async function requestLink(ctx: AppContext, area: AreaName, purpose: LinkPurpose, email: string, origin: string): Promise<Result<null>> {
  const refused = await mailRefusal(ctx, area, email)
  if (refused) return refused
  const account = await findAccountByEmail(ctx, area, email)
  if (account?.status === 'active') await sendLink(ctx, area, purpose, account, origin)
  return { ok: true, value: null }
}

/** Mails a fresh link of this purpose to this account again ('send the link again'), within MAIL_BY_ACCOUNT. */
export async function resendLink(ctx: AppContext, area: AreaName, purpose: LinkPurpose, account: Account, origin: string): Promise<Result<null>> {
  const refused = await mailRefusal(ctx, area, account.email)
  if (refused) return refused
  await sendLink(ctx, area, purpose, account, origin)
  return { ok: true, value: null }
}

/** The verification link again: an owner with a password verifies; one without creates the password (first sign-up). */
export function resendVerification(ctx: AppContext, owner: Account, origin: string): Promise<Result<null>> {
  return resendLink(ctx, 'owner', owner.passwordHash ? 'verify' : 'first-signup', owner, origin)
}

async function sendLink(ctx: AppContext, area: AreaName, purpose: LinkPurpose, account: Account, origin: string) {
  const token = await issueLink(ctx, area, purpose, account._id)
  await mailLink(ctx, { to: account.email, lng: ctx.lng, purpose, url: `${origin}${linkPath(area, purpose, token)}` })
}

export async function registerOwner(
  ctx: AppContext,
  input: { email: string; password?: string; companyName?: string; formId?: string },
  origin: string,
  area: AreaName = 'owner'
): Promise<Result<Account>> {
  const refused = await mailRefusal(ctx, area, input.email)
  if (refused) return refused
  const existing = await findAccountByEmail(ctx, area, input.email)
  if (existing) return repeatedRegistration(existing, input)
  let account: Account
  try {
    account = await createAccount(ctx, area, {
      email: input.email,
      passwordHash: input.password ? await hashPassword(input.password) : undefined,
      companyName: input.companyName,
      signupFormId: input.formId,
      verified: false,
      language: ctx.lng,
    })
  } catch (error) {
    // Two sign-ups of one address at once: the unique index lets one through, the other is told as above.
    if (isDuplicateKeyError(error)) return repeatedRegistration(await findAccountByEmail(ctx, area, input.email), input)
    throw error
  }
  // With a password: verify by the mailed link. Without (first sign-up): the link creates the password.
  await sendLink(ctx, area, input.password ? 'verify' : 'first-signup', account, origin)
  return { ok: true, value: account }
}

/**
 * The address is taken. The same form posted again (a double click without JavaScript, ADR 051) gets
 * the first post's account: the one-time id it was created with, and its password, so this says no
 * more than signing in would. A first sign-up's account has no password yet, and its repeat gets only
 * "link sent" again, no session and no second mail. Anyone else hears that the address is in use.
 */
async function repeatedRegistration(account: Account | null, input: { password?: string; formId?: string }): Promise<Result<Account>> {
  const taken: Refusal = { ok: false, error: 'record_already_exists' }
  if (!account || !input.formId || account.status !== 'active' || account.signupFormId !== input.formId) return taken
  if (!input.password) return account.passwordHash ? taken : { ok: true, value: account }
  return (await verifyPassword(input.password, account.passwordHash)) ? { ok: true, value: account } : taken
}

async function setPassword(ctx: AppContext, area: AreaName, accountId: string, password: string, alsoVerify: boolean) {
  await updateAccount(ctx, area, accountId, { passwordHash: await hashPassword(password), ...(alsoVerify ? { verified: true } : {}) })
}

/**
 * A signed-in password change: the current password first (an account from first sign-up creates
 * its first without one; for an owner that finishes verification, SPEC §4, as only the mailbox's
 * owner gets a session without a password). Every other session of the account ends; this one stays.
 */
export function changePassword(ctx: AppContext, area: AreaName, { account, session }: SignedIn, current: string | undefined, next: string): Promise<Result<null>> {
  return limitFailures(ctx, area, account.email, async () => {
    if (account.passwordHash && !(await verifyPassword(current ?? '', account.passwordHash))) return { ok: false, error: 'auth:incorrect_credentials' }
    await setPassword(ctx, area, account._id, next, isOwnerArea(area) && !account.passwordHash)
    await revokeAccountSessions(ctx, area, account._id, session)
    return { ok: true, value: null }
  })
}

/** A password set through a one-time link (reset, first sign-up): whoever held a session before is signed out. */
export async function setPasswordFromLink(ctx: AppContext, area: AreaName, accountId: string, password: string, alsoVerify: boolean) {
  await setPassword(ctx, area, accountId, password, alsoVerify)
  await revokeAccountSessions(ctx, area, accountId)
}

/** The signed-in account of this area, or null (a deleted or vanished account counts as signed out). */
export async function getAccount(request: Request, ctx: AppContext, area: AreaName): Promise<Account | null> {
  return (await getCookieSession(request, ctx, area))?.account ?? null
}

/** For protected pages: the account and its session, or a redirect to this area's own login (SPEC §2), coming back afterwards. */
export async function requireSignedIn(request: Request, ctx: AppContext, area: AreaName): Promise<SignedIn> {
  const current = await getCookieSession(request, ctx, area)
  if (current) return current
  const url = new URL(request.url)
  const back = url.pathname + url.search
  const login = `${AREAS[area].loginPath}?redirectTo=${encodeURIComponent(back)}`
  // An ended, expired or foreign session's cookie is cleared on the way.
  if (await hasSessionCookie(request, ctx, area)) throw await endSession(request, ctx, area, login)
  throw redirect(login)
}

export async function requireAccount(request: Request, ctx: AppContext, area: AreaName): Promise<Account> {
  return (await requireSignedIn(request, ctx, area)).account
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
