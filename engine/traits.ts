// Inputs the engine accepts about one person. K, P, L come from engine/scoring (or from the
// administrators' neural network); Big Five traits and relationship answers only in the love variant.

/** 0..100 each. K qualification, P professionalism, L personal maturity. */
export interface Competencies {
  K: number
  P: number
  L: number
}

export type Grade = 'junior' | 'junior+' | 'middle' | 'middle+' | 'senior' | 'senior+'

/** Big Five from the personality test, each 0..100 (SPEC §3 mobile personality test). */
export interface BigFive {
  extraversion: number
  agreeableness: number
  openMindedness: number
  conscientiousness: number
  negativeEmotionality: number
}

/**
 * Relationship-specific perceptions from the couple questionnaire, each -1..1
 * (how this person sees this relationship). Optional: outweighs traits when present.
 */
export interface RelationshipPerceptions {
  satisfaction?: number
  commitment?: number
  conflict?: number
  sharedInterests?: number
}

export interface PersonInput extends Competencies {
  id: string
  /** Starting mood on -100..100. */
  mood: number
  grade?: Grade
  traits?: BigFive
  perceptions?: RelationshipPerceptions
}
