// The comparison API fuzzed: random bodies for POST /scenes/compare and random ids for GET and DELETE
// /scenes/compare/{id} never answer 500, and another owner's teams and comparisons stay as they were.
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import fc from 'fast-check'
import type { Account } from '#modules/accounts/index.server'
import { openWorld, type TestWorld } from '#modules/profiles/profiles.fixture'
import { makeUnlimitedOwner } from '#modules/billing/plan.fixture'
import { callApi, makeFilledProfile } from '#modules/p2p/p2p.fixture'
import { createTeam } from '#modules/teams/server/teams.service.server'
import * as apiCompare from './owner.scenes.compare'
import * as apiOne from './owner.scenes.compare.$id'

describe('comparison API fuzzed', () => {
  let world: TestWorld
  let a: { owner: Account; token: string }
  let b: { owner: Account; token: string }
  let mine: string[]
  let theirs: string

  const everything = async () =>
    JSON.stringify([
      await world.services.store.collection('teams').find({}, { sort: { _id: 1 } }),
      await world.services.store.collection('compare_requests').find({ ownerId: b.owner._id }, { sort: { _id: 1 } }),
    ])

  beforeAll(async () => {
    world = await openWorld()
    a = await makeUnlimitedOwner(world.ctx)
    b = await makeUnlimitedOwner(world.ctx)
    const people = [(await makeFilledProfile(world.ctx, a.owner._id, 'Ann'))._id, (await makeFilledProfile(world.ctx, a.owner._id, 'Ben'))._id]
    mine = []
    for (const title of ['One', 'Two']) {
      const made = await createTeam(world.ctx, a.owner, { title, lifespan: 'new', memberIds: people })
      if (!made.ok) throw new Error('setup')
      mine.push(made.value._id)
    }
    const bPeople = [(await makeFilledProfile(world.ctx, b.owner._id, 'Bob'))._id, (await makeFilledProfile(world.ctx, b.owner._id, 'Bea'))._id]
    const other = await createTeam(world.ctx, b.owner, { title: 'Theirs', lifespan: 'new', memberIds: bPeople })
    if (!other.ok) throw new Error('setup')
    theirs = other.value._id
  }, 60_000)
  afterAll(() => world?.close())

  const id = () => fc.oneof(fc.string({ maxLength: 30 }), fc.string({ unit: fc.constantFrom(...'0123456789abcdef'), minLength: 24, maxLength: 24 }), fc.constant('__proto__'))

  it('never answers 500, and another owner’s teams and comparisons stay as they were', async () => {
    const before = await everything()
    const sceneIds = fc.oneof(fc.anything(), fc.array(fc.oneof(id(), fc.constantFrom(mine[0], mine[1], theirs)), { maxLength: 8 }))
    await fc.assert(
      fc.asyncProperty(fc.oneof(fc.anything(), fc.record({ sceneIds }, { requiredKeys: [] })), async (body) => {
        const res = await callApi(world.ctx, apiCompare, 'POST', a.token, {}, body, '/api/v1/owner/scenes/compare')
        expect([201, 400, 404, 409]).toContain(res.status)
      }),
      { numRuns: 150 }
    )
    await fc.assert(
      fc.asyncProperty(id(), fc.constantFrom('GET', 'DELETE'), async (comparisonId, method) => {
        const res = await callApi(world.ctx, apiOne, method, a.token, { id: comparisonId }, undefined, `/api/v1/owner/scenes/compare/${encodeURIComponent(comparisonId)}`)
        expect([404]).toContain(res.status)
      }),
      { numRuns: 60 }
    )
    expect(await everything()).toBe(before)
  }, 120_000)
})
