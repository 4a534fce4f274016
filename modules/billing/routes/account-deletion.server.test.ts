// A paying owner who deletes the account, from the settings page or through DELETE /self, is charged
// no more: the subscription is cancelled at once before the account goes (not at the period's end,
// which would leave an overdue invoice to Stripe's retries), and moving the test-mode clock past the
// period pays no invoice. Nobody can sign in afterwards to cancel it.
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Account } from '#modules/accounts/index.server'
import * as settings from '#modules/accounts/routes/owner.settings'
import * as selfApi from '#modules/accounts/api/area.self'
import { makeOwner, openWorld, type TestWorld } from '#modules/profiles/profiles.fixture'
import { callApi, callPage, cookieFor } from '#modules/p2p/p2p.fixture'
import { billingAccountsOf, currentSubscription } from '../server/billing.repo.server'
import { paymentsFor } from '../server/payments.server'
import { addTestCard, subscribe } from '../server/subscriptions.service.server'
import type { TestModePort } from '../server/test-mode/test-port.server'

const DAY = 86_400_000

describe('deleting a paying owner', () => {
  let world: TestWorld
  let port: TestModePort
  beforeAll(async () => {
    world = await openWorld()
    port = paymentsFor(world.services, world.ctx.tenant._id) as TestModePort
  }, 60_000)
  afterAll(() => world?.close())

  const card = (number: string) => ({ number, exp_month: 12, exp_year: 2034, cvc: '123' })
  async function payingOwner() {
    const made = await makeOwner(world.ctx)
    expect(await addTestCard(world.ctx, port, made.owner, card('4242424242424242'), 'deletion')).toEqual({ ok: true })
    expect(await subscribe(world.ctx, port, made.owner, 'LITE_7D', 'rub')).toEqual({ ok: true })
    return made
  }
  const billingOf = async (owner: Account) => (await billingAccountsOf(world.ctx).findOne({ ownerId: owner._id }))!
  const paidInvoices = async (owner: Account) => (await port.listInvoices((await billingOf(owner)).customerId, { limit: 100 })).data.filter((i) => i.status === 'paid').length

  it('cancels the subscription at once, from the settings page and from DELETE /self; a renewal date later, no invoice is paid', async () => {
    const byPage = await payingOwner()
    const res = await callPage(world.ctx, settings, await cookieFor(world.ctx, byPage.owner), '/owner/settings', {}, { intent: 'delete', confirmation: 'Delete' })
    expect(res.status).toBe(302)
    const byApi = await payingOwner()
    expect((await callApi(world.ctx, selfApi, 'DELETE', byApi.token, { area: 'owner' }, undefined, '/api/v1/owner/self')).status).toBe(200)
    for (const { owner } of [byPage, byApi]) {
      expect(currentSubscription(await billingOf(owner))).toMatchObject({ status: 'canceled' })
      expect(await paidInvoices(owner)).toBe(1)
    }
    await port.advanceClock(new Date(Date.now() + 8 * DAY))
    await world.services.jobs.drain()
    for (const { owner } of [byPage, byApi]) {
      expect(await paidInvoices(owner)).toBe(1)
      expect(currentSubscription(await billingOf(owner))).toMatchObject({ status: 'canceled' })
    }
  })

  it('cancels an overdue subscription at once: its open invoice is not collected after the account is gone', async () => {
    const { owner } = await payingOwner()
    const subId = currentSubscription(await billingOf(owner))!.id
    // The renewal is refused: past_due with its invoice open, which Stripe retries on its own schedule.
    expect(await addTestCard(world.ctx, port, owner, card('4000000000000341'), 'failing')).toEqual({ ok: true })
    await port.advanceClock(new Date(Date.now() + 7 * DAY + 60_000))
    expect((await port.getSubscription(subId)).status).toBe('past_due')

    const res = await callPage(world.ctx, settings, await cookieFor(world.ctx, owner), '/owner/settings', {}, { intent: 'delete', confirmation: 'Delete' })
    expect(res.status).toBe(302)
    // Ended now, not at the period's end, as the provider and the platform hold it.
    expect((await port.getSubscription(subId)).status).toBe('canceled')
    expect(currentSubscription(await billingOf(owner))).toMatchObject({ id: subId, status: 'canceled' })
    // Weeks later, with a good card as the default: the open invoice stays unpaid, and nothing renews.
    const { customerId } = await billingOf(owner)
    const good = await port.createCard(card('5555555555554444'), `good-${owner._id}`)
    await port.attachCard(good.id, customerId, `attach-${owner._id}`)
    await port.setDefaultCard(customerId, good.id, `default-${owner._id}`)
    await port.advanceClock(new Date(Date.now() + 28 * DAY))
    expect((await port.listInvoices(customerId, { limit: 10 })).data.map((i) => i.status)).toEqual(['open', 'paid'])
  })
})
