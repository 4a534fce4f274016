// Server-side sessions (ADR 012): every sign-in a new session, ended by logout, by a password
// change elsewhere, by a reset link, by deleting the account, by idling and by age, in every area.
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import type { AppContext } from '#app/context'
import { createAccount, deleteAccount, type Account } from './accounts.server'
import { requireApiSession, tokenFor } from './api.server'
import type { AreaName } from './areas'
import { changePassword, getAccount, requireAccount, setPasswordFromLink } from './auth.server'
import { hashPassword } from './passwords.server'
import { endSession, getCookieSession, sessionCookie, startSession } from './session.server'
import { createSession, findLiveSession, revokeSession, SESSION_ABSOLUTE_MS, SESSION_IDLE_MS } from './sessions.server'
import { signedIn } from './signed-in.server'
import { OTHER_TENANT, openAccountsWorld, type AccountsWorld } from './accounts.fixture'

const AREAS: AreaName[] = ['owner', 'estimator', 'administrator']
const MINUTE = 60 * 1000

describe('sessions', () => {
  let world: AccountsWorld
  let ctx: AppContext
  const accounts = {} as Record<AreaName, Account>

  beforeEach(async () => {
    world = await openAccountsWorld()
    ctx = world.ctx
    const passwordHash = await hashPassword('old password')
    for (const area of AREAS) accounts[area] = await createAccount(ctx, area, { email: `${area}@example.com`, passwordHash, verified: true })
  })

  afterEach(() => world.close())

  /** Signs in through the page helper and returns the `Cookie` header the browser would send next. */
  async function signInCookie(area: AreaName, cookie = '') {
    const response = await startSession(new Request('http://localhost/login', { headers: { Cookie: cookie } }), ctx, area, accounts[area]._id, '/home')
    return response.headers.get('Set-Cookie')!.split(';')[0]
  }
  const page = (cookie: string) => new Request('http://localhost/home', { headers: { Cookie: cookie } })
  const api = (token: string) => new Request('http://localhost/api/v1/self', { headers: { Authorization: `Bearer ${token}` } })
  const apiAccount = (area: AreaName, token: string) =>
    requireApiSession(api(token), ctx, area).then(
      (s) => s.account._id,
      (r: Response) => r.status
    )

  describe('ids', () => {
    it('differ on every sign-in, even two in the same millisecond, and are stored only as hashes', async () => {
      const tokens = await Promise.all([tokenFor(ctx, 'owner', accounts.owner), tokenFor(ctx, 'owner', accounts.owner)])
      expect(tokens[0]).not.toBe(tokens[1])
      const cookies = [await signInCookie('owner'), await signInCookie('owner')]
      expect(cookies[0]).not.toBe(cookies[1])
      const ids = tokens.map((t) => t.split('.')[0])
      for (const id of ids) expect(Buffer.from(id, 'base64url').length * 8).toBeGreaterThanOrEqual(128)
      const stored = JSON.stringify(await world.store.collection('sessions').find({}))
      for (const id of ids) expect(stored).not.toContain(id)
    })
  })

  describe('timeouts', () => {
    it(`end a session idle for ${SESSION_IDLE_MS / MINUTE} minutes`, async () => {
      const start = new Date()
      const { id } = await createSession(ctx, 'owner', accounts.owner._id, start)
      expect(await findLiveSession(ctx, 'owner', id, new Date(start.getTime() + SESSION_IDLE_MS - MINUTE))).not.toBeNull()
      const later = new Date(start.getTime() + 2 * SESSION_IDLE_MS)
      expect(await findLiveSession(ctx, 'owner', id, later)).toBeNull()
      // Ended for good: it does not come back on an earlier clock either.
      expect(await findLiveSession(ctx, 'owner', id, start)).toBeNull()
    })

    it('keep a busy session alive until the absolute timeout, and not a minute longer', async () => {
      const start = new Date()
      const { id } = await createSession(ctx, 'owner', accounts.owner._id, start)
      const at = (ms: number) => new Date(start.getTime() + ms)
      for (let t = 0; t < SESSION_ABSOLUTE_MS; t += SESSION_IDLE_MS / 2) expect(await findLiveSession(ctx, 'owner', id, at(t))).not.toBeNull()
      expect(await findLiveSession(ctx, 'owner', id, at(SESSION_ABSOLUTE_MS))).toBeNull()
    })
  })

  describe('pages', () => {
    it('rotate on sign-in: the session the browser held before ends', async () => {
      const before = await signInCookie('owner')
      const after = await signInCookie('owner', before)
      expect(await getAccount(page(before), ctx, 'owner')).toBeNull()
      expect((await getAccount(page(after), ctx, 'owner'))?._id).toBe(accounts.owner._id)
    })

    it.each(AREAS)('end on logout in the %s area: the old cookie leads to the login page', async (area) => {
      const cookie = await signInCookie(area)
      expect((await getAccount(page(cookie), ctx, area))?._id).toBe(accounts[area]._id)
      const logout = await endSession(page(cookie), ctx, area, '/login')
      expect(logout.headers.get('Set-Cookie')).toMatch(/Expires=Thu, 01 Jan 1970/)
      const thrown = await requireAccount(page(cookie), ctx, area).catch((r: Response) => r)
      expect(thrown).toBeInstanceOf(Response)
      expect((thrown as Response).headers.get('Location')).toMatch(/\/login\?redirectTo=%2Fhome$/)
    })

    it('are named __Host- in production, so no other host or path can set them', async () => {
      const production = await openAccountsWorld({ isProduction: true })
      try {
        expect(sessionCookie(production.ctx, 'owner').name).toBe('__Host-rapport_owner')
        expect(sessionCookie(ctx, 'owner').name).toBe('__rapport_owner')
        const response = await startSession(new Request('https://rapport.example/login'), production.ctx, 'owner', 'a1', '/')
        expect(response.headers.get('Set-Cookie')).toMatch(/^__Host-rapport_owner=.*; Path=\/; .*HttpOnly; Secure; SameSite=Lax/)
      } finally {
        await production.close()
      }
    })
  })

  describe('API tokens', () => {
    it.each(AREAS)('end when revoked in the %s area, and serve no other area or tenant', async (area) => {
      const token = await tokenFor(ctx, area, accounts[area])
      expect(await apiAccount(area, token)).toBe(accounts[area]._id)
      const other = AREAS.find((a) => a !== area)!
      expect(await apiAccount(other, token)).toBe(401)
      expect(await signedIn(world.contextOf(OTHER_TENANT), area, token)).toBeNull()
      await revokeSession(ctx, token.split('.')[0])
      expect(await apiAccount(area, token)).toBe(401)
    })
  })

  describe('password changes', () => {
    it.each(AREAS)('in the %s area ask for the current password and end every other session, pages and API alike', async (area) => {
      const [mine, otherBrowser, otherToken] = [await signInCookie(area), await signInCookie(area), await tokenFor(ctx, area, accounts[area])]
      const here = (await getCookieSession(page(mine), ctx, area))!

      expect(await changePassword(ctx, area, here, 'wrong password', 'new password')).toMatchObject({ ok: false, error: 'auth:incorrect_credentials' })
      expect(await getAccount(page(otherBrowser), ctx, area)).not.toBeNull()
      expect(await apiAccount(area, otherToken)).toBe(accounts[area]._id)

      expect(await changePassword(ctx, area, here, 'old password', 'new password')).toEqual({ ok: true, value: null })
      expect(await getAccount(page(mine), ctx, area)).not.toBeNull()
      expect(await getAccount(page(otherBrowser), ctx, area)).toBeNull()
      expect(await apiAccount(area, otherToken)).toBe(401)
    })

    it('through a reset link end every session of the account', async () => {
      const [cookie, token] = [await signInCookie('owner'), await tokenFor(ctx, 'owner', accounts.owner)]
      await setPasswordFromLink(ctx, 'owner', accounts.owner._id, 'new password', false)
      expect(await getAccount(page(cookie), ctx, 'owner')).toBeNull()
      expect(await apiAccount('owner', token)).toBe(401)
    })
  })

  it("end with the account: a deleted owner's cookie and token open nothing", async () => {
    const [cookie, token] = [await signInCookie('owner'), await tokenFor(ctx, 'owner', accounts.owner)]
    await deleteAccount(ctx, 'owner', accounts.owner)
    expect(await getAccount(page(cookie), ctx, 'owner')).toBeNull()
    expect(await apiAccount('owner', token)).toBe(401)
    expect(await world.store.collection('sessions').count({ accountId: accounts.owner._id })).toBe(0)
  })
})
