// An owner's subscription on the test-mode provider, with events going through the real webhook
// receiver and sync job: cards refused and saved, subscribing, cancel and resume, changing plan, a
// refused renewal (past_due) restored by paying, an incomplete first payment, the demo once, and
// what each state grants. The receiver refuses bad signatures and keeps a duplicate once.
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { tempNedbStores } from '#app/store/test-stores'
import { billingWorld, type BillingWorld } from './billing.fixture'
import { billingAccountsOf, billingEventsOf, currentSubscription } from './billing.repo.server'
import { receiveWebhook } from './receive.server'
import { addTestCard, changeOffer, payOpenInvoice, planGrantOf, setRenewal, subscribe } from './subscriptions.service.server'
import { signWebhook, webhookSecretOf } from './webhook-signature.server'

const stores = tempNedbStores()
afterAll(() => stores.cleanup())
const card = (number: string) => ({ number, exp_month: 12, exp_year: 2034, cvc: '123' })
const DAY = 86_400_000

describe('subscriptions on the test-mode provider', () => {
  let world: BillingWorld
  let n = 0
  const owner = () => ({ _id: `o${++n}`, email: `o${n}@example.com` })
  beforeAll(async () => {
    world = await billingWorld(await stores.open())
  })
  const sub = async (ownerId: string) => currentSubscription(await billingAccountsOf(world.ctx()).findOne({ ownerId }))

  it('needs a card; 0002 is declined; with 4242 the owner subscribes and the plan grants teams at once and after the webhooks', async () => {
    const ctx = world.ctx()
    const port = world.port()
    const o = owner()
    expect(await subscribe(ctx, port, o, 'LITE_7D', 'rub')).toEqual({ ok: false, error: 'noCard' })
    expect(await addTestCard(ctx, port, o, card('4000000000000002'), 'form-1')).toEqual({ ok: false, error: 'cardWasDeclined' })
    expect(await addTestCard(ctx, port, o, card('4242424242424242'), 'form-2')).toEqual({ ok: true })
    expect(await subscribe(ctx, port, o, 'LITE_7D', 'rub')).toEqual({ ok: true })
    expect(await sub(o._id)).toMatchObject({ offer: 'LITE_7D', status: 'active', currency: 'rub', cancelAtPeriodEnd: false })
    expect(await planGrantOf(ctx, o._id)).toMatchObject({ teams: true, scene: false, maxTeams: 1 })
    expect(world.queued.length).toBeGreaterThan(0)
    await world.drain()
    expect(await sub(o._id)).toMatchObject({ offer: 'LITE_7D', status: 'active' })
    expect(await subscribe(ctx, port, o, 'MID_7D_T1', 'rub')).toEqual({ ok: false, error: 'alreadySubscribed' })
    expect(await subscribe(ctx, port, o, 'NOPE', 'rub')).toEqual({ ok: false, error: 'unknownOffer' })
  })

  it('cancel keeps access until the period ends, resume turns renewal on again; a change of plan applies now', async () => {
    const ctx = world.ctx()
    const port = world.port()
    const o = owner()
    await addTestCard(ctx, port, o, card('4242424242424242'), 'f')
    await subscribe(ctx, port, o, 'MID_7D_T2', 'usd')
    expect(await setRenewal(ctx, port, o._id, false)).toEqual({ ok: true })
    expect(await sub(o._id)).toMatchObject({ status: 'active', cancelAtPeriodEnd: true })
    expect(await planGrantOf(ctx, o._id)).toMatchObject({ scene: true, maxTeams: 2 })
    expect(await setRenewal(ctx, port, o._id, true)).toEqual({ ok: true })
    expect(await setRenewal(ctx, port, o._id, false)).toEqual({ ok: true })
    expect(await setRenewal(ctx, port, o._id, true)).toEqual({ ok: true })
    expect(await sub(o._id)).toMatchObject({ cancelAtPeriodEnd: false })
    expect(await changeOffer(ctx, port, o._id, 'FULL_1M_T4', 'usd')).toEqual({ ok: true })
    expect(await sub(o._id)).toMatchObject({ offer: 'FULL_1M_T4', status: 'active' })
    expect(await planGrantOf(ctx, o._id)).toMatchObject({ compare: true, maxTeams: 4 })
    await world.drain()
    expect(await sub(o._id)).toMatchObject({ offer: 'FULL_1M_T4', cancelAtPeriodEnd: false })
  })

  it('a refused renewal turns the subscription past_due (access kept); paying with a good card restores it', async () => {
    const ctx = world.ctx('renewals')
    const port = world.port('renewals')
    const o = owner()
    await addTestCard(ctx, port, o, card('4242424242424242'), 'a')
    await subscribe(ctx, port, o, 'LITE_7D', 'rub')
    await addTestCard(ctx, port, o, card('4000000000000341'), 'b')
    await port.advanceClock(new Date(Date.now() + 8 * DAY))
    await world.drain()
    const overdue = currentSubscription(await billingAccountsOf(ctx).findOne({ ownerId: o._id }))
    expect(overdue).toMatchObject({ status: 'past_due' })
    expect(await payOpenInvoice(ctx, port, o._id)).toEqual({ ok: false, error: 'cardWasDeclined' })
    await addTestCard(ctx, port, o, card('5555555555554444'), 'c')
    expect(await payOpenInvoice(ctx, port, o._id)).toEqual({ ok: true })
    expect(currentSubscription(await billingAccountsOf(ctx).findOne({ ownerId: o._id }))).toMatchObject({ status: 'active' })
    expect(await payOpenInvoice(ctx, port, o._id)).toEqual({ ok: false, error: 'nothingToPay' })
  })

  it('insufficient funds leave the first payment incomplete with no access, until another card pays it', async () => {
    const ctx = world.ctx()
    const port = world.port()
    const o = owner()
    await addTestCard(ctx, port, o, card('4000000000009995'), 'a')
    expect(await subscribe(ctx, port, o, 'FULL_7D_T1', 'rub')).toEqual({ ok: false, error: 'paymentStatusIncomplete' })
    expect(await sub(o._id)).toMatchObject({ status: 'incomplete', offer: 'FULL_7D_T1' })
    expect(await planGrantOf(ctx, o._id)).toMatchObject({ teams: false, expertise: false })
    await addTestCard(ctx, port, o, card('4242424242424242'), 'b')
    expect(await payOpenInvoice(ctx, port, o._id)).toEqual({ ok: true })
    expect(await sub(o._id)).toMatchObject({ status: 'active' })
    expect(await planGrantOf(ctx, o._id)).toMatchObject({ teams: true, compare: true })
  })

  it('a demo is given once per plan', async () => {
    const ctx = world.ctx('demos')
    const port = world.port('demos')
    const o = owner()
    await addTestCard(ctx, port, o, card('4242424242424242'), 'a')
    expect(await subscribe(ctx, port, o, 'MID_3D_T1', 'rub')).toEqual({ ok: true })
    await setRenewal(ctx, port, o._id, false)
    await port.advanceClock(new Date(Date.now() + 4 * DAY))
    await world.drain()
    expect(currentSubscription(await billingAccountsOf(ctx).findOne({ ownerId: o._id }))).toMatchObject({ status: 'canceled' })
    expect(await subscribe(ctx, port, o, 'MID_3D_T1', 'rub')).toEqual({ ok: false, error: 'demoUsed' })
    expect(await subscribe(ctx, port, o, 'FULL_3D_T1', 'rub')).toEqual({ ok: true })
  })

  it('the receiver refuses a bad signature, keeps a duplicate once and ignores events of objects it did not make', async () => {
    const secret = webhookSecretOf(world.services.env)
    const event = (id: string, metadata: Record<string, string>) =>
      JSON.stringify({
        id,
        object: 'event',
        type: 'customer.subscription.updated',
        created: 1,
        data: { object: { id: 'sub_x', object: 'subscription', metadata, items: { data: [] } } },
      })
    const body = event('evt_dup', { tenantId: 'hooks' })
    const before = world.queued.length
    expect(await receiveWebhook(world.services, body, signWebhook(body, 'whsec_wrong'))).toEqual({ status: 400, error: 'invalidSignature' })
    expect(await billingEventsOf(world.ctx('hooks')).count({})).toBe(0)
    expect(await receiveWebhook(world.services, body, signWebhook(body, secret))).toEqual({ status: 200, outcome: 'queued' })
    expect(await receiveWebhook(world.services, body, signWebhook(body, secret))).toEqual({ status: 200, outcome: 'duplicate' })
    expect(await billingEventsOf(world.ctx('hooks')).count({})).toBe(1)
    expect(world.queued.length).toBe(before + 1)
    const foreign = event('evt_foreign', {})
    expect(await receiveWebhook(world.services, foreign, signWebhook(foreign, secret))).toEqual({ status: 200, outcome: 'ignored' })
    world.queued.length = before
  })
})
