// The baseline profile scorer: questionnaire answers → K, P, L, grade and starting mood.
// Each competence is a weighted mean of features (weights.ts), so the model is readable line by
// line and every number has a reason in docs/engine/scoring-and-scene.md.

import type { Grade } from '../traits'
import { NEUTRAL_YEARS, profileFeatures, type Features } from './features'
import { moodBand, type MoodBand } from './mood'
import { NEURON_NAMES, type ProfileAnswers } from './neurons'
import { isAnswered, readNumber, readOption } from './read-answers'
import { GRADE, K_WEIGHTS, L_WEIGHTS, MOOD, P_WEIGHTS, type Weight } from './weights'

export interface ProfileScore {
  /** 0..100 each. */
  K: number
  P: number
  L: number
  grade: Grade
  /** -100..100; 0 with band UNCLEAR when nothing the mood depends on was answered. */
  mood: number
  moodBand: MoodBand
  /** Share of the vocabulary's neurons answered, 0..1: how much of the score is neutral filling. */
  coverage: number
}

/** 100 × the weighted mean of the features. */
export function weightedScore(features: Features, weights: readonly Weight[]): number {
  let sum = 0
  let total = 0
  for (const { feature, weight } of weights) {
    sum += weight * features[feature]
    total += weight
  }
  return total === 0 ? 0 : (100 * sum) / total
}

/** Effective years (work + half of leadership, scaled by K) mapped onto the six grades. */
export function gradeFrom(workYears: number, leadershipYears: number, K: number): Grade {
  const kFactor = GRADE.kFactorAt0 + (GRADE.kFactorSpan * Math.min(100, Math.max(0, K))) / 100
  const years = (Math.max(0, workYears) + GRADE.leadershipShare * Math.max(0, leadershipYears)) * kFactor
  for (const t of GRADE.thresholds) if (years >= t.years) return t.grade
  return 'junior'
}

const MOOD_NEURONS = ['family_partner', 'family_cohabitation', 'family_loss'] as const

function startingMood(answers: ProfileAnswers, L: number): { mood: number; moodBand: MoodBand } {
  if (!MOOD_NEURONS.some((n) => isAnswered(answers, n))) return { mood: 0, moodBand: 'UNCLEAR' }
  const partner = readOption(answers, 'family_partner') as keyof typeof MOOD.partner | undefined
  let mood = MOOD.base + MOOD.perMaturityPoint * (L - 50)
  if (partner) mood += MOOD.partner[partner]
  if (readOption(answers, 'family_cohabitation') === 'yes' && partner !== 'none') mood += MOOD.cohabitation
  if (readOption(answers, 'family_loss') === 'yes') mood += MOOD.loss
  mood = Math.max(-100, Math.min(100, mood))
  return { mood, moodBand: moodBand(mood) }
}

export function scoreProfile(answers: ProfileAnswers): ProfileScore {
  const features = profileFeatures(answers)
  const K = weightedScore(features, K_WEIGHTS)
  const P = weightedScore(features, P_WEIGHTS)
  const L = weightedScore(features, L_WEIGHTS)
  const work = readNumber(answers, 'work_experience_years') ?? NEUTRAL_YEARS.work
  const leadership = readNumber(answers, 'leadership_experience_years') ?? NEUTRAL_YEARS.leadership
  const answered = NEURON_NAMES.filter((n) => isAnswered(answers, n)).length
  return {
    K,
    P,
    L,
    grade: gradeFrom(work, leadership, K),
    ...startingMood(answers, L),
    coverage: answered / NEURON_NAMES.length,
  }
}
