// The webhook route as the web server calls it: a missing or bad signature is 400 and stores
// nothing; a signed event is stored once and its sync job brings the owner's subscription up to
// date from the provider; the same event again changes nothing.
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { openWorld, type TestWorld } from '#modules/profiles/profiles.fixture'
import { billingIndexes } from '../server/indexes'
import { billingAccountsOf, billingEventsOf, currentSubscription } from '../server/billing.repo.server'
import { paymentsFor } from '../server/payments.server'
import { addTestCard, subscribe } from '../server/subscriptions.service.server'
import { signWebhook, webhookSecretOf } from '../server/webhook-signature.server'
import type { TestModePort } from '../server/test-mode/test-port.server'
import * as route from './billing.webhook'

const URL = 'http://localhost/api/v1/billing/webhook'
const post = (world: TestWorld, body: string, signature?: string) =>
  route.action({ request: new Request(URL, { method: 'POST', body, headers: signature ? { 'stripe-signature': signature } : {} }), context: world.ctx, params: {} } as never)

describe('POST /api/v1/billing/webhook', () => {
  let world: TestWorld
  beforeAll(async () => {
    world = await openWorld()
    await world.services.store.ensureIndexes(billingIndexes)
  })
  afterAll(() => world.close())

  it('refuses a missing or bad signature and stores nothing; a signed event is stored once and synced', async () => {
    const ctx = world.ctx
    const port = paymentsFor(world.services, ctx.tenant._id) as TestModePort
    const owner = { _id: 'o-hook', email: 'hook@example.com' }
    await addTestCard(ctx, port, owner, { number: '4242424242424242', exp_month: 12, exp_year: 2034, cvc: '123' }, 'f')
    await subscribe(ctx, port, owner, 'LITE_1M', 'usd')
    await world.services.jobs.drain()
    const account = (await billingAccountsOf(ctx).findOne({ ownerId: owner._id }))!
    const sub = currentSubscription(account)!
    // The platform's copy goes stale (as if events were lost); a signed event about it repairs it.
    await billingAccountsOf(ctx).updateOne({ _id: account._id }, { $set: { [`subscriptions.${sub.id}.status`]: 'past_due' } })
    const events = await billingEventsOf(ctx).count({})
    const body = JSON.stringify({
      id: 'evt_route_1',
      object: 'event',
      type: 'customer.subscription.updated',
      created: Math.floor(Date.now() / 1000),
      data: { object: { ...(await port.getSubscription(sub.id)), object: 'subscription' } },
    })
    expect((await post(world, body)).status).toBe(400)
    expect((await post(world, body, signWebhook(body, 'whsec_wrong'))).status).toBe(400)
    expect(await billingEventsOf(ctx).count({})).toBe(events)
    const secret = webhookSecretOf(world.services.env)
    const first = await post(world, body, signWebhook(body, secret))
    expect(await first.json()).toEqual({ received: true, outcome: 'queued' })
    await world.services.jobs.drain()
    expect(currentSubscription(await billingAccountsOf(ctx).findOne({ _id: account._id }))?.status).toBe('active')
    expect(await (await post(world, body, signWebhook(body, secret))).json()).toEqual({ received: true, outcome: 'duplicate' })
    expect(await billingEventsOf(ctx).count({})).toBe(events + 1)
  })
})
