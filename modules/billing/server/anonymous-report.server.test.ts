// The personality test's report on Stripe, through the SDK against the local Stripe stand-in: the
// result page gets Elements with a SetupIntent of a customer made for that result once (a reload
// reuses both), and the payment method the browser set up pays as that customer's; a payment method
// from elsewhere pays on its own. Another result gets its own customer.
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { AppContext } from '#app/context'
import { openWorld, type TestWorld } from '#modules/profiles/profiles.fixture'
import { startStripeApi, type StripeApiStandIn } from './stripe-api.fixture'
import { openStripePort } from './stripe-port.server'
import { anonymousCardEntry, payAnonymousReport } from './anonymous-report.server'
import { hasAnonymousReport } from './purchases.service.server'
import { billingIndexes } from './indexes'
import type { PaymentPort } from './port'

describe('the personality test’s report on Stripe', () => {
  let world: TestWorld
  let api: StripeApiStandIn
  let port: PaymentPort
  let ctx: AppContext
  const card = (n: string) => api.state.createCard({ number: n, exp_month: 12, exp_year: 2034, cvc: '123' }, `card-${n}-${Math.random()}`)
  const writes = (path: string) => api.requests.filter((r) => r.method === 'POST' && r.path === path)

  beforeAll(async () => {
    world = await openWorld()
    await world.services.store.ensureIndexes(billingIndexes)
    api = await startStripeApi(world.services.store, { tenantId: world.ctx.tenant._id })
    port = openStripePort({ secretKey: 'sk_test_local', api: { host: '127.0.0.1', port: api.port, protocol: 'http' } })
    ctx = { ...world.ctx, services: { ...world.services, env: { ...world.services.env, STRIPE_PUBLISHABLE_KEY: 'pk_test_local' } } } as AppContext
  })
  afterAll(async () => {
    await api.close()
    await world.close()
  })

  it('offers Elements with a SetupIntent of the result’s own customer, made once', async () => {
    const entry = await anonymousCardEntry(ctx, 'result_key_one_000000000', port)
    expect(entry).toMatchObject({ mode: 'stripe', publishableKey: 'pk_test_local', clientSecret: expect.stringContaining('_secret_') })
    const again = await anonymousCardEntry(ctx, 'result_key_one_000000000', port)
    expect(again).toEqual(entry)
    expect(writes('/v1/customers')).toHaveLength(1)
    expect(writes('/v1/customers')[0].body).toMatchObject({ metadata: { kind: 'anonymousReport', key: 'result_key_one_000000000' } })
    expect(writes('/v1/customers')[0].body).not.toHaveProperty('email')
    const intents = writes('/v1/setup_intents')
    expect(intents.map((r) => r.body.customer)).toEqual([intents[0].body.customer, intents[0].body.customer])
    await anonymousCardEntry(ctx, 'result_key_two_000000000', port)
    expect(writes('/v1/customers')).toHaveLength(2)
  })

  it('pays with the card Elements set up, as the result’s customer; a refused card buys nothing', async () => {
    const customer = String(writes('/v1/setup_intents')[0].body.customer)
    // What the browser's confirmCardSetup does: the card is attached to the SetupIntent's customer.
    // 0341 sets up and is then declined when charged (a card refused at setup never reaches the server).
    const declined = await card('4000000000000341')
    await port.attachCard(declined.id, customer, `attach-${declined.id}`)
    const refused = await payAnonymousReport(ctx, 'result_key_one_000000000', { paymentMethodId: declined.id }, port)
    expect(refused).toEqual({ ok: false, error: 'cardWasDeclined' })
    expect(await hasAnonymousReport(ctx, 'result_key_one_000000000')).toBe(false)

    const good = await card('4242424242424242')
    await port.attachCard(good.id, customer, `attach-${good.id}`)
    expect(await payAnonymousReport(ctx, 'result_key_one_000000000', { paymentMethodId: good.id }, port)).toEqual({ ok: true })
    expect(writes('/v1/payment_intents').at(-1)?.body).toMatchObject({ customer, payment_method: good.id, metadata: { kind: 'anonymousReport', key: 'result_key_one_000000000' } })
    expect(await hasAnonymousReport(ctx, 'result_key_one_000000000')).toBe(true)
  })

  it('a payment method for a result that never offered Elements pays without a customer', async () => {
    const loose = await card('4242424242424242')
    expect(await payAnonymousReport(ctx, 'result_key_three_0000000', { paymentMethodId: loose.id }, port)).toEqual({ ok: true })
    expect(writes('/v1/payment_intents').at(-1)?.body).not.toHaveProperty('customer')
  })
})
