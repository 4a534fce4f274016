// Sign-in by password, mailed links and redirects, on the real embedded store with a recording job queue.
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import type { AppContext } from '#app/context'
import { LIMITS } from '#app/security/rate-limit.server'
import { createAccount, deleteAccount, findAccountByEmail } from './accounts.server'
import { checkPassword, MAIL_BY_ACCOUNT, registerOwner, requestLink, resendVerification, safeRedirect } from './auth.server'
import { consumeLink } from './links.server'
import { hashPassword } from './passwords.server'
import { OTHER_TENANT, openAccountsWorld, type AccountsWorld } from './accounts.fixture'

describe('sign-in', () => {
  let world: AccountsWorld
  let ctx: AppContext
  const mails = () => world.enqueued

  beforeEach(async () => {
    world = await openAccountsWorld()
    ctx = world.ctx
    await createAccount(ctx, 'owner', { email: 'anna@example.com', passwordHash: await hashPassword('right password'), verified: true })
  })

  afterEach(() => world.close())

  describe('checkPassword', () => {
    it('accepts the right password, whatever the case and spaces of the address', async () => {
      const result = await checkPassword(ctx, 'owner', '  Anna@Example.com ', 'right password')
      expect(result).toMatchObject({ ok: true, value: { email: 'anna@example.com' } })
      expect((await findAccountByEmail(ctx, 'owner', 'anna@example.com'))?.lastVisitAt).toBeInstanceOf(Date)
    })

    it('refuses a wrong password and an unknown address with the same answer', async () => {
      expect(await checkPassword(ctx, 'owner', 'anna@example.com', 'wrong password')).toEqual({ ok: false, error: 'auth:incorrect_credentials' })
      expect(await checkPassword(ctx, 'owner', 'nobody@example.com', 'right password')).toEqual({
        ok: false,
        error: 'auth:incorrect_credentials',
      })
    })

    it("does not sign in with an owner's password in another area or another tenant", async () => {
      expect(await checkPassword(ctx, 'estimator', 'anna@example.com', 'right password')).toMatchObject({ ok: false })
      expect(await checkPassword(world.contextOf(OTHER_TENANT), 'owner', 'anna@example.com', 'right password')).toMatchObject({ ok: false })
    })

    it('says the account was deleted when a deleted owner tries the old address', async () => {
      const account = await findAccountByEmail(ctx, 'owner', 'anna@example.com')
      await deleteAccount(ctx, 'owner', account!)
      expect(await checkPassword(ctx, 'owner', 'anna@example.com', 'right password')).toEqual({ ok: false, error: 'auth:owner_deleted' })
    })

    it('stops trying passwords after the per-account limit of failures, even the right one, and says how long to wait', async () => {
      for (let i = 0; i < LIMITS.authByAccount.max; i++) {
        expect(await checkPassword(ctx, 'owner', 'anna@example.com', `guess ${i}`)).toMatchObject({ ok: false })
      }
      const refused = await checkPassword(ctx, 'owner', 'ANNA@example.com', 'right password')
      expect(refused).toMatchObject({ ok: false, error: 'tooManyAttempts' })
      expect(!refused.ok && refused.retryAfterSeconds).toBeGreaterThan(LIMITS.authByAccount.windowSeconds - 60)
      expect(!refused.ok && refused.retryAfterSeconds).toBeLessThanOrEqual(LIMITS.authByAccount.windowSeconds)
      // The limit is per account: another owner still signs in.
      await createAccount(ctx, 'owner', { email: 'boris@example.com', passwordHash: await hashPassword('his password') })
      expect((await checkPassword(ctx, 'owner', 'boris@example.com', 'his password')).ok).toBe(true)
    })

    it('counts failures only: signing in correctly any number of times never locks the account', async () => {
      for (let i = 0; i <= LIMITS.authByAccount.max; i++) {
        expect((await checkPassword(ctx, 'owner', 'anna@example.com', 'right password')).ok).toBe(true)
      }
      for (let i = 0; i < LIMITS.authByAccount.max - 1; i++) await checkPassword(ctx, 'owner', 'anna@example.com', `guess ${i}`)
      expect((await checkPassword(ctx, 'owner', 'anna@example.com', 'right password')).ok).toBe(true)
      await checkPassword(ctx, 'owner', 'anna@example.com', 'the last guess')
      expect(await checkPassword(ctx, 'owner', 'anna@example.com', 'right password')).toMatchObject({ ok: false, error: 'tooManyAttempts' })
    })
  })

  describe('registerOwner', () => {
    it('answers record_already_exists to the second of two sign-ups of one address at once, never an error', async () => {
      const both = await Promise.all(['Boris@example.com', 'boris@example.com'].map((email) => registerOwner(ctx, { email, password: 'secret-123' }, 'http://localhost')))
      expect(both.filter((r) => r.ok)).toHaveLength(1)
      expect(both.filter((r) => !r.ok)).toEqual([{ ok: false, error: 'record_already_exists' }])
      expect(await world.store.collection('owners').count({ email: 'boris@example.com' })).toBe(1)
    })

    const FORM = 'AAAAAAAAAAAAAAAAAAAAAA'
    const boris = { email: 'boris@example.com', password: 'secret-123', formId: FORM }

    it('gives the same form posted twice, at once or one after the other, the one account it created, and mails once', async () => {
      const atOnce = await Promise.all([registerOwner(ctx, boris, 'http://localhost'), registerOwner(ctx, boris, 'http://localhost')])
      const again = await registerOwner(ctx, boris, 'http://localhost')
      const ids = [...atOnce, again].map((r) => (r.ok ? r.value._id : r.error))
      expect(new Set(ids).size).toBe(1)
      expect(ids[0]).toEqual(expect.any(String))
      expect(await world.store.collection('owners').count({ email: 'boris@example.com' })).toBe(1)
      expect(mails()).toHaveLength(1)
    })

    it('still says the address is in use to another form, to the same form with another password, and to an address it did not create', async () => {
      expect((await registerOwner(ctx, boris, 'http://localhost')).ok).toBe(true)
      const taken = { ok: false, error: 'record_already_exists' }
      expect(await registerOwner(ctx, { ...boris, formId: 'BBBBBBBBBBBBBBBBBBBBBB' }, 'http://localhost')).toEqual(taken)
      expect(await registerOwner(ctx, { ...boris, formId: undefined }, 'http://localhost')).toEqual(taken)
      expect(await registerOwner(ctx, { ...boris, password: 'other-password' }, 'http://localhost')).toEqual(taken)
      expect(await registerOwner(ctx, { ...boris, email: 'anna@example.com', password: 'right password' }, 'http://localhost')).toEqual(taken)
    })

    it('answers a first sign-up posted twice "sent" again, mailing once, and refuses the same id once a password exists or with one', async () => {
      const anna = { email: 'anna.first@example.com', formId: FORM }
      const first = await registerOwner(ctx, anna, 'http://localhost')
      const again = await registerOwner(ctx, anna, 'http://localhost')
      expect(again).toEqual(first)
      expect(mails()).toHaveLength(1)
      const taken = { ok: false, error: 'record_already_exists' }
      expect(await registerOwner(ctx, { ...anna, password: 'secret-123' }, 'http://localhost')).toEqual(taken)
      expect(await registerOwner(ctx, { ...anna, formId: undefined }, 'http://localhost')).toEqual(taken)
      expect(await registerOwner(ctx, { ...boris, formId: undefined, password: undefined }, 'http://localhost')).toMatchObject({ ok: true })
      expect(await registerOwner(ctx, { ...boris, password: undefined }, 'http://localhost')).toEqual(taken)
    })
  })

  describe('resendVerification', () => {
    it('mails the verification link again only a few times per quarter hour, then says how long to wait', async () => {
      const owner = await createAccount(ctx, 'owner', { email: 'vera@example.com', passwordHash: await hashPassword('secret-123'), verified: false })
      for (let i = 0; i < MAIL_BY_ACCOUNT.max; i++) expect(await resendVerification(ctx, owner, 'http://localhost')).toEqual({ ok: true, value: null })
      const refused = await resendVerification(ctx, owner, 'http://localhost')
      expect(refused).toMatchObject({ ok: false, error: 'tooManyAttempts' })
      expect(!refused.ok && refused.retryAfterSeconds).toBeGreaterThan(0)
      expect(mails()).toHaveLength(MAIL_BY_ACCOUNT.max)
      expect(mails().every((m) => m.data.to === 'vera@example.com' && /\/owner\/verify\//.test(String(m.data.text)))).toBe(true)
    })
  })

  describe('requestLink', () => {
    it('mails a working sign-in link to a known address', async () => {
      const result = await requestLink(ctx, 'owner', 'magic', 'Anna@example.com', 'http://localhost:3000')
      expect(result).toEqual({ ok: true, value: null })
      expect(mails()).toHaveLength(1)
      expect(mails()[0].name).toBe('mail.send')
      const mail = mails()[0].data as { tenantId: string; to: string; text: string }
      expect(mail).toMatchObject({ tenantId: 't1', to: 'anna@example.com' })
      const url = /http:\/\/localhost:3000\/owner\/magic-link\/([A-Za-z0-9_-]+)/.exec(mail.text)
      expect(url).not.toBeNull()
      expect(await consumeLink(ctx, 'owner', 'magic', url![1])).toMatchObject({ ok: true })
    })

    it('answers an unknown or deleted address exactly as a known one, and sends nothing', async () => {
      const known = await requestLink(ctx, 'owner', 'reset', 'anna@example.com', 'http://localhost:3000')
      mails().length = 0
      expect(await requestLink(ctx, 'owner', 'reset', 'nobody@example.com', 'http://localhost:3000')).toEqual(known)
      const account = await findAccountByEmail(ctx, 'owner', 'anna@example.com')
      await deleteAccount(ctx, 'owner', account!)
      expect(await requestLink(ctx, 'owner', 'reset', 'anna@example.com', 'http://localhost:3000')).toEqual(known)
      expect(mails()).toEqual([])
    })

    it('stops mailing links to one address after the per-account limit, without locking password sign-in', async () => {
      for (let i = 0; i < MAIL_BY_ACCOUNT.max; i++) await requestLink(ctx, 'owner', 'magic', 'anna@example.com', 'http://localhost')
      expect(await requestLink(ctx, 'owner', 'magic', 'anna@example.com', 'http://localhost')).toMatchObject({ ok: false, error: 'tooManyAttempts' })
      expect(mails()).toHaveLength(MAIL_BY_ACCOUNT.max)
      expect((await checkPassword(ctx, 'owner', 'anna@example.com', 'right password')).ok).toBe(true)
    })
  })
})

describe('safeRedirect', () => {
  it('keeps a path of this site', () => {
    expect(safeRedirect('/owner/dashboard?tab=1#top', '/owner')).toBe('/owner/dashboard?tab=1#top')
    expect(safeRedirect('/', '/owner')).toBe('/')
  })

  it.each([
    ['//evil.com'],
    ['https://evil.com'],
    ['/\\evil.com'],
    ['\\\\evil.com'],
    ['javascript:alert(1)'],
    ['evil.com'],
    [''],
    ['/\t/evil.com'],
    ['/\n/evil.com'],
    ['/\r\n/evil.com'],
  ])('refuses %j, which a browser could follow to another site', (to) => {
    expect(safeRedirect(to, '/owner')).toBe('/owner')
  })

  it('refuses what is not text', () => {
    expect(safeRedirect(null, '/owner')).toBe('/owner')
    expect(safeRedirect(undefined, '/owner')).toBe('/owner')
    expect(safeRedirect(new File([], 'x') as unknown as FormDataEntryValue, '/owner')).toBe('/owner')
  })
})
