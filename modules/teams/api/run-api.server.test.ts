// The run calls of the scene service (SPEC §7) and the result page, called as the web server calls
// them: PUT /scene/{id}/run, POST /scene/check, GET /scene/snapshot/{sceneId}?ruid= and the render
// dataset it points to (immutable: ETag = ruid, 304), the page's loader and form posts. Another owner
// and another tenant get 404 and start nothing; bad bodies are 400.
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { EXAMPLE_ANSWERS } from '#engine/scoring/example-answers'
import { ENGINE_VERSION } from '#engine/version'
import type { Account } from '#modules/accounts/index.server'
import { makeOwner, openWorld, type TestWorld } from '#modules/profiles/profiles.fixture'
import { makeUnlimitedOwner } from '#modules/billing/plan.fixture'
import { callApi, callPage, cookieFor, makeFilledProfile } from '#modules/p2p/p2p.fixture'
import { teamIndexes } from '../server/indexes'
import { createTeam } from '../server/teams.service.server'
import { teamsOf, type TeamDoc } from '../server/teams.repo.server'
import { teamRunsOf } from '../server/team-runs.repo.server'
import * as apiRun from './owner.scene.$id.run'
import * as apiCheck from './owner.scene.check'
import * as apiSnapshot from './owner.scene.snapshot.$sceneId'
import * as apiDataset from './owner.scene.snapshot.$sceneId.$ruid'
import * as page from '../routes/owner.dashboard.team.$id'

