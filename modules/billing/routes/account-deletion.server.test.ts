// A paying owner who deletes the account, from the settings page or through DELETE /self, is charged
// no more: the subscription's renewal stops before the account goes, and moving the test-mode clock
// past the period ends it without an invoice. Nobody can sign in afterwards to cancel it.
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

  async function payingOwner() {
    const made = await makeOwner(world.ctx)
    expect(await addTestCard(world.ctx, port, made.owner, { number: '4242424242424242', exp_month: 12, exp_year: 2034, cvc: '123' }, 'deletion')).toEqual({ ok: true })
    expect(await subscribe(world.ctx, port, made.owner, 'LITE_7D', 'rub')).toEqual({ ok: true })
    return made
  }
  const billingOf = async (owner: Account) => (await billingAccountsOf(world.ctx).findOne({ ownerId: owner._id }))!
  const paidInvoices = async (owner: Account) => (await port.listInvoices((await billingOf(owner)).customerId, { limit: 100 })).data.filter((i) => i.status === 'paid').length

  it('stops the renewal, from the settings page and from DELETE /self; a renewal date later, no invoice is paid', async () => {
    const byPage = await payingOwner()
    const res = await callPage(world.ctx, settings, await cookieFor(world.ctx, byPage.owner), '/owner/settings', {}, { intent: 'delete', confirmation: 'Delete' })
    expect(res.status).toBe(302)
    const byApi = await payingOwner()
    expect((await callApi(world.ctx, selfApi, 'DELETE', byApi.token, { area: 'owner' }, undefined, '/api/v1/owner/self')).status).toBe(200)
    for (const { owner } of [byPage, byApi]) {
      expect(currentSubscription(await billingOf(owner))).toMatchObject({ status: 'active', cancelAtPeriodEnd: true })
      expect(await paidInvoices(owner)).toBe(1)
    }
    await port.advanceClock(new Date(Date.now() + 8 * DAY))
    await world.services.jobs.drain()
    for (const { owner } of [byPage, byApi]) {
      expect(await paidInvoices(owner)).toBe(1)
      expect(currentSubscription(await billingOf(owner))).toMatchObject({ status: 'canceled' })
    }
  })
})
