// Team-level formulas shared by both implementations (Peeters et al. 2006, Bell 2007, Prewett et al. 2009).

import { PARAMS as Q } from './params'

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
  return (
    (Q.unionMeanL * (meanL - 50)) / 50 +
    (Q.unionMeanP * (meanP - 50)) / 50 +
    (Q.unionSpreadP * sdP) / 50 +
    (Q.unionSpreadL * sdL) / 50 +
    (Q.unionMinL * (minL - 50)) / 50
  )
}

/** The full union effect: composition plus how the pairs actually get on (cohesion, -100..100). */
export function unionEffect(composition: number, cohesionRaw: number): number {
  const u = composition + (Q.unionCohesion * cohesionRaw) / 100
  return u < -Q.unionLimit ? -Q.unionLimit : u > Q.unionLimit ? Q.unionLimit : u
}
