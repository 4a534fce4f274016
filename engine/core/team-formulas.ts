// Team-level formulas shared by both implementations (Peeters et al. 2006, Bell 2007, Prewett et al. 2009).

import { PARAMS as Q } from './params'
import { STREAM_FORTUNE, nearNormal, replicateBase } from './prng'

/**
 * A member's maturity as it weighs on the team's minimum (Bell 2007): the more the member works
 * with the others (contact sum w), the more their own L counts; an isolated member barely drags the
 * team (Prewett et al. 2009: the minimum matters most where members exchange work often).
 */
export function effectiveMemberL(L: number, w: number, meanL: number): number {
  const omega = w / (1 + w)
  return omega * L + (1 - omega) * meanL
}

/**
 * The composition part of the union (teaming) effect, as a fraction of power: team means of L
 * (agreeableness + stability, ρ = .24) and P (conscientiousness, ρ = .20) raise it, their spreads
 * (ρ = -.12 and -.24) lower it, and the weighted minimum L pulls it (Bell 2007).
 */
export function unionComposition(meanL: number, meanP: number, sdP: number, sdL: number, minL: number): number {
  return (Q.unionMeanL * (meanL - 50)) / 50 + (Q.unionMeanP * (meanP - 50)) / 50 + (Q.unionSpreadP * sdP) / 50 + (Q.unionSpreadL * sdL) / 50 + (Q.unionMinL * (minL - 50)) / 50
}

/**
 * The full union effect: its level, the composition, and how the pairs actually get on
 * (cohesion, -100..100). The level makes a typical team's union about 0 (ADR 024).
 */
export function unionEffect(composition: number, cohesionRaw: number): number {
  const u = Q.unionLevel + composition + (Q.unionCohesion * cohesionRaw) / 100
  return u < -Q.unionLimit ? -Q.unionLimit : u > Q.unionLimit ? Q.unionLimit : u
}

/** Key of the fortune draw: a constant, so the fortune depends on seed and replicate only. */
const FORTUNE_KEY = 0x2545f491

/**
 * Replicate r's fortune: a fraction of power (sd teamFortune) that nothing in the scene explains.
 * Keyed by (seed, replicate) alone, so two scenes run with one seed have the same luck and a what-if
 * shows the edit, not a reshuffle of luck.
 */
export function teamFortune(seed: number, replicate: number, noise: number): number {
  return noise * Q.teamFortune * nearNormal(replicateBase(seed, STREAM_FORTUNE, replicate), FORTUNE_KEY)
}

/** Power of the team on one day of one replicate. */
export function teamPower(basePower: number, union: number, atmosphere: number, fortune: number): number {
  const x = basePower * (1 + union) * (1 + atmosphere / Q.moodToPower) * (1 + fortune)
  return x < 0 ? 0 : x > 100 ? 100 : x
}
