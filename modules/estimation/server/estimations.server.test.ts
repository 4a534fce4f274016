// The estimations store on the real embedded store: the contract other modules use (ratings of a
// profile, rated counts, training labels, forgetting an estimator), tenant isolation, and the
// profile status moves estimators make.
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { openWorld, makeOwner, type TestWorld } from '#modules/profiles/profiles.fixture'
import { createAccount } from '#modules/accounts/server/accounts.server'
import { getProfile, markProfileStatus } from '#modules/profiles/index.server'
import { forgetEstimator, ratedCounts, ratingsOfProfile, trainingRatings } from '../index.server'
import { assignProfiles, estimationsOf, findEstimation, updateEstimation } from './estimations.repo.server'
import { newId } from '#app/store/ids'
import { insertProfileForTest } from '../estimation.fixture'

describe('estimations store', () => {
  let world: TestWorld
  beforeEach(async () => {
    world = await openWorld()
  })
  afterEach(async () => world.close())

  const estimator = (name: string, ctx = world.ctx) => createAccount(ctx, 'estimator', { email: `${name.toLowerCase()}-${newId()}@example.com`, name })

  it('lists every rating of a profile with the estimator names, oldest assignment first', async () => {
    const [anna, boris] = [await estimator('Anna'), await estimator('Boris')]
    const profileId = newId()
    await assignProfiles(world.ctx, anna._id, [profileId], new Date('2026-01-01'))
    await assignProfiles(world.ctx, boris._id, [profileId], new Date('2026-01-02'))
    await updateEstimation(world.ctx, anna._id, profileId, { $set: { score: { K: 7, P: 5, L: 3 }, note: 'calm', ratedAt: new Date('2026-01-03') } })
    await updateEstimation(world.ctx, boris._id, profileId, { $set: { skipStatus: 'normal' } })
    const ratings = await ratingsOfProfile(world.ctx, profileId)
    expect(ratings).toEqual([
      { estimatorId: anna._id, estimatorName: 'Anna', score: { K: 7, P: 5, L: 3 }, scorePrecise: null, skipStatus: null, note: 'calm', ratedAt: new Date('2026-01-03') },
      { estimatorId: boris._id, estimatorName: 'Boris', score: null, scorePrecise: null, skipStatus: 'normal', note: '', ratedAt: null },
    ])
    expect(await ratingsOfProfile(world.ctx, 'not-an-id')).toEqual([])
  })

  it('counts rated profiles per estimator, a quick or a precise score alike', async () => {
    const [anna, boris] = [await estimator('Anna'), await estimator('Boris')]
    const [p1, p2, p3] = [newId(), newId(), newId()]
    await assignProfiles(world.ctx, anna._id, [p1, p2, p3])
    await assignProfiles(world.ctx, boris._id, [p1])
    await updateEstimation(world.ctx, anna._id, p1, { $set: { score: { K: 1, P: 1, L: 1 } } })
    await updateEstimation(world.ctx, anna._id, p2, { $set: { scorePrecise: { K: 1, P: 1, L: 1 } } })
    await updateEstimation(world.ctx, anna._id, p3, { $set: { note: 'a note is not a rating' } })
    expect(await ratedCounts(world.ctx, [anna._id, boris._id, 'junk'])).toEqual({ [anna._id]: 2, [boris._id]: 0 })
  })

  it('averages precise scores per profile for training, quick scores mapped, suspicious profiles left out', async () => {
    const [anna, boris] = [await estimator('Anna'), await estimator('Boris')]
    const [p1, p2, p3] = [newId(), newId(), newId()].sort()
    await assignProfiles(world.ctx, anna._id, [p1, p2, p3])
    await assignProfiles(world.ctx, boris._id, [p1, p2])
    await updateEstimation(world.ctx, anna._id, p1, { $set: { score: { K: 7, P: 5, L: 3 } } })
    await updateEstimation(world.ctx, boris._id, p1, { $set: { scorePrecise: { K: 75, P: 55, L: 45 } } })
    // A precise score wins over the same estimator's quick score.
    await updateEstimation(world.ctx, anna._id, p2, { $set: { score: { K: 1, P: 1, L: 1 }, scorePrecise: { K: 20, P: 30, L: 40 } } })
    await updateEstimation(world.ctx, boris._id, p2, { $set: { skipStatus: 'normal' } })
    await updateEstimation(world.ctx, anna._id, p3, { $set: { score: { K: 9, P: 9, L: 9 } } })
    await assignProfiles(world.ctx, boris._id, [p3])
    await updateEstimation(world.ctx, boris._id, p3, { $set: { skipStatus: 'suspicious' } })
    expect(await trainingRatings(world.ctx)).toEqual([
      { profileId: p1, K: 70, P: 50, L: 35, raters: 2 },
      { profileId: p2, K: 20, P: 30, L: 40, raters: 1 },
    ])
  })

  it('forgets an estimator: their assignments go, the others stay', async () => {
    const [anna, boris] = [await estimator('Anna'), await estimator('Boris')]
    const profileId = newId()
    await assignProfiles(world.ctx, anna._id, [profileId])
    await assignProfiles(world.ctx, boris._id, [profileId])
    await forgetEstimator(world.ctx, anna._id)
    expect((await ratingsOfProfile(world.ctx, profileId)).map((r) => r.estimatorName)).toEqual(['Boris'])
  })

  it('assigns a profile to an estimator once, however often it is asked', async () => {
    const anna = await estimator('Anna')
    const profileId = newId()
    expect(await assignProfiles(world.ctx, anna._id, [profileId])).toBe(1)
    expect(await assignProfiles(world.ctx, anna._id, [profileId])).toBe(0)
    expect(await estimationsOf(world.ctx).count({ estimatorId: anna._id })).toBe(1)
  })

  it('keeps tenants apart: another tenant sees, counts, trains on and forgets nothing of this one', async () => {
    const anna = await estimator('Anna')
    const profileId = newId()
    await assignProfiles(world.ctx, anna._id, [profileId])
    await updateEstimation(world.ctx, anna._id, profileId, { $set: { score: { K: 5, P: 5, L: 5 } } })
    expect(await ratingsOfProfile(world.otherCtx, profileId)).toEqual([])
    expect(await ratedCounts(world.otherCtx, [anna._id])).toEqual({ [anna._id]: 0 })
    expect(await trainingRatings(world.otherCtx)).toEqual([])
    expect(await findEstimation(world.otherCtx, anna._id, profileId)).toBeNull()
    expect(await updateEstimation(world.otherCtx, anna._id, profileId, { $set: { note: 'x' } })).toBeNull()
    await forgetEstimator(world.otherCtx, anna._id)
    expect(await ratedCounts(world.ctx, [anna._id])).toEqual({ [anna._id]: 1 })
  })
})

