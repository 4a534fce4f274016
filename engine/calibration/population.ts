// Synthetic populations for the calibration: people whose scores are drawn near-normally around
// the middle of each scale, as questionnaires standardised on a general population produce them.
// Deterministic from a seed (counter-based, like the engine's shocks), so the harness and the tests
// read the same numbers on every machine.

import type { BigFive, PersonInput } from '../traits'
import { mix32 } from '../core/prng'

/** Spread of every 0..100 score in the population (points): a T-score's 10 scaled to 0..100 is 15. */
export const SCORE_SD = 15
/** Starting moods: slightly positive on average, as most people at work report (SPEC §3 bands). */
export const MOOD_MEAN = 10
export const MOOD_SD = 25

/** A seeded stream of standard normal numbers (Box-Muller over a counter-based uniform). */
export function normals(seed: number): () => number {
  let counter = 0
  const uniform = () => (mix32((mix32(seed >>> 0) ^ Math.imul(++counter, 0x9e3779b1)) >>> 0) + 0.5) / 4294967296
  return () => Math.sqrt(-2 * Math.log(uniform())) * Math.cos(2 * Math.PI * uniform())
}

const clip = (x: number, lo: number, hi: number) => (x < lo ? lo : x > hi ? hi : x)

export function drawScore(z: () => number): number {
  return clip(50 + SCORE_SD * z(), 0, 100)
}

export function drawTraits(z: () => number): BigFive {
  return {
    extraversion: drawScore(z),
    agreeableness: drawScore(z),
    openMindedness: drawScore(z),
    conscientiousness: drawScore(z),
    negativeEmotionality: drawScore(z),
  }
}

/** One person: K, P, L and a starting mood; Big Five traits too when `withTraits`. */
export function drawPerson(id: string, z: () => number, withTraits = false): PersonInput {
  const person: PersonInput = {
    id,
    K: drawScore(z),
    P: drawScore(z),
    L: drawScore(z),
    mood: clip(MOOD_MEAN + MOOD_SD * z(), -100, 100),
  }
  if (withTraits) person.traits = drawTraits(z)
  return person
}
