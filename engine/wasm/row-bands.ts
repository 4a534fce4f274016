// The bands of a run's daily indicators (power, cohesion, atmosphere, union, manager fit), taken
// once the run is over: every day's R replicates ranked by the kernels' sorting network, two days at
// a time, in an arena of their own (ADR 048). By the typed array's sort a year of the five took
// 4.1-4.3 ms at 32 replicates, of a 20-person run's 65 ms; this way it takes 0.7-0.8 ms.
import { bandOfRange, unpackBandSeries, type BandSeries } from '../core/quantiles'
import { bandsOfRows, createArena, type Arena } from './arena'

/**
 * Whether the network ranks these values as the sort does. A compare-exchange keeps one of two
 * values that compare equal, so beside +0 a -0 could become +0, and NaN compares with nothing: such
 * series are left to the sort, which orders -0 before +0 and NaN last.
 */
function rankableByNetwork(values: Float64Array): boolean {
  for (let i = 0; i < values.length; i++) {
    const v = values[i]
    if (v !== v || (v === 0 && 1 / v < 0)) return false
  }
  return true
}

/** Median, p10 and p90 of each day of a series ([t*R + r]) by the sort. */
function bandSeriesBySort(values: Float64Array, T: number, R: number): BandSeries {
  const scratch = new Float64Array(R)
  const bands = Array.from({ length: T }, (_, t) => bandOfRange(values, t * R, scratch))
  return { median: bands.map((b) => b.median), p10: bands.map((b) => b.p10), p90: bands.map((b) => b.p90) }
}

/**
 * The last arena, kept for the next summary of as many replicates and no more rows: fresh memory costs
 * a page fault per 4 KiB on first write, about 1 ms for a year of five indicators at 32 replicates,
 * more than the bands themselves. It holds one run's five series, the longest since the replicate
 * count last changed (1.4 MB for a 1,095-day run at 32 replicates).
 */
let kept: Arena | null = null

function arenaFor(R: number, rows: number): Arena {
  if (!kept || kept.sizes.R !== R || (kept.sizes.rows ?? 0) < rows) kept = createArena({ G: 0, P: 0, n: 0, R, T: 0, moodBands: false, pairBands: false, rows })
  return kept
}

/** Median, p10 and p90 of each of T days of each series ([t*R + r]): the bands bandOfRange gives, bit for bit. */
export function dailyBandsOf(series: Float64Array[], T: number, R: number): BandSeries[] {
  for (const values of series) if (values.length !== T * R) throw new RangeError(`a daily series holds ${values.length} values, not ${T} days × ${R} replicates`)
  if (!series.every(rankableByNetwork)) return series.map((values) => bandSeriesBySort(values, T, R))
  const arena = arenaFor(R, series.length * T)
  series.forEach((values, k) => arena.rows.set(values, k * T * R))
  bandsOfRows(arena, series.length * T)
  return series.map((_, k) => unpackBandSeries(arena.rowBands, T, 3, k * T * 3))
}
