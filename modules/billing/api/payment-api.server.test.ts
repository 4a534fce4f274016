// SPEC §7's payment service as the web server calls it, on the test-mode provider: the plan table
// in both currencies; a card refused, a card saved; subscribe, change, cancel, resume; a failed
// renewal restored with pay-invoice; cards listed, made default, removed; the payment history paged.
// Another owner's or another tenant's cards and invoices are not found and stay as they were, and
// random bodies never answer 500.
import fc from 'fast-check'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { callApi } from '#modules/p2p/p2p.fixture'
import { openBillingApiWorld, type BillingApiWorld } from './api.fixture'
import { paymentsFor } from '../server/payments.server'
import type { TestModePort } from '../server/test-mode/test-port.server'
import * as listPrice from './owner.list-price'
import * as update from './owner.update-subscription'
import * as cancel from './owner.cancel-subscription'
import * as resume from './owner.resume-subscription'
import * as pay from './owner.pay-invoice'
import * as attach from './owner.attach-payment-method'
import * as detach from './owner.detach-payment-method'
import * as setDefault from './owner.set-default-payment-method'
import * as cards from './owner.list-payment-methods'
import * as invoices from './owner.list-all-invoices'

const DAY = 86_400_000
const card = (number: string) => ({ card: { number, exp_month: 12, exp_year: 2034, cvc: '123', name: 'Ann Test' } })
type Json = any

