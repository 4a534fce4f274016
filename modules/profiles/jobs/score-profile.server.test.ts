// The scoring job on the real embedded store: scores a completed profile with the engine's scorer,
// is safe to run twice, skips what it should not score, and marks 'failed' after the last attempt.
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { scoreProfile } from '#engine/scoring/index'
import { EXAMPLE_ANSWERS } from '#engine/scoring/example-answers'
import { LOVE_ITEMS, scoreLoveAnswers } from '#engine/scoring/love'
import { openWorld, type TestWorld } from '../profiles.fixture'
import { createProfile } from '../server/profiles.service.server'
import { findProfile, profilesOf } from '../server/profiles.repo.server'
import scoreProfileHandler, { config } from './score-profile.server'

describe('profiles.score', () => {
  let world: TestWorld
  beforeEach(async () => {
    world = await openWorld()
  })
  afterEach(async () => world.close())

  const jobCtx = (attempt = 1, services: unknown = world.services) => ({ services, attempt, progress: async () => {} }) as never

  async function completed(answers: Record<string, unknown>) {
    const p = await createProfile(world.ctx, 'o1', { firstName: 'Ann' })
    await profilesOf(world.ctx).updateOne({ _id: p._id }, { $set: { answers, questionnaireState: 'ack_a', status: 'completed', scoring: 'pending' } })
    return p
  }

  it('runs on the engine queue and stores K, P, L, grade and mood from the engine scorer', async () => {
    expect(config).toMatchObject({ name: 'profiles.score', queue: 'engine' })
    const p = await completed(EXAMPLE_ANSWERS.seasoned)
    await scoreProfileHandler({ tenantId: 'work', profileId: p._id }, jobCtx())
    const expected = scoreProfile(EXAMPLE_ANSWERS.seasoned)
    expect(await findProfile(world.ctx, p._id)).toMatchObject({
      competencies: expected.K,
      professionalism: expected.P,
      maturity: expected.L,
      expertise: expected.grade,
      mood: expected.mood,
      moodBand: expected.moodBand,
      scoring: 'done',
    })
  })

  it('is safe to run twice: the second run leaves the same scores', async () => {
    const p = await completed(EXAMPLE_ANSWERS.graduate)
    await scoreProfileHandler({ tenantId: 'work', profileId: p._id }, jobCtx())
    const first = await findProfile(world.ctx, p._id)
    await scoreProfileHandler({ tenantId: 'work', profileId: p._id }, jobCtx())
    const second = await findProfile(world.ctx, p._id)
    expect(second).toEqual(first)
  })

  it('skips a profile of another tenant, a deleted one and one not complete', async () => {
    const p = await completed(EXAMPLE_ANSWERS.graduate)
    expect(await scoreProfileHandler({ tenantId: 'other', profileId: p._id }, jobCtx())).toEqual({ skipped: true })
    const empty = await createProfile(world.ctx, 'o1', { firstName: 'Ben' })
    expect(await scoreProfileHandler({ tenantId: 'work', profileId: empty._id }, jobCtx())).toEqual({ skipped: true })
    expect((await findProfile(world.ctx, p._id))?.scoring).toBe('pending')
  })

  it("marks the scoring 'failed' only after the last attempt fails", async () => {
    const p = await completed(EXAMPLE_ANSWERS.graduate)
    // A store that fails the scoring write, as a broken disk or network would.
    const failing = {
      ...world.services,
      store: {
        ...world.services.store,
        collection: (name: string) => {
          const real = world.services.store.collection(name)
          return {
            ...real,
            updateOne: (f: never, u: { $set?: { scoring?: string } }) => (u.$set?.scoring === 'done' ? Promise.reject(new Error('disk')) : real.updateOne(f, u as never)),
          }
        },
      },
    }
    await expect(scoreProfileHandler({ tenantId: 'work', profileId: p._id }, jobCtx(1, failing))).rejects.toThrow('disk')
    expect((await findProfile(world.ctx, p._id))?.scoring).toBe('pending')
    await expect(scoreProfileHandler({ tenantId: 'work', profileId: p._id }, jobCtx(config.attempts, failing))).rejects.toThrow('disk')
    expect((await findProfile(world.ctx, p._id))?.scoring).toBe('failed')
  })

  it('scores love answers with the love scorer: traits, perceptions, K, P, L and mood, no grade', async () => {
    const answers = { ...Object.fromEntries(LOVE_ITEMS.map((i) => [i.neuronName, i.reverse ? '2' : '4'])), rel_satisfaction: '5', rel_conflict: '2' }
    const p = await completed(answers)
    await scoreProfileHandler({ tenantId: 'work', profileId: p._id }, jobCtx())
    const expected = scoreLoveAnswers(answers)!
    const stored = await findProfile(world.ctx, p._id)
    expect(stored).toMatchObject({
      traits: expected.traits,
      perceptions: { satisfaction: 1, conflict: -0.5 },
      competencies: expected.K,
      professionalism: expected.P,
      maturity: expected.L,
      mood: expected.mood,
      scoring: 'done',
    })
    expect(stored?.expertise).toBeUndefined()
    expect(expected.traits.extraversion).toBe(75)
  })
})
