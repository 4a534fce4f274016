import { describe, expect, it } from 'vitest'
import fc from 'fast-check'
import { bandOf } from '../core/quantiles'
import { bandsOfRows, createArena, releaseArena, sortRows } from './arena'
import { dailyBandsOf } from './row-bands'

/** Values with many ties, as replicates that hit a clamp or start alike have. */
const tied = (n: number) =>
  fc.array(
    fc.integer({ min: -6, max: 6 }).map((x) => x / 4),
    { minLength: n, maxLength: n }
  )

/** Each day's band by the typed array's sort (bandOf), the bits the summary took before (ADR 048). */
function bySort(values: Float64Array, T: number, R: number) {
  const bands = Array.from({ length: T }, (_, t) => bandOf(values.subarray(t * R, (t + 1) * R)))
  return { median: bands.map((b) => b.median), p10: bands.map((b) => b.p10), p90: bands.map((b) => b.p90) }
}

const seriesOf = (R: number) =>
  fc.integer({ min: 1, max: 5 }).chain((T) => fc.array(fc.array(tied(R), { minLength: T, maxLength: T }), { minLength: 1, maxLength: 5 }).map((s) => ({ T, series: s })))

describe('the daily indicators’ bands (ADR 048)', () => {
  /** For each replicate count, random rows of tied values in an arena of their own, handed to `check`. */
  function forRows(counts: number[], check: (arena: ReturnType<typeof createArena>, rows: number[][]) => void) {
    for (const R of counts) {
      fc.assert(
        fc.property(fc.array(tied(R), { minLength: 1, maxLength: 5 }), (rows) => {
          const arena = createArena({ G: 0, P: 0, n: 0, R, T: 0, moodBands: false, pairBands: false, rows: rows.length })
          rows.forEach((values, i) => arena.rows.set(values, i * R))
          check(arena, rows)
          releaseArena(arena)
        }),
        { numRuns: 100 }
      )
    }
  }

  it('the kernel bands every row, two at a time and an odd last one alone, as a sort does', () => {
    forRows([1, 3, 4, 32], (arena, rows) => {
      bandsOfRows(arena, rows.length)
      expect([...arena.rowBands]).toEqual(rows.flatMap((values) => Object.values(bandOf(values))))
    })
  })

  it('the kernel sorts every row in place, an odd last one alone, as a sort does (a pool part’s day)', () => {
    forRows([1, 3, 16, 32], (arena, rows) => {
      sortRows(arena, rows.length)
      expect([...arena.rows]).toEqual(rows.flatMap((values) => [...Float64Array.from(values).sort()]))
    })
  })

  it('every day of every series gets the band the sort gives, bit for bit', () => {
    for (const R of [1, 4, 32]) {
      fc.assert(
        fc.property(seriesOf(R), ({ T, series }) => {
          const arrays = series.map((days) => Float64Array.from(days.flat()))
          expect(dailyBandsOf(arrays, T, R)).toEqual(arrays.map((values) => bySort(values, T, R)))
        }),
        { numRuns: 100 }
      )
    }
  })

  it('a series with -0 or NaN is ranked by the sort: -0 before +0, NaN last', () => {
    const [zeros, withNaN] = dailyBandsOf([Float64Array.of(0, -0, 0), Float64Array.of(NaN, 2, 1)], 1, 3)
    expect(Object.is(zeros.p10[0], -0)).toBe(true)
    expect(Object.is(zeros.median[0], 0)).toBe(true)
    expect(withNaN.median[0]).toBe(2)
    expect(withNaN.p10[0]).toBe(1)
    expect(withNaN.p90[0]).toBeNaN()
  })

  it('a longer summary after a shorter one, and a shorter after a longer, each get their own bands', () => {
    const long = [Float64Array.from({ length: 40 * 4 }, (_, i) => (i * 7) % 13)]
    const short = [Float64Array.from({ length: 3 * 4 }, (_, i) => -i)]
    for (const [values, T] of [
      [short, 3],
      [long, 40],
      [short, 3],
    ] as const)
      expect(dailyBandsOf([...values], T, 4)).toEqual(values.map((v) => bySort(v, T, 4)))
  })

  it('refuses a series that is not days × replicates long, and more rows than the arena holds', () => {
    expect(() => dailyBandsOf([new Float64Array(5)], 2, 3)).toThrow(RangeError)
    expect(() => bandsOfRows(createArena({ G: 0, P: 0, n: 0, R: 2, T: 0, moodBands: false, pairBands: false, rows: 2 }), 3)).toThrow(RangeError)
  })
})
