// /owner/subscription and /owner/subscription/plans called as the web server calls them: a fresh
// owner is on basic; a bad offer, a bad card or an unknown action is a 400 with a localised message
// and changes nothing; 4242 subscribes, 0002 is declined (402); cancel and resume turn renewal off
// and on; the bonus is claimed once; an unverified owner is refused; another tenant's owner sees none of it.
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Account } from '#modules/accounts/index.server'
import { makeOwner, openWorld, type TestWorld } from '#modules/profiles/profiles.fixture'
import { callApi, callPage, cookieFor } from '#modules/p2p/p2p.fixture'
import * as updateSubscription from '../api/owner.update-subscription'
import * as manage from './owner.subscription'
import * as plans from './owner.subscription.plans'
import { VALIDATION } from '#app/validation/messages'

const MANAGE = '/owner/subscription'
const PLANS = '/owner/subscription/plans'
const CARD = { number: '4242 4242 4242 4242', exp_month: '12', exp_year: '2030', cvc: '123', name: 'Test Owner' }
const DECLINED = { ...CARD, number: '4000 0000 0000 0002' }

describe('the subscription pages', () => {
  let world: TestWorld
  let owner: Account
  let cookie: string

  /** Everything billing and the test-mode provider keep: a refused form must leave it as it was. */
  const SNAPSHOT = ['billing_accounts', 'billing_bonus_seats', 'testpay_customers', 'testpay_cards', 'testpay_subscriptions', 'testpay_invoices']
  // The webhook syncs an action queues run after it answers: settled first, so a snapshot holds only what the step under test did.
  const snapshot = async () => {
    await world.services.jobs.drain()
    return JSON.stringify(await Promise.all(SNAPSHOT.map((n) => world.services.store.collection(n).find({}, { sort: { _id: 1 } }))))
  }
  const load = async (path: string, who = cookie, ctx = world.ctx) => (await (await callPage(ctx, path.startsWith(PLANS) ? plans : manage, who, path, {})).json()) as any
  const post = (path: string, form: Record<string, string>, who = cookie, ctx = world.ctx) => callPage(ctx, path.startsWith(PLANS) ? plans : manage, who, path, {}, form)
  const body = async (res: Response) => (await res.json()) as any

  beforeAll(async () => {
    world = await openWorld()
    owner = (await makeOwner(world.ctx)).owner
    cookie = await cookieFor(world.ctx, owner)
  }, 60_000)
  afterAll(() => world?.close())

  it('shows a fresh owner on basic, with the plan table in the page currency', async () => {
    const page = await load(MANAGE)
    expect(page).toMatchObject({ verified: true, plan: 'basic', teamsAllowed: 0, subscription: null, defaultCard: null, bonus: { seats: 100, left: 100, mine: null } })
    const table = await load(PLANS)
    expect(table).toMatchObject({ onBasic: true, live: false, currentOffer: null, defaultCard: null, coveredBy: null, cardRequired: true })
    // No default card yet: the card's fields are required (marked «*»), as on the cards page; the holder's name is not.
    for (const field of ['number', 'exp_month', 'exp_year', 'cvc']) expect(table.constraint[field], field).toMatchObject({ required: true })
    expect(table.constraint.name?.required).toBeFalsy()
    expect(table.offers.map((o: { name: string }) => o.name)).not.toContain('bonus')
    expect(table.offers.find((o: { subscribe: string }) => o.subscribe === 'MID_1M_T2')).toMatchObject({ currency: 'usd', periodTag: '1M', teams: 2, discountPercent: 33 })
  })

  it('on the love tenant, which has no teams, offers no plan: both pages, their forms and the API answer 404 subscriptionsNotOffered and change nothing', async () => {
    const love = { ...world.ctx, tenant: { ...world.ctx.tenant, _id: 'love', variant: 'love' as const } }
    const { owner: lover, token: loverToken } = await makeOwner(love)
    const loverCookie = await cookieFor(love, lover)
    const before = await snapshot()
    const refusals = [
      await callPage(love, manage, loverCookie, MANAGE, {}),
      await callPage(love, plans, loverCookie, PLANS, {}),
      await post(PLANS, { subscribe: 'LITE_7D', ...CARD }, loverCookie, love),
      await post(MANAGE, { intent: 'claim' }, loverCookie, love),
      await callApi(love, updateSubscription, 'POST', loverToken, {}, { subscribe: 'LITE_7D' }, '/api/v1/owner/update-subscription'),
    ]
    for (const res of refusals) {
      expect(res.status).toBe(404)
      expect(await body(res)).toEqual({ error: 'subscriptionsNotOffered' })
    }
    expect(await snapshot()).toBe(before)
  })

  it('refuses a bad offer key, a bad card and an unknown action with a localised message, changing nothing', async () => {
    const before = await snapshot()
    for (const subscribe of ['NOPE_7D', 'lite_7d; drop', '']) {
      const res = await post(PLANS, { subscribe, ...CARD })
      expect(res.status).toBe(400)
      expect((await body(res)).result.error.subscribe).toEqual(['billing:errors.unknownOffer'])
    }
    // The bonus is in the catalogue but claimed, never bought.
    const bonus = await post(PLANS, { subscribe: 'FULL_120M_T4', ...CARD })
    expect(bonus.status).toBe(400)
    expect((await body(bonus)).result.error.subscribe).toEqual(['billing:errors.unknownOffer'])
    const badCard = await post(PLANS, { subscribe: 'MID_7D_T1', ...CARD, number: '4242', cvc: '12' })
    expect(badCard.status).toBe(400)
    const reply = (await body(badCard)).result
    expect(reply.error).toMatchObject({ number: ['billing:errors.cardNumber'], cvc: ['billing:errors.cardCvc'] })
    // The digits typed are not sent back into the page.
    expect(reply.initialValue.number).toBeUndefined()
    // Without a default card the card is required, as the page marks it: an offer alone says so on each field.
    const noCard = await post(PLANS, { subscribe: 'MID_7D_T1' })
    expect(noCard.status).toBe(400)
    expect((await body(noCard)).result.error).toEqual({
      number: [VALIDATION.required],
      exp_month: ['billing:errors.cardExpiry'],
      exp_year: ['billing:errors.cardExpiry'],
      cvc: [VALIDATION.required],
    })
    const badIntent = await post(MANAGE, { intent: 'delete-everything' })
    expect(badIntent.status).toBe(400)
    expect(await body(badIntent)).toEqual({ errors: ['billing:subscription.errors.badIntent'] })
    expect(await snapshot()).toBe(before)
  })

  it('says a declined card in the page language and subscribes nothing', async () => {
    const res = await post(PLANS, { subscribe: 'MID_7D_T1', ...DECLINED })
    expect(res.status).toBe(402)
    expect((await body(res)).result.error['']).toEqual(['billing:errors.cardWasDeclined'])
    expect((await load(MANAGE)).subscription).toBeNull()
  })

  it('subscribes with 4242, then cancels renewal (active until) and resumes it (next payment)', async () => {
    const done = await post(PLANS, { subscribe: 'MID_7D_T2', ...CARD })
    expect(done.status).toBe(302)
    expect(done.headers.get('Location')).toBe(`${MANAGE}?subscribed`)
    const page = await load(`${MANAGE}?subscribed`)
    expect(page).toMatchObject({ notice: 'subscribed', plan: 'simulator', teamsAllowed: 2, defaultCard: 'Visa •••• 4242' })
    expect(page.subscription).toMatchObject({ name: 'simulator', status: 'active', periodTag: '7D', price: '$25.99', renews: true, canRenewal: true, owes: false })
    const withCard = await load(PLANS)
    expect(withCard).toMatchObject({ currentOffer: 'MID_7D_T2', cardRequired: false })
    // With a default card another card is optional: no field is required.
    for (const field of ['number', 'exp_month', 'exp_year', 'cvc', 'name']) expect(withCard.constraint[field]?.required, field).toBeFalsy()

    const cancelled = await post(MANAGE, { intent: 'cancel' })
    expect(cancelled.headers.get('Location')).toBe(`${MANAGE}?cancelled`)
    expect((await load(MANAGE)).subscription).toMatchObject({ status: 'active', renews: false })
    const resumed = await post(MANAGE, { intent: 'resume' })
    expect(resumed.headers.get('Location')).toBe(`${MANAGE}?resumed`)
    expect((await load(MANAGE)).subscription).toMatchObject({ renews: true })

    // The same table changes the plan of a live subscription, with the saved card.
    const changed = await post(PLANS, { subscribe: 'FULL_1M_T3' })
    expect(changed.headers.get('Location')).toBe(`${MANAGE}?changed`)
    expect(await load(MANAGE)).toMatchObject({ plan: 'simulator pro', teamsAllowed: 3, subscription: { periodTag: '1M' } })
    // The same change sent twice (a double submit without JavaScript) is refused before it could charge again.
    const before = await snapshot()
    const twice = await post(PLANS, { subscribe: 'FULL_1M_T3' })
    expect(twice.status).toBe(409)
    expect((await body(twice)).result.error['']).toEqual(['billing:plans.sameOffer'])
    expect(await snapshot()).toBe(before)
    // Nothing to pay on a paid subscription.
    const pay = await post(MANAGE, { intent: 'pay' })
    expect(pay.status).toBe(409)
    expect(await body(pay)).toEqual({ errors: ['billing:errors.nothingToPay'] })
  })

  it('claims the bonus once: simulator pro with 4 teams', async () => {
    const fresh = (await makeOwner(world.ctx)).owner
    const theirs = await cookieFor(world.ctx, fresh)
    const claimed = await post(MANAGE, { intent: 'claim' }, theirs)
    expect(claimed.headers.get('Location')).toBe(`${MANAGE}?claimed`)
    const page = await load(MANAGE, theirs)
    expect(page).toMatchObject({ plan: 'bonus', teamsAllowed: 4, bonus: { left: 99 } })
    expect(page.bonus.mine).toEqual(expect.any(String))
    const again = await post(MANAGE, { intent: 'claim' }, theirs)
    expect(again.status).toBe(409)
    expect(await body(again)).toEqual({ errors: ['billing:bonus.errors.bonusTaken'] })
    // The plan table then says the bonus already holds whatever it sells.
    expect(await load(PLANS, theirs)).toMatchObject({ coveredBy: 'bonus' })
  })

  it('refuses an unverified owner and shows another tenant nothing of this one', async () => {
    const unverified = (await makeOwner(world.ctx, { verified: false })).owner
    const theirs = await cookieFor(world.ctx, unverified)
    expect((await load(MANAGE, theirs)).verified).toBe(false)
    const before = await snapshot()
    expect((await post(PLANS, { subscribe: 'MID_7D_T1', ...CARD }, theirs)).status).toBe(403)
    expect((await post(MANAGE, { intent: 'claim' }, theirs)).status).toBe(403)
    expect(await snapshot()).toBe(before)

    const foreign = (await makeOwner(world.otherCtx)).owner
    const foreignCookie = await cookieFor(world.otherCtx, foreign)
    expect(await load(MANAGE, foreignCookie, world.otherCtx)).toMatchObject({ plan: 'basic', subscription: null, defaultCard: null, bonus: { left: 100 } })
    // The first owner's session means nothing on the other tenant.
    expect((await callPage(world.otherCtx, manage, cookie, MANAGE, {})).status).not.toBe(200)
  })
})
