// Merging replicate ranges of one run (ADR 027): the parts simulateTeamFastPart computes for
// [r0, r1) ranges that tile [0, R), in replicate order, become the RawTeamRun the whole run would
// have produced. Per-replicate arrays are interleaved back to their [.. * R + r] layout; the daily
// bands, which need every replicate of a day, are computed here from each part's start-of-day values,
// which the part ranked (in its own thread, in the pool): a merge of the parts' ascending runs.
// The bands equal the in-loop ones: a quantile of sorted values does not depend on how they were
// sorted, and the values are the same numbers.

import { bandOfSortedRuns } from '../core/quantiles'
import type { RawTeamDaily, RawTeamRun } from './types'

export type RawTeamPart = RawTeamRun & RawTeamDaily

/** Copies `stride`-long blocks of each part's rows into rows of width R (rows × R layout). */
function interleave(parts: readonly RawTeamPart[], pick: (p: RawTeamPart) => Float64Array, rows: number, R: number, stride = 1): Float64Array {
  const out = new Float64Array(rows * R * stride)
  let r0 = 0
  for (const part of parts) {
    const src = pick(part)
    const Rp = part.replicates
    for (let row = 0; row < rows; row++) out.set(src.subarray(row * Rp * stride, (row + 1) * Rp * stride), (row * R + r0) * stride)
    r0 += Rp
  }
  return out
}

/**
 * Bands of `groups` series of T days from parts laid out [(g*T + t)*Rp + k], each day's Rp values
 * ascending: [g][t*3 + (median, p10, p90)]. Ranking a day's values is the parts' work, done in
 * parallel in the pool; here the parts' runs are only merged (the serial tail of a pool run).
 */
function bandsOf(parts: readonly RawTeamPart[], pick: (p: RawTeamPart) => Float64Array, groups: number, T: number, R: number): Float64Array[] {
  const runs = parts.map(pick)
  const starts = new Int32Array(parts.length)
  const lengths = Int32Array.from(parts, (p) => p.replicates)
  const scratch = new Float64Array(2 * R)
  const out: Float64Array[] = []
  for (let g = 0; g < groups; g++) {
    const band = new Float64Array(T * 3)
    for (let t = 0; t < T; t++) {
      for (let j = 0; j < parts.length; j++) starts[j] = (g * T + t) * lengths[j]
      bandOfSortedRuns(runs, starts, lengths, scratch, band, t * 3)
    }
    out.push(band)
  }
  return out
}

/** The whole run from its parts, given in replicate order. */
export function mergeTeamParts(parts: readonly RawTeamPart[]): RawTeamRun {
  if (parts.length === 0) throw new RangeError('no parts to merge')
  const first = parts[0]
  const T = first.days
  const R = parts.reduce((s, p) => s + p.replicates, 0)
  const P = first.pairA.length
  const n = first.actorScene.length / (first.replicates * 5)
  const perDay = (pick: (p: RawTeamPart) => Float64Array) => interleave(parts, pick, T, R)
  let pairBands: Float64Array[] | null = null
  if (first.pairDaily) {
    // Both directions of pair p are series 2p and 2p + 1; the packed layout puts them side by side.
    const dirs = bandsOf(parts, (p) => p.pairDaily!, P * 2, T, R)
    pairBands = []
    for (let p = 0; p < P; p++) {
      const packed = new Float64Array(T * 6)
      for (let t = 0; t < T; t++) {
        packed.set(dirs[2 * p].subarray(t * 3, t * 3 + 3), t * 6)
        packed.set(dirs[2 * p + 1].subarray(t * 3, t * 3 + 3), t * 6 + 3)
      }
      pairBands.push(packed)
    }
  }
  return {
    days: T,
    pastDays: first.pastDays,
    replicates: R,
    pairA: first.pairA,
    pairB: first.pairB,
    pairStatic: first.pairStatic,
    power: perDay((p) => p.power),
    cohesion: perDay((p) => p.cohesion),
    atmosphere: perDay((p) => p.atmosphere),
    union: perDay((p) => p.union),
    managerFit: perDay((p) => p.managerFit),
    managerPresent: first.managerPresent,
    basePower: first.basePower,
    activeCount: first.activeCount,
    moodBands: bandsOf(parts, (p) => p.moodDaily!, n, T, R),
    pairBands,
    pairFinal: interleave(parts, (p) => p.pairFinal, P * 2, R),
    pairMean: interleave(parts, (p) => p.pairMean, P, R),
    actorScene: interleave(parts, (p) => p.actorScene, n, R, 5),
    actorAll: interleave(parts, (p) => p.actorAll, n, R, 5),
  }
}

/** Contiguous replicate ranges for `k` parts: sizes differ by at most one, larger first. */
export function replicateRanges(R: number, k: number): { r0: number; r1: number }[] {
  const parts = Math.max(1, Math.min(k, R))
  const out: { r0: number; r1: number }[] = []
  let r0 = 0
  for (let j = 0; j < parts; j++) {
    const size = Math.floor(R / parts) + (j < R % parts ? 1 : 0)
    out.push({ r0, r1: r0 + size })
    r0 += size
  }
  return out
}
