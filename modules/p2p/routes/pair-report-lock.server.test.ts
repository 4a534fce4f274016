// The pair report's lock (ADR 039), through the pair page and its API twin as the web server calls
// them, on the test-mode provider: a basic owner gets only the headline (no series, no sections) until
// they buy the pair's report; bad card input and refused cards buy nothing and charge nothing; once
// bought it stays open for reruns and either order of the pair; the lock follows the people a result
// was computed for; another owner's purchase opens nothing; an unlimited owner never sees the lock;
// the report page takes the payment method Stripe Elements made, and only one of the owner's own cards.
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { EXAMPLE_ANSWERS } from '#engine/scoring/example-answers'
import type { Account } from '#modules/accounts/index.server'
import { makeUnlimitedOwner } from '#modules/billing/plan.fixture'
import { billingIndexes } from '#modules/billing/server/indexes'
import { purchasesOf } from '#modules/billing/server/purchases.service.server'
import { billingAccountsOf } from '#modules/billing/server/billing.repo.server'
import { paymentsFor } from '#modules/billing/server/payments.server'
import { ownerCards } from '#modules/billing/server/cards.service.server'
import { saveFormCard } from '#modules/billing/server/api.server'
import { makeOwner, openWorld, type TestWorld } from '#modules/profiles/profiles.fixture'
import type { ProfileDoc } from '#modules/profiles/index.server'
import { callApi, callPage, cookieFor, makeFilledProfile } from '../p2p.fixture'
import * as page from './owner.dashboard.p2p.$id'
import * as reportPage from './owner.dashboard.p2p.$id.report'
import * as apiList from '../api/owner.p2p'
import * as apiOne from '../api/owner.p2p.$id'
import * as apiRun from '../api/owner.p2p.$id.run'

const PAGE = '/owner/dashboard/p2p'
const card = (number: string) => ({ intent: 'buyReport', number, exp_month: '12', exp_year: '2034', cvc: '123' })

/** The report's price in the test tenant's language: 490 ₽ in Russian, $5.99 otherwise (seeds/prices.ts). */
const priceIn = (lng: string) => (lng === 'ru' ? 490 : 5.99)

type Owner = { owner: Account; token: string; cookie: string }

