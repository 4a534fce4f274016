// The team run's API fuzzed: random ids, bodies and queries for PUT /scene/{id}/run, POST /scene/check
// and GET /scene/snapshot/{sceneId} never answer 500, and another owner's team is never run or changed.
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import fc from 'fast-check'
import type { Account } from '#modules/accounts/index.server'
import { openWorld, type TestWorld } from '#modules/profiles/profiles.fixture'
import { makeUnlimitedOwner } from '#modules/billing/plan.fixture'
import { callApi, makeFilledProfile } from '#modules/p2p/p2p.fixture'
import { createTeam } from '../server/teams.service.server'
import * as apiRun from './owner.scene.$id.run'
import * as apiCheck from './owner.scene.check'
import * as apiSnapshot from './owner.scene.snapshot.$sceneId'

describe('team run API fuzzed', () => {
  let world: TestWorld
  let a: { owner: Account; token: string }
  let b: { owner: Account; token: string }
  let mine: string[]
  let othersTeam: string

  const snapshotOf = async (id: string) => JSON.stringify(await world.services.store.collection('teams').findOne({ _id: id }))

  beforeAll(async () => {
    world = await openWorld()
    a = await makeUnlimitedOwner(world.ctx)
    b = await makeUnlimitedOwner(world.ctx)
    mine = [(await makeFilledProfile(world.ctx, a.owner._id, 'Ann'))._id, (await makeFilledProfile(world.ctx, a.owner._id, 'Ben'))._id]
    const theirs = await createTeam(world.ctx, b.owner, {
      title: 'Theirs',
      lifespan: 'new',
      memberIds: [(await makeFilledProfile(world.ctx, b.owner._id, 'Bob'))._id, (await makeFilledProfile(world.ctx, b.owner._id, 'Bea'))._id],
    })
    if (!theirs.ok) throw new Error('setup')
    othersTeam = theirs.value._id
  }, 60_000)
  afterAll(() => world?.close())

  const id = () =>
    fc.oneof(
      fc.string({ maxLength: 30 }),
      fc.string({ unit: fc.constantFrom(...'0123456789abcdef'), minLength: 24, maxLength: 24 }),
      fc.constant('6b0927000000000000000000'),
      fc.constant('__proto__')
    )
  const value = () => fc.oneof(fc.anything(), fc.array(fc.oneof(id(), fc.constantFrom(...['x', 1, null])), { maxLength: 60 }))

  it('never answers 500, and another owner’s team stays as it was', async () => {
    const theirs = await snapshotOf(othersTeam)
    await fc.assert(
      fc.asyncProperty(fc.oneof(id(), fc.constant(othersTeam)), async (sceneId) => {
        const run = await callApi(world.ctx, apiRun, 'PUT', a.token, { id: sceneId }, undefined, `/api/v1/owner/scene/${encodeURIComponent(sceneId)}/run`)
        expect([400, 404]).toContain(run.status)
      }),
      { numRuns: 60 }
    )
    await fc.assert(
      fc.asyncProperty(fc.oneof(value(), fc.record({ members: fc.oneof(value(), fc.subarray([...mine, othersTeam])) }, { requiredKeys: [] })), async (body) => {
        const res = await callApi(world.ctx, apiCheck, 'POST', a.token, {}, body, '/api/v1/owner/scene/check')
        expect([201, 400, 403]).toContain(res.status)
      }),
      { numRuns: 80 }
    )
    await fc.assert(
      fc.asyncProperty(fc.oneof(id(), fc.constant(othersTeam)), fc.string({ maxLength: 80 }), async (sceneId, ruid) => {
        const res = await callApi(world.ctx, apiSnapshot, 'GET', a.token, { sceneId }, undefined, `/api/v1/owner/scene/snapshot/x?ruid=${encodeURIComponent(ruid)}`)
        expect([400, 404]).toContain(res.status)
      }),
      { numRuns: 60 }
    )
    expect(await snapshotOf(othersTeam)).toBe(theirs)
  }, 120_000)
})
