import { describe, expect, it } from 'vitest'
import { allPairsInput } from '../team/build-input'
import { simulateTeam } from '../team/simulate'
import { compareTeams, MAX_COMPARED_TEAMS } from './compare'

const team = (L: number, P: number, roles = true) => {
  const input = allPairsInput(4, 30, 90)
  return simulateTeam({ ...input, roles: roles ? input.roles : [], actors: input.actors.map((p) => ({ ...p, L, P })) }, { seed: 3, replicates: 4, pairSeries: false })
}

describe('team comparison', () => {
  const strong = team(85, 85)
  const weak = team(30, 30, false)
  const cmp = compareTeams([weak, strong])

  it('covers every indicator SPEC §3 lists for comparison', () => {
    expect(cmp.rows.map((r) => r.indicator)).toEqual([
      'totalK',
      'totalP',
      'totalL',
      'monthsOfCooperation',
      'launch',
      'growth',
      'support',
      'teamType',
      'peakPower',
      'averagePower',
      'lead',
      'actorsCount',
      'basePower',
      'manager',
      'cohesion',
      'managementFit',
      'competencies',
      'unionEffect',
      'atmosphere',
      'teamProfile',
    ])
    for (const r of cmp.rows) expect(r.values).toHaveLength(2)
  })

  it('names the leading team on ranked rows and none on categorical rows', () => {
    const row = (k: string) => cmp.rows.find((r) => r.indicator === k)!
    for (const k of ['totalP', 'totalL', 'peakPower', 'averagePower', 'basePower', 'cohesion', 'unionEffect', 'competencies']) {
      expect(row(k).leaders, k).toEqual([1])
    }
    expect(row('managementFit').values[0]).toBeNull()
    expect(row('managementFit').leaders).toEqual([1])
    for (const k of ['teamType', 'teamProfile', 'lead', 'manager', 'actorsCount']) expect(row(k).leaders).toEqual([])
    expect(row('totalK').leaders).toEqual([0, 1])
    expect(row('averagePower').bands![1]!.p10).toBeLessThanOrEqual(row('averagePower').bands![1]!.p90)
    expect(cmp.wins[1]).toBeGreaterThan(cmp.wins[0])
  })

  it('takes one to four teams', () => {
    expect(() => compareTeams([])).toThrow(RangeError)
    expect(() => compareTeams(Array.from({ length: MAX_COMPARED_TEAMS + 1 }, () => strong))).toThrow(RangeError)
    expect(compareTeams([strong, strong, weak, weak]).rows.find((r) => r.indicator === 'cohesion')!.leaders).toEqual([0, 1])
    expect(compareTeams([strong]).rows.every((r) => r.leaders.length === 0)).toBe(true)
  })
})
