// The scene editor's page and API twins, called as the web server calls them: an owner edits a team
// (hire, dismiss, rejoin, ranks, interactions, settings, title), is told in words why a change the
// rules ignore changed nothing, undoes, and removes members whose profiles are gone; another owner and
// another tenant get 404 and change nothing; a bad body or form is a 400 that writes nothing.
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Account } from '#modules/accounts/index.server'
import { openWorld, type TestWorld } from '#modules/profiles/profiles.fixture'
import { makeUnlimitedOwner } from '#modules/billing/plan.fixture'
import type { ProfileDoc } from '#modules/profiles/index.server'
import { profilesOf } from '#modules/profiles/server/profiles.repo.server'
import { callApi, callPage, cookieFor, makeFilledProfile } from '#modules/p2p/p2p.fixture'
import { createTeam, sceneOf } from '../server/teams.service.server'
import { stateAt, weeklyHours } from '#engine/index'
import * as apiOne from './owner.scene.$id'
import * as apiFix from './owner.scene.$id.fix'
import * as page from '../routes/owner.team.$id'

describe('scene editor: page and API', () => {
  let world: TestWorld
  let a: { owner: Account; token: string }
  let b: { owner: Account; token: string }
  let foreign: { owner: Account; token: string }
  let cookieA: string
  let cookieB: string
  let people: ProfileDoc[]

  const snapshot = async () => JSON.stringify(await world.services.store.collection('teams').find({}, { sort: { _id: 1 } }))
  const newTeam = async (title: string, count = 3) => {
    const made = await createTeam(world.ctx, a.owner, { title, lifespan: '1y', startDay: '2026-11-01', memberIds: people.slice(0, count).map((p) => p._id) })
    if (!made.ok) throw new Error(made.error)
    return made.value
  }
  const patch = (id: string, body: unknown, token = a.token, ctx = world.ctx) => callApi(ctx, apiOne, 'PATCH', token, { id }, body)
  const stored = async (id: string) => sceneOf((await world.services.store.collection('teams').findOne({ _id: id })) as never)

  beforeAll(async () => {
    world = await openWorld()
    a = await makeUnlimitedOwner(world.ctx)
    b = await makeUnlimitedOwner(world.ctx)
    foreign = await makeUnlimitedOwner(world.otherCtx)
    cookieA = await cookieFor(world.ctx, a.owner)
    cookieB = await cookieFor(world.ctx, b.owner)
    people = []
    for (const name of ['Ann', 'Ben', 'Cid', 'Dan', 'Eve']) people.push(await makeFilledProfile(world.ctx, a.owner._id, name))
  }, 60_000)
  afterAll(() => world?.close())

  it("keeps an unverified owner on the scene editor's URL, refused with 403 verifyAccount (its boundary names the teams), not sent to Profiles", async () => {
    const unverified = await makeUnlimitedOwner(world.ctx, { verified: false })
    const res = await callPage(world.ctx, page, await cookieFor(world.ctx, unverified.owner), '/owner/team/000000000000000000000000', { id: '000000000000000000000000' })
    expect(res.status).toBe(403)
    expect(res.headers.get('Location')).toBeNull()
    expect(await res.json()).toEqual({ error: 'verifyAccount' })
  })

  it('applies changes through the engine, says why ignored ones changed nothing, and keeps one undo step', async () => {
    const team = await newTeam('Edit me')
    const [ann, ben, cid, dan] = people.map((p) => p._id)
    const res = await patch(team._id, {
      actors: [
        { op: 'hire', profileId: dan, day: 365 + 89 },
        { op: 'rank', actorId: ann, role: 1, day: 365 },
        { op: 'rank', actorId: ben, role: 1, day: 400 },
        { op: 'rank', actorId: ben, role: 2, day: 400 },
        { op: 'dismiss', actorId: cid, day: 365 + 199 },
        { op: 'dismiss', actorId: cid, day: 365 + 250 },
        { op: 'interaction', a: ann, b: ben, mode: 'remote', hours: 10, day: 365 },
        { op: 'rank', actorId: dan, role: 2, day: 380 },
        { op: 'hire', profileId: ann, day: 10 },
      ],
    })
    expect(res.status).toBe(200)
    const { result } = (await res.json()) as any
    expect(result.refused).toEqual([
      { index: 2, reason: 'leadTaken', holder: { id: ann, name: 'Ann Test', day: 400 } },
      { index: 5, reason: 'alreadyDismissed' },
      { index: 7, reason: 'notActive' },
      { index: 8, reason: 'alreadyOnScene' },
    ])
    expect(result).toMatchObject({ id: team._id, canUndo: true, actors: expect.arrayContaining([{ id: dan, name: 'Dan Test' }]) })
    const scene = await stored(team._id)
    const actor = (id: string) => scene.actors.find((x) => x.id === id)!
    expect(stateAt(actor(ann), 365)).toEqual({ active: true, role: 1 })
    expect(stateAt(actor(ben), 400)).toEqual({ active: true, role: 2 })
    expect(stateAt(actor(cid), 365 + 199).active).toBe(false)
    expect(stateAt(actor(dan), 365 + 88).active).toBe(false)
    expect(stateAt(actor(dan), 365 + 89).active).toBe(true)
    expect(weeklyHours(scene, ann, 365)).toBe(10 + 5)

    // Undo through the page: asks first, then restores the scene before the request.
    const ask = (await (await callPage(world.ctx, page, cookieA, `/owner/team/${team._id}?day=365&undo`, { id: team._id })).json()) as any
    expect(ask.confirmUndo).toBe(true)
    const undone = await callPage(world.ctx, page, cookieA, `/owner/team/${team._id}`, { id: team._id }, { intent: 'undo', day: '365' })
    expect(undone.status).toBe(302)
    expect(undone.headers.get('Location')).toBe(`/owner/team/${team._id}?day=365&undone`)
    expect((await stored(team._id)).actors.map((x) => x.id)).toEqual([ann, ben, cid])
    const after = (await (await callPage(world.ctx, page, cookieA, `/owner/team/${team._id}`, { id: team._id })).json()) as any
    expect(after.team.canUndo).toBe(false)
  })

  it('edits through the page forms, answers each with a redirect to the same day, and words a refusal', async () => {
    const team = await newTeam('Page edits')
    const [ann, ben, , dan] = people.map((p) => p._id)
    const url = `/owner/team/${team._id}`
    const post = (form: Record<string, string>) => callPage(world.ctx, page, cookieA, url, { id: team._id }, form)
    const hired = await post({ intent: 'hire', profileId: dan, day: '454' })
    expect(hired.headers.get('Location')).toBe(`${url}?day=454&saved`)
    expect((await post({ intent: 'rank', actorId: ann, role: '2', day: '365' })).status).toBe(302)
    const refused = await post({ intent: 'rank', actorId: ben, role: '2', day: '366' })
    expect(refused.status).toBe(400)
    expect(((await refused.json()) as any).refusal).toMatchObject({ reason: 'managerTaken', holder: { name: 'Ann Test' }, op: { op: 'rank', actorId: ben } })
    const pair = await post({ intent: 'interaction', a: ann, b: ben, mode: 'remote', hours: '10', day: '400' })
    expect(pair.headers.get('Location')).toBe(`${url}?day=400&dialog=pair&a=${ann}&b=${ben}&saved`)
    const group = await post({ intent: 'group', actorId: ann, mode: 'office', hours: '10', day: '400' })
    expect(group.headers.get('Location')).toBe(`${url}?day=400&dialog=group&actor=${ann}&saved`)
    expect((await post({ intent: 'settings', sceneSort: 'power', sortOrder: 'asc', ratingMode: 'percent', showSceneCardTips: 'on', day: '400' })).status).toBe(302)
    expect((await post({ intent: 'title', title: '  Renamed  ', day: '400' })).headers.get('Location')).toBe(`${url}?day=400&renamed`)

    const view = (await (await callPage(world.ctx, page, cookieA, `${url}?day=400&dialog=group&actor=${ann}`, { id: team._id })).json()) as any
    expect(view.team).toMatchObject({
      title: 'Renamed',
      settings: { sceneSort: 'power', sortOrder: 'asc', ratingMode: 'percent', showSceneCardTips: true, showSceneIndicatorTips: false },
    })
    expect(view).toMatchObject({ day: 400, date: '2026-12-06', dialog: { kind: 'group', actor: ann }, hireable: [{ id: people[4]._id, name: 'Eve Test' }] })
    expect(view.model.events.map((e: any) => e.kind)).toEqual(expect.arrayContaining(['hire', 'managerOn', 'interaction']))
    // A date from the selector form becomes ?day=.
    const byDate = await callPage(world.ctx, page, cookieA, `${url}?date=2026-11-01`, { id: team._id })
    expect(byDate.headers.get('Location')).toBe(`${url}?day=365`)
    // One the calendar does not have is refused where the field is, not read as March 2: the first forecast day, 400.
    for (const date of ['2026-02-30', 'soon']) {
      const refusedDate = await callPage(world.ctx, page, cookieA, `${url}?date=${date}`, { id: team._id })
      expect(refusedDate.status, date).toBe(400)
      expect(await refusedDate.json(), date).toMatchObject({ day: 365, dateRefused: true })
    }

    const before = await snapshot()
    const forms: Record<string, string>[] = [
      { intent: 'rank', actorId: ann, role: '7', day: '1' },
      { intent: 'interaction', a: ann, b: ben, mode: 'remote', hours: '11', day: '1' },
      { intent: 'hire', profileId: 'x'.repeat(5000), day: '1' },
      { intent: 'title', title: '' },
      { intent: 'moon' },
    ]
    for (const form of forms) {
      expect((await post(form)).status, JSON.stringify(form).slice(0, 60)).toBe(400)
    }
    // A day past this team's timeline (730 + 365 on a 1-year team) is the engine's error: 400, nothing written.
    expect((await post({ intent: 'dismiss', actorId: ann, day: '1000' })).status).toBe(400)
    expect(await snapshot()).toBe(before)
  })

  it('refuses a bad body or an engine error without a 500 and without writing', async () => {
    const team = await newTeam('Bad bodies')
    const [ann, ben] = people.map((p) => p._id)
    const before = await snapshot()
    const bodies = [
      {},
      { actors: [] },
      { actors: Array.from({ length: 101 }, () => ({ op: 'dismiss', actorId: ann, day: 400 })) },
      { actors: [{ op: 'dismiss', actorId: ann }] },
      { actors: [{ op: 'interaction', a: ann, b: ben, mode: 'remote', hours: 11, day: 400 }] },
      { title: 'x'.repeat(121) },
      { settings: { sceneSort: 'height' } },
      { extra: 1 },
      // Engine errors: a day past this team's timeline, an actor not on the scene, a pair of one.
      {
        actors: [
          { op: 'dismiss', actorId: ben, day: 400 },
          { op: 'dismiss', actorId: ann, day: 1094 },
        ],
      },
      {
        actors: [
          { op: 'dismiss', actorId: ben, day: 400 },
          { op: 'rank', actorId: people[4]._id, role: 1, day: 400 },
        ],
      },
      { actors: [{ op: 'interaction', a: ann, b: ann, mode: 'remote', hours: 1, day: 400 }] },
    ]
    for (const body of bodies) {
      const res = await patch(team._id, body)
      expect(res.status, JSON.stringify(body).slice(0, 80)).toBe(400)
      expect(((await res.json()) as any).error).toBe('invalidBody')
    }
    expect(await snapshot()).toBe(before)
  })

  it('another owner and another tenant can neither read nor change a team, through the page or the API', async () => {
    const team = await newTeam('Mine')
    const [ann] = people.map((p) => p._id)
    const before = await snapshot()
    const body = { actors: [{ op: 'dismiss', actorId: ann, day: 400 }], title: 'Stolen' }
    expect((await patch(team._id, body, b.token)).status).toBe(404)
    expect((await patch(team._id, body, foreign.token, world.otherCtx)).status).toBe(404)
    expect((await callApi(world.ctx, apiFix, 'PATCH', b.token, { id: team._id })).status).toBe(404)
    expect((await callApi(world.ctx, apiOne, 'GET', b.token, { id: team._id })).status).toBe(404)
    const cookieForeign = await cookieFor(world.otherCtx, foreign.owner)
    for (const [ctx, cookie] of [
      [world.ctx, cookieB],
      [world.otherCtx, cookieForeign],
    ] as const) {
      expect((await callPage(ctx, page, cookie, `/owner/team/${team._id}`, { id: team._id })).status).toBe(404)
      expect((await callPage(ctx, page, cookie, `/owner/team/${team._id}`, { id: team._id }, { intent: 'undo' })).status).toBe(404)
      expect((await callPage(ctx, page, cookie, `/owner/team/${team._id}`, { id: team._id }, { intent: 'dismiss', actorId: ann, day: '400' })).status).toBe(404)
    }
    expect((await callPage(world.ctx, page, cookieA, '/owner/team/nope', { id: 'nope' })).status).toBe(404)
    expect(await snapshot()).toBe(before)
  })

  it('shows the rating and sorts by the newest stored result, and says when the scene changed after it', async () => {
    const team = await newTeam('Rated')
    const [ann, ben, cid] = people.map((p) => p._id)
    const runs = world.services.store.collection('team_runs')
    await runs.insertOne({
      tenantId: 'work',
      ownerId: a.owner._id,
      teamId: team._id,
      ruid: 'r1',
      computedAt: new Date(Date.now() + 60_000),
      result: {
        actors: [
          { id: ann, rating: 40.04 },
          { id: ben, rating: 70 },
          { id: cid, rating: 55 },
        ],
        sortKeys: { power: [ben, cid, ann] },
      },
    } as never)
    const url = `/owner/team/${team._id}`
    const view = (await (await callPage(world.ctx, page, cookieA, url, { id: team._id })).json()) as any
    expect(view.rating).toMatchObject({ ratings: { [ann]: 40, [ben]: 70, [cid]: 55 }, sortKeys: { power: [ben, cid, ann] } })
    expect(view.stale).toBe(false)
    await callPage(world.ctx, page, cookieA, url, { id: team._id }, { intent: 'dismiss', actorId: cid, day: '400' })
    await runs.updateOne({ teamId: team._id }, { $set: { computedAt: new Date(Date.now() - 60_000) } })
    expect(((await (await callPage(world.ctx, page, cookieA, url, { id: team._id })).json()) as any).stale).toBe(true)
    // Another owner's result is never read.
    await runs.updateOne({ teamId: team._id }, { $set: { ownerId: b.owner._id } })
    expect(((await (await callPage(world.ctx, page, cookieA, url, { id: team._id })).json()) as any).rating).toBeNull()
  })

  it('removes members whose profiles are gone on confirmation, and the page says the composition changed', async () => {
    const gone = await makeFilledProfile(world.ctx, a.owner._id, 'Gone')
    const made = await createTeam(world.ctx, a.owner, { title: 'Broken', lifespan: 'new', memberIds: [people[0]._id, people[1]._id, gone._id] })
    if (!made.ok) throw new Error(made.error)
    const id = made.value._id
    await profilesOf(world.ctx).updateOne({ _id: gone._id }, { $set: { status: 'deleted' } })
    const view = (await (await callPage(world.ctx, page, cookieA, `/owner/team/${id}`, { id })).json()) as any
    expect(view.missing).toEqual([gone._id])
    const fixed = await callPage(world.ctx, page, cookieA, `/owner/team/${id}`, { id }, { intent: 'fix', day: '0' })
    expect(fixed.headers.get('Location')).toBe(`/owner/team/${id}?day=0&fixed`)
    expect((await stored(id)).actors.map((x) => x.id)).toEqual([people[0]._id, people[1]._id])
    // The API twin: nothing more to remove.
    const again = (await (await callApi(world.ctx, apiFix, 'PATCH', a.token, { id })).json()) as any
    expect(again.result).toMatchObject({ id, removed: [], consistency: 'intact' })
  })
})
