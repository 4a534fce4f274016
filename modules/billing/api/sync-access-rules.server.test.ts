// SPEC §7 sync-access-rules and the plan's announcements: the endpoint answers the owner's rules and
// publishes them to the owner's open pages; a subscription bought through the API and a billing sync
// job publish the new rules too; nobody else's pages hear them.
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { LiveMessage } from '#app/live/types'
import type { JobContext } from '#jobs/types'
import { openBillingApiWorld, type BillingApiWorld } from './api.fixture'
import { billingAccountsOf } from '../server/billing.repo.server'
import syncHandler from '../jobs/sync.server'
import { sameRules } from '#app/live/follow-access-rules'
import * as syncRules from './owner.sync-access-rules'
import * as attach from './owner.attach-payment-method'
import * as update from './owner.update-subscription'

const card = { card: { number: '4242424242424242', exp_month: 12, exp_year: 2034, cvc: '123' } }

describe('sync-access-rules and plan announcements', () => {
  let world: BillingApiWorld
  const heard: Record<string, LiveMessage[]> = {}
  const stops: (() => void)[] = []

  beforeAll(async () => {
    world = await openBillingApiWorld()
    for (const [name, who, ctx] of [
      ['a', world.a, world.ctx],
      ['b', world.b, world.ctx],
    ] as const) {
      heard[name] = []
      const stop = world.services.live.subscribe({ tenantId: ctx.tenant._id, userId: who.owner._id }, (m) => heard[name].push(m))
      await stop.ready
      stops.push(stop)
    }
  })
  afterAll(async () => {
    for (const stop of stops) stop()
    await world.close()
  })

  const lastRules = (name: string) => [...heard[name]].reverse().find((m) => m.kind === 'syncAccessRules') as Extract<LiveMessage, { kind: 'syncAccessRules' }> | undefined

  it("answers a basic owner's rules (no teams, expertise hidden) and publishes them to the owner's pages only", async () => {
    const answered = await world.call(syncRules, 'POST', world.a.token)
    expect(answered.status).toBe(200)
    expect(answered.body.result.rules).toMatchObject({ allowTeamsRead: false, allowCreateTeamsWrite: false, allowSceneWrite: false, maxTeams: 0, showExpertise: false })
    expect(lastRules('a')?.rules).toEqual(answered.body.result.rules)
    expect(lastRules('b')).toBeUndefined()
    expect((await world.call(syncRules, 'GET', world.a.token)).status).toBe(405)
    expect((await world.call(syncRules, 'POST', 'not-a-token')).status).toBe(401)
  })

  it('a subscription bought through the API is announced at once: teams, one team, expertise shown', async () => {
    expect((await world.call(attach, 'POST', world.a.token, card)).status).toBe(200)
    heard.a.length = 0
    expect((await world.call(update, 'POST', world.a.token, { subscribe: 'LITE_7D', ln: 'ru' })).status).toBe(200)
    expect(lastRules('a')?.rules).toMatchObject({
      allowTeamsRead: true,
      allowTeamsWrite: true,
      allowSceneWrite: false,
      allowCompareTeamsRead: false,
      maxTeams: 1,
      showExpertise: true,
    })
    const answered = await world.call(syncRules, 'POST', world.a.token)
    expect(sameRules(answered.body.result.rules, lastRules('a')!.rules)).toBe(true)
    expect(lastRules('b')).toBeUndefined()
  })

  it('the billing sync job announces the subscription it applied', async () => {
    const account = await billingAccountsOf(world.ctx).findOne({ ownerId: world.a.owner._id })
    const [subscriptionId] = Object.keys(account!.subscriptions)
    heard.a.length = 0
    const job = { services: world.services, attempt: 1, progress: async () => {} } as unknown as JobContext<never>
    expect(await syncHandler({ tenantId: world.ctx.tenant._id, subject: { kind: 'subscription', id: subscriptionId } }, job)).toEqual({ synced: true })
    expect(lastRules('a')?.rules).toMatchObject({ allowTeamsRead: true, maxTeams: 1 })
  })

  it('rules compare key by key', () => {
    expect(sameRules({ a: true, n: 1 }, { n: 1, a: true })).toBe(true)
    expect(sameRules({ a: true, n: 1 }, { a: true, n: 2 })).toBe(false)
    expect(sameRules({ a: true }, { a: true, b: false })).toBe(false)
  })
})
