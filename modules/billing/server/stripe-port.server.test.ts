// Stripe's adapter through the official SDK against a local stand-in that answers in Stripe's
// shapes: it passes the payment port's contract, sends an idempotency key with every write, and
// verifies webhooks with the SDK: a good signature parses, a bad one, a stale one and a
// tampered body are refused.
import Stripe from 'stripe'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { tempNedbStores } from '#app/store/test-stores'
import { describePaymentPort } from './port.contract'
import { startStripeApi, type StripeApiStandIn } from './stripe-api.fixture'
import { openStripePort, WEBHOOK_TOLERANCE_SECONDS } from './stripe-port.server'

const SECRET = 'whsec_local_test_secret'
const local = (api: StripeApiStandIn) => openStripePort({ secretKey: 'sk_test_local', webhookSecret: SECRET, api: { host: '127.0.0.1', port: api.port, protocol: 'http' } })

describePaymentPort('Stripe adapter (SDK against a local Stripe stand-in)', async (store, now) => {
  const api = await startStripeApi(store, { now })
  return { port: local(api), createCard: api.state.createCard, advanceClock: api.state.advanceClock, close: api.close }
})

describe('Stripe adapter: requests and webhooks', () => {
  const stores = tempNedbStores()
  let api: StripeApiStandIn
  beforeAll(async () => {
    api = await startStripeApi(await stores.open())
  })
  afterAll(async () => {
    await api.close()
    await stores.cleanup()
  })

  it('sends every write with the idempotency key it was given, and Stripe’s bracketed parameters', async () => {
    const port = local(api)
    const customer = await port.createCustomer({ email: 'ann@example.com', metadata: { ownerId: 'o1', tenantId: 'work' } }, 'customer:work:o1')
    const price = await port.createPrice(
      { lookup_key: 'MID_7D_T2_usd', currency: 'usd', unit_amount: 2599, recurring: { interval: 'day', interval_count: 7 }, product_name: 'simulator' },
      'price:MID_7D_T2_usd'
    )
    expect(await port.findPrice('MID_7D_T2_usd')).toMatchObject({ id: price.id, unit_amount: 2599, recurring: { interval: 'day', interval_count: 7 } })
    const pm = await api.state.createCard({ number: '4242424242424242', exp_month: 1, exp_year: 2031, cvc: '000' }, 'card-1')
    await port.attachCard(pm.id, customer.id, 'attach-1')
    await port.setDefaultCard(customer.id, pm.id, 'default-1')
    await port.createSubscription({ customer: customer.id, price: price.id, metadata: { ownerId: 'o1' } }, 'sub-1')
    const writes = api.requests.filter((r) => r.method === 'POST')
    expect(writes.map((r) => r.idempotencyKey)).toEqual(['customer:work:o1', 'price:MID_7D_T2_usd', 'attach-1', 'default-1', 'sub-1'])
    expect(writes.at(-1)?.body).toMatchObject({ customer: customer.id, items: [{ price: price.id }], payment_behavior: 'allow_incomplete', metadata: { ownerId: 'o1' } })
    expect(writes[0].body).toMatchObject({ email: 'ann@example.com', metadata: { ownerId: 'o1', tenantId: 'work' } })
  })

  it('verifies webhooks over the raw body: good signatures parse, bad, stale and tampered ones are refused', () => {
    const port = local(api)
    const sdk = new Stripe('sk_test_local')
    const payload = JSON.stringify({
      id: 'evt_1',
      object: 'event',
      type: 'invoice.payment_failed',
      created: Math.floor(Date.now() / 1000),
      data: {
        object: {
          id: 'in_1',
          object: 'invoice',
          customer: 'cus_1',
          status: 'open',
          amount_due: 99000,
          amount_paid: 0,
          currency: 'rub',
          created: 1,
          period_start: 1,
          period_end: 2,
          parent: null,
          lines: { object: 'list', data: [] },
        },
      },
    })
    const header = (secret = SECRET, timestamp = Math.floor(Date.now() / 1000)) => sdk.webhooks.generateTestHeaderString({ payload, secret, timestamp })
    expect(port.constructEvent(payload, header())).toMatchObject({
      id: 'evt_1',
      type: 'invoice.payment_failed',
      data: { object: { id: 'in_1', status: 'open', amount_due: 99000 } },
    })
    expect(() => port.constructEvent(payload, header('whsec_other'))).toThrow()
    expect(() => port.constructEvent(payload, header(SECRET, Math.floor(Date.now() / 1000) - WEBHOOK_TOLERANCE_SECONDS - 5))).toThrow()
    expect(() => port.constructEvent(payload.replace('99000', '1'), header())).toThrow()
    expect(() => port.constructEvent(payload, 'garbage')).toThrow()
  })
})
