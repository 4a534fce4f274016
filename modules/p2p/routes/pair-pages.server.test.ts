// The pair check page and its API twins, called as the web server calls them, on the inline queue:
// an owner creates, runs, reads, changes and deletes a pair request; another owner and another
// tenant can neither read, run, change nor delete it, through the page or the API (404, nothing changes).
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { EXAMPLE_ANSWERS } from '#engine/scoring/example-answers'
import type { Account } from '#modules/accounts/index.server'
import { listHistory } from '#modules/history/index.server'
import { makeOwner, openWorld, type TestWorld } from '#modules/profiles/profiles.fixture'
import { makeUnlimitedOwner } from '#modules/billing/plan.fixture'
import type { ProfileDoc } from '#modules/profiles/index.server'
import { deleteProfile } from '#modules/profiles/server/profiles.service.server'
import { callApi, callPage, cookieFor, makeFilledProfile } from '../p2p.fixture'
import * as page from './owner.dashboard.p2p.$id'
import * as reportPage from './owner.dashboard.p2p.$id.report'
import * as sharePage from './owner.dashboard.p2p.$id.share'
import * as teamCheckPage from '#modules/teams/routes/owner.dashboard.team.$id'
import * as comparePage from '#modules/compare/routes/owner.dashboard.compare-teams.$id'
import * as apiList from '../api/owner.p2p'
import * as apiOne from '../api/owner.p2p.$id'
import * as apiRun from '../api/owner.p2p.$id.run'

const PAGE = '/owner/dashboard/p2p'

