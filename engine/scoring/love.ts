// The love and couple questionnaires' scorer (ADR 041, docs/engine.md "Love answers"): answers →
// Big Five traits (0..100), relationship perceptions (-1..1), and K, P, L and a starting mood so a
// love profile can sit in a pair like any other. Pure: the questionnaire seeds name their questions
// with the neuronNames below, as the work questionnaire uses engine/scoring/neurons.ts.
import type { BigFive, Competencies, RelationshipPerceptions } from '../traits'
import { moodBand, type MoodBand } from '../core/bands'
import { clamp } from '../core/clamp'

export type LoveTrait = keyof BigFive

export interface LoveItem {
  /** `bf_` + the flame statement's id (modules/flame/items.ts), lower-case: the texts are those statements. */
  neuronName: string
  trait: LoveTrait
  /** Reverse-keyed: agreeing means less of the trait. */
  reverse: boolean
}

const item = (id: string, trait: LoveTrait, reverse: boolean): LoveItem => ({ neuronName: `bf_${id.toLowerCase()}`, trait, reverse })

/**
 * A short Big Five: two of the flame test's six statements per trait (its first, forward-keyed, and
 * second, reverse-keyed), the shape of the BFI-10 (Rammstedt & John 2007) so that agreeing with
 * everything lands in the middle. Ten statements keep the love questionnaire to a few minutes.
 */
export const LOVE_ITEMS: readonly LoveItem[] = [
  item('E1', 'extraversion', false),
  item('E2', 'extraversion', true),
  item('A1', 'agreeableness', false),
  item('A2', 'agreeableness', true),
  item('O1', 'openMindedness', false),
  item('O2', 'openMindedness', true),
  item('C1', 'conscientiousness', false),
  item('C2', 'conscientiousness', true),
  item('N1', 'negativeEmotionality', false),
  item('N2', 'negativeEmotionality', true),
]

export const LOVE_TRAITS: readonly LoveTrait[] = ['extraversion', 'agreeableness', 'openMindedness', 'conscientiousness', 'negativeEmotionality']

/** The relationship questions, each answered 1..5; 3 is the middle of the scale (perception 0). */
export const PERCEPTION_QUESTIONS: Record<keyof RelationshipPerceptions, string> = {
  satisfaction: 'rel_satisfaction',
  commitment: 'rel_commitment',
  // 1 never … 5 very often: a higher value is more conflict (the love model weighs it negatively).
  conflict: 'rel_conflict',
  sharedInterests: 'rel_shared_interests',
}

/** The love questionnaire asks the perceptions only of someone in a relationship. */
export const IN_RELATIONSHIP = 'in_relationship'

/** A 1..5 answer as the form stores it (a string) or a number; undefined for anything else. */
export function readLikert(value: unknown): number | undefined {
  const n = typeof value === 'number' ? value : typeof value === 'string' && /^[1-5]$/.test(value.trim()) ? Number(value.trim()) : Number.NaN
  return Number.isInteger(n) && n >= 1 && n <= 5 ? n : undefined
}

export const keyedLikert = (value: number, reverse: boolean) => (reverse ? 6 - value : value)

/** 0..100 per trait (the keyed mean's place between 1 and 5, as the flame test scores); null when a statement is unanswered. */
export function loveTraits(answers: Record<string, unknown>): BigFive | null {
  const traits = {} as BigFive
  for (const trait of LOVE_TRAITS) {
    const values = LOVE_ITEMS.filter((i) => i.trait === trait).map((i) => {
      const v = readLikert(answers[i.neuronName])
      return v === undefined ? undefined : keyedLikert(v, i.reverse)
    })
    if (values.some((v) => v === undefined)) return null
    const mean = (values as number[]).reduce((s, v) => s + v, 0) / values.length
    traits[trait] = Math.round(((mean - 1) / 4) * 100)
  }
  return traits
}

/** -1..1 per answered relationship question ((answer − 3) / 2); null when none was answered. */
export function lovePerceptions(answers: Record<string, unknown>): RelationshipPerceptions | null {
  const perceptions: RelationshipPerceptions = {}
  for (const [key, name] of Object.entries(PERCEPTION_QUESTIONS) as [keyof RelationshipPerceptions, string][]) {
    const v = readLikert(answers[name])
    if (v !== undefined) perceptions[key] = (v - 3) / 2
  }
  return Object.keys(perceptions).length > 0 ? perceptions : null
}

/**
 * K, P, L from the Big Five, so pairs, lists and teams that read K, P, L can use a love profile.
 * The love model itself reads the traits when both people have them (engine/pair/love-model.ts).
 * K (qualification): openness and conscientiousness, the traits of learning and thoroughness;
 * P (professionalism): mostly conscientiousness, the steadiest trait predictor of job performance
 * (Barrick & Mount 1991), with agreeableness and emotional stability;
 * L (maturity): the traits that rise as people mature (emotional stability, agreeableness,
 * conscientiousness: the maturity principle, Roberts, Walton & Viechtbauer 2006).
 */
export function competenciesFromTraits(t: BigFive): Competencies {
  const stability = 100 - t.negativeEmotionality
  const round = (x: number) => Math.round(clamp(x, 0, 100))
  return {
    K: round(0.5 * t.openMindedness + 0.5 * t.conscientiousness),
    P: round(0.6 * t.conscientiousness + 0.2 * t.agreeableness + 0.2 * stability),
    L: round(0.4 * stability + 0.3 * t.agreeableness + 0.3 * t.conscientiousness),
  }
}

/**
 * Starting mood on -100..100: satisfaction with the relationship (±60) and emotional stability
 * (±40: negative emotionality 0 → +40, 100 → −40). Without a relationship, the traits alone.
 */
export function loveMood(t: BigFive, p: RelationshipPerceptions | null): number {
  const satisfaction = p?.satisfaction ?? 0
  return Math.round(clamp(60 * satisfaction + 0.8 * (50 - t.negativeEmotionality), -100, 100))
}

export interface LoveScore extends Competencies {
  traits: BigFive
  /** Only when the person answered the relationship questions. */
  perceptions: RelationshipPerceptions | null
  mood: number
  moodBand: MoodBand
}

/** The whole score; null when a Big Five statement is missing (the questionnaire requires them all). */
export function scoreLoveAnswers(answers: Record<string, unknown>): LoveScore | null {
  const traits = loveTraits(answers)
  if (!traits) return null
  const perceptions = lovePerceptions(answers)
  const mood = loveMood(traits, perceptions)
  return { ...competenciesFromTraits(traits), traits, perceptions, mood, moodBand: moodBand(mood) }
}
