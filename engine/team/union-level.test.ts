// ADR 024: the union effect's level and statistical power, on a population of typical teams
// (engine/calibration/populations.ts: 4-8 people with near-normal K, P, L, all pairs 5 h a week, a year).
import { beforeAll, describe, expect, it } from 'vitest'
import { PARAMS } from '../core/params'
import { drawTeams, type TeamYear } from '../calibration/populations'
import { statisticalPowerOf } from './summarise'

const quantile = (xs: number[], q: number) => {
  const s = [...xs].sort((a, b) => a - b)
  return s[Math.round(q * (s.length - 1))]
}

describe('typical teams', () => {
  let teams: TeamYear[]
  beforeAll(() => {
    teams = drawTeams(160, 24, 32)
  }, 180_000)

  it("a typical team's union effect is about 0, so its peak power is at or above its base power", () => {
    const unions = teams.map((t) => t.result.summary.union.median)
    expect(Math.abs(quantile(unions, 0.5))).toBeLessThanOrEqual(5)
    const peakAtLeastBase = teams.filter((t) => t.result.summary.peakPower.median >= t.result.summary.basePower.median)
    expect(peakAtLeastBase.length / teams.length).toBeGreaterThanOrEqual(0.7)
    // It is the level that does it: without it (level 0) the median union would read far below 0,
    // as it did before the level (about -28 % after calibration), and peak power below base power.
    const withoutLevel = unions.map((u) => u - 100 * PARAMS.unionLevel)
    expect(quantile(withoutLevel, 0.5)).toBeLessThan(-15)
  })

  it('statistical power spreads across typical teams: some rarely beat the middle, some nearly always', () => {
    const power = teams.map((t) => t.result.summary.statisticalPower)
    expect(quantile(power, 0.1)).toBeLessThan(30)
    expect(quantile(power, 0.5)).toBeGreaterThanOrEqual(40)
    expect(quantile(power, 0.5)).toBeLessThanOrEqual(70)
    expect(quantile(power, 0.9)).toBeGreaterThan(70)
  })

  it("statistical power follows the team's strength: the stronger half of teams reads higher", () => {
    const byPower = [...teams].sort((a, b) => a.result.summary.averagePower.median - b.result.summary.averagePower.median)
    const half = Math.floor(byPower.length / 2)
    const mean = (ts: TeamYear[]) => ts.reduce((s, t) => s + t.result.summary.statisticalPower, 0) / ts.length
    expect(mean(byPower.slice(half))).toBeGreaterThan(mean(byPower.slice(0, half)) + 20)
  })
})

describe('statistical power', () => {
  it('is the share of simulated years whose average power is above 50', () => {
    expect(statisticalPowerOf([40, 60, 55, 45])).toBe(50)
    expect(statisticalPowerOf([51, 52, 80])).toBe(100)
    expect(statisticalPowerOf([50, 49, 10])).toBe(0)
    expect(statisticalPowerOf([])).toBe(0)
  })
})
