// How people rate a profile (SPEC §3 'Estimator': score and scorePrecise; the administrator's final
// score and final precise score). Both rate the profile's three lines, qualification K,
// professionalism P and personal maturity L: the quick score from 1 to 10 per line, the precise
// one on the engine's own 0..100 scale. One vocabulary for the estimation, administration and
// neuronet modules, browser-safe (forms use the same schemas as the API).
import { z } from 'zod'
import { numberField } from '#app/validation/fields'
import { VALIDATION } from '#app/validation/messages'

export const RATING_LINES = ['K', 'P', 'L'] as const
export type RatingLine = (typeof RATING_LINES)[number]

const line = (min: number, max: number) =>
  numberField(
    z.number({ required_error: VALIDATION.required, invalid_type_error: VALIDATION.invalid }).int(VALIDATION.invalid).min(min, VALIDATION.invalid).max(max, VALIDATION.invalid)
  )

/** The quick score: 1 (weak) … 10 (strong) for each line. */
export const quickScoreSchema = z.object({ K: line(1, 10), P: line(1, 10), L: line(1, 10) }).strict()
/** The precise score: 0 … 100 for each line, the scale K, P and L have everywhere in the product. */
export const preciseScoreSchema = z.object({ K: line(0, 100), P: line(0, 100), L: line(0, 100) }).strict()

export type QuickScore = z.infer<typeof quickScoreSchema>
export type PreciseScore = z.infer<typeof preciseScoreSchema>

/** What a quick score stands for on the precise scale: the middle of its tenth (7 → 65). */
export function preciseOf(score: QuickScore): PreciseScore {
  return { K: score.K * 10 - 5, P: score.P * 10 - 5, L: score.L * 10 - 5 }
}
