// Batches (ADR 034) on the real embedded store: which profiles enter, in which order, two raters
// at most, a postponement frees its place, the administrator's batch size, and a window of fully
// rated profiles never hides a waiting one.
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { openWorld, makeOwner, type TestWorld } from '#modules/profiles/profiles.fixture'
import { newId } from '#app/store/ids'
import { insertProfileForTest } from '../estimation.fixture'
import { estimationIndexes } from './indexes'
import { batchToReport, REPEAT_WINDOW_MS, requestBatch } from './assignment.server'
import { estimationsOfEstimator, updateEstimation } from './estimations.repo.server'

describe('batches', () => {
  let world: TestWorld
  let ownerId: string
  beforeEach(async () => {
    world = await openWorld()
    ownerId = (await makeOwner(world.ctx)).owner._id
  })
  afterEach(async () => world.close())

  const completedAt = (day: number) => ({ completedAt: new Date(Date.UTC(2026, 0, day)) })
  const assigned = async (estimatorId: string) => (await estimationsOfEstimator(world.ctx, estimatorId)).map((e) => e.profileId)

  it('hands out completed, postponed and rated profiles, longest waiting first; never empty, deleted, approved or suspicious ones', async () => {
    const newer = await insertProfileForTest(world.ctx, ownerId, 'completed', completedAt(5))
    const older = await insertProfileForTest(world.ctx, ownerId, 'estimated', completedAt(1))
    const skipped = await insertProfileForTest(world.ctx, ownerId, 'skipped', completedAt(3))
    for (const status of ['empty', 'deleted', 'approved', 'suspicious']) await insertProfileForTest(world.ctx, ownerId, status, completedAt(2))
    const anna = { _id: newId() }
    expect(await requestBatch(world.ctx, anna)).toEqual({ batchSize: 3, open: 3 })
    const order = (await estimationsOfEstimator(world.ctx, anna._id)).map((e) => e.profileId)
    expect(order.sort()).toEqual([newer._id, older._id, skipped._id].sort())
    // Batch size 2: the two longest waiting.
    const boris = { _id: newId(), batchSize: 2 }
    await requestBatch(world.ctx, boris)
    expect((await assigned(boris._id)).sort()).toEqual([older._id, skipped._id].sort())
  })

  it('a second press right after a batch reports that batch, not "nothing new"; later, a full list reports nothing', async () => {
    for (let i = 0; i < 3; i++) await insertProfileForTest(world.ctx, ownerId, 'completed', completedAt(i + 1))
    const anna = { _id: newId(), batchSize: 3 }
    const first = new Date('2026-02-01T10:00:00Z')
    expect(await batchToReport(world.ctx, anna, first)).toBe(3)
    expect(await batchToReport(world.ctx, anna, new Date(first.getTime() + 300))).toBe(3)
    expect(await assigned(anna._id)).toHaveLength(3)
    expect(await batchToReport(world.ctx, anna, new Date(first.getTime() + REPEAT_WINDOW_MS + 1))).toBe(0)
  })

  it('two presses at once assign the batch once and both report it', async () => {
    for (let i = 0; i < 4; i++) await insertProfileForTest(world.ctx, ownerId, 'completed', completedAt(i + 1))
    // The unique index is what keeps two requests at once from assigning a profile twice.
    await world.services.store.ensureIndexes(estimationIndexes)
    const boris = { _id: newId(), batchSize: 4 }
    const now = new Date()
    expect(await Promise.all([batchToReport(world.ctx, boris, now), batchToReport(world.ctx, boris, now)])).toEqual([4, 4])
    expect(await assigned(boris._id)).toHaveLength(4)
  })

  it('gives a profile to two estimators at most; a postponement frees its place, a rating keeps it', async () => {
    const profile = await insertProfileForTest(world.ctx, ownerId, 'completed')
    const [a, b, c] = [{ _id: newId() }, { _id: newId() }, { _id: newId() }]
    await requestBatch(world.ctx, a)
    await requestBatch(world.ctx, b)
    expect((await requestBatch(world.ctx, c)).batchSize).toBe(0)
    await updateEstimation(world.ctx, a._id, profile._id, { $set: { skipStatus: 'normal' } })
    expect((await requestBatch(world.ctx, c)).batchSize).toBe(1)
    // A rating after a postponement holds a place again: nobody else gets it.
    await updateEstimation(world.ctx, a._id, profile._id, { $set: { score: { K: 5, P: 5, L: 5 } } })
    expect((await requestBatch(world.ctx, { _id: newId() })).batchSize).toBe(0)
  })

  it('tops up to the batch size: a full list gets nothing, a rated profile makes room for one more', async () => {
    const profiles = []
    for (let i = 0; i < 4; i++) profiles.push(await insertProfileForTest(world.ctx, ownerId, 'completed', completedAt(i + 1)))
    const anna = { _id: newId(), batchSize: 2 }
    expect(await requestBatch(world.ctx, anna)).toEqual({ batchSize: 2, open: 2 })
    expect(await requestBatch(world.ctx, anna)).toEqual({ batchSize: 0, open: 2 })
    await updateEstimation(world.ctx, anna._id, profiles[0]._id, { $set: { score: { K: 5, P: 5, L: 5 } } })
    expect(await requestBatch(world.ctx, anna)).toEqual({ batchSize: 1, open: 2 })
    expect((await assigned(anna._id)).sort()).toEqual(
      profiles
        .slice(0, 3)
        .map((p) => p._id)
        .sort()
    )
  })

  it('reads past windows of fully rated profiles to the waiting ones', async () => {
    const full = []
    for (let i = 0; i < 5; i++) full.push(await insertProfileForTest(world.ctx, ownerId, 'estimated', completedAt(i + 1)))
    const waiting = await insertProfileForTest(world.ctx, ownerId, 'completed', completedAt(20))
    for (const rater of [{ _id: newId() }, { _id: newId() }]) {
      await requestBatch(world.ctx, { ...rater, batchSize: 5 }, new Date(), 2)
      for (const p of full) await updateEstimation(world.ctx, rater._id, p._id, { $set: { score: { K: 5, P: 5, L: 5 } } })
    }
    const late = { _id: newId() }
    expect(await requestBatch(world.ctx, late, new Date(), 2)).toEqual({ batchSize: 1, open: 1 })
    expect(await assigned(late._id)).toEqual([waiting._id])
  })

  it('never reaches another tenant’s profiles', async () => {
    await insertProfileForTest(world.otherCtx, 'x', 'completed')
    expect(await requestBatch(world.ctx, { _id: newId() })).toEqual({ batchSize: 0, open: 0 })
  })
})
