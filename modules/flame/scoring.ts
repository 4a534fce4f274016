// Scoring the flame test (docs/flame-test.md): each trait is the mean of its six statements after
// reverse-keyed ones are turned round (6 − answer), on 1–5; shown as 0–100 (the share of the way
// from 1 to 5) and as a percentile against the norms (norms.ts). Every statement must be answered.
import { ITEMS, TRAITS, type Trait } from './items'
import { percentileOf, PROVISIONAL_NORMS, type Norm } from './norms'

export type Answers = Record<string, number>

export interface TraitScore {
  trait: Trait
  /** The keyed mean, 1–5. */
  mean: number
  /** 0–100: where the mean sits between the scale's ends. */
  score: number
  /** 1–99: the share of people below, under the norms used. */
  percentile: number
}

export const keyed = (value: number, reverse: boolean) => (reverse ? 6 - value : value)

/** Which statements are unanswered or answered off the scale (an empty list: complete). */
export function missingItems(answers: Answers): string[] {
  return ITEMS.filter((item) => !Number.isInteger(answers[item.id]) || answers[item.id] < 1 || answers[item.id] > 5).map((item) => item.id)
}

export function scoreAnswers(answers: Answers, norms: Record<Trait, Norm> = PROVISIONAL_NORMS): TraitScore[] {
  const missing = missingItems(answers)
  if (missing.length) throw new RangeError(`flame: unanswered statements ${missing.join(', ')}`)
  return TRAITS.map((trait) => {
    const items = ITEMS.filter((item) => item.trait === trait)
    const mean = items.reduce((sum, item) => sum + keyed(answers[item.id], item.reverse), 0) / items.length
    return { trait, mean, score: Math.round(((mean - 1) / 4) * 100), percentile: percentileOf(mean, norms[trait]) }
  })
}
