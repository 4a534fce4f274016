// The phone's pair check (/owner-mobile/p2p, /love-mobile/p2p; ADR 043), called as the web server
// calls it on the inline queue: each area needs its own session; a run started under love-mobile is
// the love variant on a work host; another owner's or tenant's id is a 404 and changes nothing; a bad
// form is a 400 with its message key; a locked result leaves the server as its headline only; a love
// result is shared and withdrawn from the phone; a locked report is bought there with the default card.
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { EXAMPLE_ANSWERS } from '#engine/scoring/example-answers'
import type { AppContext } from '#app/context'
import type { Account } from '#modules/accounts/index.server'
import { startSession } from '#modules/accounts/server/session.server'
import type { MobileArea } from '#modules/accounts/server/areas'
import { makeOwner, openWorld, type TestWorld } from '#modules/profiles/profiles.fixture'
import { makeUnlimitedOwner } from '#modules/billing/plan.fixture'
import { billingIndexes } from '#modules/billing/server/indexes'
import { paymentsFor } from '#modules/billing/server/payments.server'
import { saveFormCard } from '#modules/billing/server/api.server'
import type { ProfileDoc } from '#modules/profiles/index.server'
import { callApi, callPage, cookieFor, makeFilledProfile } from '../p2p.fixture'
import * as page from './mobile.p2p.$id'
import * as apiList from '../api/owner.p2p'

async function mobileCookie(ctx: AppContext, owner: Account, area: MobileArea) {
  const res = await startSession(new Request(`http://localhost/${area}/login`), ctx, area, owner._id, `/${area}/p2p`)
  return res.headers.get('Set-Cookie')!.split(';')[0]
}

