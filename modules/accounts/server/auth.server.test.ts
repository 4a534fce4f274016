// Sign-in by password, mailed links and redirects, on the real embedded store with a recording job queue.
import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import type { AppContext } from '#app/context'
import { createRateLimiter, LIMITS } from '#app/security/rate-limit.server'
import { createNedbStore } from '#app/store/nedb.server'
import type { DocumentStore } from '#app/store/types'
import type { Tenant } from '#app/tenancy/tenant'
import { createAccount, deleteAccount, findAccountByEmail } from './accounts.server'
import { checkPassword, requestLink, safeRedirect } from './auth.server'
import { consumeLink } from './links.server'
import { hashPassword } from './passwords.server'

const tenant: Tenant = { _id: 't1', name: 'Rapport', hosts: ['localhost'], variant: 'work', defaultLanguage: 'ru', theme: { primaryColor: 'indigo' } }
const other: Tenant = { ...tenant, _id: 't2', name: 'Rapport Love', hosts: ['love.localhost'] }

describe('sign-in', () => {
  let dir: string
  let store: DocumentStore
  let enqueued: { name: string; data: Record<string, unknown> }[]
  let ctx: AppContext

  const contextOf = (t: Tenant): AppContext =>
    ({
      services: {
        store,
        env: { ONE_TIME_LINK_TTL_SECONDS: undefined },
        rateLimiter: createRateLimiter({}),
        jobs: {
          kind: 'inline',
          async enqueue(name: string, data: Record<string, unknown>) {
            enqueued.push({ name, data })
            return String(enqueued.length)
          },
        },
      },
      tenant: t,
      lng: 'en',
      nonce: 'n',
    }) as unknown as AppContext

  beforeEach(async () => {
    dir = await mkdtemp(path.join(tmpdir(), 'rapport-auth-'))
    store = await createNedbStore(dir)
    enqueued = []
    ctx = contextOf(tenant)
    await createAccount(ctx, 'owner', { email: 'anna@example.com', passwordHash: await hashPassword('right password'), verified: true })
  })

  afterEach(async () => {
    await store.close()
    await rm(dir, { recursive: true, force: true })
  })

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
      expect(await checkPassword(contextOf(other), 'owner', 'anna@example.com', 'right password')).toMatchObject({ ok: false })
    })

    it('says the account was deleted when a deleted owner tries the old address', async () => {
      const account = await findAccountByEmail(ctx, 'owner', 'anna@example.com')
      await deleteAccount(ctx, 'owner', account!)
      expect(await checkPassword(ctx, 'owner', 'anna@example.com', 'right password')).toEqual({ ok: false, error: 'auth:owner_deleted' })
    })

    it('stops trying passwords after the per-account limit, even the right one', async () => {
      for (let i = 0; i < LIMITS.authByAccount.max; i++) {
        expect(await checkPassword(ctx, 'owner', 'anna@example.com', `guess ${i}`)).toMatchObject({ ok: false })
      }
      expect(await checkPassword(ctx, 'owner', 'ANNA@example.com', 'right password')).toEqual({ ok: false, error: 'tooManyAttempts' })
      // The limit is per account: another owner still signs in.
      await createAccount(ctx, 'owner', { email: 'boris@example.com', passwordHash: await hashPassword('his password') })
      expect((await checkPassword(ctx, 'owner', 'boris@example.com', 'his password')).ok).toBe(true)
    })
  })

  describe('requestLink', () => {
    it('mails a working sign-in link to a known address', async () => {
      const result = await requestLink(ctx, 'owner', 'magic', 'Anna@example.com', 'http://localhost:3000')
      expect(result).toEqual({ ok: true, value: null })
      expect(enqueued).toHaveLength(1)
      expect(enqueued[0].name).toBe('mail.send')
      const mail = enqueued[0].data as { tenantId: string; to: string; text: string }
      expect(mail).toMatchObject({ tenantId: 't1', to: 'anna@example.com' })
      const url = /http:\/\/localhost:3000\/owner\/magic-link\/([A-Za-z0-9_-]+)/.exec(mail.text)
      expect(url).not.toBeNull()
      expect(await consumeLink(ctx, 'owner', 'magic', url![1])).toMatchObject({ ok: true })
    })

    it('answers an unknown or deleted address exactly as a known one, and sends nothing', async () => {
      const known = await requestLink(ctx, 'owner', 'reset', 'anna@example.com', 'http://localhost:3000')
      enqueued = []
      expect(await requestLink(ctx, 'owner', 'reset', 'nobody@example.com', 'http://localhost:3000')).toEqual(known)
      const account = await findAccountByEmail(ctx, 'owner', 'anna@example.com')
      await deleteAccount(ctx, 'owner', account!)
      expect(await requestLink(ctx, 'owner', 'reset', 'anna@example.com', 'http://localhost:3000')).toEqual(known)
      expect(enqueued).toEqual([])
    })

    it('stops mailing links to one address after the per-account limit', async () => {
      for (let i = 0; i < LIMITS.authByAccount.max; i++) await requestLink(ctx, 'owner', 'magic', 'anna@example.com', 'http://localhost')
      expect(await requestLink(ctx, 'owner', 'magic', 'anna@example.com', 'http://localhost')).toEqual({ ok: false, error: 'tooManyAttempts' })
      expect(enqueued).toHaveLength(LIMITS.authByAccount.max)
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
