// Team comparison (SPEC §3 'Compare-teams request'): up to four teams side by side on every
// indicator SPEC lists, with which team leads on each. Categorical rows (team type, profile, lead,
// manager, number of actors) have no leader: more people or another type is not better in itself.

import type { Band } from '../core/quantiles'
import type { TeamResult } from '../team/types'

export const MAX_COMPARED_TEAMS = 4

export type CompareIndicator =
  | 'totalK'
  | 'totalP'
  | 'totalL'
  | 'monthsOfCooperation'
  | 'launch'
  | 'growth'
  | 'support'
  | 'teamType'
  | 'peakPower'
  | 'averagePower'
  | 'lead'
  | 'actorsCount'
  | 'basePower'
  | 'manager'
  | 'cohesion'
  | 'managementFit'
  | 'competencies'
  | 'unionEffect'
  | 'atmosphere'
  | 'teamProfile'

export interface CompareRow {
  indicator: CompareIndicator
  /** Translation key of the row label. */
  key: string
  values: (number | string | null)[]
  /** 10-90 % bands where the indicator has one. */
  bands: (Band | null)[] | null
  /** Indices of the teams that lead (all of them on a tie); empty for categorical rows. */
  leaders: number[]
}

export interface TeamComparison {
  teams: number
  rows: CompareRow[]
  /** Per team: on how many rows it leads. */
  wins: number[]
}

type Pick = (r: TeamResult) => { value: number | string | null; band?: Band | null }

const ROWS: [CompareIndicator, Pick, boolean][] = [
  ['totalK', (r) => ({ value: r.summary.totals.K }), true],
  ['totalP', (r) => ({ value: r.summary.totals.P }), true],
  ['totalL', (r) => ({ value: r.summary.totals.L }), true],
  ['monthsOfCooperation', (r) => ({ value: r.summary.monthsOfCooperation }), true],
  ['launch', (r) => ({ value: r.summary.typeShares.launch }), true],
  ['growth', (r) => ({ value: r.summary.typeShares.growth }), true],
  ['support', (r) => ({ value: r.summary.typeShares.support }), true],
  ['teamType', (r) => ({ value: r.summary.teamType }), false],
  ['peakPower', (r) => ({ value: r.summary.peakPower.median, band: r.summary.peakPower }), true],
  ['averagePower', (r) => ({ value: r.summary.averagePower.median, band: r.summary.averagePower }), true],
  ['lead', (r) => ({ value: r.summary.lead }), false],
  ['actorsCount', (r) => ({ value: r.summary.actorsCount }), false],
  ['basePower', (r) => ({ value: r.summary.basePower.median, band: r.summary.basePower }), true],
  ['manager', (r) => ({ value: r.summary.manager }), false],
  ['cohesion', (r) => ({ value: r.summary.cohesion.median, band: r.summary.cohesion }), true],
  ['managementFit', (r) => ({ value: r.summary.managerFit?.median ?? null, band: r.summary.managerFit }), true],
  ['competencies', (r) => ({ value: (r.summary.competencies.K + r.summary.competencies.P + r.summary.competencies.L) / 3 }), true],
  ['unionEffect', (r) => ({ value: r.summary.union.median, band: r.summary.union }), true],
  ['atmosphere', (r) => ({ value: r.summary.atmosphere.median, band: r.summary.atmosphere }), true],
  ['teamProfile', (r) => ({ value: r.summary.competenceOrder }), false],
]

/** The indicators in the order a comparison lists its rows (SPEC §3; pinned by compare.test.ts). */
export const COMPARE_INDICATORS: readonly CompareIndicator[] = ROWS.map(([indicator]) => indicator)

export function compareTeams(results: TeamResult[]): TeamComparison {
  if (results.length < 1 || results.length > MAX_COMPARED_TEAMS) {
    throw new RangeError(`compareTeams takes 1 to ${MAX_COMPARED_TEAMS} teams, got ${results.length}`)
  }
  const wins = results.map(() => 0)
  const rows = ROWS.map(([indicator, pick, ranked]): CompareRow => {
    const picked = results.map(pick)
    const values = picked.map((p) => p.value)
    const hasBands = picked.some((p) => p.band !== undefined)
    const leaders: number[] = []
    if (ranked && results.length > 1) {
      const numbers = values.filter((v): v is number => typeof v === 'number')
      if (numbers.length > 0) {
        const best = Math.max(...numbers)
        values.forEach((v, i) => {
          if (v === best) leaders.push(i)
        })
      }
    }
    for (const i of leaders) wins[i]++
    return {
      indicator,
      key: `engine.compare.${indicator}`,
      values,
      bands: hasBands ? picked.map((p) => p.band ?? null) : null,
      leaders,
    }
  })
  return { teams: results.length, rows, wins }
}
