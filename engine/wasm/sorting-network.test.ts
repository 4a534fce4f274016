import { describe, expect, it } from 'vitest'
import fc from 'fast-check'
import { oddEvenMergeNetwork } from './sorting-network'

function applyNetwork(values: number[]): number[] {
  const v = values.slice()
  for (const [i, j] of oddEvenMergeNetwork(v.length)) if (v[j] < v[i]) [v[i], v[j]] = [v[j], v[i]]
  return v
}

describe('the odd-even merge sorting network', () => {
  it('sorts every list of 0s and 1s of lengths 1 to 16 (the 0-1 principle: then it sorts anything)', () => {
    for (let n = 1; n <= 16; n++)
      for (let bits = 0; bits < 2 ** n; bits++) {
        const v = Array.from({ length: n }, (_, k) => (bits >> k) & 1)
        expect(applyNetwork(v)).toEqual(v.slice().sort((a, b) => a - b))
      }
  })

  it('sorts random lists up to 64 values, ties included, as a sort does', () => {
    fc.assert(
      fc.property(
        fc.array(
          fc.integer({ min: -5, max: 5 }).map((x) => x / 4),
          { minLength: 1, maxLength: 64 }
        ),
        (v) => {
          expect(applyNetwork(v)).toEqual([...Float64Array.from(v).sort()])
        }
      )
    )
  })

  it("is Batcher's size: 191 compare-exchanges for 32 values, comparators within range", () => {
    expect(oddEvenMergeNetwork(32)).toHaveLength(191)
    for (const n of [1, 2, 7, 31, 33]) for (const [i, j] of oddEvenMergeNetwork(n)) expect(0 <= i && i < j && j < n).toBe(true)
  })
})