describe('profile status moves by estimators', () => {
  let world: TestWorld
  beforeEach(async () => {
    world = await openWorld()
  })
  afterEach(async () => world.close())

  async function profileIn(status: string) {
    const { owner } = await makeOwner(world.ctx)
    return insertProfileForTest(world.ctx, owner._id, status)
  }

  it.each([
    ['completed', 'rated', 'estimated'],
    ['skipped', 'rated', 'estimated'],
    ['estimated', 'rated', 'estimated'],
    ['approved', 'rated', 'approved'],
    ['deleted', 'rated', 'deleted'],
    ['empty', 'rated', 'empty'],
    ['completed', 'postponed', 'skipped'],
    ['estimated', 'postponed', 'estimated'],
    ['completed', 'suspicious', 'suspicious'],
    ['estimated', 'suspicious', 'suspicious'],
    ['approved', 'suspicious', 'approved'],
    ['deleted', 'suspicious', 'deleted'],
  ] as const)('a %s profile %s becomes %s', async (from, event, to) => {
    const profile = await profileIn(from)
    expect((await markProfileStatus(world.ctx, profile._id, event))?.status).toBe(to)
    expect((await getProfile(world.ctx, profile._id))?.status ?? 'deleted').toBe(to)
  })

  it('moves nothing of another tenant', async () => {
    const profile = await profileIn('completed')
    expect(await markProfileStatus(world.otherCtx, profile._id, 'rated')).toBeNull()
    expect((await getProfile(world.ctx, profile._id))?.status).toBe('completed')
  })
})
