// Plans given, not sold (ADR 039): 'unlimited' set and taken back by an administrator, and the bonus
// claimed once per owner while the tenant has seats, never beyond the seats however many owners race
// for the last one; the plan grant is the best of what the owner has, and the bonus cannot be bought.
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { tempNedbStores } from '#app/store/test-stores'
import { BONUS_SEATS } from '../catalogue'
import { billingWorld, type BillingWorld } from './billing.fixture'
import { bonusSeatsOf, bonusState, claimBonus, setUnlimited } from './grants.server'
import { addTestCard, planGrantOf, subscribe } from './subscriptions.service.server'

const stores = tempNedbStores()
afterAll(() => stores.cleanup())
const YEAR = 365 * 86_400_000

describe('plans given, not sold', () => {
  let world: BillingWorld
  beforeAll(async () => {
    world = await billingWorld(await stores.open())
  })

  it("'unlimited' grants everything with 20 teams, is idempotent, and taken back leaves basic", async () => {
    const ctx = world.ctx()
    expect(await planGrantOf(ctx, 'u1')).toMatchObject({ teams: false, maxTeams: 0, expertise: false })
    await setUnlimited(ctx, 'u1', true)
    await setUnlimited(ctx, 'u1', true)
    expect(await planGrantOf(ctx, 'u1')).toEqual({ teams: true, scene: true, compare: true, maxTeams: 20, expertise: true })
    await setUnlimited(ctx, 'u1', false)
    expect(await planGrantOf(ctx, 'u1')).toMatchObject({ teams: false, maxTeams: 0 })
  })

  it('the bonus is simulator pro with 4 teams for 120 months, once per owner', async () => {
    const ctx = world.ctx()
    const at = new Date('2026-11-27T00:00:00Z')
    expect(await claimBonus(ctx, 'b1', at)).toEqual({ ok: true })
    expect(await claimBonus(ctx, 'b1', at)).toEqual({ ok: false, error: 'bonusTaken' })
    expect(await planGrantOf(ctx, 'b1', at)).toEqual({ teams: true, scene: true, compare: true, maxTeams: 4, expertise: true })
    const state = await bonusState(ctx, 'b1')
    expect(state.mine?.endsAt.toISOString()).toBe('2036-11-27T00:00:00.000Z')
    expect(await planGrantOf(ctx, 'b1', new Date(at.getTime() + 11 * YEAR))).toMatchObject({ teams: false })
  })

  it('a subscription and a grant together give the better of the two', async () => {
    const ctx = world.ctx()
    const port = world.port()
    const o = { _id: 'both', email: 'both@example.com' }
    await addTestCard(ctx, port, o, { number: '4242424242424242', exp_month: 12, exp_year: 2034, cvc: '123' }, 'card')
    expect(await subscribe(ctx, port, o, 'LITE_7D', 'usd')).toEqual({ ok: true })
    expect(await planGrantOf(ctx, o._id)).toMatchObject({ scene: false, maxTeams: 1 })
    await setUnlimited(ctx, o._id, true)
    expect(await planGrantOf(ctx, o._id)).toMatchObject({ scene: true, compare: true, maxTeams: 20 })
  })

  it('the bonus cannot be bought', async () => {
    const ctx = world.ctx()
    const port = world.port()
    const o = { _id: 'buyer', email: 'buyer@example.com' }
    await addTestCard(ctx, port, o, { number: '4242424242424242', exp_month: 12, exp_year: 2034, cvc: '123' }, 'card')
    expect(await subscribe(ctx, port, o, 'FULL_120M_T4', 'usd')).toEqual({ ok: false, error: 'unknownOffer' })
  })

  it('owners racing for the seats never get more than there are, and each gets at most one', async () => {
    const ctx = world.ctx('race')
    const owners = Array.from({ length: BONUS_SEATS + 20 }, (_, i) => `r${i}`)
    const outcomes = await Promise.all(owners.map((id) => claimBonus(ctx, id)))
    const won = outcomes.filter((o) => o.ok).length
    expect(won).toBeLessThanOrEqual(BONUS_SEATS)
    expect(await bonusSeatsOf(ctx).count({})).toBe(won)
    // Whoever lost a race retries: in the end every seat is taken and the rest are refused as sold out.
    for (const id of owners) await claimBonus(ctx, id)
    expect(await bonusSeatsOf(ctx).count({})).toBe(BONUS_SEATS)
    expect(await claimBonus(ctx, 'late')).toEqual({ ok: false, error: 'bonusSoldOut' })
    expect((await bonusState(ctx, 'late')).left).toBe(0)
    // Another tenant's seats are its own.
    expect((await bonusState(world.ctx('other'), 'x')).left).toBe(BONUS_SEATS)
  })
})
