// The scene service's API twins (SPEC §7), called as the web server calls them: an owner creates,
// reads, lists, copies and deletes teams; another owner and another tenant get 404 and change
// nothing; bad bodies are 400 and write nothing; an unverified owner is 403.
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { EXAMPLE_ANSWERS } from '#engine/scoring/example-answers'
import type { Account } from '#modules/accounts/index.server'
import { makeOwner, openWorld, type TestWorld } from '#modules/profiles/profiles.fixture'
import type { ProfileDoc } from '#modules/profiles/index.server'
import { callApi, makeFilledProfile } from '#modules/p2p/p2p.fixture'
import * as apiCreate from './owner.scene'
import * as apiOne from './owner.scene.$id'
import * as apiBulk from './owner.scene.bulk'

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
    a = await makeOwner(world.ctx)
    b = await makeOwner(world.ctx)
    foreign = await makeOwner(world.otherCtx)
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

  it('refuses bad bodies with 400 and writes nothing', async () => {
    const before = await snapshot()
    const bodies: unknown[] = [
      { title: 'One', lifespan: 'new', members: ids().slice(0, 1) },
      { title: 'Twice', lifespan: 'new', members: [ids()[0], ids()[0]] },
      { title: '', lifespan: 'new', members: ids() },
      { title: 'x'.repeat(121), lifespan: 'new', members: ids() },
      { title: 'Moon', lifespan: '5y', members: ids() },
      { title: 'Day', lifespan: 'new', startDay: '2026-11-15', members: ids() },
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

  it('an unverified owner is refused with 403 verifyAccount', async () => {
    const unverified = await makeOwner(world.ctx, { verified: false })
    const before = await snapshot()
    const res = await create(unverified.token, { title: 'Early', lifespan: 'new', members: ids() })
    expect(res.status).toBe(403)
    expect(await res.json()).toEqual({ error: 'verifyAccount' })
    expect((await callApi(world.ctx, apiBulk, 'DELETE', unverified.token, {}, { sceneIds: ['0'.repeat(24)] })).status).toBe(403)
    expect(await snapshot()).toBe(before)
  })
})
