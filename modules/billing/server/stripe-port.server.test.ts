// Stripe's adapter through the official SDK against a local stand-in that answers in Stripe's
// shapes: it passes the payment port's contract and sends an idempotency key with every write.
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { tempNedbStores } from '#app/store/test-stores'
import { describePaymentPort } from './port.contract'
import { startStripeApi, type StripeApiStandIn } from './stripe-api.fixture'
import { openStripePort } from './stripe-port.server'

const local = (api: StripeApiStandIn) => openStripePort({ secretKey: 'sk_test_local', api: { host: '127.0.0.1', port: api.port, protocol: 'http' } })

describePaymentPort('Stripe adapter (SDK against a local Stripe stand-in)', async (store, now) => {
  const api = await startStripeApi(store, { now })
  return { port: local(api), createCard: api.state.createCard, advanceClock: api.state.advanceClock, close: api.close }
})

describe('Stripe adapter: requests', () => {
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

  it('cancels at once with DELETE /v1/subscriptions/:id (subscriptions.cancel), not by setting cancel_at_period_end', async () => {
    const port = local(api)
    const customer = await port.createCustomer({ email: 'ben@example.com', metadata: {} }, 'customer:ben')
    const price = (await port.findPrice('MID_7D_T2_usd'))!
    const pm = await api.state.createCard({ number: '4242424242424242', exp_month: 1, exp_year: 2031, cvc: '000' }, 'card-ben')
    await port.attachCard(pm.id, customer.id, 'attach-ben')
    await port.setDefaultCard(customer.id, pm.id, 'default-ben')
    const sub = await port.createSubscription({ customer: customer.id, price: price.id, metadata: {} }, 'sub-ben')
    const from = api.requests.length
    expect(await port.cancelSubscription(sub.id, 'close-ben')).toMatchObject({ id: sub.id, status: 'canceled' })
    expect(api.requests.slice(from).map((r) => `${r.method} ${r.path}`)).toEqual([`DELETE /v1/subscriptions/${sub.id}`])
  })
})
