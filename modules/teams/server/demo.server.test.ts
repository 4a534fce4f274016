// The demo owner's team: seeded once per work tenant from the demo profiles (a second start adds
// none), none in a love tenant. Billing seeds first: the demo owner's 'unlimited' lets it make a team.
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { DEMO_ACCOUNTS } from '#seeds/accounts'
import { DEMO_PEOPLE } from '#seeds/demo-profiles'
import accounts from '#modules/accounts/module.server'
import profiles from '#modules/profiles/module.server'
import billing from '#modules/billing/module.server'
import { findAccountByEmail } from '#modules/accounts/server/accounts.server'
import { openWorld, TENANTS, type TestWorld } from '#modules/profiles/profiles.fixture'
import teams from '../module.server'
import { listTeams } from './teams.service.server'

describe('demo team', () => {
  let world: TestWorld
  beforeAll(async () => {
    world = await openWorld({ DEMO_MODE: 'true' })
  })
  afterAll(async () => world.close())

  it('is seeded once for the demo owner of a work tenant, of the demo profiles', async () => {
    for (let i = 0; i < 2; i++) for (const m of [accounts, billing, profiles, teams]) await m.seed!(world.services, TENANTS[0])
    const owner = (await findAccountByEmail(world.ctx, 'owner', DEMO_ACCOUNTS[0].email))!
    const { items, total } = await listTeams(world.ctx, owner._id)
    expect(total).toBe(1)
    expect(items[0]).toMatchObject({ title: TENANTS[0].defaultLanguage === 'en' ? 'Demo team' : 'Демо-команда', lifespan: '1y', status: 'created', kind: 'team' })
    expect(items[0].scene.actors.map((a) => a.firstName)).toEqual(DEMO_PEOPLE.map((p) => p.firstName))
  })

  it('is not seeded in a love tenant', async () => {
    const love = { ...TENANTS[0], _id: 'love-demo', variant: 'love' as const }
    const ctx = { ...world.ctx, tenant: love }
    for (const m of [accounts, billing, profiles, teams]) await m.seed!(world.services, love)
    const owner = (await findAccountByEmail(ctx, 'owner', DEMO_ACCOUNTS[0].email))!
    expect((await listTeams(ctx, owner._id)).total).toBe(0)
  })
})
