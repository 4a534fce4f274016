import { describe, expect, it } from 'vitest'
import fc from 'fast-check'
import { bandOf, bandOfRange, bandOfSortedRuns } from './quantiles'

const values = fc.array(
  fc.integer({ min: -40, max: 40 }).map((x) => x / 8),
  { minLength: 1, maxLength: 40 }
)

describe('merging the replicates of a day (pool parts, ADR 046)', () => {
  it('the band of merged ascending runs is the band of all their values', () => {
    fc.assert(
      fc.property(fc.array(values, { minLength: 1, maxLength: 4 }), (parts) => {
        const runs = parts.map((p) => Float64Array.from([99, ...Float64Array.from(p).sort()]))
        const starts = Int32Array.from(runs, () => 1)
        const lengths = Int32Array.from(parts, (p) => p.length)
        const out = new Float64Array(3)
        bandOfSortedRuns(runs, starts, lengths, new Float64Array(2 * parts.flat().length), out, 0)
        const band = bandOf(parts.flat())
        expect([...out]).toEqual([band.median, band.p10, band.p90])
      })
    )
  })

  it('bandOfRange gives bandOf of the range, by insertion for a few values and by sort for more, signed zeros and NaN included', () => {
    const withZeros = fc.array(fc.constantFrom(-1, -0, 0, 0.5, 2, -0.25, NaN), { minLength: 1, maxLength: 40 })
    fc.assert(
      fc.property(withZeros, fc.nat(3), (v, from) => {
        const values = Float64Array.from([7, 7, 7, ...v]).subarray(3 - from)
        const band = bandOfRange(values, from, new Float64Array(v.length))
        const expected = bandOf(v)
        for (const k of ['median', 'p10', 'p90'] as const) expect(Object.is(band[k], expected[k])).toBe(true)
      })
    )
  })
})
