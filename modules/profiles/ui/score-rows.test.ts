// A love or couple profile (ADR 041) shows the five traits its questionnaire measured and the mood,
// not the work scores with their work meanings; a work profile shows K, P, L, grade and mood.
import { describe, expect, it } from 'vitest'
import { profileView } from '../server/view'
import type { ProfileDoc } from '../server/profiles.repo.server'
import { scoreRowIds } from './ProfileScores'
import ru from '../locales/ru.json'
import en from '../locales/en.json'

const traits = { extraversion: 62, agreeableness: 75, openMindedness: 50, conscientiousness: 38, negativeEmotionality: 25 }
const doc = (over: Partial<ProfileDoc>) =>
  ({
    _id: 'p1',
    ownerId: 'o1',
    firstName: 'Ivan',
    lastName: '',
    isDemo: false,
    isShort: false,
    hideDetails: false,
    permalink: 'x',
    status: 'completed',
    questionnaireState: 'ack_a',
    createdAt: new Date(),
    updatedAt: new Date(),
    competencies: 50,
    professionalism: 50,
    maturity: 55,
    ...over,
  }) as ProfileDoc

describe('the scores a profile page shows', () => {
  it('a couple partner: the five traits and the mood, no K, P, L or grade', () => {
    const view = profileView(doc({ traits, questionnaireKey: 'couple' }), 'o1', { expertise: true })
    expect(view.traits).toEqual(traits)
    for (const variant of ['work', 'love'] as const)
      expect(scoreRowIds(view, variant)).toEqual(['extraversion', 'agreeableness', 'openMindedness', 'conscientiousness', 'negativeEmotionality', 'mood'])
  })

  it('a work profile: K, P, L, grade and mood', () => {
    const view = profileView(doc({}), 'o1', { expertise: true })
    expect(view.traits).toBeNull()
    expect(scoreRowIds(view, 'work')).toEqual(['K', 'P', 'L', 'grade', 'mood'])
  })

  it('on the love brand a work-filled profile has no experience grade: it speaks of a career', () => {
    expect(scoreRowIds(profileView(doc({ expertise: 'middle' }), 'o1', { expertise: true }), 'love')).toEqual(['K', 'P', 'L', 'mood'])
  })

  it('every trait has a name and a meaning in both languages, and none speaks of work', () => {
    for (const texts of [ru, en]) {
      expect(Object.keys(texts.traits.names).sort()).toEqual(Object.keys(traits).sort())
      expect(Object.keys(texts.traits.meaning).sort()).toEqual(Object.keys(traits).sort())
    }
  })
})
