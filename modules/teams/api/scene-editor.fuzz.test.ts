// The scene editor fuzzed: random JSON bodies for PATCH /scene/{id} and /fix, near-valid edits with
// wrong values in any field, and random form posts to /owner/team/{id}, never answer 500; whatever
// they answer, another owner's team never changes.
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import fc from 'fast-check'
import type { Account } from '#modules/accounts/index.server'
import { openWorld, type TestWorld } from '#modules/profiles/profiles.fixture'
import { makeUnlimitedOwner } from '#modules/billing/plan.fixture'
import type { ProfileDoc } from '#modules/profiles/index.server'
import { callApi, callPage, cookieFor, makeFilledProfile } from '#modules/p2p/p2p.fixture'
import { createTeam } from '../server/teams.service.server'
import * as apiOne from './owner.scene.$id'
import * as apiFix from './owner.scene.$id.fix'
import * as page from '../routes/owner.team.$id'

describe('scene editor fuzzed', () => {
  let world: TestWorld
  let a: { owner: Account; token: string }
  let b: { owner: Account; token: string }
  let cookieA: string
  let people: ProfileDoc[]
  let teamId: string
  let othersTeam: string

  const snapshotOf = async (id: string) => JSON.stringify(await world.services.store.collection('teams').findOne({ _id: id }))

  beforeAll(async () => {
    world = await openWorld()
    a = await makeUnlimitedOwner(world.ctx)
    b = await makeUnlimitedOwner(world.ctx)
    cookieA = await cookieFor(world.ctx, a.owner)
    people = []
    for (const name of ['Ann', 'Ben', 'Cid']) people.push(await makeFilledProfile(world.ctx, a.owner._id, name))
    const mine = await createTeam(world.ctx, a.owner, { title: 'Fuzz', lifespan: 'new', memberIds: people.map((p) => p._id) })
    const bPeople = [await makeFilledProfile(world.ctx, b.owner._id, 'Bob'), await makeFilledProfile(world.ctx, b.owner._id, 'Bea')]
    const theirs = await createTeam(world.ctx, b.owner, { title: 'Theirs', lifespan: 'new', memberIds: bPeople.map((p) => p._id) })
    if (!mine.ok || !theirs.ok) throw new Error('setup')
    teamId = mine.value._id
    othersTeam = theirs.value._id
  }, 60_000)
  afterAll(() => world?.close())

  const value = () =>
    fc.oneof(
      fc.string({ maxLength: 30 }),
      fc.integer(),
      fc.double(),
      fc.constant(null),
      fc.boolean(),
      fc.constantFrom(...['office', 'remote', 0, 1, 2, 364, 365, -1, 1e9, 0.5, '__proto__', 'constructor']),
      fc.constant('6b0927000000000000000000'),
      fc.dictionary(fc.string({ maxLength: 5 }), fc.string({ maxLength: 5 }), { maxKeys: 3 })
    )
  const edit = () =>
    fc.record(
      {
        op: fc.oneof(fc.constantFrom('hire', 'dismiss', 'rejoin', 'rank', 'interaction', 'group'), value()),
        actorId: fc.oneof(fc.constantFrom(...people.map((p) => p._id)), value()),
        profileId: fc.oneof(fc.constantFrom(...people.map((p) => p._id)), value()),
        a: fc.oneof(fc.constantFrom(...people.map((p) => p._id)), value()),
        b: fc.oneof(fc.constantFrom(...people.map((p) => p._id)), value()),
        role: value(),
        mode: value(),
        hours: value(),
        day: value(),
      },
      { requiredKeys: [] }
    )
  const body = () =>
    fc.oneof(
      fc.anything(),
      fc.record(
        { actors: fc.oneof(fc.array(edit(), { maxLength: 8 }), value()), settings: fc.oneof(fc.dictionary(fc.string(), value()), value()), title: value() },
        { requiredKeys: [] }
      )
    )

  it('PATCH /scene/{id} and /fix never answer 500, and another owner’s team never changes', async () => {
    const theirs = await snapshotOf(othersTeam)
    await fc.assert(
      fc.asyncProperty(body(), fc.boolean(), async (sent, foreignId) => {
        const id = foreignId ? othersTeam : teamId
        const res = await callApi(world.ctx, apiOne, 'PATCH', a.token, { id }, sent, `/api/v1/owner/scene/${id}`)
        expect([200, 400, 404]).toContain(res.status)
        if (foreignId) expect(res.status === 404 || res.status === 400).toBe(true)
      }),
      { numRuns: 300 }
    )
    for (const raw of ['', '{', 'null', '[]', '"x"', '{"actors":[{"op":"hire"}]}']) {
      const res = await apiOne
        .action({
          request: new Request(`http://localhost/api/v1/owner/scene/${teamId}`, {
            method: 'PATCH',
            headers: { Authorization: `Bearer ${a.token}`, 'Content-Type': 'application/json' },
            body: raw,
          }),
          params: { id: teamId },
          context: world.ctx,
        } as never)
        .catch((r: Response) => r)
      expect(res.status).toBe(400)
    }
    for (const id of [teamId, othersTeam, 'x', '']) expect([200, 404]).toContain((await callApi(world.ctx, apiFix, 'PATCH', a.token, { id })).status)
    expect(await snapshotOf(othersTeam)).toBe(theirs)
  }, 120_000)

  it('random form posts to the page never answer 500', async () => {
    const field = fc.oneof(
      fc.constantFrom('intent', 'actorId', 'profileId', 'a', 'b', 'role', 'mode', 'hours', 'day', 'title', 'sceneSort', 'sortOrder', 'ratingMode', 'showSceneCardTips'),
      fc.string({ maxLength: 8 })
    )
    const text = fc.oneof(
      fc.string({ maxLength: 20 }),
      fc.constantFrom(
        'hire',
        'dismiss',
        'rejoin',
        'rank',
        'interaction',
        'group',
        'settings',
        'title',
        'undo',
        'fix',
        ...people.map((p) => p._id),
        '0',
        '364',
        '9999',
        '-1',
        '0.5',
        'on'
      )
    )
    await fc.assert(
      fc.asyncProperty(fc.array(fc.tuple(field, text), { maxLength: 8 }), async (pairs) => {
        const res = await callPage(world.ctx, page, cookieA, `/owner/team/${teamId}`, { id: teamId }, pairs as [string, string][])
        expect([302, 400]).toContain(res.status)
      }),
      { numRuns: 200 }
    )
    // And the page itself, on any ?day= / ?date= / ?dialog= (a date that is no day is a 400 that shows the page and says so).
    for (const q of ['day=-5', 'day=99999', 'day=abc', 'date=2999-01-01', 'date=nonsense', 'date=2026-02-30', 'dialog=pair&a=x&b=y', 'dialog=group&actor=zz', 'undo']) {
      expect([200, 302, 400]).toContain((await callPage(world.ctx, page, cookieA, `/owner/team/${teamId}?${q}`, { id: teamId })).status)
    }
  }, 120_000)
})