describe('the mobile pair check page', () => {
  let world: TestWorld
  let a: { owner: Account; token: string }
  let basic: { owner: Account; token: string }
  let foreign: { owner: Account; token: string }
  let ann: ProfileDoc
  let ben: ProfileDoc
  const cookies = {} as Record<MobileArea, string>

  const snapshot = async () => JSON.stringify(await world.services.store.collection('p2p_requests').find({}, { sort: { _id: 1 } }))
  const idFrom = (res: Response) =>
    res.headers
      .get('Location')!
      .replace(/^.*\/p2p\//, '')
      .replace(/\?.*$/, '')
  const get = (area: MobileArea, id?: string, cookie = cookies[area], ctx = world.ctx) =>
    callPage(ctx, page, cookie, `/${area}/p2p${id ? `/${id}` : ''}`, { area, ...(id ? { id } : {}) })
  const start = (area: MobileArea, form: Record<string, string>, cookie = cookies[area]) =>
    callPage(world.ctx, page, cookie, `/${area}/p2p`, { area }, { intent: 'start', ...form })

  beforeAll(async () => {
    world = await openWorld()
    a = await makeUnlimitedOwner(world.ctx)
    basic = await makeOwner(world.ctx)
    foreign = await makeOwner(world.otherCtx)
    for (const area of ['owner-mobile', 'love-mobile'] as const) cookies[area] = await mobileCookie(world.ctx, a.owner, area)
    ann = await makeFilledProfile(world.ctx, a.owner._id, 'Ann', EXAMPLE_ANSWERS.seasoned)
    ben = await makeFilledProfile(world.ctx, a.owner._id, 'Ben', EXAMPLE_ANSWERS.graduate)
  })
  afterAll(async () => world.close())

  it('sends a session of another area (the desktop owner, the other mobile area) to this area’s own login', async () => {
    const desktop = await cookieFor(world.ctx, a.owner)
    for (const [area, cookie] of [
      ['owner-mobile', desktop],
      ['love-mobile', desktop],
      ['owner-mobile', cookies['love-mobile']],
      ['love-mobile', cookies['owner-mobile']],
    ] as const) {
      const res = await get(area, undefined, cookie)
      expect(res.status).toBe(302)
      expect(res.headers.get('Location')).toBe(`/${area}/login?redirectTo=${encodeURIComponent(`/${area}/p2p`)}`)
    }
  })

  it('starts a love run under love-mobile on a work host, and a work run under owner-mobile', async () => {
    expect(world.ctx.tenant.variant ?? 'work').toBe('work')
    for (const [area, variant] of [
      ['love-mobile', 'love'],
      ['owner-mobile', 'work'],
    ] as const) {
      const started = await start(area, { left: ann._id, right: ben._id })
      expect(started.status).toBe(302)
      const id = idFrom(started)
      expect(started.headers.get('Location')).toBe(`/${area}/p2p/${id}?started`)
      await world.services.jobs.drain()
      const view = (await (await get(area, id)).json()) as any
      expect(view.running).toBe(false)
      expect(view.pair.run).toMatchObject({ status: 'done', percent: 100 })
      expect(view.pair.result).toMatchObject({ locked: false, pair: { variant }, texts: { summary: expect.any(String) } })
      // A rerun from the result keeps the area's variant.
      expect((await callPage(world.ctx, page, cookies[area], `/${area}/p2p/${id}`, { area, id }, {})).status).toBe(302)
      await world.services.jobs.drain()
      expect(((await (await get(area, id)).json()) as any).pair.result.pair.variant).toBe(variant)
    }
  })

  it('shares a love result from the phone and withdraws it; a work result offers no share', async () => {
    const love = idFrom(await start('love-mobile', { left: ann._id, right: ben._id }))
    const work = idFrom(await start('owner-mobile', { left: ann._id, right: ben._id }))
    await world.services.jobs.drain()
    expect(((await (await get('owner-mobile', work)).json()) as any).share).toBeNull()
    expect(((await (await get('love-mobile', love)).json()) as any).share).toEqual({ link: null, flag: null })
    const post = (intent: string) => callPage(world.ctx, page, cookies['love-mobile'], `/love-mobile/p2p/${love}`, { area: 'love-mobile', id: love }, { intent })
    const shared = await post('share')
    expect(shared.headers.get('Location')).toBe(`/love-mobile/p2p/${love}?shared#share-title`)
    const view = (await (await get('love-mobile', love)).json()) as any
    expect(view.share.link.url).toMatch(/\/result\/[A-Za-z0-9_-]+\.[A-Za-z0-9_-]+$/)
    expect(view.pair.run.status).toBe('done')
    expect((await post('revokeShare')).headers.get('Location')).toBe(`/love-mobile/p2p/${love}?unshared#share-title`)
    expect(((await (await get('love-mobile', love)).json()) as any).share.link).toBeNull()
  })

  it('lists more than 50 checks by pages (?page=N), in both areas, rather than cutting the older ones off', async () => {
    const many = await makeOwner(world.ctx)
    const ids: string[] = []
    for (let i = 0; i < 51; i++) ids.push(((await (await callApi(world.ctx, apiList, 'POST', many.token, {}, {})).json()) as any).result.id)
    for (const area of ['owner-mobile', 'love-mobile'] as const) {
      const cookie = await mobileCookie(world.ctx, many.owner, area)
      const load = async (query: string) => (await (await callPage(world.ctx, page, cookie, `/${area}/p2p${query}`, { area })).json()) as any
      const first = await load('')
      expect(first.list).toHaveLength(50)
      expect(first.listPage).toEqual({ page: 1, pages: 2, total: 51, from: 1, to: 50 })
      const second = await load('?page=2')
      expect(second.listPage).toEqual({ page: 2, pages: 2, total: 51, from: 51, to: 51 })
      expect(new Set([...first.list, ...second.list].map((p: { id: string }) => p.id))).toEqual(new Set(ids))
    }
  })

  it('refuses a bad form with a 400 and its message key, and writes nothing', async () => {
    const before = await snapshot()
    for (const [form, message] of [
      [{ left: ann._id, right: ann._id }, 'p2p:errors.samePerson'],
      [{ left: ann._id }, 'p2p:errors.needBoth'],
      // Nobody chosen (the browser's `required` bypassed): no «— + —» check is stored.
      [{}, 'p2p:errors.needBoth'],
      [{ intent: 'save' }, 'p2p:errors.needSomeone'],
      [{ left: 'x'.repeat(5000), right: ben._id }, 'p2p:errors.invalidProfile'],
      [{ left: ann._id, right: 'ffffffffffffffffffffffff' }, 'p2p:errors.actors_ineligible'],
    ] as const) {
      for (const area of ['owner-mobile', 'love-mobile'] as const) {
        const res = await start(area, form)
        expect(res.status).toBe(400)
        expect(((await res.json()) as { errors: string[] }).errors).toContain(message)
      }
    }
    expect(await snapshot()).toBe(before)
  })

  it('answers 404 for another owner’s or tenant’s pair, and runs nothing', async () => {
    const mine = idFrom(await start('owner-mobile', { left: ann._id, right: ben._id }))
    await world.services.jobs.drain()
    const before = await snapshot()
    const other = await mobileCookie(world.ctx, basic.owner, 'owner-mobile')
    const otherTenant = await mobileCookie(world.otherCtx, foreign.owner, 'owner-mobile')
    for (const [ctx, cookie] of [
      [world.ctx, other],
      [world.otherCtx, otherTenant],
    ] as const) {
      expect((await get('owner-mobile', mine, cookie, ctx)).status).toBe(404)
      expect((await callPage(ctx, page, cookie, `/owner-mobile/p2p/${mine}`, { area: 'owner-mobile', id: mine }, {})).status).toBe(404)
      const list = (await (await get('owner-mobile', undefined, cookie, ctx)).json()) as any
      expect(list.list.map((p: { id: string }) => p.id)).not.toContain(mine)
    }
    expect(await snapshot()).toBe(before)
    expect((await get('owner-mobile', 'nope')).status).toBe(404)
  })

  it('shows a basic-plan owner the headline of a locked result only (ADR 039)', async () => {
    const cookie = await mobileCookie(world.ctx, basic.owner, 'love-mobile')
    const cat = await makeFilledProfile(world.ctx, basic.owner._id, 'Cat', EXAMPLE_ANSWERS.seasoned)
    const dan = await makeFilledProfile(world.ctx, basic.owner._id, 'Dan', EXAMPLE_ANSWERS.graduate)
    const id = idFrom(await start('love-mobile', { left: cat._id, right: dan._id }, cookie))
    await world.services.jobs.drain()
    const view = (await (await get('love-mobile', id, cookie)).json()) as any
    expect(view.pair.result).toMatchObject({ locked: true, summary: expect.any(String), compatibility: { median: expect.any(Number) } })
    expect(view.pair.result.pair).toBeUndefined()
    expect(view.lock).toMatchObject({ amount: expect.any(Number) })
  })

  it('buys a locked report in one press with the default card: a card that fails buys nothing (402, SPEC §8 reason), one that pays opens it', async () => {
    await world.services.store.ensureIndexes(billingIndexes)
    const cookie = await mobileCookie(world.ctx, basic.owner, 'owner-mobile')
    const eve = await makeFilledProfile(world.ctx, basic.owner._id, 'Eve', EXAMPLE_ANSWERS.seasoned)
    const fay = await makeFilledProfile(world.ctx, basic.owner._id, 'Fay', EXAMPLE_ANSWERS.graduate)
    const id = idFrom(await start('owner-mobile', { left: eve._id, right: fay._id }, cookie))
    await world.services.jobs.drain()
    const press = () => callPage(world.ctx, page, cookie, `/owner-mobile/p2p/${id}`, { area: 'owner-mobile', id }, { intent: 'buyReport' })
    const view = async () => (await (await get('owner-mobile', id, cookie)).json()) as any
    const port = paymentsFor(world.services, world.ctx.tenant._id)
    const saveCard = (number: string) => saveFormCard(world.ctx, port, basic.owner, { number, exp_month: 12, exp_year: 2034, cvc: '123' })

    // No card yet: nothing to press with.
    const none = await press()
    expect(none.status).toBe(400)
    expect(await none.json()).toMatchObject({ refusal: 'noCard' })
    // A card that saves but cannot pay.
    expect((await saveCard('4000000000000341')).ok).toBe(true)
    expect((await view()).lock.card).toMatchObject({ last4: '0341' })
    const refused = await press()
    expect(refused.status).toBe(402)
    expect(await refused.json()).toMatchObject({ intent: 'buyReport', refusal: 'cardWasDeclined' })
    expect((await view()).pair.result.locked).toBe(true)
    // The default card that pays: back to the phone's page, the report open.
    expect((await saveCard('4242424242424242')).ok).toBe(true)
    const paid = await press()
    expect(paid.status).toBe(302)
    expect(paid.headers.get('Location')).toBe(`/owner-mobile/p2p/${id}?unlocked`)
    const open = (await (await callPage(world.ctx, page, cookie, `/owner-mobile/p2p/${id}?unlocked`, { area: 'owner-mobile', id })).json()) as any
    expect(open.pair).toMatchObject({ unlocked: true, result: { locked: false } })
    // Bought once: another press charges nothing and goes back.
    expect((await press()).status).toBe(302)
    expect((await world.services.store.collection('testpay_intents').find({ status: 'succeeded' })).length).toBe(1)
    // Another owner's phone cannot buy it.
    const stranger = await mobileCookie(world.ctx, a.owner, 'owner-mobile')
    expect((await callPage(world.ctx, page, stranger, `/owner-mobile/p2p/${id}`, { area: 'owner-mobile', id }, { intent: 'buyReport' })).status).toBe(404)
  })

  it('refuses an unknown area segment with a 404', async () => {
    const res = await callPage(world.ctx, page, cookies['owner-mobile'], '/owner/p2p', { area: 'owner' })
    expect(res.status).toBe(404)
  })
})
