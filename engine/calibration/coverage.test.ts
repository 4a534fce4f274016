// Honest bands (issue 11): the 10-90 % band of a forecast must cover about 80 % of the outcomes
// that actually happen. "What happens" is drawn in independent runs with other seeds, one
// replicate each (one realised year); the band comes from a 32-replicate forecast of the same
// inputs. Pooled over many pairs and teams, the share inside the band must be 80 % ± 5.
import { describe, expect, it } from 'vitest'
import type { Band } from '../core/quantiles'
import { forecastPair } from '../pair/forecast'
import type { PairResult } from '../pair/types'
import { simulateTeam } from '../team/simulate'
import type { TeamResult } from '../team/types'
import { drawPerson, normals } from './population'
import { typicalTeamInput } from './populations'

const REPLICATES = 32
const TOLERANCE = 5

class Coverage {
  private hits = new Map<string, [number, number]>()
  add(name: string, band: Band, realised: number) {
    const [h, n] = this.hits.get(name) ?? [0, 0]
    this.hits.set(name, [h + (realised >= band.p10 && realised <= band.p90 ? 1 : 0), n + 1])
  }
  percent(name: string): number {
    const [h, n] = this.hits.get(name) ?? [0, 0]
    return n ? (100 * h) / n : NaN
  }
  names(): string[] {
    return [...this.hits.keys()]
  }
}

describe('coverage: a forecast band covers 80 % of realised outcomes', () => {
  it('pairs, work and love: compatibility, both attitudes, both moods', () => {
    const z = normals(404)
    const cov = new Coverage()
    for (let k = 0; k < 60; k++) {
      const variant = k % 2 ? 'love' : 'work'
      const base = {
        left: drawPerson(`a${k}`, z, variant === 'love'),
        right: drawPerson(`b${k}`, z, variant === 'love'),
        variant,
        days: 365,
        interaction: { mode: k % 3 ? 'office' : 'remote', hours: 1 + (k % 7) * 3 },
      } as const
      const forecast = forecastPair({ ...base, seed: 1000 + k, replicates: REPLICATES })
      for (let j = 0; j < 10; j++) {
        const real: PairResult = forecastPair({ ...base, seed: 500_000 + 97 * k + j, replicates: 1 })
        cov.add('compatibility', forecast.compatibility, real.compatibility.median)
        cov.add('attitude left→right', forecast.reality.leftToRight, real.reality.leftToRight.median)
        cov.add('attitude right→left', forecast.reality.rightToLeft, real.reality.rightToLeft.median)
        cov.add('mood left', forecast.moods.left, real.moods.left.median)
        cov.add('mood right', forecast.moods.right, real.moods.right.median)
      }
    }
    for (const name of cov.names()) expect(Math.abs(cov.percent(name) - 80), `${name}: ${cov.percent(name).toFixed(1)} %`).toBeLessThanOrEqual(TOLERANCE)
  }, 120_000)

  it("teams: average and peak power, cohesion, atmosphere, union, manager fit, each specialist's power and mood", () => {
    const cov = new Coverage()
    for (let k = 0; k < 60; k++) {
      const input = typicalTeamInput(k, 2026)
      const forecast: TeamResult = simulateTeam(input, { seed: 77 + k, replicates: REPLICATES, pairSeries: false })
      for (let j = 0; j < 8; j++) {
        const real = simulateTeam(input, { seed: 900_000 + 131 * k + j, replicates: 1, pairSeries: false })
        const f = forecast.summary
        const s = real.summary
        cov.add('average power', f.averagePower, s.averagePower.median)
        cov.add('peak power', f.peakPower, s.peakPower.median)
        cov.add('cohesion', f.cohesion, s.cohesion.median)
        cov.add('atmosphere', f.atmosphere, s.atmosphere.median)
        cov.add('union', f.union, s.union.median)
        cov.add('manager fit', f.managerFit!, s.managerFit!.median)
        forecast.actors.forEach((a, i) => {
          cov.add('specialist power', a.power, real.actors[i].power.median)
          cov.add('specialist mood', a.mood, real.actors[i].mood.median)
        })
      }
    }
    expect(cov.names()).toHaveLength(8)
    for (const name of cov.names()) expect(Math.abs(cov.percent(name) - 80), `${name}: ${cov.percent(name).toFixed(1)} %`).toBeLessThanOrEqual(TOLERANCE)
  }, 120_000)
})