describe('pair check pages and API', () => {
  let world: TestWorld
  let a: { owner: Account; token: string }
  let b: { owner: Account; token: string }
  let foreign: { owner: Account; token: string }
  let cookieA: string
  let cookieB: string
  let ann: ProfileDoc
  let ben: ProfileDoc
  let boss: ProfileDoc
  let hidden: ProfileDoc

  const snapshot = async () => JSON.stringify(await world.services.store.collection('p2p_requests').find({}, { sort: { _id: 1 } }))
  const idFrom = (res: Response) =>
    res.headers
      .get('Location')!
      .replace(/^.*\/p2p\//, '')
      .replace(/\?.*$/, '')

  beforeAll(async () => {
    world = await openWorld()
    // A's plan shows the full report (the basic plan's lock: pair-report-lock.server.test.ts).
    a = await makeUnlimitedOwner(world.ctx)
    b = await makeOwner(world.ctx)
    foreign = await makeOwner(world.otherCtx)
    cookieA = await cookieFor(world.ctx, a.owner)
    cookieB = await cookieFor(world.ctx, b.owner)
    ann = await makeFilledProfile(world.ctx, a.owner._id, 'Ann', EXAMPLE_ANSWERS.seasoned)
    ben = await makeFilledProfile(world.ctx, a.owner._id, 'Ben', EXAMPLE_ANSWERS.graduate)
    boss = await makeFilledProfile(world.ctx, a.owner._id, 'Boss', EXAMPLE_ANSWERS.bereaved)
    // Another owner's profile with hidden details, attached to A's list: usable, details not shown.
    hidden = await makeFilledProfile(world.ctx, b.owner._id, 'Hilda', EXAMPLE_ANSWERS.leaver, { hideDetails: true, attachedOwnerIds: [a.owner._id] })
  })
  afterAll(async () => world.close())

  it('the pair check, quick team check and team comparison keep an unverified owner on the page, refused with 403 verifyAccount (their boundary names the page)', async () => {
    const cookie = await cookieFor(world.ctx, (await makeOwner(world.ctx, { verified: false })).owner)
    for (const [mod, path] of [
      [page, PAGE],
      [teamCheckPage, '/owner/dashboard/team'],
      [comparePage, '/owner/dashboard/compare-teams'],
    ] as const) {
      const res = await callPage(world.ctx, mod as never, cookie, path, {})
      expect(res.status).toBe(403)
      expect(await res.json()).toEqual({ error: 'verifyAccount' })
    }
  })

  it("the pair's report and share pages keep an unverified owner on the page too, 403 verifyAccount before any pair is looked up (ADR 039, amended)", async () => {
    const cookie = await cookieFor(world.ctx, (await makeOwner(world.ctx, { verified: false })).owner)
    for (const [mod, sub] of [
      [reportPage, 'report'],
      [sharePage, 'share'],
    ] as const) {
      // An unverified owner has no pair checks: any id, a made-up one included, answers the same.
      const res = await callPage(world.ctx, mod as never, cookie, `${PAGE}/000000000000000000000000/${sub}`, { id: '000000000000000000000000' })
      expect(res.status).toBe(403)
      expect(res.headers.get('Location')).toBeNull()
      expect(await res.json()).toEqual({ error: 'verifyAccount' })
    }
  })

  it('creates a request, runs it, shows the state and then the result, and keeps it in the list', async () => {
    const created = await callPage(world.ctx, page, cookieA, PAGE, {}, { left: ann._id, right: hidden._id, mode: 'remote', hours: '2', intent: 'save' })
    expect(created.status).toBe(302)
    const id = idFrom(created)
    const form = (await (await callPage(world.ctx, page, cookieA, `${PAGE}/${id}`, { id })).json()) as any
    expect(form.pair).toMatchObject({
      status: 'created',
      mode: 'remote',
      hours: 2,
      actors: [
        { id: ann._id, name: 'Ann Test' },
        { id: hidden._id, name: 'Hilda Test' },
      ],
    })
    expect(form.pair.startDay).toMatch(/^\d{4}-\d{2}-01$/)
    // Hidden details never reach the page: the name only.
    expect(JSON.stringify(form)).not.toContain('hilda@example.com')

    const started = await callPage(
      world.ctx,
      page,
      cookieA,
      `${PAGE}/${id}`,
      { id },
      { left: ann._id, right: hidden._id, manager: boss._id, mode: 'remote', hours: '2', intent: 'start' }
    )
    expect(started.status).toBe(302)
    expect(started.headers.get('Location')).toBe(`${PAGE}/${id}?started`)
    await world.services.jobs.drain()

    const done = (await (await callPage(world.ctx, page, cookieA, `${PAGE}/${id}`, { id })).json()) as any
    expect(done.pair.status).toBe('computed')
    expect(done.pair.run).toMatchObject({ status: 'done', percent: 100, phase: 5, message: 11 })
    expect(done.pair.manager).toEqual({ id: boss._id, name: 'Boss Test' })
    expect(done.pair.result).toMatchObject({
      names: { left: 'Ann Test', right: 'Hilda Test', manager: 'Boss Test' },
      engineVersion: expect.any(String),
      inputsHash: expect.stringMatching(/^[0-9a-f]{64}$/),
    })
    const c = done.pair.result.pair.compatibility
    // The page gets the texts in its language and the daily series at one decimal.
    expect(done.pair.result.texts).toMatchObject({ lang: world.ctx.lng, source: 'composer', summary: expect.any(String), limits: expect.any(Array) })
    expect(done.pair.result.pair.series.leftToRight.median.every((x: number) => Math.round(x * 10) === x * 10)).toBe(true)
    expect(c.p10).toBeLessThanOrEqual(c.median)
    expect(c.median).toBeLessThanOrEqual(c.p90)
    expect(await listHistory(world.services, { tenantId: 'work', ownerId: a.owner._id })).toEqual([expect.objectContaining({ id, type: 'p2p', title: 'Ann Test + Hilda Test' })])

    const list = (await (await callPage(world.ctx, page, cookieA, PAGE, {})).json()) as any
    expect(list.list).toEqual([expect.objectContaining({ id, title: 'Ann Test + Hilda Test', status: 'computed', compatibility: Math.round(c.median) })])
  })

  it('a rerun keeps the old result until the new one is stored', async () => {
    const res = await callApi(world.ctx, apiList, 'POST', a.token, {}, { left: ann._id, right: ben._id })
    expect(res.status).toBe(201)
    const { result: created } = (await res.json()) as any
    expect(created).toMatchObject({ mode: 'office', hours: 5, status: 'created' })
    const first = (await (await callApi(world.ctx, apiRun, 'PUT', a.token, { id: created.id })).json()) as any
    expect(first.result.ruid).toEqual(expect.any(String))
    await world.services.jobs.drain()
    const before = (await (await callApi(world.ctx, apiOne, 'GET', a.token, { id: created.id })).json()) as any
    expect(before.result.result.ruid).toBe(first.result.ruid)

    // Started but not yet computed (the queue is not drained): the old result is still there.
    const second = (await (await callApi(world.ctx, apiRun, 'PUT', a.token, { id: created.id })).json()) as any
    const during = (await (await callApi(world.ctx, apiOne, 'GET', a.token, { id: created.id })).json()) as any
    expect(during.result.status).toBe('queued')
    expect(during.result.ruid).toBe(second.result.ruid)
    expect(during.result.result.ruid).toBe(first.result.ruid)
    expect(during.result.run).toMatchObject({ ruid: second.result.ruid, status: expect.stringMatching(/^(queued|running)$/), percent: expect.any(Number) })
    // The page says the same, and that the old result stays while the new one computes.
    const pageDuring = (await (await callPage(world.ctx, page, cookieA, `${PAGE}/${created.id}`, { id: created.id })).json()) as any
    expect(pageDuring.pair.run.status).toMatch(/^(queued|running)$/)
    expect(pageDuring.pair.result.ruid).toBe(first.result.ruid)
    await world.services.jobs.drain()
    const after = (await (await callApi(world.ctx, apiOne, 'GET', a.token, { id: created.id })).json()) as any
    expect(after.result).toMatchObject({ status: 'computed', result: { ruid: second.result.ruid } })
  })

  it('a manager deleted since is no manager: Update the result runs the pair the page shows, without one', async () => {
    const gone = await makeFilledProfile(world.ctx, a.owner._id, 'Gone', EXAMPLE_ANSWERS.graduate)
    const { result: created } = (await (await callApi(world.ctx, apiList, 'POST', a.token, {}, { left: ann._id, right: ben._id, manager: gone._id })).json()) as any
    await callApi(world.ctx, apiRun, 'PUT', a.token, { id: created.id })
    await world.services.jobs.drain()
    expect(await deleteProfile(world.ctx, a.owner._id, gone._id)).toBe(true)
    const shown = (await (await callPage(world.ctx, page, cookieA, `${PAGE}/${created.id}`, { id: created.id })).json()) as any
    expect(shown.pair.manager).toBeNull()
    // Refused before with «choose two different people…» although the form showed both and no manager.
    const rerun = await callPage(world.ctx, page, cookieA, `${PAGE}/${created.id}`, { id: created.id }, { intent: 'rerun' })
    expect(rerun.status).toBe(302)
    await world.services.jobs.drain()
    const after = (await (await callApi(world.ctx, apiOne, 'GET', a.token, { id: created.id })).json()) as any
    expect(after.result).toMatchObject({ status: 'computed', manager: null, result: { names: { left: 'Ann Test', right: 'Ben Test', manager: null } } })
  })

  it('lists more than 50 checks on pages rather than cutting the older ones off', async () => {
    const many = await makeUnlimitedOwner(world.ctx)
    const cookie = await cookieFor(world.ctx, many.owner)
    const ids: string[] = []
    for (let i = 0; i < 52; i++) ids.push(((await (await callApi(world.ctx, apiList, 'POST', many.token, {}, {})).json()) as any).result.id)
    const load = async (query: string) => (await (await callPage(world.ctx, page, cookie, `${PAGE}${query}`, {})).json()) as any
    const first = await load('')
    expect(first.list).toHaveLength(50)
    expect(first.listPage).toEqual({ page: 1, pages: 2, total: 52, from: 1, to: 50 })
    const second = await load('?page=2')
    expect(second.listPage).toEqual({ page: 2, pages: 2, total: 52, from: 51, to: 52 })
    expect(new Set([...first.list, ...second.list].map((p: { id: string }) => p.id))).toEqual(new Set(ids))
    // A page past the end, or not a number, is the nearest page there is.
    expect((await load('?page=99')).listPage.page).toBe(2)
    expect((await load('?page=x')).listPage.page).toBe(1)

    // The API pages as GET /profiles does (ADR 060): limit (50 by default, at most 100) and offset, with the total.
    const api = async (query: string) => {
      const res = await callApi(world.ctx, apiList, 'GET', many.token, {}, undefined, `/api/v1/owner/p2p${query}`)
      return { status: res.status, body: (await res.json()) as any }
    }
    const firstApi = (await api('')).body.result
    expect(firstApi).toMatchObject({ total: 52, limit: 50, offset: 0 })
    expect(firstApi.items.map((p: { id: string }) => p.id)).toEqual(first.list.map((p: { id: string }) => p.id))
    const restApi = (await api('?offset=50')).body.result
    expect(restApi).toMatchObject({ total: 52, limit: 50, offset: 50 })
    expect(restApi.items.map((p: { id: string }) => p.id)).toEqual(second.list.map((p: { id: string }) => p.id))
    const byTwenty = [0, 20, 40].map((offset) => api(`?limit=20&offset=${offset}`))
    const parts = await Promise.all(byTwenty)
    expect(parts.map((p) => p.body.result.items.length)).toEqual([20, 20, 12])
    expect(new Set(parts.flatMap((p) => p.body.result.items.map((i: { id: string }) => i.id)))).toEqual(new Set(ids))
    expect((await api('?limit=100')).body.result.items).toHaveLength(52)
    expect((await api('?offset=60')).body.result).toMatchObject({ items: [], total: 52 })
    for (const query of ['?limit=0', '?limit=101', '?limit=x', '?offset=-1', '?offset=1.5']) {
      const refused = await api(query)
      expect(refused.status, query).toBe(400)
      expect(refused.body.error, query).toBe('invalidQuery')
    }
  })

  it('Update the result with a slot emptied since says both people are needed, as Start does', async () => {
    const { result: created } = (await (await callApi(world.ctx, apiList, 'POST', a.token, {}, { left: ann._id, right: ben._id })).json()) as any
    await callApi(world.ctx, apiRun, 'PUT', a.token, { id: created.id })
    await world.services.jobs.drain()
    await callApi(world.ctx, apiOne, 'PATCH', a.token, { id: created.id }, { right: null })
    const rerun = await callPage(world.ctx, page, cookieA, `${PAGE}/${created.id}`, { id: created.id }, { intent: 'rerun' })
    expect(rerun.status).toBe(400)
    expect(((await rerun.json()) as any).result.error).toEqual({ '': ['p2p:errors.needBoth'] })
  })

  it('changes and deletes a request through the API; PATCH null empties a slot and keeps the rest, the manager included', async () => {
    const { result: created } = (await (await callApi(world.ctx, apiList, 'POST', a.token, {}, { left: ann._id, right: ben._id, manager: boss._id, mode: 'remote' })).json()) as any
    const patch = async (body: unknown) => (await (await callApi(world.ctx, apiOne, 'PATCH', a.token, { id: created.id }, body)).json()) as any
    const patched = await patch({ hours: 0.5, right: null })
    expect(patched.result).toMatchObject({ hours: 0.5, mode: 'remote', actors: [{ id: ann._id }, null], manager: { id: boss._id } })
    expect((await callApi(world.ctx, apiRun, 'PUT', a.token, { id: created.id })).status).toBe(400)
    // The slot filled again: the same manager, ready to run.
    expect((await patch({ right: ben._id })).result).toMatchObject({ hours: 0.5, mode: 'remote', actors: [{ id: ann._id }, { id: ben._id }], manager: { id: boss._id } })
    // The manager moved into a slot is no longer the manager; a manager named beside an empty slot is refused.
    expect((await patch({ right: boss._id })).result).toMatchObject({ actors: [{ id: ann._id }, { id: boss._id }], manager: null })
    const refused = await callApi(world.ctx, apiOne, 'PATCH', a.token, { id: created.id }, { right: null, manager: ben._id })
    expect(refused.status).toBe(400)
    expect((await patch({ right: ben._id, manager: boss._id })).result).toMatchObject({ actors: [{ id: ann._id }, { id: ben._id }], manager: { id: boss._id } })
    const replaced = (await (await callApi(world.ctx, apiOne, 'POST', a.token, { id: created.id }, { left: ben._id, right: ann._id, mode: 'remote' })).json()) as any
    expect(replaced.result).toMatchObject({ mode: 'remote', hours: 5, actors: [{ id: ben._id }, { id: ann._id }], manager: null })
    expect((await callApi(world.ctx, apiOne, 'DELETE', a.token, { id: created.id })).status).toBe(200)
    expect((await callApi(world.ctx, apiOne, 'GET', a.token, { id: created.id })).status).toBe(404)
  })

  it("PATCH refuses a manager beside an empty slot, or one person twice, with the answer POST gives (invalidBody and the field's message)", async () => {
    const { result: created } = (await (await callApi(world.ctx, apiList, 'POST', a.token, {}, { left: ann._id, right: ben._id })).json()) as any
    const before = await snapshot()
    const cases: [unknown, Record<string, string[]>][] = [
      [{ right: null, manager: boss._id }, { manager: ['p2p:errors.managerNeedsPair'] }],
      [{ right: ann._id }, { right: ['p2p:errors.samePerson'] }],
      [{ manager: ben._id }, { manager: ['p2p:errors.managerIsActor'] }],
    ]
    for (const [body, fields] of cases) {
      const patched = await callApi(world.ctx, apiOne, 'PATCH', a.token, { id: created.id }, body)
      expect(patched.status, JSON.stringify(body)).toBe(400)
      expect(await patched.json(), JSON.stringify(body)).toEqual({ error: 'invalidBody', fields })
    }
    // POST of the same shape answers the same.
    const posted = await callApi(world.ctx, apiList, 'POST', a.token, {}, { left: ann._id, manager: boss._id })
    expect(await posted.json()).toEqual({ error: 'invalidBody', fields: { manager: ['p2p:errors.managerNeedsPair'] } })
    expect(await snapshot()).toBe(before)
  })

  it('refuses a bad form or body without a 500 and without writing', async () => {
    const before = await snapshot()
    const forms: Record<string, string>[] = [
      { left: ann._id, right: ann._id },
      { manager: boss._id },
      { left: ann._id, right: ben._id, manager: ann._id },
      { left: ann._id, right: ben._id, hours: '11' },
      { left: 'x'.repeat(5000) },
      { left: ann._id, right: ben._id, mode: 'moon' },
    ]
    for (const form of forms) {
      const res = await callPage(world.ctx, page, cookieA, PAGE, {}, { ...form, intent: 'save' })
      expect(res.status, JSON.stringify(form).slice(0, 80)).toBe(400)
    }
    for (const body of [{ left: ann._id, right: ann._id }, { hours: 'many' }, { left: ann._id, extra: 1 }, [], 'x']) {
      expect((await callApi(world.ctx, apiList, 'POST', a.token, {}, body)).status).toBe(400)
    }
    // Another owner's own profile, not attached: not usable (SPEC §8 actors_ineligible).
    const notMine = await makeFilledProfile(world.ctx, b.owner._id, 'Nora')
    const res = await callApi(world.ctx, apiList, 'POST', a.token, {}, { left: ann._id, right: notMine._id })
    expect(res.status).toBe(400)
    expect(await res.json()).toEqual({ error: 'actors_ineligible' })
    expect(await snapshot()).toBe(before)
  })

  it('Start or Save with people missing says why and stores no «— + —» check, new or existing', async () => {
    const { result: mine } = (await (await callApi(world.ctx, apiList, 'POST', a.token, {}, { left: ann._id, right: ben._id })).json()) as any
    const before = await snapshot()
    const presses: [Record<string, string>, string][] = [
      [{ intent: 'start' }, 'p2p:errors.needBoth'],
      [{ intent: 'start', left: ann._id }, 'p2p:errors.needBoth'],
      [{ intent: 'start', right: ben._id, mode: 'remote' }, 'p2p:errors.needBoth'],
      [{ intent: 'save' }, 'p2p:errors.needSomeone'],
      [{ intent: 'save', mode: 'remote', hours: '2' }, 'p2p:errors.needSomeone'],
    ]
    for (const [form, message] of presses) {
      for (const [url, params] of [
        [PAGE, {}],
        [`${PAGE}/${mine.id}`, { id: mine.id }],
      ] as const) {
        const res = await callPage(world.ctx, page, cookieA, url, params, form)
        expect(res.status, `${url} ${JSON.stringify(form)}`).toBe(400)
        const body = (await res.json()) as any
        expect(body.result.error['']).toEqual([message])
        // What was typed comes back, so the form keeps it.
        expect(body.result.initialValue).toMatchObject(form)
      }
    }
    expect(await snapshot()).toBe(before)
  })

  it('another owner and another tenant can neither read, run, change nor delete it', async () => {
    const { result: mine } = (await (await callApi(world.ctx, apiList, 'POST', a.token, {}, { left: ann._id, right: ben._id })).json()) as any
    const id = mine.id as string
    const before = await snapshot()
    // Pages: B's session, and a session of the other tenant's owner.
    const cookieForeign = await cookieFor(world.otherCtx, foreign.owner)
    for (const [ctx, cookie] of [
      [world.ctx, cookieB],
      [world.otherCtx, cookieForeign],
    ] as const) {
      const read = await callPage(ctx, page, cookie, `${PAGE}/${id}`, { id })
      expect(read.status).toBe(404)
      expect(await read.json()).toEqual({ error: 'compatibilityNotExist' })
      for (const intent of ['start', 'save', 'rerun', 'delete']) {
        expect((await callPage(ctx, page, cookie, `${PAGE}/${id}`, { id }, { intent, left: ann._id, right: ben._id })).status).toBe(404)
      }
      const list = (await (await callPage(ctx, page, cookie, PAGE, {})).json()) as any
      expect(list.list.map((p: { id: string }) => p.id)).not.toContain(id)
    }
    for (const [ctx, token] of [
      [world.ctx, b.token],
      [world.otherCtx, foreign.token],
    ] as const) {
      expect((await callApi(ctx, apiOne, 'GET', token, { id })).status).toBe(404)
      expect((await callApi(ctx, apiOne, 'PATCH', token, { id }, { hours: 1 })).status).toBe(404)
      expect((await callApi(ctx, apiOne, 'POST', token, { id }, { hours: 1 })).status).toBe(404)
      expect((await callApi(ctx, apiOne, 'DELETE', token, { id })).status).toBe(404)
      expect((await callApi(ctx, apiRun, 'PUT', token, { id })).status).toBe(404)
      // Nor can they use A's profiles in a request of their own.
      expect((await callApi(ctx, apiList, 'POST', token, {}, { left: ann._id, right: ben._id })).status).toBe(400)
    }
    await world.services.jobs.drain()
    expect(await snapshot()).toBe(before)
    // A malformed id is the same 404.
    expect((await callPage(world.ctx, page, cookieA, `${PAGE}/nope`, { id: 'nope' })).status).toBe(404)
  })
})