describe('team runs through the API and the page', () => {
  let world: TestWorld
  let a: { owner: Account; token: string }
  let b: { owner: Account; token: string }
  let foreign: { owner: Account; token: string }
  let ids: string[]
  let team: TeamDoc

  beforeAll(async () => {
    world = await openWorld()
    await world.services.store.ensureIndexes(teamIndexes)
    a = await makeUnlimitedOwner(world.ctx)
    b = await makeUnlimitedOwner(world.ctx)
    foreign = await makeUnlimitedOwner(world.otherCtx)
    ids = []
    // Ann a woman, Ben a man, Cid without a gender: the result's events agree with each (or stay neutral).
    for (const [name, answers, gender] of [
      ['Ann', EXAMPLE_ANSWERS.seasoned, 'female'],
      ['Ben', EXAMPLE_ANSWERS.graduate, 'male'],
      ['Cid', EXAMPLE_ANSWERS.bereaved, undefined],
    ] as const)
      ids.push((await makeFilledProfile(world.ctx, a.owner._id, name, answers, gender ? { gender } : {}))._id)
    const made = await createTeam(world.ctx, a.owner, { title: 'Run API team', lifespan: 'new', memberIds: ids })
    if (!made.ok) throw new Error(made.error)
    team = made.value
  }, 60_000)
  afterAll(() => world?.close())

  it('starts a run of the own team, and nobody else can', async () => {
    expect((await callApi(world.ctx, apiRun, 'PUT', b.token, { id: team._id })).status).toBe(404)
    expect((await callApi(world.otherCtx, apiRun, 'PUT', foreign.token, { id: team._id })).status).toBe(404)
    expect((await callApi(world.ctx, apiRun, 'PUT', a.token, { id: 'not-an-id' })).status).toBe(404)
    expect((await teamsOf(world.ctx).findOne({ _id: team._id }))!.runStatus).toBe('idle')
    const res = await callApi(world.ctx, apiRun, 'PUT', a.token, { id: team._id })
    expect(res.status).toBe(200)
    const { result } = (await res.json()) as { result: { ruid: string } }
    await world.services.jobs.drain()
    expect((await teamsOf(world.ctx).findOne({ _id: team._id }))!).toMatchObject({ runStatus: 'done', resultRuid: result.ruid, status: 'computed' })
  }, 120_000)

  it('points to an immutable render dataset: ETag = ruid, 304 when the client has it, 404 to others', async () => {
    const ruid = (await teamsOf(world.ctx).findOne({ _id: team._id }))!.resultRuid!
    const path = `/api/v1/owner/scene/snapshot/${team._id}?ruid=${ruid}`
    const res = await callApi(world.ctx, apiSnapshot, 'GET', a.token, { sceneId: team._id }, undefined, path)
    expect(res.status).toBe(200)
    const { result } = (await res.json()) as { result: { url: string } }
    expect(result.url).toBe(`/api/v1/owner/scene/snapshot/${team._id}/${ruid}`)
    expect((await callApi(world.ctx, apiSnapshot, 'GET', b.token, { sceneId: team._id }, undefined, path)).status).toBe(404)
    expect((await callApi(world.otherCtx, apiSnapshot, 'GET', foreign.token, { sceneId: team._id }, undefined, path)).status).toBe(404)
    expect((await callApi(world.ctx, apiSnapshot, 'GET', a.token, { sceneId: team._id }, undefined, `/api/v1/owner/scene/snapshot/${team._id}?ruid=nope`)).status).toBe(404)

    const data = await callApi(world.ctx, apiDataset, 'GET', a.token, { sceneId: team._id, ruid }, undefined, result.url)
    expect(data.status).toBe(200)
    expect(data.headers.get('ETag')).toBe(`"${ruid}"`)
    expect(data.headers.get('Cache-Control')).toMatch(/^private, .*immutable/)
    const dataset = (await data.json()) as { days: number; power: { median: number[] }; actors: { id: string; mood: number[] }[]; events: { type: string }[] }
    expect(dataset.power.median).toHaveLength(dataset.days)
    expect(dataset.actors.map((x) => x.id).sort()).toEqual([...ids].sort())
    expect(dataset.actors[0].mood).toHaveLength(dataset.days)
    expect(dataset.events.filter((e) => e.type === 'join')).toHaveLength(3)
    const cached = await apiDataset.loader({
      request: new Request(`http://localhost${result.url}`, { headers: { Authorization: `Bearer ${a.token}`, 'If-None-Match': `"${ruid}"` } }),
      params: { sceneId: team._id, ruid },
      context: world.ctx,
    } as never)
    expect(cached.status).toBe(304)
    expect(await cached.text()).toBe('')
    expect((await callApi(world.ctx, apiDataset, 'GET', b.token, { sceneId: team._id, ruid }, undefined, result.url)).status).toBe(404)
  })

  it('runs a quick check from chosen profiles; too few is teamTooSmall, a bad body invalidBody, a foreign profile actors_ineligible', async () => {
    const before = await teamsOf(world.ctx).count({})
    const small = await callApi(world.ctx, apiCheck, 'POST', a.token, {}, { members: [ids[0]] })
    expect(small.status).toBe(400)
    expect(await small.json()).toMatchObject({ error: 'teamTooSmall' })
    expect((await callApi(world.ctx, apiCheck, 'POST', a.token, {}, { members: 'x' })).status).toBe(400)
    const foreignPeople = await callApi(world.ctx, apiCheck, 'POST', b.token, {}, { members: ids.slice(0, 2) })
    expect(await foreignPeople.json()).toMatchObject({ error: 'actors_ineligible' })
    expect(await teamsOf(world.ctx).count({})).toBe(before)
    const res = await callApi(world.ctx, apiCheck, 'POST', a.token, {}, { members: ids.slice(0, 2) })
    expect(res.status).toBe(201)
    const { result } = (await res.json()) as { result: { id: string; ruid: string } }
    await world.services.jobs.drain()
    expect((await teamsOf(world.ctx).findOne({ _id: result.id }))!).toMatchObject({ kind: 'check', runStatus: 'done', resultRuid: result.ruid, title: 'Ann Test, Ben Test' })
    expect(await teamRunsOf(world.ctx).count({ teamId: result.id })).toBe(1)
  }, 120_000)

  it('refuses a quick check outside the plan with the 403 maxTeams that POST /scene answers, creating nothing', async () => {
    const basic = await makeOwner(world.ctx)
    const people = [
      await makeFilledProfile(world.ctx, basic.owner._id, 'Dan', EXAMPLE_ANSWERS.seasoned),
      await makeFilledProfile(world.ctx, basic.owner._id, 'Eve', EXAMPLE_ANSWERS.graduate),
    ]
    const before = await teamsOf(world.ctx).count({})
    const refused = await callApi(world.ctx, apiCheck, 'POST', basic.token, {}, { members: people.map((p) => p._id) })
    expect(refused.status).toBe(403)
    expect(await refused.json()).toEqual({ error: 'maxTeams' })
    expect(await teamsOf(world.ctx).count({})).toBe(before)
  })

  it('shows the result on the page, sorted as asked, and says when the scene changed after it', async () => {
    const cookie = await cookieFor(world.ctx, a.owner)
    const res = await callPage(world.ctx, page, cookie, `/owner/dashboard/team/${team._id}?sort=power`, { id: team._id })
    expect(res.status).toBe(200)
    const data = (await res.json()) as any
    expect(data.team.result.sort).toBe('power')
    expect(data.team.result.specialists).toHaveLength(3)
    const powers = data.team.result.specialists.map((s: any) => s.power.median)
    expect([...powers].sort((x: number, y: number) => y - x)).toEqual(powers)
    expect(data.team.result.summary.cohesion).toMatchObject({ median: expect.any(Number), p10: expect.any(Number), p90: expect.any(Number) })
    expect(data.team.result.chart.days.length).toBeLessThan(120)
    expect(data.team.stale).toBe(false)
    // The footer's model version in words a reader can take ('2'), not the internal id ('engine-2').
    expect(data.team.result.modelVersion).toBe(String(ENGINE_VERSION))
    expect(data.team.result.events.map((e: any) => [e.type, e.name, e.gender])).toEqual([
      ['join', 'Ann Test', 'female'],
      ['join', 'Ben Test', 'male'],
      ['join', 'Cid Test', null],
    ])
    await teamsOf(world.ctx).updateOne({ _id: team._id }, { $set: { editedAt: new Date(Date.now() + 60_000) } })
    expect(((await (await callPage(world.ctx, page, cookie, `/owner/dashboard/team/${team._id}`, { id: team._id })).json()) as any).team.stale).toBe(true)
    // Another owner: 404, and a form post starts nothing.
    const other = await cookieFor(world.ctx, b.owner)
    expect((await callPage(world.ctx, page, other, `/owner/dashboard/team/${team._id}`, { id: team._id })).status).toBe(404)
    expect((await callPage(world.ctx, page, other, `/owner/dashboard/team/${team._id}`, { id: team._id }, { intent: 'start' })).status).toBe(404)
    // The owner's Start redirects back to the page with the run queued.
    const started = await callPage(world.ctx, page, cookie, `/owner/dashboard/team/${team._id}`, { id: team._id }, { intent: 'start' })
    expect(started.status).toBe(302)
    expect(started.headers.get('Location')).toBe(`/owner/dashboard/team/${team._id}?started`)
    // 'The run has started' while it runs, and no more above the finished result (the same address, reloaded).
    const startedPage = async () => ((await (await callPage(world.ctx, page, cookie, `/owner/dashboard/team/${team._id}?started`, { id: team._id })).json()) as any).flag
    expect(await startedPage()).toBe('started')
    await world.services.jobs.drain()
    expect(await startedPage()).toBeNull()
  }, 120_000)

  it('the quick check form: too few people says so and creates nothing; enough lands on the result page', async () => {
    const cookie = await cookieFor(world.ctx, a.owner)
    const before = await teamsOf(world.ctx).count({ kind: 'check' })
    const few = await callPage(world.ctx, page, cookie, '/owner/dashboard/team', {}, [['members', ids[0]]])
    expect(few.status).toBe(400)
    expect(await few.json()).toMatchObject({ error: 'teams:errors.teamTooSmall' })
    expect(await teamsOf(world.ctx).count({ kind: 'check' })).toBe(before)
    const ok = await callPage(
      world.ctx,
      page,
      cookie,
      '/owner/dashboard/team',
      {},
      ids.map((id) => ['members', id] as [string, string])
    )
    expect(ok.status).toBe(302)
    expect(ok.headers.get('Location')).toMatch(/^\/owner\/dashboard\/team\/[0-9a-f]{24}\?started$/)
    await world.services.jobs.drain()
  }, 120_000)
})
