// The administrator's owners (shown as companies): list with every filter, one, edit, block, delete
// one and many, and the profile filter's owner select. Route modules called as the web server would.
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { checkPassword } from '#modules/accounts/server/auth.server'
import { hashPassword } from '#modules/accounts/server/passwords.server'
import { createProfile } from '#modules/profiles/index.server'
import * as selfApi from '#modules/accounts/api/area.self'
import * as magicLinkPage from '#modules/accounts/routes/area.magic-link.$token'
import { listOutbox } from '#app/mail/outbox.server'
import * as loginLink from './$kind.$id.mail.login-link'
import { answer, call, makeAccount, makeAdministrator, openWorld, type TestWorld } from '../administration.fixture'
import * as owners from './owners'
import * as owner from './owners.$id'
import * as ownerChoices from './profile-filter.owners'
import type { LiveMessage } from '#app/live/types'
import { claimBonus } from '#modules/billing/index.server'
import { paymentsFor } from '#modules/billing/server/payments.server'
import { addTestCard, subscribe } from '#modules/billing/server/subscriptions.service.server'
import { billingAccountsOf, currentSubscription } from '#modules/billing/server/billing.repo.server'
import type { TestModePort } from '#modules/billing/server/test-mode/test-port.server'

describe('administrator owners API', () => {
  let world: TestWorld
  let token: string
  let acme: Awaited<ReturnType<typeof makeAccount>>
  let zeta: Awaited<ReturnType<typeof makeAccount>>
  let temp: Awaited<ReturnType<typeof makeAccount>>

  beforeAll(async () => {
    world = await openWorld()
    token = (await makeAdministrator(world.ctx)).token
    acme = await makeAccount(world.ctx, 'owner', { companyName: 'Acme Rockets', email: 'boss@acme.example', passwordHash: await hashPassword('secret-acme') })
    zeta = await makeAccount(world.ctx, 'owner', { companyName: 'Zeta', email: 'zeta@zeta.example', createdAt: new Date('2026-01-10T12:00:00Z') })
    temp = await makeAccount(world.ctx, 'owner', { companyName: '', email: 'someone@mailinator.com', verified: false })
    await createProfile(world.ctx, acme.account._id, { firstName: 'Ann' })
    await createProfile(world.ctx, acme.account._id, { firstName: 'Bob' })
  })
  afterAll(async () => world.close())

  const list = async (search = '') => answer(await call(owners, world.ctx, { token, search }))

  it('lists owners as companies with profiles count, temporary-domain flag and no plan for a fresh owner', async () => {
    const { status, json } = await list('?sort=email&order=asc')
    expect(status).toBe(200)
    expect(json.result.total).toBe(3)
    expect(json.result.items.map((o: { email: string }) => o.email)).toEqual(['boss@acme.example', 'someone@mailinator.com', 'zeta@zeta.example'])
    const a = json.result.items[0]
    expect(a).toMatchObject({ id: acme.account._id, companyName: 'Acme Rockets', status: 'active', verified: true, isTmpOwner: false, profilesCount: 2, lastVisitAt: null })
    expect(a.subscribe).toEqual({
      status: 'none',
      plan: null,
      subscribe: null,
      latestInvoice: null,
      subscribeStartDate: null,
      subscribeEndDate: null,
      cancelAtPeriodEnd: false,
      unlimited: false,
      bonus: false,
    })
    expect(json.result.items[1]).toMatchObject({ isTmpOwner: true, verified: false, profilesCount: 0 })
    expect(a).not.toHaveProperty('passwordHash')
  })

  it('filters by search, status, creation dates and subscription; pages and getMany ids', async () => {
    expect((await list('?search=ROCKET')).json.result.items.map((o: { id: string }) => o.id)).toEqual([acme.account._id])
    expect((await list('?search=zeta.example')).json.result.total).toBe(1)
    expect((await list('?createdTo=2026-01-10')).json.result.items.map((o: { id: string }) => o.id)).toEqual([zeta.account._id])
    expect((await list('?createdFrom=2026-01-11')).json.result.total).toBe(2)
    expect((await list('?subscribe=none')).json.result.total).toBe(3)
    expect((await list('?subscribe=active')).json.result.total).toBe(0)
    expect((await list('?status=blocked')).json.result.total).toBe(0)
    const page = await list('?sort=email&order=asc&limit=1&offset=1')
    expect(page.json.result).toMatchObject({ total: 3, items: [{ email: 'someone@mailinator.com' }] })
    const many = await list(`?ids=${acme.account._id},${temp.account._id}`)
    expect(many.json.result.items.map((o: { id: string }) => o.id).sort()).toEqual([acme.account._id, temp.account._id].sort())
    for (const bad of [
      '?limit=101',
      '?limit=0',
      '?offset=-1',
      '?sort=passwordHash',
      '?order=up',
      '?status=deleted',
      '?createdFrom=yesterday',
      '?ids=nope',
      `?search=${'a'.repeat(101)}`,
    ]) {
      const refused = await list(bad)
      expect(refused.status, bad).toBe(400)
      expect(refused.json.error).toBe('invalidQuery')
    }
    // An impossible day is refused by name, not read as March 2.
    for (const field of ['createdFrom', 'createdTo']) {
      const refused = await list(`?${field}=2026-02-30`)
      expect(refused.status).toBe(400)
      expect(refused.json).toEqual({ error: 'invalidQuery', fields: { [field]: ['validation.invalid'] } })
    }
  })

  it('shows one owner, edits the company name, and refuses unknown fields and empty bodies with nothing changed', async () => {
    const one = await answer(await call(owner, world.ctx, { token, params: { id: zeta.account._id } }))
    expect(one.json.result).toMatchObject({ id: zeta.account._id, companyName: 'Zeta' })
    const edited = await answer(await call(owner, world.ctx, { method: 'PATCH', token, params: { id: zeta.account._id }, body: { companyName: '  Zeta Group ' } }))
    expect(edited.json.result.companyName).toBe('Zeta Group')
    for (const body of [{}, { email: 'x@y.z' }, { status: 'deleted' }, { companyName: 'x'.repeat(201) }, { verified: true }]) {
      const refused = await answer(await call(owner, world.ctx, { method: 'PATCH', token, params: { id: zeta.account._id }, body }))
      expect(refused.status, JSON.stringify(body)).toBe(400)
    }
    expect((await answer(await call(owner, world.ctx, { token, params: { id: zeta.account._id } }))).json.result.companyName).toBe('Zeta Group')
    expect((await call(owner, world.ctx, { token, params: { id: 'f'.repeat(24) } })).status).toBe(404)
  })

  it('blocking ends the owner’s sessions and refuses sign-in until unblocked', async () => {
    expect((await call(selfApi, world.ctx, { token: acme.token, params: { area: 'owner' } })).status).toBe(200)
    expect((await call(loginLink, world.ctx, { method: 'POST', token, params: { kind: 'owners', id: acme.account._id } })).status).toBe(200)
    await world.services.jobs.drain()
    const [mail] = await listOutbox(world.services.store, world.ctx.tenant._id, { to: 'boss@acme.example' })
    const linkToken = /magic-link\/([A-Za-z0-9_-]+)/.exec(mail.text)![1]
    const blocked = await answer(await call(owner, world.ctx, { method: 'PATCH', token, params: { id: acme.account._id }, body: { status: 'blocked' } }))
    expect(blocked.json.result.status).toBe('blocked')
    expect((await call(selfApi, world.ctx, { token: acme.token, params: { area: 'owner' } })).status).toBe(401)
    expect(await checkPassword(world.ctx, 'owner', 'boss@acme.example', 'secret-acme')).toEqual({ ok: false, error: 'auth:account_blocked' })
    // A link mailed before the block says the account is blocked.
    const page = await call(magicLinkPage, world.ctx, { params: { area: 'owner', token: linkToken } })
    expect(await page.json()).toMatchObject({ ok: false, error: 'auth:account_blocked' })
    expect((await list('?status=blocked')).json.result.total).toBe(1)
    await call(owner, world.ctx, { method: 'PATCH', token, params: { id: acme.account._id }, body: { status: 'active' } })
    expect((await checkPassword(world.ctx, 'owner', 'boss@acme.example', 'secret-acme')).ok).toBe(true)
    // The old session stays ended: unblocking does not bring it back.
    expect((await call(selfApi, world.ctx, { token: acme.token, params: { area: 'owner' } })).status).toBe(401)
  })

  it('the profile filter’s owner select names each owner by company, else address', async () => {
    const { json } = await answer(await call(ownerChoices, world.ctx, { token }))
    expect(json.result.total).toBe(3)
    expect(json.result.items.map((o: { name: string }) => o.name)).toEqual(['Acme Rockets', 'someone@mailinator.com', 'Zeta Group'])
    expect((await answer(await call(ownerChoices, world.ctx, { token, search: '?search=zeta' }))).json.result.items).toHaveLength(1)
  })

  it('deletes one owner (sessions end, sign-in says deleted) and many, leaving unknown ids out', async () => {
    const extra = await makeAccount(world.ctx, 'owner', { companyName: 'Gone' })
    const deleted = await answer(await call(owner, world.ctx, { method: 'DELETE', token, params: { id: extra.account._id } }))
    expect(deleted.json.result).toMatchObject({ id: extra.account._id, companyName: 'Gone' })
    expect((await call(selfApi, world.ctx, { token: extra.token, params: { area: 'owner' } })).status).toBe(401)
    expect((await call(owner, world.ctx, { token, params: { id: extra.account._id } })).status).toBe(404)
    const many = await answer(await call(owners, world.ctx, { method: 'DELETE', token, body: { ids: [temp.account._id, extra.account._id, 'f'.repeat(24)] } }))
    expect(many.json.result).toEqual({ ids: [temp.account._id] })
    expect((await list()).json.result.total).toBe(2)
    expect((await call(owners, world.ctx, { method: 'DELETE', token, body: { ids: [] } })).status).toBe(400)
  })

  it("shows each owner's plan from billing (a subscription, 'unlimited', a bonus seat), filters by it, and grants or takes back 'unlimited'", async () => {
    const extra = await Promise.all([1, 2, 3].map((i) => makeAccount(world.ctx, 'owner', { email: `plan${i}@plans.example`, companyName: `Plans ${i}` })))
    const [paying, given, seated] = extra.map((e) => e.account)
    // A paying owner: a card and LITE_7D on the embedded test-mode provider.
    const port = paymentsFor(world.services, world.ctx.tenant._id) as TestModePort
    expect(await addTestCard(world.ctx, port, paying, { number: '4242424242424242', exp_month: 12, exp_year: 2034, cvc: '123' }, 'admin-test')).toEqual({ ok: true })
    expect(await subscribe(world.ctx, port, paying, 'LITE_7D', 'rub')).toEqual({ ok: true })
    expect(await claimBonus(world.ctx, seated._id)).toEqual({ ok: true })
    // 'unlimited' by the administrator, zod-checked; the owner's open pages hear the new rules.
    const heard: LiveMessage[] = []
    const stop = world.services.live.subscribe({ tenantId: world.ctx.tenant._id, userId: given._id }, (m) => heard.push(m))
    await stop.ready
    for (const body of [{ unlimited: 'yes' }, { unlimited: 1 }, { unlimited: null }]) {
      expect((await call(owner, world.ctx, { method: 'PATCH', token, params: { id: given._id }, body })).status, JSON.stringify(body)).toBe(400)
    }
    const granted = await answer(await call(owner, world.ctx, { method: 'PATCH', token, params: { id: given._id }, body: { unlimited: true } }))
    expect(granted.json.result.subscribe).toMatchObject({ status: 'active', plan: 'unlimited', unlimited: true, subscribeEndDate: null })
    expect(heard.find((m) => m.kind === 'syncAccessRules')).toMatchObject({ rules: { allowTeamsWrite: true, maxTeams: 20, showExpertise: true } })
    stop()

    const byId = async (ids: string[]) => (await list(`?ids=${ids.join(',')}`)).json.result.items as { id: string; subscribe: Record<string, unknown> }[]
    const views = Object.fromEntries((await byId([paying._id, given._id, seated._id])).map((o) => [o.id, o.subscribe]))
    expect(views[paying._id]).toMatchObject({
      status: 'active',
      plan: 'teams',
      subscribe: 'LITE_7D',
      latestInvoice: expect.any(String),
      cancelAtPeriodEnd: false,
      unlimited: false,
    })
    expect(new Date(String(views[paying._id].subscribeEndDate)).getTime() - new Date(String(views[paying._id].subscribeStartDate)).getTime()).toBe(7 * 86_400_000)
    expect(views[seated._id]).toMatchObject({ status: 'active', plan: 'bonus', subscribe: 'FULL_120M_T4', bonus: true, subscribeEndDate: expect.any(String) })

    const idsOf = async (q: string) => ((await list(`${q}&search=plans.example`)).json.result.items as { id: string }[]).map((o) => o.id).sort()
    expect(await idsOf('?subscribe=active')).toEqual([paying._id])
    expect(await idsOf('?subscribe=unlimited')).toEqual([given._id])
    expect(await idsOf('?subscribe=bonus')).toEqual([seated._id])
    expect(await idsOf('?subscribe=past_due')).toEqual([])
    expect(await idsOf('?subscribe=none')).toEqual([])
    expect((await list('?subscribe=gold')).status).toBe(400)

    // Taken back: the owner is on basic again; the other fields stay as they were.
    const taken = await answer(await call(owner, world.ctx, { method: 'PATCH', token, params: { id: given._id }, body: { unlimited: false, companyName: 'Plans two' } }))
    expect(taken.json.result).toMatchObject({ companyName: 'Plans two', subscribe: { status: 'none', plan: null, unlimited: false } })
    expect(await idsOf('?subscribe=none')).toEqual([given._id])
  })

  it('deleting a paying owner, one or many, cancels the subscription at once first: the card is charged no more', async () => {
    const port = paymentsFor(world.services, world.ctx.tenant._id) as TestModePort
    const paying = await Promise.all([1, 2].map((i) => makeAccount(world.ctx, 'owner', { email: `gone${i}@deleted.example` })))
    for (const { account } of paying) {
      expect(await addTestCard(world.ctx, port, account, { number: '4242424242424242', exp_month: 12, exp_year: 2034, cvc: '123' }, 'deleted')).toEqual({ ok: true })
      expect(await subscribe(world.ctx, port, account, 'LITE_7D', 'rub')).toEqual({ ok: true })
    }
    const [one, many] = paying.map((p) => p.account._id)
    await answer(await call(owner, world.ctx, { method: 'DELETE', token, params: { id: one } }))
    await answer(await call(owners, world.ctx, { method: 'DELETE', token, body: { ids: [many] } }))
    for (const ownerId of [one, many]) {
      expect(currentSubscription(await billingAccountsOf(world.ctx).findOne({ ownerId }))).toMatchObject({ status: 'canceled' })
    }
  })
})
