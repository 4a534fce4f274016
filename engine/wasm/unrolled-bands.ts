// The daily bands for the common replicate count, as straight-line WebAssembly (ADR 047). The
// table-driven kernel (day-kernels.wat's $bandsOfTwo) reads two addresses from the table, loads,
// exchanges and stores back for every compare-exchange; here each value is a local and each
// compare-exchange is a pmin and a pmax, with no table, no address and, where the compiler keeps the
// locals in registers, no memory at all. Only the compare-exchanges that lead to the six positions a
// band reads are kept. The values that reach those positions are the full network's, so the bands
// are the same to the bit (ADR 046: the same compare-exchanges on the same values).

import { quantilePosition } from '../core/quantiles'
import { DEFAULT_REPLICATES } from '../team/options'
import { oddEvenMergeNetwork } from './sorting-network'

/** The replicate counts with a function of their own (the count a team run takes unless told otherwise); others take the table-driven kernel. */
export const UNROLLED_REPLICATES = [DEFAULT_REPLICATES] as const

/** The band's quantiles in the order they are stored: median, p10, p90 (quantiles.ts's bandOf). */
const BAND_QUANTILES = [0.5, 0.1, 0.9] as const

/**
 * The compare-exchanges of the network for n values that the given output positions depend on, in
 * order: walking back from the last, one is kept when it writes a position still needed, and then
 * both its positions are needed before it. The others only move values nothing reads.
 */
export function prunedNetwork(n: number, outputs: number[]): [number, number][] {
  const needed = new Set(outputs)
  const kept: [number, number][] = []
  const network = oddEvenMergeNetwork(n)
  for (let c = network.length - 1; c >= 0; c--) {
    const [i, j] = network[c]
    if (!needed.has(i) && !needed.has(j)) continue
    needed.add(i)
    needed.add(j)
    kept.push([i, j])
  }
  return kept.reverse()
}

/**
 * The same compare-exchanges in an order that finishes one corner of the network before the next:
 * depth first from the last one back to what each needs (the previous exchange on each of its two
 * positions). Two exchanges that share a position keep their order, so every value is the same; but
 * a few values at a time are live, where the network's own order, stage by stage, holds all R, and
 * more of them stay in registers.
 */
export function depthFirst(network: [number, number][]): [number, number][] {
  const lastOn = new Map<number, number>()
  const needs = network.map(([i, j], c) => {
    const before = [lastOn.get(i), lastOn.get(j)].filter((x): x is number => x !== undefined)
    lastOn.set(i, c)
    lastOn.set(j, c)
    return before
  })
  const done = new Uint8Array(network.length)
  const out: [number, number][] = []
  // Iterative, so a deep network cannot overflow the stack: [exchange, next need to visit].
  for (let root = network.length - 1; root >= 0; root--) {
    const stack: [number, number][] = [[root, 0]]
    while (stack.length > 0) {
      const top = stack[stack.length - 1]
      const [c, k] = top
      if (done[c]) {
        stack.pop()
      } else if (k < needs[c].length) {
        top[1]++
        if (!done[needs[c][k]]) stack.push([needs[c][k], 0])
      } else {
        done[c] = 1
        out.push(network[c])
        stack.pop()
      }
    }
  }
  return out
}

/** The order-statistic positions a band of R values reads. */
function bandPositions(R: number): number[] {
  return [
    ...new Set(
      BAND_QUANTILES.flatMap((q) => {
        const { lo, hi, f } = quantilePosition(q, R)
        return f === 0 ? [lo] : [lo, hi]
      })
    ),
  ]
}

/**
 * `$bandsOfTwo<R>`: as $bandsOfTwo for exactly R values, a series in each lane. The band's values are
 * computed in both lanes at once: lo + (hi - lo) f, lane by lane the same IEEE operations as
 * $quantile (lo alone when f is 0). f is written as JavaScript prints it, the shortest decimal that
 * reads back as the same double.
 */
export function unrolledBandsOfTwo(R: number): string {
  const v = (k: number) => `$v${k}`
  const lines: string[] = []
  lines.push(`  (func $bandsOfTwo${R} (param $a i32) (param $b i32) (param $outA i32) (param $outB i32)`)
  lines.push(`    ${[...Array.from({ length: R }, (_, k) => v(k)), '$t', '$q'].map((name) => `(local ${name} v128)`).join(' ')}`)
  for (let k = 0; k < R; k++) lines.push(`    (local.set ${v(k)} (v128.load64_lane offset=${8 * k} 1 (local.get $b) (v128.load64_splat offset=${8 * k} (local.get $a))))`)
  for (const [i, j] of depthFirst(prunedNetwork(R, bandPositions(R)))) {
    lines.push(
      `    (local.set $t (local.get ${v(i)})) (local.set ${v(i)} (f64x2.pmin (local.get $t) (local.get ${v(j)}))) (local.set ${v(j)} (f64x2.pmax (local.get $t) (local.get ${v(
        j
      )})))`
    )
  }
  BAND_QUANTILES.forEach((q, at) => {
    const { lo, hi, f } = quantilePosition(q, R)
    const value =
      f === 0 ? `(local.get ${v(lo)})` : `(f64x2.add (local.get ${v(lo)}) (f64x2.mul (f64x2.sub (local.get ${v(hi)}) (local.get ${v(lo)})) (f64x2.splat (f64.const ${f}))))`
    lines.push(`    (local.set $q ${value})`)
    lines.push(`    (v128.store64_lane offset=${8 * at} 0 (local.get $outA) (local.get $q)) (v128.store64_lane offset=${8 * at} 1 (local.get $outB) (local.get $q))`)
  })
  lines.push('  )')
  return lines.join('\n')
}

/** Every unrolled function, and the dispatch $bandsOfTwo begins with (it returns when one ran). */
export function unrolledBands(): { functions: string; dispatch: string } {
  return {
    functions: UNROLLED_REPLICATES.map(unrolledBandsOfTwo).join('\n\n'),
    dispatch: UNROLLED_REPLICATES.map(
      (R) => `    (if (i32.eq (local.get $R) (i32.const ${R})) (then (call $bandsOfTwo${R} (local.get $a) (local.get $b) (local.get $outA) (local.get $outB)) (return)))`
    ).join('\n'),
  }
}