describe('the pair report lock', () => {
  let world: TestWorld
  let basic: Owner
  let other: Owner
  let unlimited: Owner
  let ann: ProfileDoc
  let ben: ProfileDoc
  let boss: ProfileDoc

  const withCookie = async (made: { owner: Account; token: string }): Promise<Owner> => ({ ...made, cookie: await cookieFor(world.ctx, made.owner) })
  /** A computed pair check of the owner's, made and run through the API. */
  async function computedPair(who: Owner, left: string, right: string) {
    const { result } = (await (await callApi(world.ctx, apiList, 'POST', who.token, {}, { left, right })).json()) as any
    await callApi(world.ctx, apiRun, 'PUT', who.token, { id: result.id })
    await world.services.jobs.drain()
    return result.id as string
  }
  const pageData = async (who: Owner, id: string) => (await (await callPage(world.ctx, page, who.cookie, `${PAGE}/${id}`, { id })).json()) as any
  const apiData = async (who: Owner, id: string) => ((await (await callApi(world.ctx, apiOne, 'GET', who.token, { id })).json()) as any).result
  const reportData = async (who: Owner, id: string) => (await (await callPage(world.ctx, reportPage, who.cookie, `${PAGE}/${id}/report`, { id })).json()) as any
  /** Every buy form posts to the report's page: with a card entered, or (the pair page's one press) without, for the default card. */
  const buy = (who: Owner, id: string, form: Record<string, string>) => callPage(world.ctx, reportPage, who.cookie, `${PAGE}/${id}/report`, { id }, form)
  const price = () => priceIn(world.ctx.lng)
  const succeededPayments = async () => (await world.services.store.collection('testpay_intents').find({ status: 'succeeded' })).length

  beforeAll(async () => {
    world = await openWorld()
    await world.services.store.ensureIndexes(billingIndexes)
    basic = await withCookie(await makeOwner(world.ctx))
    other = await withCookie(await makeOwner(world.ctx))
    unlimited = await withCookie(await makeUnlimitedOwner(world.ctx))
    // The basic owner's people, attached to the other owner's list too: the same pair for both.
    const shared = { attachedOwnerIds: [other.owner._id] }
    ann = await makeFilledProfile(world.ctx, basic.owner._id, 'Ann', EXAMPLE_ANSWERS.seasoned, shared)
    ben = await makeFilledProfile(world.ctx, basic.owner._id, 'Ben', EXAMPLE_ANSWERS.graduate, shared)
    boss = await makeFilledProfile(world.ctx, basic.owner._id, 'Boss', EXAMPLE_ANSWERS.bereaved)
  })
  afterAll(async () => world.close())

  it('sends a basic owner only the headline, with the price and the card form; the API the same, marked locked', async () => {
    const id = await computedPair(basic, ann._id, ben._id)
    const data = await pageData(basic, id)
    const result = data.pair.result
    expect(result).toMatchObject({ locked: true, names: { left: 'Ann Test', right: 'Ben Test' }, summary: expect.any(String) })
    expect(result.compatibility).toEqual({ median: expect.any(Number), p10: expect.any(Number), p90: expect.any(Number), level: expect.any(String) })
    // The full report's body never leaves the server.
    const sent = JSON.stringify(data)
    for (const word of ['series', 'median":[', 'recommendations', 'expectations', 'outlook', 'limits', 'driver']) expect(sent).not.toContain(word)
    expect(data.lock).toEqual({ amount: price(), card: null })
    expect(await reportData(basic, id)).toMatchObject({
      open: false,
      names: { left: 'Ann Test', right: 'Ben Test' },
      offer: { amount: price(), card: null },
      constraint: { number: { required: true } },
    })

    const api = await apiData(basic, id)
    expect(api.result).toMatchObject({ locked: true, names: { left: 'Ann Test', right: 'Ben Test' } })
    expect(Object.keys(api.result.pair)).toEqual(['variant', 'compatibility'])
    expect(Object.keys(api.result.texts.ru)).toEqual(['summary'])
    expect(JSON.stringify(api)).not.toContain('series')
  })

  it('refuses bad card input (400, localised keys, nothing made or charged) and refused cards (402, SPEC §8 reason, still locked)', async () => {
    const id = await computedPair(basic, ben._id, boss._id)
    const bad = await buy(basic, id, { intent: 'buyReport', number: '1234', exp_month: '13', exp_year: '20', cvc: 'x' })
    expect(bad.status).toBe(400)
    const { result } = (await bad.json()) as any
    expect(result.error).toMatchObject({
      number: ['billing:errors.cardNumber'],
      exp_month: ['billing:errors.cardExpiry'],
      exp_year: ['billing:errors.cardExpiry'],
      cvc: ['billing:errors.cardCvc'],
    })
    // The card number is never echoed back into the page.
    expect(JSON.stringify(result)).not.toContain('1234')
    expect(await billingAccountsOf(world.ctx).findOne({ ownerId: basic.owner._id })).toBeNull()

    const declined = await buy(basic, id, card('4000 0000 0000 0002'))
    expect(declined.status).toBe(402)
    expect(await declined.json()).toMatchObject({ intent: 'buyReport', refusal: 'cardWasDeclined' })
    const poor = await buy(basic, id, card('4000000000009995'))
    expect(poor.status).toBe(402)
    expect(await poor.json()).toMatchObject({ refusal: 'paymentStatusIncomplete' })
    expect(await purchasesOf(world.ctx).count({ ownerId: basic.owner._id })).toBe(0)
    expect(await succeededPayments()).toBe(0)
    expect((await pageData(basic, id)).pair.result.locked).toBe(true)
  })

  it('opens the full report once bought, for reruns and either order of the pair, never charging twice; not for another owner', async () => {
    const id = await computedPair(basic, ann._id, ben._id)
    // The card from the last test (insufficient funds) is the default now: the form offers it, and it is refused again;
    // after the refusal the page offers the card fields, and a new card pays.
    expect((await pageData(basic, id)).lock.card).toMatchObject({ last4: '9995' })
    expect((await buy(basic, id, { intent: 'buyReport' })).status).toBe(402)
    const paid = await buy(basic, id, card('4242 4242 4242 4242'))
    expect(paid.status).toBe(302)
    expect(paid.headers.get('Location')).toBe(`${PAGE}/${id}?unlocked`)
    const open = await pageData(basic, id)
    expect(open.lock).toBeNull()
    expect(open.pair.result).toMatchObject({ locked: false, texts: { summary: expect.any(String), forecast: expect.any(Array) } })
    expect(open.pair.result.pair.series.leftToRight.median.length).toBeGreaterThan(300)
    expect((await apiData(basic, id)).result).toMatchObject({ locked: false, pair: { series: expect.any(Object) } })

    // A rerun of the pair and a check of the same people the other way round stay open, with no new payment.
    await callApi(world.ctx, apiRun, 'PUT', basic.token, { id })
    await world.services.jobs.drain()
    expect((await pageData(basic, id)).pair.result.locked).toBe(false)
    const reversed = await computedPair(basic, ben._id, ann._id)
    expect((await pageData(basic, reversed)).pair.result.locked).toBe(false)
    expect((await buy(basic, reversed, { intent: 'buyReport' })).status).toBe(302)
    expect(await purchasesOf(world.ctx).count({ ownerId: basic.owner._id })).toBe(1)
    expect(await succeededPayments()).toBe(1)

    // Another owner with the same two people: their own check stays locked.
    const theirs = await computedPair(other, ann._id, ben._id)
    expect((await pageData(other, theirs)).pair.result.locked).toBe(true)
    expect((await apiData(other, theirs)).result.locked).toBe(true)
    // One press without a default card buys nothing: 'Add a card first'.
    const pressed = await buy(other, theirs, { intent: 'buyReport' })
    expect(pressed.status).toBe(400)
    expect(await pressed.json()).toMatchObject({ refusal: 'noCard' })
  })

  it('pays with the default card at one press once the owner has one', async () => {
    const id = await computedPair(basic, ann._id, boss._id)
    const data = await pageData(basic, id)
    expect(data.lock).toEqual({ amount: price(), card: { brand: 'visa', last4: '4242' } })
    expect((await buy(basic, id, { intent: 'buyReport' })).status).toBe(302)
    expect((await pageData(basic, id)).pair.result.locked).toBe(false)
    expect(await succeededPayments()).toBe(2)
  })

  it('pays with the payment method Stripe Elements made (only its id is posted): a malformed or foreign id buys nothing', async () => {
    // ann and ben are attached to the other owner's list; the other owner's check of them is still locked.
    const id = await computedPair(other, ben._id, ann._id)
    expect((await reportData(other, id)).entry).toEqual({ mode: 'test' })
    const malformed = await buy(other, id, { intent: 'buyReport', paymentMethodId: 'card_4242' })
    expect(malformed.status).toBe(400)
    expect(((await malformed.json()) as any).result.error.paymentMethodId).toBeTruthy()
    const port = paymentsFor(world.services, world.ctx.tenant._id)
    const basicCard = (await ownerCards(port, await billingAccountsOf(world.ctx).findOne({ ownerId: basic.owner._id }))).defaultId!
    const foreign = await buy(other, id, { intent: 'buyReport', paymentMethodId: basicCard })
    expect(await foreign.json()).toMatchObject({ refusal: 'paymentMethodNotFound' })
    expect((await pageData(other, id)).pair.result.locked).toBe(true)

    const saved = await saveFormCard(world.ctx, port, other.owner, { number: '4242424242424242', exp_month: 12, exp_year: 2034, cvc: '123' })
    expect(saved.ok).toBe(true)
    const mine = (await ownerCards(port, await billingAccountsOf(world.ctx).findOne({ ownerId: other.owner._id }))).cards[0].id
    const paid = await buy(other, id, { intent: 'buyReport', paymentMethodId: mine })
    expect(paid.status).toBe(302)
    expect((await pageData(other, id)).pair.result.locked).toBe(false)
  })

  it('keeps the lock of the stored result when the request’s people change without a rerun', async () => {
    // Ben and Boss were never bought; Ann and Ben were.
    const locked = await computedPair(basic, ben._id, boss._id)
    await callApi(world.ctx, apiOne, 'PATCH', basic.token, { id: locked }, { left: ann._id, right: ben._id })
    expect((await pageData(basic, locked)).pair.result).toMatchObject({ locked: true, names: { left: 'Ben Test', right: 'Boss Test' } })
    expect((await apiData(basic, locked)).result.locked).toBe(true)
    const open = await computedPair(basic, ann._id, ben._id)
    await callApi(world.ctx, apiOne, 'PATCH', basic.token, { id: open }, { left: ben._id, right: boss._id })
    expect((await pageData(basic, open)).pair.result.locked).toBe(false)
    // Rerun with the new people: their own pair's lock.
    await callApi(world.ctx, apiRun, 'PUT', basic.token, { id: open })
    await world.services.jobs.drain()
    expect((await pageData(basic, open)).pair.result.locked).toBe(true)
  })

  it('never locks an unlimited owner’s report, and a buy form sent anyway charges nothing', async () => {
    const mine = [await makeFilledProfile(world.ctx, unlimited.owner._id, 'Uma'), await makeFilledProfile(world.ctx, unlimited.owner._id, 'Ugo', EXAMPLE_ANSWERS.leaver)]
    const id = await computedPair(unlimited, mine[0]._id, mine[1]._id)
    const data = await pageData(unlimited, id)
    expect(data.lock).toBeNull()
    expect(data.pair.result).toMatchObject({ locked: false, pair: { series: expect.any(Object) } })
    expect((await apiData(unlimited, id)).result.locked).toBe(false)
    expect(await reportData(unlimited, id)).toMatchObject({ open: true, offer: null })
    expect((await buy(unlimited, id, card('4242424242424242'))).status).toBe(302)
    expect(await purchasesOf(world.ctx).count({ ownerId: unlimited.owner._id })).toBe(0)
  })
})
