// The mobile areas (SPEC §2, ADR 043): owner-mobile and love-mobile sign in the owners' accounts,
// each with its own cookie and login, so a session of one area opens no other, the desktop's
// included; a password change or a deleted account ends the owner's sessions in all three.
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import type { AppContext } from '#app/context'
import { createAccount, deleteAccount, findAccountByEmail, type Account } from './accounts.server'
import { AREAS, MOBILE_AREAS, mobileAreaOf, mobileAreaParam, type AreaName } from './areas'
import { LIMITS } from '#app/security/rate-limit.server'
import { changePassword, checkPassword, getAccount, linkPath, registerOwner, requireAccount, requireSignedIn } from './auth.server'
import { hashPassword } from './passwords.server'
import { startSession } from './session.server'
import { openAccountsWorld, type AccountsWorld } from './accounts.fixture'

const OWNER_AREAS: AreaName[] = ['owner', 'owner-mobile', 'love-mobile']

describe('mobile areas', () => {
  let world: AccountsWorld
  let ctx: AppContext
  let owner: Account

  beforeEach(async () => {
    world = await openAccountsWorld()
    ctx = world.ctx
    owner = await createAccount(ctx, 'owner', { email: 'owner@example.com', passwordHash: await hashPassword('old password'), verified: true })
  })

  afterEach(() => world.close())

  async function cookieOf(area: AreaName) {
    const response = await startSession(new Request('http://localhost/login'), ctx, area, owner._id, '/home')
    return response.headers.get('Set-Cookie')!.split(';')[0]
  }
  const page = (path: string, cookie: string) => new Request(`http://localhost${path}`, { headers: { Cookie: cookie } })
  const loginOf = (area: AreaName, request: Request) =>
    requireAccount(request, ctx, area).then(
      (a) => a._id,
      (r: Response) => r.headers.get('Location')
    )

  it('sign in the owners’ accounts, each with its own cookie, login and home (p2p)', () => {
    for (const area of MOBILE_AREAS) {
      expect(AREAS[area]).toMatchObject({ collection: 'owners', loginPath: `/${area}/login`, homePath: `/${area}/p2p` })
    }
    const cookies = new Set(OWNER_AREAS.map((a) => AREAS[a].cookieName))
    expect(cookies.size).toBe(3)
  })

  for (const signedInTo of OWNER_AREAS) {
    it(`a ${signedInTo} session opens ${signedInTo} only; the others send the visitor to their own login`, async () => {
      const cookie = await cookieOf(signedInTo)
      for (const area of OWNER_AREAS) {
        const request = page(`/${area}/p2p`, cookie)
        if (area === signedInTo) expect(await loginOf(area, request)).toBe(owner._id)
        else expect(await loginOf(area, request)).toBe(`${AREAS[area].loginPath}?redirectTo=${encodeURIComponent(`/${area}/p2p`)}`)
      }
    })
  }

  it('a password changed on the phone ends the desktop’s and the other area’s sessions, and keeps its own', async () => {
    const [desktop, love, phone] = await Promise.all([cookieOf('owner'), cookieOf('love-mobile'), cookieOf('owner-mobile')])
    const current = await requireSignedIn(page('/owner-mobile/settings', phone), ctx, 'owner-mobile')
    expect((await changePassword(ctx, 'owner-mobile', current, 'old password', 'new password')).ok).toBe(true)
    expect(await getAccount(page('/', phone), ctx, 'owner-mobile')).not.toBeNull()
    expect(await getAccount(page('/', desktop), ctx, 'owner')).toBeNull()
    expect(await getAccount(page('/', love), ctx, 'love-mobile')).toBeNull()
  })

  it('deleting the account ends its mobile sessions too', async () => {
    const phone = await cookieOf('love-mobile')
    await deleteAccount(ctx, 'owner', owner)
    expect(await getAccount(page('/', phone), ctx, 'love-mobile')).toBeNull()
  })

  it('a session of another tenant opens nothing', async () => {
    const phone = await cookieOf('owner-mobile')
    const other = world.contextOf({ ...ctx.tenant, _id: 't2' })
    expect(await getAccount(page('/', phone), other, 'owner-mobile')).toBeNull()
  })

  it('registering in a mobile area creates an owner and mails a link back into that area', async () => {
    const result = await registerOwner(ctx, { email: 'new@example.com', password: 'secret-123' }, 'http://localhost', 'love-mobile')
    expect(result.ok).toBe(true)
    expect(await findAccountByEmail(ctx, 'owner', 'new@example.com')).not.toBeNull()
    const mail = world.enqueued.at(-1)!.data as { text: string }
    expect(mail.text).toMatch(/http:\/\/localhost\/love-mobile\/verify\/[\w-]+/)
    expect(linkPath('owner', 'verify', 'x')).toBe('/owner/verify/x')
    expect(linkPath('owner-mobile', 'first-signup', 'x')).toBe('/owner-mobile/first-signup/x')
    expect(linkPath('love-mobile', 'magic', 'x')).toBe('/love-mobile/magic-link/x')
  })

  it('counts failed passwords once for the owner’s three logins: a guesser gains nothing by switching area', async () => {
    for (let i = 0; i < LIMITS.authByAccount.max; i++) {
      const area = OWNER_AREAS[i % OWNER_AREAS.length]
      expect((await checkPassword(ctx, area, 'owner@example.com', `guess ${i}`)).ok).toBe(false)
    }
    for (const area of OWNER_AREAS) {
      const refused = await checkPassword(ctx, area, 'owner@example.com', 'old password')
      expect(!refused.ok && refused.error).toBe('tooManyAttempts')
    }
  })

  it('knows a mobile path and refuses any other area segment with a 404', () => {
    expect(mobileAreaOf('/love-mobile/p2p/abc')).toBe('love-mobile')
    expect(mobileAreaOf('/owner-mobile')).toBe('owner-mobile')
    expect(mobileAreaOf('/owner/dashboard')).toBeNull()
    expect(mobileAreaParam('owner-mobile')).toBe('owner-mobile')
    for (const bad of ['owner', 'estimator', 'administrator', 'x', undefined]) {
      expect(() => mobileAreaParam(bad)).toThrow()
    }
  })
})
