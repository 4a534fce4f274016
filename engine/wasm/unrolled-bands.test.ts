import { describe, expect, it } from 'vitest'
import fc from 'fast-check'
import { bandOf } from '../core/quantiles'
import { bandsOfDay, createArena } from './arena'
import { kernelText } from './assemble'
import { oddEvenMergeNetwork } from './sorting-network'
import { depthFirst, prunedNetwork, UNROLLED_REPLICATES } from './unrolled-bands'

function apply(network: [number, number][], values: number[]): number[] {
  const v = values.slice()
  for (const [i, j] of network) if (v[j] < v[i]) [v[i], v[j]] = [v[j], v[i]]
  return v
}

/** Values with many ties, as replicates that hit a clamp or start alike have. */
const tied = (n: number) =>
  fc.array(
    fc.integer({ min: -6, max: 6 }).map((x) => x / 4),
    { minLength: n, maxLength: n }
  )

describe('the unrolled bands (ADR 047)', () => {
  it('the kernel text holds a function for each unrolled count, and $bandsOfTwo calls it for that count', async () => {
    expect(UNROLLED_REPLICATES.length).toBeGreaterThan(0)
    const text = await kernelText('day-kernels.wat')
    const bandsOfTwo = text.slice(text.indexOf('(func $bandsOfTwo '), text.indexOf('(func $bandsOfTwo', text.indexOf('(func $bandsOfTwo ') + 1))
    for (const R of UNROLLED_REPLICATES) {
      expect(text).toContain(`(func $bandsOfTwo${R} `)
      expect(bandsOfTwo).toContain(`(i32.eq (local.get $R) (i32.const ${R})) (then (call $bandsOfTwo${R} `)
    }
    expect(text).not.toMatch(/;; @[a-z-]+ /)
  })

  it('the pruned network puts the same values at the positions a band reads as the whole network', () => {
    const outputs = [2, 3, 15, 16, 28, 29]
    const pruned = prunedNetwork(32, outputs)
    expect(pruned.length).toBeLessThan(oddEvenMergeNetwork(32).length)
    fc.assert(
      fc.property(tied(32), (v) => {
        const whole = apply(oddEvenMergeNetwork(32), v)
        const part = apply(pruned, v)
        expect(outputs.map((k) => part[k])).toEqual(outputs.map((k) => whole[k]))
      })
    )
  })

  it('depth first keeps each position’s exchanges in order, so every value lands where it did', () => {
    for (const n of [5, 16, 32]) {
      const network = oddEvenMergeNetwork(n)
      const reordered = depthFirst(network)
      expect(reordered.slice().sort()).toEqual(network.slice().sort())
      for (let k = 0; k < n; k++) expect(reordered.filter((c) => c.includes(k))).toEqual(network.filter((c) => c.includes(k)))
    }
  })

  it('the kernel’s bands for the unrolled counts are the bands of a sort, lane by lane, ties included', () => {
    for (const R of UNROLLED_REPLICATES) {
      fc.assert(
        fc.property(fc.array(tied(R), { minLength: 4, maxLength: 4 }), (series) => {
          // Two pairs, both directions: four series of R replicates, as the pair loop leaves them.
          const arena = createArena({ G: 0, P: 2, n: 1, R, T: 1, moodBands: true, pairBands: true })
          series.forEach((values, s) => arena.att.set(values, s * R))
          bandsOfDay(arena, 0)
          const expected = series.flatMap((values) => {
            const band = bandOf(values)
            return [band.median, band.p10, band.p90]
          })
          expect([...arena.pairBands]).toEqual(expected)
        }),
        { numRuns: 200 }
      )
    }
  })
})
