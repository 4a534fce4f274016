// The published values the engine is calibrated to (issue 11), and how each is measured on the
// synthetic populations. `npm run calibrate` prints them; targets-hold.test.ts pins them.

import { similarityKPL, similarityTraits } from '../core/model'
import type { BigFive, PersonInput } from '../traits'
import { drawCouples, drawMeetings, drawTeams } from './populations'
import { mean, pearson, rSquared, sd } from './stats'

export interface TargetRow {
  id: string
  /** What is measured, in words. */
  label: string
  /** Published value as printed (a point or a range). */
  published: string
  source: string
  achieved: number
  /** Accepted interval. */
  lo: number
  hi: number
  /** Why this tolerance. */
  why: string
}

export interface CalibrationSizes {
  couples: number
  meetings: number
  teams: number
  seed: number
}

/** The harness: large enough that sampling error (≈ 1/√n) is small beside the tolerances. */
export const HARNESS_SIZES: CalibrationSizes = { couples: 4000, meetings: 4000, teams: 3000, seed: 11 }
/** The tests: a few seconds of CPU; sampling error about .03 on a correlation. */
export const TEST_SIZES: CalibrationSizes = { couples: 1200, meetings: 1000, teams: 1200, seed: 5 }

const TRAIT_KEYS: (keyof BigFive)[] = ['extraversion', 'agreeableness', 'openMindedness', 'conscientiousness', 'negativeEmotionality']
const traitsOf = (p: PersonInput) => TRAIT_KEYS.map((k) => p.traits![k])

const CORR = 'sampling error of r at n≈1,000 is ≈ .03; published meta-analytic intervals are about ±.05 wide'
const IMPRESSION = 'Montoya et al. report a wide spread across studies (.30-.60); ±.07 covers the spread between the work and love formulas'

export function measureTargets(sizes: CalibrationSizes): TargetRow[] {
  const couples = drawCouples(sizes.couples, sizes.seed)
  const sat = couples.map((c) => c.satisfaction)
  const ne = (p: PersonInput) => p.traits!.negativeEmotionality
  const traitRows = couples.map((c) => [...traitsOf(c.left), ...traitsOf(c.right)])
  const similarity = couples.map((c) => similarityTraits(c.left, c.right))
  const r2Traits = rSquared(traitRows, sat)
  const r2WithSimilarity = rSquared(
    traitRows.map((row, i) => [...row, similarity[i]]),
    sat
  )
  const work = drawMeetings(sizes.meetings, sizes.seed + 1, 'work')
  const love = drawMeetings(sizes.meetings, sizes.seed + 2, 'love')
  const teams = drawTeams(sizes.teams, sizes.seed + 3)
  const power = teams.map((t) => t.power)
  const members = (pick: (p: PersonInput) => number) => teams.map((t) => t.input.actors.map(pick))
  const Ls = members((p) => p.L)
  const Ps = members((p) => p.P)
  const Ks = members((p) => p.K)

  const corr = (id: string, label: string, published: number, source: string, achieved: number, tol = 0.05, why = CORR): TargetRow => ({
    id,
    label,
    published: published.toFixed(2),
    source,
    achieved,
    lo: published - tol,
    hi: published + tol,
    why,
  })

  return [
    corr(
      'couples.partnerNE',
      'couples: partner negative emotionality × satisfaction (r)',
      -0.22,
      'Malouff et al. 2010',
      pearson(
        couples.map((c) => ne(c.right)),
        sat
      )
    ),
    corr(
      'couples.actorNE',
      'couples: own negative emotionality × satisfaction (r)',
      -0.22,
      'Malouff et al. 2010',
      pearson(
        couples.map((c) => ne(c.left)),
        sat
      )
    ),
    {
      id: 'couples.traitsR2',
      label: 'couples: actor + partner Big Five together (R²)',
      published: 'up to .21',
      source: 'Joel et al. 2020',
      achieved: r2Traits,
      lo: 0.1,
      hi: 0.25,
      why: 'Joel et al. give "up to 21 %" across 43 samples; below .10 the traits would not matter as they do, above .25 they would explain more than any sample found',
    },
    {
      id: 'couples.similarityR2',
      label: 'couples: similarity beyond actor and partner effects (ΔR²)',
      published: '.005',
      source: 'Dyrenforth et al. 2010',
      achieved: r2WithSimilarity - r2Traits,
      lo: 0,
      hi: 0.02,
      why: 'the published increment is near zero (.002-.008 by measure); .02 is four times the estimate, still "negligible"',
    },
    corr(
      'impressions.work',
      'first impressions, work: actual similarity × attraction (r)',
      0.47,
      'Montoya et al. 2008',
      pearson(
        work.map((m) => similarityKPL(m.left, m.right)),
        work.map((m) => m.impression)
      ),
      0.07,
      IMPRESSION
    ),
    corr(
      'impressions.love',
      'first impressions, love: actual similarity × attraction (r)',
      0.47,
      'Montoya et al. 2008',
      pearson(
        love.map((m) => similarityTraits(m.left, m.right)),
        love.map((m) => m.impression)
      ),
      0.07,
      IMPRESSION
    ),
    {
      id: 'couples.similarityAfterYear',
      label: 'existing relationships (a year on): similarity × satisfaction (r)',
      published: 'smaller: -.05 to .24',
      source: 'Montoya et al. 2008',
      achieved: pearson(similarity, sat),
      lo: -0.05,
      hi: 0.24,
      why: 'Montoya et al. find the effect of actual similarity shrinks to about zero in existing relationships; the interval is their range of study estimates',
    },
    corr('teams.meanL', 'teams: mean maturity L (agreeableness) × power (r)', 0.24, 'Peeters et al. 2006', pearson(Ls.map(mean), power)),
    corr('teams.meanP', 'teams: mean professionalism P (conscientiousness) × power (r)', 0.2, 'Peeters et al. 2006', pearson(Ps.map(mean), power)),
    corr('teams.spreadP', 'teams: spread of P × power (r)', -0.24, 'Peeters et al. 2006', pearson(Ps.map(sd), power)),
    {
      id: 'teams.minL',
      label: 'teams: minimum L × power (r)',
      published: '.10 to .40',
      source: 'Bell 2007',
      achieved: pearson(
        Ls.map((l) => Math.min(...l)),
        power
      ),
      lo: 0.1,
      hi: 0.4,
      why: "Bell's corrected ρ for minimum agreeableness ranges by setting from about .10 (lab) to .37 (field); the interval is that range",
    },
    corr('teams.meanK', 'teams: mean qualification K (cognitive ability) × power (r)', 0.29, 'Devine & Philips 2001', pearson(Ks.map(mean), power)),
  ]
}

export const holds = (row: TargetRow) => row.achieved >= row.lo && row.achieved <= row.hi
