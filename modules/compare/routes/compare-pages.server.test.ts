// The comparison page and its API twins, called as the web server calls them, on the inline queue:
// an owner compares teams (the page's form, the team list's repeated sceneIds, the API), reads the
// rows with bands and leaders, lists and deletes comparisons; another owner and another tenant can
// neither read, start with, nor delete anything (404, nothing changes); bad input is 400 and writes
// nothing; a broken team is refused by its title.
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { COMPARE_INDICATORS } from '#engine/index'
import { EXAMPLE_ANSWERS } from '#engine/scoring/example-answers'
import type { Account } from '#modules/accounts/index.server'
import { listHistory } from '#modules/history/index.server'
import { makeOwner, openWorld, type TestWorld } from '#modules/profiles/profiles.fixture'
import { makeUnlimitedOwner } from '#modules/billing/plan.fixture'
import type { ProfileDoc } from '#modules/profiles/index.server'
import { profilesOf } from '#modules/profiles/server/profiles.repo.server'
import type { TeamDoc } from '#modules/teams/index.server'
import { callApi, callPage, cookieFor, makeFilledProfile } from '#modules/p2p/p2p.fixture'
import { makeTeam } from '../compare.fixture'
import { runStatesOf } from '../index.server'
import { comparisonsOf } from '../server/compare.repo.server'
import * as page from './owner.dashboard.compare-teams.$id'
import * as apiStart from '../api/owner.scenes.compare'
import * as apiOne from '../api/owner.scenes.compare.$id'

const PAGE = '/owner/dashboard/compare-teams'
const API = '/api/v1/owner/scenes/compare'

