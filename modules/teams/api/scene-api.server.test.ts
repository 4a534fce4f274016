// The scene service's API twins (SPEC §7), called as the web server calls them: an owner creates,
// reads, lists, copies and deletes teams; another owner and another tenant get 404 and change
// nothing; bad bodies are 400 and write nothing; an unverified owner is 403.
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { EXAMPLE_ANSWERS } from '#engine/scoring/example-answers'
import type { Account } from '#modules/accounts/index.server'
import { openWorld, type TestWorld } from '#modules/profiles/profiles.fixture'
import { makeUnlimitedOwner } from '#modules/billing/plan.fixture'
import type { ProfileDoc } from '#modules/profiles/index.server'
import { callApi, callPage, cookieFor, makeFilledProfile } from '#modules/p2p/p2p.fixture'
import * as teamsPage from '../routes/owner.teams'
import * as apiCreate from './owner.scene'
import * as apiOne from './owner.scene.$id'
import * as apiBulk from './owner.scene.bulk'
import * as apiAll from './owner.scene.all'
import * as apiList from './owner.scenes'
import * as apiCopy from './owner.scene.$id.copy'
import * as apiSandbox from './owner.sandbox'

describe('scene API', () => {
  let world: TestWorld
  let a: { owner: Account; token: string }
  let b: { owner: Account; token: string }
  let foreign: { owner: Account; token: string }
  let people: ProfileDoc[]

  const snapshot = async () => JSON.stringify(await world.services.store.collection('teams').find({}, { sort: { _id: 1 } }))
  const create = async (token: string, body: unknown) => callApi(world.ctx, apiCreate, 'POST', token, {}, body)
  const ids = () => people.map((p) => p._id)

  beforeAll(async () => {
    world = await openWorld()
    a = await makeUnlimitedOwner(world.ctx)
    b = await makeUnlimitedOwner(world.ctx)
    foreign = await makeUnlimitedOwner(world.otherCtx)
    people = []
    for (const [name, answers] of [
      ['Ann', EXAMPLE_ANSWERS.seasoned],
      ['Ben', EXAMPLE_ANSWERS.graduate],
      ['Cid', EXAMPLE_ANSWERS.bereaved],
    ] as const) {
      people.push(await makeFilledProfile(world.ctx, a.owner._id, name, answers))
    }
  }, 60_000)
  afterAll(() => world?.close())

  it('creates a team (201 TeamView), reads it, and deletes it in bulk', async () => {
    const res = await create(a.token, { title: '  Core  ', lifespan: '1y', startDay: '2026-11-01', members: ids() })
    expect(res.status).toBe(201)
    const { result: team } = (await res.json()) as any
    expect(team).toMatchObject({
      id: expect.stringMatching(/^[0-9a-f]{24}$/),
      title: 'Core',
      lifespan: '1y',
      startDay: '2026-11-01',
      summonDay: '2025-11-01',
      status: 'created',
      consistency: 'intact',
      runStatus: 'idle',
      actors: [
        { id: people[0]._id, name: 'Ann Test' },
        { id: people[1]._id, name: 'Ben Test' },
        { id: people[2]._id, name: 'Cid Test' },
      ],
    })
    const read = (await (await callApi(world.ctx, apiOne, 'GET', a.token, { id: team.id })).json()) as any
    expect(read.result).toEqual({ scene: team, p2pRequests: [], status: 'created' })

    const gone = await callApi(world.ctx, apiBulk, 'DELETE', a.token, {}, { sceneIds: [team.id, '0'.repeat(24)] })
    expect(await gone.json()).toEqual({ result: { deleted: 1 } })
    expect((await callApi(world.ctx, apiOne, 'GET', a.token, { id: team.id })).status).toBe(404)
  })

  it('lists teams with search and pages, copies one (start or summon day), and deletes all of the owner teams only', async () => {
    const made: string[] = []
    for (const title of ['List Alpha', 'List Beta', 'List Gamma']) {
      made.push(((await (await create(a.token, { title, lifespan: '1y', startDay: '2026-11-01', members: ids() })).json()) as any).result.id)
    }
    const list = (path: string, token = a.token) => callApi(world.ctx, apiList, 'GET', token, {}, undefined, path).then(async (r) => ((await r.json()) as any).result)
    const found = await list('/api/v1/owner/scenes?search=list%20b')
    expect(found).toEqual({ total: 1, items: [expect.objectContaining({ id: made[1], title: 'List Beta', lifespan: '1y', membersCount: 3, status: 'created' })] })
    // A search is literal, never a pattern.
    expect((await list('/api/v1/owner/scenes?search=.*')).total).toBe(0)
    const page = await list('/api/v1/owner/scenes?search=List&limit=2&offset=2')
    expect(page.total).toBe(3)
    expect(page.items).toHaveLength(1)
    expect((await callApi(world.ctx, apiList, 'GET', a.token, {}, undefined, '/api/v1/owner/scenes?limit=51')).status).toBe(400)
    expect((await list('/api/v1/owner/scenes', b.token)).total).toBe(0)

    const copy = await callApi(world.ctx, apiCopy, 'POST', a.token, { id: made[0] }, { title: 'Copy of List Alpha', startDay: '2027-01-01' })
    expect(copy.status).toBe(201)
    expect(((await copy.json()) as any).result).toMatchObject({ title: 'Copy of List Alpha', lifespan: '1y', startDay: '2027-01-01', summonDay: '2026-01-01', status: 'created' })
    const bySummon = ((await (await callApi(world.ctx, apiCopy, 'POST', a.token, { id: made[0] }, { title: 'Summoned', summonDay: '2026-02-01' })).json()) as any).result
    expect(bySummon).toMatchObject({ startDay: '2027-02-01', summonDay: '2026-02-01' })
    // A summon day whose start would not be the first of a month is refused, as is giving both.
    expect((await callApi(world.ctx, apiCopy, 'POST', a.token, { id: made[0] }, { title: 'Off', summonDay: '2026-02-02' })).status).toBe(400)
    // Not a day at all: Date would read it as 2026-03-01 and copy the team from there.
    const notADay = await callApi(world.ctx, apiCopy, 'POST', a.token, { id: made[0] }, { title: 'Leap', summonDay: '2026-02-29' })
    expect(notADay.status).toBe(400)
    expect(await notADay.json()).toEqual({ error: 'invalidBody', fields: { summonDay: ['teams:errors.summonDay'] } })
    expect((await callApi(world.ctx, apiCopy, 'POST', a.token, { id: made[0] }, { title: 'Both', startDay: '2027-01-01', summonDay: '2026-01-01' })).status).toBe(400)
    expect((await callApi(world.ctx, apiCopy, 'POST', a.token, { id: made[0] }, { title: 'Year one', summonDay: '0001-01-01' })).status).toBe(400)
    expect((await callApi(world.ctx, apiCopy, 'POST', b.token, { id: made[0] }, { title: 'Theirs' })).status).toBe(404)

    // B's team survives A's delete-all.
    const theirs = await makeFilledProfile(world.ctx, b.owner._id, 'Bea')
    const theirs2 = await makeFilledProfile(world.ctx, b.owner._id, 'Bob')
    const bTeam = ((await (await create(b.token, { title: 'B team', lifespan: 'new', members: [theirs._id, theirs2._id] })).json()) as any).result
    const all = await callApi(world.ctx, apiAll, 'DELETE', a.token)
    expect(((await all.json()) as any).result.deleted).toBeGreaterThanOrEqual(5)
    expect((await list('/api/v1/owner/scenes')).total).toBe(0)
    expect((await callApi(world.ctx, apiOne, 'GET', b.token, { id: bTeam.id })).status).toBe(200)
  })

  it('keeps one sandbox scene per owner: builds it, replays events by the engine rules, and refuses bad events', async () => {
    const empty = (await (await callApi(world.ctx, apiSandbox, 'GET', a.token)).json()) as any
    expect(empty.result).toEqual({ scene: null })
    expect((await callApi(world.ctx, apiSandbox, 'PATCH', a.token, {}, { events: [{ actorId: ids()[0], type: 'dismiss', date: 10 }] })).status).toBe(404)
    const built = await callApi(world.ctx, apiSandbox, 'POST', a.token, {}, { actors: ids(), pastDays: 30, sceneDays: 60 })
    expect(built.status).toBe(201)
    const { scene } = ((await built.json()) as any).result
    expect(scene).toMatchObject({ pastDays: 30, sceneDays: 60, actors: [{ id: ids()[0], name: 'Ann Test', events: [{ type: 'join', date: 0 }] }, {}, {}] })
    // Two leads at once: the engine refuses the second (SPEC §4), and the scene says so.
    const patched = await callApi(
      world.ctx,
      apiSandbox,
      'PATCH',
      a.token,
      {},
      {
        events: [
          { actorId: ids()[0], type: 'l_rank', date: 5 },
          { actorId: ids()[1], type: 'l_rank', date: 6 },
          { actorId: ids()[2], type: 'dismiss', date: 40 },
        ],
      }
    )
    const after = ((await patched.json()) as any).result.scene
    expect(after.actors[0].events.map((e: any) => e.type)).toEqual(['join', 'l_rank'])
    expect(after.actors[1].events.map((e: any) => e.type)).toEqual(['join'])
    expect(after.actors[2].events.map((e: any) => [e.type, e.date])).toEqual([
      ['join', 0],
      ['dismiss', 40],
    ])
    const before = await snapshot()
    for (const body of [
      { events: [{ actorId: ids()[0], type: 'dismiss', date: 90 }] },
      { events: [{ actorId: '0'.repeat(24), type: 'dismiss', date: 9 }] },
      { events: [] },
      { events: [{ actorId: ids()[0], type: 'join', date: 1 }] },
    ]) {
      expect((await callApi(world.ctx, apiSandbox, 'PATCH', a.token, {}, body)).status, JSON.stringify(body)).toBe(400)
    }
    for (const body of [{ actors: [] }, { actors: ids(), pastDays: 731 }, { actors: ids(), sceneDays: 0 }, { actors: [ids()[0], ids()[0]] }]) {
      expect((await callApi(world.ctx, apiSandbox, 'POST', a.token, {}, body)).status, JSON.stringify(body)).toBe(400)
    }
    expect(await snapshot()).toBe(before)
    // Another owner sees none of it, and the sandbox is not a team of the list.
    expect(((await (await callApi(world.ctx, apiSandbox, 'GET', b.token)).json()) as any).result).toEqual({ scene: null })
    expect(((await (await callApi(world.ctx, apiList, 'GET', a.token, {}, undefined, '/api/v1/owner/scenes?search=sandbox')).json()) as any).result.total).toBe(0)
    // Building again replaces it.
    const rebuilt = ((await (await callApi(world.ctx, apiSandbox, 'POST', a.token, {}, { actors: ids().slice(0, 2) })).json()) as any).result.scene
    expect(rebuilt).toMatchObject({ id: scene.id, pastDays: 0, sceneDays: 365 })
    expect(rebuilt.actors).toHaveLength(2)
  })

  it('refuses bad bodies with 400 and writes nothing', async () => {
    const before = await snapshot()
    const bodies: unknown[] = [
      { title: 'One', lifespan: 'new', members: ids().slice(0, 1) },
      { title: 'Twice', lifespan: 'new', members: [ids()[0], ids()[0]] },
      { title: '', lifespan: 'new', members: ids() },
      { title: 'x'.repeat(121), lifespan: 'new', members: ids() },
      { title: 'Moon', lifespan: '5y', members: ids() },
      { title: 'Day', lifespan: 'new', startDay: '2026-11-15', members: ids() },
      // Year 1 took the summon day two years back to «-000001-01»; year 9999 ran the scene out of the calendar.
      { title: 'Year one', lifespan: '2y', startDay: '0001-01-01', members: ids() },
      { title: 'Far', lifespan: 'new', startDay: '9999-12-01', members: ids() },
      { title: 'Bad id', lifespan: 'new', members: ['nope', ids()[0]] },
      { title: 'Many', lifespan: 'new', members: Array.from({ length: 51 }, (_, i) => i.toString(16).padStart(24, '0')) },
      { title: 'Extra', lifespan: 'new', members: ids(), extra: 1 },
      [],
      'x',
    ]
    for (const body of bodies) expect((await create(a.token, body)).status, JSON.stringify(body).slice(0, 80)).toBe(400)
    for (const body of [{}, { sceneIds: [] }, { sceneIds: ['nope'] }, { sceneIds: Array.from({ length: 101 }, () => '0'.repeat(24)) }]) {
      expect((await callApi(world.ctx, apiBulk, 'DELETE', a.token, {}, body)).status).toBe(400)
    }
    // Another owner's profile is not A's to use.
    const notMine = await makeFilledProfile(world.ctx, b.owner._id, 'Nora')
    const res = await create(a.token, { title: 'Theirs', lifespan: 'new', members: [ids()[0], notMine._id] })
    expect(res.status).toBe(400)
    expect(await res.json()).toEqual({ error: 'actors_ineligible' })
    expect(await snapshot()).toBe(before)
  })

  it("calls a team whose member's profile is deleted broken in GET /scenes and GET /scene/{id}, as the teams page does", async () => {
    const c = await makeUnlimitedOwner(world.ctx)
    const [max, gus] = [await makeFilledProfile(world.ctx, c.owner._id, 'Max'), await makeFilledProfile(world.ctx, c.owner._id, 'Gus')]
    const { result: team } = (await (await create(c.token, { title: 'Half gone', lifespan: 'new', members: [max._id, gus._id] })).json()) as any
    const listed = async () => ((await (await callApi(world.ctx, apiList, 'GET', c.token, {}, undefined, '/api/v1/owner/scenes')).json()) as any).result.items[0]
    const read = async () => ((await (await callApi(world.ctx, apiOne, 'GET', c.token, { id: team.id })).json()) as any).result
    const onPage = async () => ((await (await callPage(world.ctx, teamsPage, await cookieFor(world.ctx, c.owner), '/owner/teams', {})).json()) as any).data.items[0]
    expect(await listed()).toMatchObject({ id: team.id, status: 'created', consistency: 'intact' })

    await world.services.store.collection('profiles').deleteOne({ _id: gus._id })
    const page = await onPage()
    expect(page).toMatchObject({ id: team.id, status: 'broken', consistency: 'broken' })
    expect(await listed()).toEqual(page)
    const one = await read()
    expect(one.scene).toMatchObject({ id: team.id, status: 'broken', consistency: 'broken' })
    expect(one.status).toBe('broken')
    await callApi(world.ctx, apiAll, 'DELETE', c.token)
  })

  it('another owner and another tenant can neither read nor delete a team (404, nothing changes)', async () => {
    const { result: team } = (await (await create(a.token, { title: 'Mine', lifespan: 'new', members: ids() })).json()) as any
    const before = await snapshot()
    for (const [ctx, token] of [
      [world.ctx, b.token],
      [world.otherCtx, foreign.token],
    ] as const) {
      const read = await callApi(ctx, apiOne, 'GET', token, { id: team.id })
      expect(read.status).toBe(404)
      expect(await read.json()).toEqual({ error: 'teamNotExist' })
      expect(await (await callApi(ctx, apiBulk, 'DELETE', token, {}, { sceneIds: [team.id] })).json()).toEqual({ result: { deleted: 0 } })
      // Nor can they build a team of A's profiles.
      expect((await callApi(ctx, apiCreate, 'POST', token, {}, { title: 'Stolen', lifespan: 'new', members: ids() })).status).toBe(400)
    }
    expect(await snapshot()).toBe(before)
    expect((await callApi(world.ctx, apiOne, 'GET', a.token, { id: 'nope' })).status).toBe(404)
  })

  it('at the plan maximum (20 teams) refuses a new team and a copy with 403 maxTeams, and the page says so instead of its form', async () => {
    const c = await makeUnlimitedOwner(world.ctx)
    const two = [await makeFilledProfile(world.ctx, c.owner._id, 'Max'), await makeFilledProfile(world.ctx, c.owner._id, 'Mia')].map((p) => p._id)
    let first = ''
    for (let i = 0; i < 20; i++) {
      const res = await create(c.token, { title: `Team ${i}`, lifespan: 'new', members: two })
      expect(res.status).toBe(201)
      if (i === 0) first = ((await res.json()) as any).result.id
    }
    const before = await snapshot()
    const refused = await create(c.token, { title: 'One too many', lifespan: 'new', members: two })
    expect(refused.status).toBe(403)
    expect(await refused.json()).toEqual({ error: 'maxTeams' })
    expect((await callApi(world.ctx, apiCopy, 'POST', c.token, { id: first }, { title: 'Copy too many' })).status).toBe(403)
    expect(await snapshot()).toBe(before)
    const cookie = await cookieFor(world.ctx, c.owner)
    const view = (await (await callPage(world.ctx, teamsPage, cookie, '/owner/teams', {})).json()) as any
    expect(view.data).toMatchObject({ count: 20, max: 20, atMax: true, create: false, pages: 2 })
    const posted = await callPage(world.ctx, teamsPage, cookie, '/owner/teams', {}, [
      ['intent', 'create'],
      ['title', 'Over'],
      ['lifespan', 'new'],
      ['members', two[0]],
      ['members', two[1]],
    ])
    expect(posted.status).toBe(403)
    expect(((await posted.json()) as any).result.error['']).toEqual(['teams:errors.maxTeams'])
    expect(await snapshot()).toBe(before)
    await callApi(world.ctx, apiAll, 'DELETE', c.token)
  })

  it('never answers 500 to random bodies and queries', async () => {
    // A small seeded generator: the same bodies on every run.
    let seed = 7
    const next = () => (seed = (seed * 1103515245 + 12345) % 2 ** 31) / 2 ** 31
    const pick = <T>(xs: T[]): T => xs[Math.floor(next() * xs.length)]
    const atoms = (): unknown[] => [null, true, 0, -1, 1.5, 1e309, '', 'x'.repeat(200), '2026-11-01', '2026-02-02', 'new', '1y', 'dismiss', ids()[0], '0'.repeat(24), [], {}]
    const value = (depth: number): unknown =>
      depth > 2 || next() < 0.5 ? pick(atoms()) : next() < 0.5 ? Array.from({ length: Math.floor(next() * 4) }, () => value(depth + 1)) : object(depth + 1)
    const keys = ['title', 'lifespan', 'startDay', 'summonDay', 'members', 'sceneIds', 'actors', 'pastDays', 'sceneDays', 'events', 'actorId', 'type', 'date']
    const object = (depth: number) => Object.fromEntries(Array.from({ length: Math.floor(next() * 5) }, () => [pick(keys), value(depth)]))
    const { result: team } = (await (await create(a.token, { title: 'Fuzz target', lifespan: 'new', members: ids() })).json()) as any
    const calls: [Parameters<typeof callApi>[1], string, Record<string, string>][] = [
      [apiCreate, 'POST', {}],
      [apiBulk, 'DELETE', {}],
      [apiCopy, 'POST', { id: team.id }],
      [apiSandbox, 'POST', {}],
      [apiSandbox, 'PATCH', {}],
    ]
    for (let i = 0; i < 300; i++) {
      const [mod, method, params] = pick(calls)
      const body = next() < 0.7 ? object(0) : value(0)
      const res = await callApi(world.ctx, mod, method, a.token, params, body)
      expect(res.status, `${method} ${JSON.stringify(body).slice(0, 120)}`).toBeLessThan(500)
    }
    for (const query of ['limit=0', 'limit=abc', 'offset=-1', 'offset=1e9', 'search=' + '['.repeat(100), 'search=(a+)+$', 'limit=50&offset=99999']) {
      expect((await callApi(world.ctx, apiList, 'GET', a.token, {}, undefined, `/api/v1/owner/scenes?${query}`)).status, query).toBeLessThan(500)
    }
    await callApi(world.ctx, apiAll, 'DELETE', a.token)
  })

  it('an unverified owner is refused with 403 verifyAccount', async () => {
    const unverified = await makeUnlimitedOwner(world.ctx, { verified: false })
    const before = await snapshot()
    const res = await create(unverified.token, { title: 'Early', lifespan: 'new', members: ids() })
    expect(res.status).toBe(403)
    expect(await res.json()).toEqual({ error: 'verifyAccount' })
    expect((await callApi(world.ctx, apiBulk, 'DELETE', unverified.token, {}, { sceneIds: ['0'.repeat(24)] })).status).toBe(403)
    expect(await snapshot()).toBe(before)
  })
})
