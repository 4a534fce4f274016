// Issue 13's property: a shuffled, duplicated sequence of webhook events leaves the same state as
// the ordered one. Each case runs random owner actions on the test-mode provider (cards, subscribe,
// cancel, resume, change, pay, time passing), keeps the events it sent, then delivers them through
// the real receiver and sync job twice: in order, and shuffled with duplicates. Both end where the
// provider is, and every event is stored once.
import fc from 'fast-check'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { tempNedbStores } from '#app/store/test-stores'
import { billingWorld, type BillingWorld } from './billing.fixture'
import { billingAccountsOf, billingEventsOf } from './billing.repo.server'
import type { PortEvent } from './port'
import { receiveWebhook } from './receive.server'
import { addTestCard, changeOffer, payOpenInvoice, setRenewal, subscribe } from './subscriptions.service.server'
import { knownSubscription } from './sync.server'
import { openTestPort } from './test-mode/test-port.server'
import { signWebhook, webhookSecretOf } from './webhook-signature.server'

const stores = tempNedbStores()
afterAll(() => stores.cleanup())

const DAY = 86_400_000
const OFFERS = ['LITE_7D', 'MID_1M_T2', 'FULL_7D_T3'] as const
const cardOp = fc.constantFrom('4242424242424242', '4000000000000341', '4000000000009995').map((number) => ({ op: 'card' as const, number }))
const subscribeOp = fc.constantFrom(...OFFERS).map((offer) => ({ op: 'subscribe' as const, offer }))
const op = fc.oneof(
  cardOp,
  subscribeOp,
  fc.constantFrom(...OFFERS).map((offer) => ({ op: 'change' as const, offer })),
  fc.constantFrom('cancel' as const, 'resume' as const, 'pay' as const).map((name) => ({ op: name })),
  fc.integer({ min: 1, max: 40 }).map((days) => ({ op: 'advance' as const, days }))
)
/** Every case starts with a card and a subscription (either may be refused), then anything. */
const story = fc.tuple(cardOp, subscribeOp, fc.array(op, { maxLength: 7 })).map(([card, sub, rest]) => [card, sub, ...rest])

describe('webhook events in any order', () => {
  let world: BillingWorld
  let tenantNo = 0
  beforeAll(async () => {
    world = await billingWorld(await stores.open())
  })

  it('a shuffled, duplicated delivery leaves the state the ordered one does, which is the provider’s (1,000 cases)', async () => {
    const secret = webhookSecretOf(world.services.env)
    await fc.assert(
      fc.asyncProperty(story, fc.array(fc.nat(), { minLength: 0, maxLength: 60 }), fc.array(fc.nat(), { maxLength: 6 }), async (ops, order, extra) => {
        const tenantId = `p${++tenantNo}`
        const ctx = world.ctx(tenantId)
        const sent: PortEvent[] = []
        let now = new Date('2026-11-01T09:00:00Z')
        const port = openTestPort({ store: world.services.store, tenantId, now: () => now, deliver: async (e) => void sent.push(e) })
        const owner = { _id: 'o1', email: 'o1@example.com' }
        for (const [i, step] of ops.entries()) {
          if (step.op === 'card') await addTestCard(ctx, port, owner, { number: step.number, exp_month: 12, exp_year: 2034, cvc: '123' }, `f${i}`)
          else if (step.op === 'subscribe') await subscribe(ctx, port, owner, step.offer, 'rub')
          else if (step.op === 'change') await changeOffer(ctx, port, owner._id, step.offer, 'rub')
          else if (step.op === 'cancel' || step.op === 'resume') await setRenewal(ctx, port, owner._id, step.op === 'resume')
          else if (step.op === 'pay') await payOpenInvoice(ctx, port, owner._id)
          else if (step.op === 'advance') {
            now = new Date(now.getTime() + step.days * DAY)
            await port.advanceClock(now)
          }
        }
        const account = await billingAccountsOf(ctx).findOne({ ownerId: owner._id })
        if (!account) return
        const payloads = sent.map((e) =>
          JSON.stringify({
            ...e,
            object: 'event',
            data: { object: { ...e.data.object, object: e.type.startsWith('invoice.') ? 'invoice' : e.type.startsWith('payment_intent.') ? 'payment_intent' : 'subscription' } },
          })
        )

        async function deliver(list: string[]) {
          await billingEventsOf(ctx).deleteMany({})
          await billingAccountsOf(ctx).updateOne({ _id: account!._id }, { $set: { subscriptions: {} } })
          const outcomes = []
          for (const body of list) outcomes.push((await receiveWebhook(world.services, body, signWebhook(body, secret))) as { outcome?: string })
          await world.drain()
          const after = await billingAccountsOf(ctx).findOne({ _id: account!._id })
          return { subscriptions: after!.subscriptions, outcomes, stored: await billingEventsOf(ctx).count({}) }
        }

        const ordered = await deliver(payloads)
        // Shuffled by the drawn keys, with some events delivered again.
        const shuffled = [...payloads, ...extra.filter(() => payloads.length > 0).map((k) => payloads[k % payloads.length])]
          .map((body, i) => ({ body, key: order[i % Math.max(1, order.length)] ?? i }))
          .sort((a, b) => a.key - b.key)
          .map((x) => x.body)
        const mixed = await deliver(shuffled)
        expect(mixed.subscriptions).toEqual(ordered.subscriptions)
        expect(mixed.stored).toBe(payloads.length)
        expect(mixed.outcomes.filter((o) => o.outcome === 'duplicate')).toHaveLength(shuffled.length - payloads.length)
        for (const [id, known] of Object.entries(ordered.subscriptions)) expect(known).toEqual(knownSubscription(await port.getSubscription(id)))
      }),
      { numRuns: 1000 }
    )
  }, 300_000)
})