describe('team comparison page and API', () => {
  let world: TestWorld
  let a: { owner: Account; token: string }
  let b: { owner: Account; token: string }
  let foreign: { owner: Account; token: string }
  let cookieA: string
  let cookieB: string
  let people: ProfileDoc[]
  let strong: TeamDoc
  let weak: TeamDoc
  let third: TeamDoc
  let othersTeam: TeamDoc

  const snapshot = async () => JSON.stringify(await world.services.store.collection('compare_requests').find({}, { sort: { _id: 1 } }))
  const idFrom = (res: Response) =>
    res.headers
      .get('Location')!
      .replace(/^.*\/compare-teams\//, '')
      .replace(/\?.*$/, '')
  const start = (token: string, body: unknown) => callApi(world.ctx, apiStart, 'POST', token, {}, body, API)

  beforeAll(async () => {
    world = await openWorld()
    a = await makeUnlimitedOwner(world.ctx)
    b = await makeUnlimitedOwner(world.ctx)
    foreign = await makeUnlimitedOwner(world.otherCtx)
    cookieA = await cookieFor(world.ctx, a.owner)
    cookieB = await cookieFor(world.ctx, b.owner)
    people = []
    for (const [name, answers] of [
      ['Ann', EXAMPLE_ANSWERS.seasoned],
      ['Ben', EXAMPLE_ANSWERS.graduate],
      ['Cid', EXAMPLE_ANSWERS.bereaved],
      ['Dee', EXAMPLE_ANSWERS.leaver],
      ['Eve', EXAMPLE_ANSWERS.seasoned],
    ] as const) {
      people.push(await makeFilledProfile(world.ctx, a.owner._id, name, answers))
    }
    strong = await makeTeam(world.ctx, a.owner, 'Strong', people.slice(0, 3))
    weak = await makeTeam(world.ctx, a.owner, 'Weak', people.slice(1, 4))
    third = await makeTeam(world.ctx, a.owner, 'Third', people.slice(3, 5))
    const bob = await makeFilledProfile(world.ctx, b.owner._id, 'Bob', EXAMPLE_ANSWERS.seasoned)
    const bea = await makeFilledProfile(world.ctx, b.owner._id, 'Bea', EXAMPLE_ANSWERS.graduate)
    othersTeam = await makeTeam(world.ctx, b.owner, 'Not yours', [bob, bea])
  }, 60_000)
  afterAll(() => world?.close())

  it('compares teams chosen on the page: rows with scales of SPEC §3, bands, leaders and wins, a history entry and a list line', async () => {
    const sent = await callPage(world.ctx, page, cookieA, PAGE, {}, [
      ['sceneIds', strong._id],
      ['sceneIds', weak._id],
      ['intent', 'compare'],
    ])
    expect(sent.status).toBe(302)
    const id = idFrom(sent)
    expect(sent.headers.get('Location')).toBe(`${PAGE}/${id}?started`)
    // 'Comparison started' while it runs, and no more once it is done (the same address, reloaded).
    const startedPage = async () => ((await (await callPage(world.ctx, page, cookieA, `${PAGE}/${id}?started`, { id })).json()) as any).flag
    expect(await startedPage()).toBe('started')
    await world.services.jobs.drain()
    expect(await startedPage()).toBeNull()

    const data = (await (await callPage(world.ctx, page, cookieA, `${PAGE}/${id}`, { id })).json()) as any
    const c = data.comparison
    expect(c).toMatchObject({
      status: 'computed',
      teams: [
        { id: strong._id, title: 'Strong', exists: true },
        { id: weak._id, title: 'Weak', exists: true },
      ],
    })
    expect(c.run).toMatchObject({ status: 'done', percent: 100, runKind: 'compareTeams', subjectId: id })
    const rows = c.result.rows as any[]
    expect(rows.map((r) => r.indicator)).toEqual(COMPARE_INDICATORS)
    for (const r of rows) expect(r.values).toHaveLength(2)
    const cohesion = rows.find((r) => r.indicator === 'cohesion')
    expect(cohesion.bands[0].p10).toBeLessThanOrEqual(cohesion.bands[0].p90)
    expect(cohesion.leaders.length).toBeGreaterThan(0)
    expect(rows.find((r) => r.indicator === 'teamType').leaders).toEqual([])
    expect(c.result.wins).toHaveLength(2)
    // The page gets the rows only; the API the teams' summaries and what reproduces the result too.
    expect(c.result.summaries).toBeUndefined()

    expect(await listHistory(world.services, { tenantId: 'work', ownerId: a.owner._id })).toEqual([
      expect.objectContaining({ id, type: 'compareTeams', title: 'Strong / Weak', scenes: ['Strong', 'Weak'] }),
    ])
    const list = (await (await callPage(world.ctx, page, cookieA, PAGE, {})).json()) as any
    expect(list.list[0]).toMatchObject({ id, titles: ['Strong', 'Weak'], status: 'computed' })
    expect(list.teams.map((t: any) => t.title).sort()).toEqual(['Strong', 'Third', 'Weak'])
    expect(list.teams.find((t: any) => t.title === 'Strong').members).toBe(3)

    // The API twin reads the same comparison.
    const api = (await (await callApi(world.ctx, apiOne, 'GET', a.token, { id }, undefined, `${API}/${id}`)).json()) as any
    expect(api.result).toMatchObject({
      id,
      status: 'computed',
      result: { rows: expect.any(Array), wins: c.result.wins, seed: expect.any(Number), engineVersion: expect.any(String) },
    })
    expect(api.result.result.summaries).toHaveLength(2)
    expect(api.result.result.summaries[0]).toMatchObject({ averagePower: { median: expect.any(Number) }, actorsCount: 3 })
    expect(api.result.result.inputsHashes).toEqual([expect.stringMatching(/^[0-9a-f]{64}$/), expect.stringMatching(/^[0-9a-f]{64}$/)])
    // Compact: no daily series stored or sent.
    expect(JSON.stringify(api.result)).not.toContain('"daily"')
    expect(JSON.stringify(await world.services.store.collection('compare_requests').findOne({ _id: id }))).not.toContain('"daily"')
  }, 60_000)

  it('the same team twice (a copy) ties on every ranked row: every team is simulated with the same seed', async () => {
    const copy = await makeTeam(world.ctx, a.owner, 'Strong copy', people.slice(0, 3))
    const res = await start(a.token, { sceneIds: [strong._id, copy._id] })
    expect(res.status).toBe(201)
    const { result } = (await res.json()) as any
    expect(result).toEqual({ id: expect.stringMatching(/^[0-9a-f]{24}$/), ruid: expect.any(String) })
    await world.services.jobs.drain()
    const view = (await (await callApi(world.ctx, apiOne, 'GET', a.token, { id: result.id })).json()) as any
    for (const row of view.result.result.rows) {
      expect(row.values[0], row.indicator).toEqual(row.values[1])
      if (row.leaders.length) expect(row.leaders, row.indicator).toEqual([0, 1])
    }
    expect(view.result.result.wins[0]).toBe(view.result.result.wins[1])
    expect(view.result.result.inputsHashes[0]).toBe(view.result.result.inputsHashes[1])
    await callApi(world.ctx, apiOne, 'DELETE', a.token, { id: result.id })
  }, 60_000)

  it('takes 2 to 4 different teams: anything else is 400 and writes nothing', async () => {
    const before = await snapshot()
    for (const body of [
      {},
      { sceneIds: [] },
      { sceneIds: [strong._id] },
      { sceneIds: [strong._id, strong._id] },
      { sceneIds: [strong._id, weak._id, third._id, othersTeam._id, people[0]._id] },
      { sceneIds: [strong._id, 'not-an-id'] },
      { sceneIds: [strong._id, weak._id], extra: 1 },
      { sceneIds: `${strong._id},${weak._id}` },
    ]) {
      const res = await start(a.token, body)
      expect(res.status, JSON.stringify(body)).toBe(400)
      expect(await res.json()).toMatchObject({ error: 'invalidBody' })
    }
    // The page: nothing chosen, one team, five teams.
    for (const form of [
      [['intent', 'compare']],
      [
        ['sceneIds', strong._id],
        ['intent', 'compare'],
      ],
    ] as [string, string][][]) {
      const res = await callPage(world.ctx, page, cookieA, PAGE, {}, form)
      expect(res.status).toBe(400)
      expect(((await res.json()) as any).errors).toEqual(['compare:errors.tooFew'])
    }
    expect(await snapshot()).toBe(before)
  })

  it("another owner's team is 404 teamNotExist, through the API and the page, and nothing starts", async () => {
    const before = await snapshot()
    const res = await start(a.token, { sceneIds: [strong._id, othersTeam._id] })
    expect(res.status).toBe(404)
    expect(await res.json()).toMatchObject({ error: 'teamNotExist' })
    const viaPage = await callPage(world.ctx, page, cookieA, PAGE, {}, [
      ['sceneIds', strong._id],
      ['sceneIds', othersTeam._id],
      ['intent', 'compare'],
    ])
    expect(viaPage.status).toBe(404)
    expect(((await viaPage.json()) as any).errors).toEqual(['compare:errors.teamNotExist'])
    // Another tenant's owner cannot name A's teams either.
    const fromAfar = await callApi(world.otherCtx, apiStart, 'POST', foreign.token, {}, { sceneIds: [strong._id, weak._id] }, API)
    expect(fromAfar.status).toBe(404)
    expect(await snapshot()).toBe(before)
  })

  it('a broken team (a member whose profile is gone) is refused by its title and id (to open it): 409 teamBroken', async () => {
    const gone = await makeFilledProfile(world.ctx, a.owner._id, 'Gus', EXAMPLE_ANSWERS.graduate)
    const broken = await makeTeam(world.ctx, a.owner, 'Half gone', [people[0], gone])
    await profilesOf(world.ctx).deleteOne({ _id: gone._id })
    const before = await snapshot()
    const res = await start(a.token, { sceneIds: [strong._id, broken._id] })
    expect(res.status).toBe(409)
    expect(await res.json()).toEqual({ error: 'teamBroken', title: 'Half gone', sceneId: broken._id })
    const viaPage = await callPage(world.ctx, page, cookieA, PAGE, {}, [
      ['sceneIds', broken._id],
      ['sceneIds', strong._id],
      ['intent', 'compare'],
    ])
    expect(viaPage.status).toBe(409)
    expect(await viaPage.json()).toMatchObject({ errors: ['compare:errors.teamBroken'], title: 'Half gone', sceneId: broken._id })
    expect(await snapshot()).toBe(before)
  })

  it("another owner and another tenant can neither read nor delete a comparison: 404 'Comparison not exist'", async () => {
    const { result } = (await (await start(a.token, { sceneIds: [strong._id, weak._id, third._id] })).json()) as any
    await world.services.jobs.drain()
    const id = result.id
    const before = await snapshot()
    for (const [ctx, token] of [
      [world.ctx, b.token],
      [world.otherCtx, foreign.token],
    ] as const) {
      const read = await callApi(ctx, apiOne, 'GET', token, { id })
      expect(read.status).toBe(404)
      expect(await read.json()).toEqual({ error: 'comparisonNotExist' })
      expect((await callApi(ctx, apiOne, 'DELETE', token, { id })).status).toBe(404)
      const list = (await (await callApi(ctx, apiStart, 'GET', token, {}, undefined, API)).json()) as any
      expect(list.result.items.map((i: any) => i.id)).not.toContain(id)
    }
    const pageB = await callPage(world.ctx, page, cookieB, `${PAGE}/${id}`, { id })
    expect(pageB.status).toBe(404)
    expect(await pageB.json()).toEqual({ error: 'comparisonNotExist' })
    expect((await callPage(world.ctx, page, cookieB, `${PAGE}/${id}`, { id }, [['intent', 'delete']])).status).toBe(404)
    // Unknown and malformed ids too.
    expect((await callApi(world.ctx, apiOne, 'GET', a.token, { id: 'f'.repeat(24) })).status).toBe(404)
    expect((await callPage(world.ctx, page, cookieA, `${PAGE}/nope`, { id: 'nope' })).status).toBe(404)
    expect(await snapshot()).toBe(before)
  }, 60_000)

  it('deletes a comparison on the page after asking, and its history entry goes', async () => {
    const { result } = (await (await start(a.token, { sceneIds: [weak._id, third._id] })).json()) as any
    await world.services.jobs.drain()
    const id = result.id
    const history = () => listHistory(world.services, { tenantId: 'work', ownerId: a.owner._id })
    expect((await history()).map((e) => e.id)).toContain(id)
    const asking = (await (await callPage(world.ctx, page, cookieA, `${PAGE}/${id}?delete`, { id })).json()) as any
    expect(asking.confirmDelete).toBe(true)
    const deleted = await callPage(world.ctx, page, cookieA, `${PAGE}/${id}`, { id }, [['intent', 'delete']])
    expect(deleted.status).toBe(302)
    expect(deleted.headers.get('Location')).toBe(`${PAGE}?deleted`)
    expect((await callApi(world.ctx, apiOne, 'GET', a.token, { id })).status).toBe(404)
    expect((await history()).map((e) => e.id)).not.toContain(id)
  }, 60_000)

  it('a comparison stays readable after one of its teams is deleted, without a link to it', async () => {
    const gone = await makeTeam(world.ctx, a.owner, 'Short-lived', people.slice(2, 4))
    const { result } = (await (await start(a.token, { sceneIds: [strong._id, gone._id] })).json()) as any
    await world.services.jobs.drain()
    await world.services.store.collection('teams').deleteOne({ _id: gone._id })
    const view = (await (await callApi(world.ctx, apiOne, 'GET', a.token, { id: result.id })).json()) as any
    expect(view.result.teams).toEqual([
      { id: strong._id, title: 'Strong', exists: true },
      { id: gone._id, title: 'Short-lived', exists: false },
    ])
    expect(view.result.status).toBe('computed')
  }, 60_000)

  it('a failed comparison says so and its teams can be compared again (a new comparison)', async () => {
    const { result } = (await (await start(a.token, { sceneIds: [strong._id, weak._id] })).json()) as any
    await world.services.jobs.drain()
    await world.services.store.collection('compare_requests').updateOne({ _id: result.id }, { $set: { status: 'failed', result: null } })
    const data = (await (await callPage(world.ctx, page, cookieA, `${PAGE}/${result.id}`, { id: result.id })).json()) as any
    expect(data.comparison).toMatchObject({ status: 'failed', result: null, run: { status: 'failed' } })
    const again = await callPage(world.ctx, page, cookieA, PAGE, {}, [
      ['sceneIds', strong._id],
      ['sceneIds', weak._id],
      ['intent', 'compare'],
    ])
    expect(again.status).toBe(302)
    expect(idFrom(again)).not.toBe(result.id)
    // Its run computes in steps, letting the event loop run between them: let it end here, not under a later test.
    await world.services.jobs.drain()
  }, 60_000)

  it('where the plan has no team comparison (the love variant), the page says so, offers no form and opens no comparison', async () => {
    const love = { ...world.ctx, tenant: { ...world.ctx.tenant, variant: 'love' as const } }
    const data = (await (await callPage(love, page, cookieA, PAGE, {})).json()) as any
    expect(data).toMatchObject({ unavailable: true, notInPlan: false, teams: [], list: [], comparison: null })
    const [any] = await comparisonsOf(world.ctx).find({ ownerId: a.owner._id }, { limit: 1 })
    expect((await callPage(love, page, cookieA, `${PAGE}/${any._id}`, { id: any._id })).status).toBe(404)
  })

  it("a plan without comparison (a basic owner's): the page names the plan that has it and lists nothing", async () => {
    const basic = await makeOwner(world.ctx)
    const data = (await (await callPage(world.ctx, page, await cookieFor(world.ctx, basic.owner), PAGE, {})).json()) as any
    expect(data).toMatchObject({ unavailable: true, notInPlan: true, teams: [], list: [], comparison: null })
  })

  it("reflectState names the owner's comparisons still waiting, and only the owner's", async () => {
    const now = new Date()
    const waiting = await comparisonsOf(world.ctx).insertOne({
      ownerId: a.owner._id,
      sceneIds: [strong._id, weak._id],
      titles: ['Strong', 'Weak'],
      status: 'queued',
      ruid: 'ruid-waiting',
      result: null,
      createdAt: now,
      updatedAt: now,
    })
    const mine = await runStatesOf(world.services, { tenantId: 'work', userId: a.owner._id })
    expect(mine).toEqual([expect.objectContaining({ ruid: 'ruid-waiting', runKind: 'compareTeams', subjectId: waiting._id, status: expect.stringMatching(/queued|running/) })])
    expect(await runStatesOf(world.services, { tenantId: 'work', userId: b.owner._id })).toEqual([])
    expect(await runStatesOf(world.services, { tenantId: 'other', userId: a.owner._id })).toEqual([])
    await comparisonsOf(world.ctx).deleteOne({ _id: waiting._id })
  })

  it('an unverified owner may not start a comparison (403)', async () => {
    const u = await makeUnlimitedOwner(world.ctx, { verified: false })
    const res = await start(u.token, { sceneIds: [strong._id, weak._id] })
    expect(res.status).toBe(403)
  })
})
