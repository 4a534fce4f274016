// Checks shared by the engine's tests (not part of the public API): every number in a result,
// and the bounds a TeamResult must keep (SPEC scales: -100..100 for attitudes and moods, 0..100
// for percents, no NaN anywhere).

import { expect } from 'vitest'
import type { TeamResult } from './team/types'

/** Every number in a result, with its path. */
export function numbers(x: unknown, path = '', out: [string, number][] = []): [string, number][] {
  if (typeof x === 'number') out.push([path, x])
  else if (Array.isArray(x)) x.forEach((v, i) => numbers(v, `${path}[${i}]`, out))
  else if (x && typeof x === 'object') for (const [k, v] of Object.entries(x)) numbers(v, `${path}.${k}`, out)
  return out
}

/** Every non-null value in lo..hi. */
export function within(xs: (number | null)[], lo: number, hi: number): void {
  for (const x of xs) if (x !== null) expect(x >= lo && x <= hi, `${x} in ${lo}..${hi}`).toBe(true)
}

/** No NaN or infinity anywhere, and every series and summary on its scale. */
export function expectTeamBounds(r: TeamResult): void {
  for (const [path, x] of numbers(r)) expect(Number.isFinite(x), path).toBe(true)
  for (const s of [r.daily.power, r.daily.cohesion]) within([...s.median, ...s.p10, ...s.p90], 0, 100)
  within([...r.daily.managerFit.median, ...r.daily.managerFit.p10, ...r.daily.managerFit.p90], 0, 100)
  within(r.daily.basePower, 0, 100)
  within([...r.daily.atmosphere.median, ...r.daily.atmosphere.p10, ...r.daily.atmosphere.p90], -100, 100)
  within([...r.daily.union.median, ...r.daily.union.p10, ...r.daily.union.p90], -50, 50)
  for (const a of r.actors) {
    within([...a.moodSeries.median, ...a.moodSeries.p10, ...a.moodSeries.p90], -100, 100)
    within([a.power.median, a.integration.median, a.importance, a.resource, a.rating], 0, 100)
  }
  for (const p of r.pairs) {
    if (p.series) within([...p.series.ab.median, ...p.series.ab.p10, ...p.series.ba.p90], -100, 100)
    within([p.final.ab.median, p.final.ba.p10, p.mean.p90], -100, 100)
  }
  const s = r.summary
  within([s.basePower.median, s.peakPower.p90, s.averagePower.p10, s.cohesion.median, s.statisticalPower], 0, 100)
  within([s.typeShares.launch, s.typeShares.growth, s.typeShares.support], 0, 100)
  if (s.managerFit) within([s.managerFit.p10, s.managerFit.p90], 0, 100)
}
