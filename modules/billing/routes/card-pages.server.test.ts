// The cards and payment history pages called as the web server calls them, on the test-mode
// provider: a card added through the form (declined and malformed cards refused with their
// localised key, nothing stored), made the default, removed; the default card kept while the
// subscription will charge it; the history paged by next_page. Another owner's card ids and
// invoice cursors are not found, and nothing of theirs changes.
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { callPage, cookieFor } from '#modules/p2p/p2p.fixture'
import { makeOwner } from '#modules/profiles/profiles.fixture'
import { openBillingApiWorld, type BillingApiWorld } from '../api/api.fixture'
import { paymentsFor } from '../server/payments.server'
import { subscribe } from '../server/subscriptions.service.server'
import type { TestModePort } from '../server/test-mode/test-port.server'
import * as cardsPage from './owner.subscription.cards'
import * as historyPage from './owner.subscription.history'

const CARDS = '/owner/subscription/cards'
const HISTORY = '/owner/subscription/history'
const DAY = 86_400_000
type Json = any

const cardForm = (number: string, extra: Record<string, string> = {}): Record<string, string> => ({
  intent: 'add',
  number,
  exp_month: '12',
  exp_year: '2034',
  cvc: '123',
  name: 'Ann Test',
  ...extra,
})

describe('the cards and payment history pages', () => {
  let world: BillingApiWorld
  let cookieA: string
  let cookieB: string

  const load = async (mod: unknown, cookie: string, path: string) => (await (await callPage(world.ctx, mod as never, cookie, path, {})).json()) as Json
  const post = (cookie: string, form: Record<string, string>) => callPage(world.ctx, cardsPage, cookie, CARDS, {}, form)
  const cardsOf = async (cookie: string) => (await load(cardsPage, cookie, CARDS)).cards as Json[]
  /**
   * The billing accounts, the provider's customers and every owner's saved cards, to show a refused
   * form changed nothing. (A declined card is a payment method the provider made and refused to
   * attach, as Stripe's is: it is no one's card.)
   */
  const snapshot = async () => {
    // Webhook syncs run after an action answers: settled first, so the snapshot holds only what the step did.
    await world.services.jobs.drain()
    const store = world.services.store
    const [accounts, customers, attached] = await Promise.all([
      store.collection('billing_accounts').find({}, { sort: { _id: 1 } }),
      store.collection('testpay_customers').find({}, { sort: { _id: 1 } }),
      store.collection('testpay_cards').find({ customer: { $ne: null } }, { sort: { _id: 1 } }),
    ])
    return JSON.stringify({ accounts, customers, attached })
  }

  beforeAll(async () => {
    world = await openBillingApiWorld()
    cookieA = await cookieFor(world.ctx, world.a.owner)
    cookieB = await cookieFor(world.ctx, world.b.owner)
  })
  afterAll(() => world?.close())

  it('starts empty, takes a card through the plain form and makes it the default', async () => {
    const empty = await load(cardsPage, cookieA, CARDS)
    expect(empty).toMatchObject({ state: 'ok', cards: [], entry: { mode: 'test' }, done: null })
    const added = await post(cookieA, cardForm('4242 4242 4242 4242'))
    expect(added.status).toBe(302)
    expect(added.headers.get('Location')).toBe(`${CARDS}?done=added`)
    const after = await load(cardsPage, cookieA, `${CARDS}?done=added`)
    expect(after.done).toBe('added')
    expect(after.cards).toEqual([expect.objectContaining({ brand: 'visa', last4: '4242', expMonth: 12, expYear: 2034, holder: 'Ann Test', isDefault: true })])
  })

  it('refuses a declined card and bad input with localised keys, status 400 or 402, never echoing the card, and stores nothing', async () => {
    const before = await snapshot()
    const declined = await post(cookieA, cardForm('4000 0000 0000 0002'))
    expect(declined.status).toBe(402)
    const reply = ((await declined.json()) as Json).result
    expect(reply.error['']).toEqual(['billing:errors.cardWasDeclined'])
    expect(reply.initialValue.number).toBeUndefined()
    expect(reply.initialValue.cvc).toBeUndefined()

    const malformed = await post(cookieA, cardForm('abcd', { exp_month: '13', cvc: '1' }))
    expect(malformed.status).toBe(400)
    expect(((await malformed.json()) as Json).result.error).toMatchObject({
      number: ['billing:errors.cardNumber'],
      exp_month: ['billing:errors.cardExpiry'],
      cvc: ['billing:errors.cardCvc'],
    })
    const missing = await post(cookieA, { intent: 'add' })
    expect(((await missing.json()) as Json).result.error.number).toEqual(['validation.required'])
    expect(await snapshot()).toBe(before)
  })

  it('answers a bad payment method id with 400 and a localised key, and another owner’s card with 404; nothing changes', async () => {
    const [mine] = await cardsOf(cookieA)
    const before = await snapshot()
    for (const intent of ['default', 'remove']) {
      const bad = await post(cookieA, { intent, paymentMethodId: 'not-a-card' })
      expect(bad.status).toBe(400)
      expect(((await bad.json()) as Json).result.error.paymentMethodId).toEqual(['billing:errors.invalidId'])
      const noIntent = await post(cookieA, { intent: 'drop', paymentMethodId: mine.id })
      expect(noIntent.status).toBe(400)
      const theirs = await post(cookieB, { intent, paymentMethodId: mine.id })
      expect(theirs.status).toBe(404)
      expect(((await theirs.json()) as Json).result.error['']).toEqual(['billing:errors.paymentMethodNotFound'])
    }
    expect(await snapshot()).toBe(before)
    expect(await cardsOf(cookieB)).toEqual([])
  })

  it('makes another card the default and removes one; the default stays while the subscription will charge it', async () => {
    await post(cookieA, cardForm('5555 5555 5555 4444'))
    const two = await cardsOf(cookieA)
    const visa = two.find((c) => c.last4 === '4242')
    const master = two.find((c) => c.last4 === '4444')
    expect(master.isDefault).toBe(true)
    const made = await post(cookieA, { intent: 'default', paymentMethodId: visa.id })
    expect(made.headers.get('Location')).toBe(`${CARDS}?done=madeDefault`)
    expect((await cardsOf(cookieA)).find((c) => c.isDefault).last4).toBe('4242')

    const port = paymentsFor(world.services, world.ctx.tenant._id)
    expect(await subscribe(world.ctx, port, world.a.owner, 'LITE_7D', 'rub')).toEqual({ ok: true })
    expect((await load(cardsPage, cookieA, CARDS)).defaultLocked).toBe(true)
    const locked = await post(cookieA, { intent: 'remove', paymentMethodId: visa.id })
    expect(locked.status).toBe(409)
    expect(((await locked.json()) as Json).result.error['']).toEqual(['billing:errors.defaultCardInUse'])

    const removed = await post(cookieA, { intent: 'remove', paymentMethodId: master.id })
    expect(removed.headers.get('Location')).toBe(`${CARDS}?done=removed`)
    expect((await cardsOf(cookieA)).map((c) => c.last4)).toEqual(['4242'])
  })

  it('pages the history ten at a time by next_page, newest first; a foreign or malformed cursor is 404', async () => {
    const port = paymentsFor(world.services, world.ctx.tenant._id) as TestModePort
    // A weekly plan renews once a week: 11 weeks make 12 invoices, more than one page.
    for (let week = 1; week <= 11; week++) await port.advanceClock(new Date(Date.now() + (week * 7 + 1) * DAY))
    const first = (await (await callPage({ ...world.ctx, lng: 'ru' }, historyPage, cookieA, HISTORY, {})).json()) as Json
    expect(first).toMatchObject({ state: 'ok', size: 10, older: false })
    expect(first.items).toHaveLength(10)
    // Roubles, as subscribed in Russian: the amount carries its sign in either language.
    expect(first.items[0]).toMatchObject({ status: 'paid', amount: '990\u00a0₽' })
    expect(first.nextPage).toBe(first.items[9].id)
    const second = await load(historyPage, cookieA, `${HISTORY}?next_page=${first.nextPage}`)
    expect(second).toMatchObject({ older: true, nextPage: null })
    expect(second.items).toHaveLength(2)
    expect(second.items.map((i: Json) => i.id)).not.toContain(first.items[0].id)

    const english = await callPage({ ...world.ctx, lng: 'en' }, historyPage, cookieA, HISTORY, {})
    expect((((await english.json()) as Json).items[0] as Json).amount).toBe('₽990')

    expect(await load(historyPage, cookieB, HISTORY)).toMatchObject({ items: [], nextPage: null })
    for (const cursor of [first.nextPage, 'in_nope', 'garbage']) {
      const res = await callPage(world.ctx, historyPage, cookieB, `${HISTORY}?next_page=${cursor}`, {})
      expect(res.status).toBe(404)
    }
  })

  it('names why an unpaid invoice is unpaid, as the page that took the card did (SPEC §8): insufficient funds is not "declined"', async () => {
    const port = paymentsFor(world.services, world.ctx.tenant._id)
    const { owner } = await makeOwner(world.ctx, { verified: true })
    const cookie = await cookieFor(world.ctx, owner)
    expect((await callPage(world.ctx, cardsPage, cookie, CARDS, {}, cardForm('4000 0000 0000 9995'))).status).toBe(302)
    expect(await subscribe(world.ctx, port, owner, 'LITE_7D', 'rub')).toEqual({ ok: false, error: 'paymentStatusIncomplete' })
    const [unpaid] = (await load(historyPage, cookie, HISTORY)).items as Json[]
    expect(unpaid).toMatchObject({ status: 'open', refusal: 'paymentStatusIncomplete' })
  })

  it('asks an owner who has not verified the account to do so first, and refuses their forms', async () => {
    const { owner } = await makeOwner(world.ctx, { verified: false })
    const cookie = await cookieFor(world.ctx, owner)
    expect(await load(cardsPage, cookie, CARDS)).toEqual({ state: 'verify' })
    expect(await load(historyPage, cookie, HISTORY)).toMatchObject({ state: 'verify' })
    expect((await post(cookie, cardForm('4242 4242 4242 4242'))).status).toBe(403)
  })
})
