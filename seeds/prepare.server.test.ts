// The release step and first start on the real embedded store: indexes, demo tenants and demo accounts.
import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { parseEnv } from '#app/config/env.server'
import { closeServices, createServices, type Services } from '#app/services.server'
import { findTenantByHost, listTenants, upsertTenant } from '#app/tenancy/tenants.server'
import type { Tenant } from '#app/tenancy/tenant'
import { AREAS } from '#modules/accounts/server/areas'
import { checkPassword } from '#modules/accounts/server/auth.server'
import type { AppContext } from '#app/context'
import { allJobs } from '#modules/registry.server'
import { findAccountByEmail } from '#modules/accounts/server/accounts.server'
import { DEMO_ACCOUNTS, LOVE_DEMO_OWNER_NAME } from './accounts'
import { DemoAccountInProduction, prepareStore } from './prepare.server'

describe('preparing the store', () => {
  let dir: string
  let services: Services

  const boot = async (extra: Record<string, string> = {}) => {
    // The local demo (npm start) unless a test says otherwise.
    const vars: Record<string, string> = { NODE_ENV: 'development', DEMO_MODE: 'true', DATA_DIR: dir, LOG_LEVEL: 'error', ...extra }
    return createServices(parseEnv(vars as NodeJS.ProcessEnv), allJobs())
  }

  /** Tenants, and accounts per area collection, as stored. */
  async function counts(s: Services) {
    const result: Record<string, number> = { tenants: await s.store.collection('tenants').count({}) }
    for (const area of Object.values(AREAS)) result[area.collection] = await s.store.collection(area.collection).count({})
    return result
  }

  beforeEach(async () => {
    dir = await mkdtemp(path.join(tmpdir(), 'rapport-seed-'))
    services = await boot()
  })

  afterEach(async () => {
    await closeServices(services)
    await rm(dir, { recursive: true, force: true })
  })

  it('seeds the work tenant on localhost and the love tenant on love.localhost', async () => {
    await prepareStore(services, { seed: true })
    const tenants = await listTenants(services.store)
    expect(tenants.map((t) => [t._id, t.hosts])).toEqual(
      expect.arrayContaining([
        ['work', expect.arrayContaining(['localhost'])],
        ['love', expect.arrayContaining(['love.localhost'])],
      ])
    )
    expect(tenants.filter((t) => t.isDefault).map((t) => t._id)).toEqual(['work'])
  })

  it("moves a love tenant seeded with Mantine's pink to the brand palette, and leaves an operator's colour alone", async () => {
    await prepareStore(services, { seed: true })
    const love = (await listTenants(services.store)).find((t) => t._id === 'love')!
    expect(love.theme.primaryColor).toBe('rose')
    await upsertTenant(services.store, { ...love, theme: { primaryColor: 'pink' } })
    await prepareStore(services, { seed: true })
    expect((await findTenantByHost(services.store, 'love.localhost'))?.theme.primaryColor).toBe('rose')
    await upsertTenant(services.store, { ...love, theme: { primaryColor: 'grape' } })
    await prepareStore(services, { seed: true })
    expect((await findTenantByHost(services.store, 'love.localhost'))?.theme.primaryColor).toBe('grape')
  })

  it('seeds every demo account in every tenant, each signing in with its demo password', async () => {
    await prepareStore(services, { seed: true })
    for (const tenant of await listTenants(services.store)) {
      const ctx = { services, tenant, lng: 'en', nonce: 'n' } as AppContext
      for (const demo of DEMO_ACCOUNTS) {
        const result = await checkPassword(ctx, demo.area, demo.email, demo.password)
        expect(result, `${demo.area} ${demo.email} in ${tenant._id}`).toMatchObject({ ok: true, value: { tenantId: tenant._id } })
      }
    }
  })

  it("seeds the love demo owner as a person, not the work owner's company, and renames one seeded with it", async () => {
    await prepareStore(services, { seed: true })
    const owner = DEMO_ACCOUNTS[0]
    const ctxOf = async (id: string) => ({ services, tenant: (await listTenants(services.store)).find((t) => t._id === id)! })
    const love = await ctxOf('love')
    const seeded = (await findAccountByEmail(love, 'owner', owner.email))!
    expect([seeded.name, seeded.companyName]).toEqual([LOVE_DEMO_OWNER_NAME, undefined])
    expect(seeded.name).not.toBe('Demo Company')
    expect(await findAccountByEmail(await ctxOf('work'), 'owner', owner.email)).toMatchObject({ name: 'Demo Company', companyName: 'Demo Company' })
    // A love store from before: the owner still carries the company; the next start makes it the person.
    await services.store.collection(AREAS.owner.collection).updateOne({ _id: seeded._id }, { $set: { name: 'Demo Company', companyName: 'Demo Company' } })
    await prepareStore(services, { seed: true })
    const renamed = (await findAccountByEmail(love, 'owner', owner.email))!
    expect([renamed.name, renamed.companyName]).toEqual([LOVE_DEMO_OWNER_NAME, undefined])
    expect(await checkPassword({ ...love, lng: 'en', nonce: 'n' } as AppContext, 'owner', owner.email, owner.password)).toMatchObject({ ok: true })
  })

  describe('in production', () => {
    const production = { NODE_ENV: 'production', DEMO_MODE: 'false', SESSION_SECRET: 'p'.repeat(32) }

    it('seeds the tenants but no demo account, so no demo password signs in', async () => {
      await closeServices(services)
      services = await boot(production)
      await prepareStore(services, { seed: true })
      expect(await counts(services)).toEqual({ tenants: 2, owners: 0, estimators: 0, administrators: 0 })
      for (const tenant of await listTenants(services.store)) {
        const ctx = { services, tenant, lng: 'en', nonce: 'n' } as AppContext
        for (const demo of DEMO_ACCOUNTS) expect(await checkPassword(ctx, demo.area, demo.email, demo.password)).toMatchObject({ ok: false })
      }
    })

    it('refuses to start on a store where a demo account still has its public password', async () => {
      await prepareStore(services, { seed: true }) // a demo run left the accounts behind
      await closeServices(services)
      services = await boot(production)
      await expect(prepareStore(services, { seed: true })).rejects.toThrow(DemoAccountInProduction)
    })
  })

  it('is idempotent: preparing twice, or again after a restart, adds nothing', async () => {
    await prepareStore(services, { seed: true })
    const once = await counts(services)
    expect(once).toEqual({ tenants: 2, owners: 2, estimators: 4, administrators: 2 })
    await prepareStore(services, { seed: true })
    expect(await counts(services)).toEqual(once)

    await closeServices(services)
    services = await boot()
    await prepareStore(services, { seed: true })
    expect(await counts(services)).toEqual(once)
  })

  it('creates the indexes only when asked not to seed', async () => {
    await prepareStore(services, { seed: false })
    expect(await counts(services)).toEqual({ tenants: 0, owners: 0, estimators: 0, administrators: 0 })
  })

  it('leaves a demo tenant that an operator changed as the operator left it', async () => {
    await prepareStore(services, { seed: true })
    const love = (await listTenants(services.store)).find((t) => t._id === 'love')!
    await upsertTenant(services.store, { ...love, name: 'Amour', hosts: ['amour.example.com'] })
    await prepareStore(services, { seed: true })
    expect(await findTenantByHost(services.store, 'amour.example.com')).toMatchObject({ _id: 'love', name: 'Amour' })
  })

  it('adds the extra hosts of WORK_HOSTS and LOVE_HOSTS to the demo tenants', async () => {
    await closeServices(services)
    services = await boot({ WORK_HOSTS: 'rapport.example.com, WWW.Rapport.example.com', LOVE_HOSTS: 'love.example.com' })
    await prepareStore(services, { seed: true })
    expect((await findTenantByHost(services.store, 'www.rapport.example.com'))?._id).toBe('work')
    expect((await findTenantByHost(services.store, 'rapport.example.com'))?._id).toBe('work')
    expect((await findTenantByHost(services.store, 'love.example.com'))?._id).toBe('love')
  })

  it('adds hosts named in LOVE_HOSTS after the first start to the seeded tenant', async () => {
    await prepareStore(services, { seed: true })
    await closeServices(services)
    services = await boot({ LOVE_HOSTS: 'love.example.com' })
    await prepareStore(services, { seed: true })
    expect(await findTenantByHost(services.store, 'love.example.com')).toMatchObject({ _id: 'love', name: 'Rapport Love' })
    expect((await findTenantByHost(services.store, 'love.localhost'))?._id).toBe('love')
  })

  it('leaves a host the operator gave another tenant with that tenant', async () => {
    await prepareStore(services, { seed: true })
    const work = (await listTenants(services.store)).find((t) => t._id === 'work')!
    await upsertTenant(services.store, { ...work, hosts: [...work.hosts, 'shared.example.com'] })
    await closeServices(services)
    services = await boot({ LOVE_HOSTS: 'shared.example.com' })
    await prepareStore(services, { seed: true })
    expect((await findTenantByHost(services.store, 'shared.example.com'))?._id).toBe('work')
  })

  describe('findTenantByHost', () => {
    beforeEach(async () => {
      await prepareStore(services, { seed: true })
    })

    it('finds each tenant by its own host', async () => {
      expect((await findTenantByHost(services.store, 'love.localhost'))?._id).toBe('love')
      expect((await findTenantByHost(services.store, 'localhost'))?._id).toBe('work')
    })

    it('gives an unknown host the default tenant', async () => {
      expect((await findTenantByHost(services.store, 'unknown.example.com'))?._id).toBe('work')
      expect((await findTenantByHost(services.store, ''))?._id).toBe('work')
    })

    it('finds no tenant in an empty store', async () => {
      await services.store.collection<Tenant>('tenants').deleteMany({})
      expect(await findTenantByHost(services.store, 'localhost')).toBeNull()
    })
  })
})
