// The flame personality test's 30 statements (SPEC §2, §3 'Mobile personality test result'): six per
// trait, three keyed each way so that agreeing with everything lands in the middle rather than at an
// extreme (acquiescence cancels out). Written by us for Rapport (issue 14: published inventories such
// as the BFI-2 are copyrighted and may not be used in a paid product); the texts live in the locales
// under `items.<id>`, this file holds what scoring needs. Browser-safe plain data.

export const TRAITS = ['extraversion', 'agreeableness', 'openMindedness', 'conscientiousness', 'negativeEmotionality'] as const
export type Trait = (typeof TRAITS)[number]

export interface Item {
  /** Stable id: the trait's letter and a number (E1 … N6); answers and texts are keyed by it. */
  id: string
  trait: Trait
  /** Reverse-keyed: agreeing means less of the trait. */
  reverse: boolean
}

const TRAIT_LETTER: Record<Trait, string> = { extraversion: 'E', agreeableness: 'A', openMindedness: 'O', conscientiousness: 'C', negativeEmotionality: 'N' }

/** Per trait, which of its six statements are reverse-keyed (by number). */
const REVERSED = new Set([2, 4, 6])

const byTrait = TRAITS.map((trait) => Array.from({ length: 6 }, (_, i): Item => ({ id: `${TRAIT_LETTER[trait]}${i + 1}`, trait, reverse: REVERSED.has(i + 1) })))

/** The order shown: one statement of each trait in turn, so no trait's six come in a row. */
export const ITEMS: readonly Item[] = Array.from({ length: 6 }, (_, round) => byTrait.map((list) => list[round])).flat()

/** The answer scale, shown from agree to disagree (SPEC §2); the stored value is 5 for 'agree strongly' … 1 for 'disagree strongly'. */
export const SCALE = [5, 4, 3, 2, 1] as const
export type AnswerValue = (typeof SCALE)[number]