describe('payment service API (test-mode provider)', () => {
  let world: BillingApiWorld
  let a: BillingApiWorld['a']
  let b: BillingApiWorld['b']
  let foreign: BillingApiWorld['foreign']
  const call = (mod: unknown, method: string, token: string, body?: unknown, path?: string) => world.call(mod, method, token, body, path)

  beforeAll(async () => {
    world = await openBillingApiWorld()
    ;({ a, b, foreign } = world)
  })
  afterAll(() => world.close())

  it('lists the plan table in roubles and dollars with SPEC §9’s discount', async () => {
    const rub = await call(listPrice, 'GET', a.token, undefined, '/api/v1/owner/list-price?ln=ru')
    const month = rub.body.result.items.find((i: Json) => i.subscribe === 'LITE_1M')
    expect(month).toMatchObject({ currency: 'rub', price: 396000, discountedPrice: 299000, discountPercent: 32, name: 'teams' })
    expect(rub.body.result.items.some((i: Json) => i.name === 'bonus')).toBe(false)
    const usd = await call(listPrice, 'GET', a.token, undefined, '/api/v1/owner/list-price?ln=en')
    expect(usd.body.result.items[0].currency).toBe('usd')
    expect((await call(listPrice, 'GET', a.token, undefined, '/api/v1/owner/list-price?ln=de')).status).toBe(400)
  })

  it('an owner saves a card (0002 refused), subscribes, changes plan, cancels and resumes', async () => {
    expect(await call(update, 'POST', a.token, { subscribe: 'LITE_7D' })).toMatchObject({ status: 409, body: { error: 'noCard' } })
    expect(await call(attach, 'POST', a.token, card('4000 0000 0000 0002'))).toMatchObject({ status: 402, body: { error: 'cardWasDeclined' } })
    const saved = await call(attach, 'POST', a.token, card('4242 4242 4242 4242'))
    expect(saved.body.result.cards).toEqual([expect.objectContaining({ brand: 'visa', last4: '4242', isDefault: true, holder: 'Ann Test' })])
    const subscribed = await call(update, 'POST', a.token, { subscribe: 'LITE_7D', ln: 'ru' })
    expect(subscribed.body.result.subscription).toMatchObject({ subscribe: 'LITE_7D', name: 'teams', status: 'active', currency: 'rub', cancelAtPeriodEnd: false })
    const changed = await call(update, 'POST', a.token, { subscribe: 'FULL_1M_T2', ln: 'ru' })
    expect(changed.body.result.subscription).toMatchObject({ subscribe: 'FULL_1M_T2', name: 'simulator pro', teams: 2 })
    expect((await call(cancel, 'POST', a.token)).body.result.subscription).toMatchObject({ status: 'active', cancelAtPeriodEnd: true })
    expect((await call(resume, 'POST', a.token)).body.result.subscription).toMatchObject({ cancelAtPeriodEnd: false })
    expect(await call(update, 'POST', a.token, { subscribe: 'NOPE' })).toMatchObject({ status: 400, body: { error: 'unknownOffer' } })
  })

  it('a refused renewal is past_due; pay-invoice with the same card is refused, with a new default card it restores the subscription', async () => {
    await call(attach, 'POST', a.token, card('4000 0000 0000 0341'))
    const port = paymentsFor(world.services, world.ctx.tenant._id) as TestModePort
    await port.advanceClock(new Date(Date.now() + 40 * DAY))
    await world.services.jobs.drain()
    const listed = await call(invoices, 'GET', a.token, undefined, '/api/v1/owner/list-all-invoices?limit=1')
    const open = listed.body.result.data[0]
    expect(open.status).toBe('open')
    expect(await call(pay, 'POST', a.token, { invoiceId: open.id })).toMatchObject({ status: 402, body: { error: 'cardWasDeclined' } })
    await call(attach, 'POST', a.token, card('5555 5555 5555 4444'))
    const restored = await call(pay, 'POST', a.token, { invoiceId: open.id })
    expect(restored.body.result.subscription).toMatchObject({ status: 'active' })
    expect(await call(pay, 'POST', a.token, { invoiceId: open.id })).toMatchObject({ status: 409, body: { error: 'nothingToPay' } })
  })

  it('pages the payment history and manages cards; another owner’s or tenant’s ids are not found and nothing of theirs changes', async () => {
    const first = await call(invoices, 'GET', a.token, undefined, '/api/v1/owner/list-all-invoices?limit=2')
    expect(first.body.result).toMatchObject({ has_more: true })
    const second = await call(invoices, 'GET', a.token, undefined, `/api/v1/owner/list-all-invoices?limit=2&next_page=${first.body.result.next_page}`)
    expect(second.body.result.data[0].id).not.toBe(first.body.result.data[0].id)
    const mine = (await call(cards, 'GET', a.token)).body.result.cards
    expect(mine.map((c: Json) => c.last4)).toEqual(expect.arrayContaining(['4242', '0341', '4444']))

    await call(attach, 'POST', b.token, card('4242 4242 4242 4242'))
    const theirs = (await call(cards, 'GET', b.token)).body.result.cards
    expect(theirs).toHaveLength(1)
    expect(await call(detach, 'DELETE', b.token, { paymentMethodId: mine[0].id })).toMatchObject({ status: 404, body: { error: 'paymentMethodNotFound' } })
    expect(await call(setDefault, 'POST', b.token, { paymentMethodId: mine[0].id })).toMatchObject({ status: 404 })
    expect(await call(pay, 'POST', b.token, { invoiceId: first.body.result.data[0].id })).toMatchObject({ status: 404, body: { error: 'invoiceNotFound' } })
    expect(await call(invoices, 'GET', b.token, undefined, `/api/v1/owner/list-all-invoices?next_page=${first.body.result.data[0].id}`)).toMatchObject({ status: 404 })
    const otherTenant = await callApi(world.otherCtx, cards, 'GET', foreign.token, {}, undefined, '/api/v1/owner/list-payment-methods')
    expect(((await otherTenant.json()) as Json).result.cards).toEqual([])
    expect((await callApi(world.otherCtx, cards, 'GET', a.token, {}, undefined, '/api/v1/owner/list-payment-methods')).status).toBe(401)
    expect((await call(cards, 'GET', a.token)).body.result.cards).toEqual(mine)

    const old = mine.find((c: Json) => c.last4 === '4242')
    expect((await call(setDefault, 'POST', a.token, { paymentMethodId: old.id })).body.result.cards.find((c: Json) => c.isDefault).id).toBe(old.id)
    // The default card pays the renewing subscription: it stays until another card is the default.
    expect(await call(detach, 'DELETE', a.token, { paymentMethodId: old.id })).toMatchObject({ status: 409, body: { error: 'defaultCardInUse' } })
    const other = mine.find((c: Json) => c.last4 === '4444')
    await call(setDefault, 'POST', a.token, { paymentMethodId: other.id })
    const left = (await call(detach, 'DELETE', a.token, { paymentMethodId: old.id })).body.result.cards
    expect(left.map((c: Json) => c.id)).not.toContain(old.id)
  })

  it('random bodies never answer 500 and never touch another owner’s billing', async () => {
    const others = async () => JSON.stringify(await world.services.store.collection('billing_accounts').find({ ownerId: a.owner._id }))
    const before = await others()
    const routes = [update, cancel, resume, pay, attach, detach, setDefault]
    await fc.assert(
      fc.asyncProperty(
        fc.nat(routes.length - 1),
        fc.oneof(fc.anything(), fc.record({ subscribe: fc.string(), paymentMethodId: fc.string(), invoiceId: fc.string(), card: fc.anything() }, { requiredKeys: [] })),
        async (r, body) => {
          const res = await callApi(world.ctx, routes[r], r === 5 ? 'DELETE' : 'POST', b.token, {}, body, '/api/v1/owner/x')
          expect(res.status).toBeLessThan(500)
        }
      ),
      { numRuns: 150 }
    )
    expect(JSON.parse(before)).toHaveLength(1)
    expect(await others()).toBe(before)
  })
})
