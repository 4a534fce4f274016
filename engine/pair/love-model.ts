// The love variant's pair model. Traits (Big Five from the personality test) and relationship
// perceptions (couple questionnaire) are optional: without them it falls back on K, P, L.
// Malouff et al. 2010: partner's negative emotionality is the strongest trait predictor of lower
// satisfaction; low agreeableness and conscientiousness lower it a little.
// Joel et al. 2020: how each sees this relationship predicts far better than traits, so perceptions,
// when present, take lovePerceptionWeight of the settled level.

import type { PersonInput, RelationshipPerceptions } from '../traits'
import { PARAMS as Q } from '../core/params'
import { clampSigned } from '../core/clamp'
import { expectationFrom, similarityKPL, similarityTraits, type PairModel } from '../core/model'

const PERCEPTION_WEIGHTS: Record<keyof RelationshipPerceptions, number> = {
  satisfaction: 0.4,
  commitment: 0.3,
  conflict: -0.2,
  sharedInterests: 0.1,
}

/** -1..1: the weighted mean of the answers given (missing answers drop out of the weights). */
export function perceptionScore(p: RelationshipPerceptions): number | null {
  let sum = 0
  let weight = 0
  for (const k of Object.keys(PERCEPTION_WEIGHTS) as (keyof RelationshipPerceptions)[]) {
    const v = p[k]
    if (typeof v === 'number' && Number.isFinite(v)) {
      const w = PERCEPTION_WEIGHTS[k]
      sum += w * Math.max(-1, Math.min(1, v))
      weight += Math.abs(w)
    }
  }
  return weight > 0 ? sum / weight : null
}

/** Settled satisfaction of a with b from traits (actor + partner effects), or K, P, L without them. */
export function traitReality(a: PersonInput, b: PersonInput): number {
  const actor = a.traits ? Q.loveActorNE * (a.traits.negativeEmotionality - 50) + Q.loveActorA * (a.traits.agreeableness - 50) : Q.actorL * (a.L - 50)
  const partner = b.traits
    ? Q.lovePartnerNE * (b.traits.negativeEmotionality - 50) + Q.lovePartnerA * (b.traits.agreeableness - 50) + Q.lovePartnerC * (b.traits.conscientiousness - 50)
    : Q.partnerL * (b.L - 50) + Q.partnerP * (b.P - 50)
  return Q.realityBase + actor + partner
}

export function realityLove(a: PersonInput, b: PersonInput): number {
  const traits = traitReality(a, b)
  const score = a.perceptions ? perceptionScore(a.perceptions) : null
  if (score === null) return clampSigned(traits)
  return clampSigned(Q.lovePerceptionWeight * Q.lovePerceptionScale * score + (1 - Q.lovePerceptionWeight) * traits)
}

export function expectationLove(a: PersonInput, b: PersonInput): number {
  const similarity = a.traits && b.traits ? similarityTraits(a, b) : similarityKPL(a, b)
  return expectationFrom(similarity, a.mood)
}

export const LOVE_MODEL: PairModel = {
  expectation: expectationLove,
  reality: realityLove,
  realitySpread: Q.realitySpreadLove,
  impressionSpread: Q.impressionSpreadLove,
}
