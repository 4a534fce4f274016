// What the engine is given of a love profile (ADR 041): traits always, perceptions only within the couple.
import { describe, expect, it } from 'vitest'
import type { ProfileDoc } from '#modules/profiles/index.server'
import { pairInput, personOf } from './engine-input.server'

const traits = { extraversion: 60, agreeableness: 70, openMindedness: 55, conscientiousness: 65, negativeEmotionality: 30 }
const profile = (id: string, extra: Partial<ProfileDoc> = {}) =>
  ({ _id: id, competencies: 60, professionalism: 62, maturity: 64, mood: 20, questionnaireState: 'ack_a', scoring: 'done', ...extra }) as ProfileDoc

describe('personOf', () => {
  const ann = profile('ann', { traits, perceptions: { satisfaction: 1, conflict: -0.5 }, coupleProfileId: 'ben' })
  const ben = profile('ben', { traits, perceptions: { satisfaction: 0.5 }, coupleProfileId: 'ann' })
  const cat = profile('cat', { traits })

  it('passes the Big Five traits of a love profile, and nothing of the kind for a work profile', () => {
    expect(personOf(cat).traits).toEqual(traits)
    expect(personOf(profile('dan', { expertise: 'middle' }))).toEqual({ id: 'dan', K: 60, P: 62, L: 64, mood: 20, grade: 'middle' })
  })

  it('passes the perceptions only in a pair with the partner they are about', () => {
    expect(personOf(ann, ben).perceptions).toEqual({ satisfaction: 1, conflict: -0.5 })
    expect(personOf(ann, cat).perceptions).toBeUndefined()
    expect(personOf(ann).perceptions).toBeUndefined()
  })

  it('a couple pair gives each side their own view of the relationship', () => {
    const input = pairInput({ left: ann, right: ben, manager: null }, { mode: 'office', hours: 5 }, '2026-06-01', 'love')
    expect(input.left.perceptions).toEqual({ satisfaction: 1, conflict: -0.5 })
    expect(input.right.perceptions).toEqual({ satisfaction: 0.5 })
    const strangers = pairInput({ left: ann, right: cat, manager: null }, { mode: 'office', hours: 5 }, '2026-06-01', 'love')
    expect(strangers.left.perceptions).toBeUndefined()
    expect(strangers.left.traits).toEqual(traits)
  })
})
