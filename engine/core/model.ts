// The static formulas of the model: contact from hours, first impressions, settled attitudes,
// person power. Both implementations (reference and fast) call these, so they agree by
// construction on everything that does not change day to day.

import type { Grade, PersonInput } from '../traits'
import type { InteractionMode } from '../scene/types'
import { PARAMS as Q } from './params'
import { clamp, clampPercent, clampSigned } from './clamp'

/** Contact 0..1 from weekly hours: saturating, half at `hoursHalf`, remote hours weighted 0.75. */
export function contact(hours: number, mode: InteractionMode): number {
  const h = Math.max(0, hours) * (mode === 'remote' ? Q.remoteHoursWeight : 1)
  return h / (h + Q.hoursHalf)
}

/** The contact that carries mood: remote at 2/3 of office. */
export function moodContact(hours: number, mode: InteractionMode): number {
  const h = Math.max(0, hours) * (mode === 'remote' ? Q.remoteHoursWeight : 1)
  const c = h / (h + Q.hoursHalf)
  return mode === 'remote' ? c * Q.remoteMoodWeight : c
}

/** 0..1: one minus the mean absolute gap on K, P, L. */
export function similarityKPL(a: PersonInput, b: PersonInput): number {
  return 1 - (Math.abs(a.K - b.K) + Math.abs(a.P - b.P) + Math.abs(a.L - b.L)) / 300
}

/** 0..1 over the five traits. */
export function similarityTraits(a: PersonInput, b: PersonInput): number {
  const x = a.traits!
  const y = b.traits!
  const gap =
    Math.abs(x.extraversion - y.extraversion) +
    Math.abs(x.agreeableness - y.agreeableness) +
    Math.abs(x.openMindedness - y.openMindedness) +
    Math.abs(x.conscientiousness - y.conscientiousness) +
    Math.abs(x.negativeEmotionality - y.negativeEmotionality)
  return 1 - gap / 500
}

/** First impression from a's side: similarity (Montoya 2008) plus a little of a's own mood. */
export function expectationFrom(similarity: number, moodA: number): number {
  return clampSigned(Q.expectationScale * (2 * similarity - 1) + Q.expectationMood * moodA)
}

export function expectationWork(a: PersonInput, b: PersonInput): number {
  return expectationFrom(similarityKPL(a, b), a.mood)
}

/** Settled attitude of a toward b at work: actor effect of a plus partner effects of b. */
export function realityWork(a: PersonInput, b: PersonInput): number {
  return clampSigned(Q.realityBase + Q.actorL * (a.L - 50) + Q.partnerL * (b.L - 50) + Q.partnerP * (b.P - 50) + Q.partnerK * (b.K - 50))
}

/** How a pair forms its first impression and where it settles. */
export interface PairModel {
  expectation(a: PersonInput, b: PersonInput): number
  reality(a: PersonInput, b: PersonInput): number
  /** Per-replicate spread of reality (sd, points). */
  realitySpread: number
  /** Per-replicate spread of the first impression around expectation (sd, points). */
  impressionSpread: number
}

export const WORK_MODEL: PairModel = {
  expectation: expectationWork,
  reality: realityWork,
  realitySpread: Q.realitySpreadWork,
  impressionSpread: Q.impressionSpreadWork,
}

const GRADES: Grade[] = ['junior', 'junior+', 'middle', 'middle+', 'senior', 'senior+']

/** 0..5; without a grade, read from qualification K (six equal steps). */
export function gradeIndex(p: PersonInput): number {
  if (p.grade) return GRADES.indexOf(p.grade)
  return Math.min(5, Math.floor((clamp(p.K, 0, 100) / 100) * 6))
}

export function gradeOf(p: PersonInput): Grade {
  return GRADES[gradeIndex(p)]
}

/** Static power of one person, 0..100: P first (conscientiousness), then K, then L; grade 0.9..1.15. */
export function staticPower(p: PersonInput): number {
  const raw = Q.powerP * p.P + Q.powerK * p.K + Q.powerL * p.L
  return clampPercent(raw * (0.9 + 0.05 * gradeIndex(p)))
}

/** -1..1: how a manager lifts (positive) or sinks (negative) the people under them. */
export function managerQuality(p: PersonInput): number {
  return clamp((0.6 * (p.L - 50) + 0.4 * (p.P - 50)) / 50, -1, 1)
}
