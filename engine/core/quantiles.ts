// Median and 10-90 % band over replicates. One definition, used everywhere: linear interpolation
// between order statistics at 1-based position q·(R+1) (R's type 6, Weibull), clamped to the ends.
// Why not q·(R-1) (type 7): a new draw from the same distribution falls between the i-th and j-th
// of R sorted draws with probability (j-i)/(R+1), so q·(R+1) makes the 10-90 % band cover 80 % of
// new outcomes; with 32 replicates q·(R-1) covered about 75 % (issue 11, coverage tests).

export interface Band {
  median: number
  p10: number
  p90: number
}

/** Where quantile q of n sorted values lies: between the 0-based order statistics lo and hi, at fraction f. */
export function quantilePosition(q: number, n: number): { lo: number; hi: number; f: number } {
  const raw = q * (n + 1) - 1
  const pos = raw < 0 ? 0 : raw > n - 1 ? n - 1 : raw
  const lo = Math.floor(pos)
  return { lo, hi: lo + 1 < n ? lo + 1 : lo, f: pos - lo }
}

type Position = ReturnType<typeof quantilePosition>

function readQuantile(sorted: ArrayLike<number>, { lo, hi, f }: Position): number {
  return f === 0 ? sorted[lo] : sorted[lo] + (sorted[hi] - sorted[lo]) * f
}

/** Quantile of an ascending-sorted array-like (its first n entries, default all). */
export function quantileSorted(sorted: ArrayLike<number>, q: number, n = sorted.length): number {
  return n === 0 ? 0 : readQuantile(sorted, quantilePosition(q, n))
}

/** The positions a band reads, kept for the last count: a summary bands a million series of one length. */
let bandPositions = { n: 1, median: quantilePosition(0.5, 1), p10: quantilePosition(0.1, 1), p90: quantilePosition(0.9, 1) }
function bandPositionsFor(n: number): typeof bandPositions {
  if (bandPositions.n !== n) bandPositions = { n, median: quantilePosition(0.5, n), p10: quantilePosition(0.1, n), p90: quantilePosition(0.9, n) }
  return bandPositions
}

/** Band of a list of replicate values (copies, does not reorder the input). */
export function bandOf(values: ArrayLike<number>): Band {
  const sorted = Float64Array.from(values).sort()
  return { median: quantileSorted(sorted, 0.5), p10: quantileSorted(sorted, 0.1), p90: quantileSorted(sorted, 0.9) }
}

/** Up to this many values, bandOfRange sorts by insertion. */
const SMALL_SORT = 16

/** The order of Float64Array.prototype.sort: ascending, -0 before +0 (they compare equal with <), NaN last. */
function sortsBefore(a: number, b: number): boolean {
  return a < b || (b !== b && a === a) || (a === 0 && b === 0 && 1 / a < 1 / b)
}

/**
 * Band of values[from..from+scratch.length), ranked in `scratch` (its length is the count): as
 * bandOf, without a copy of its own. For a loop over many series of the same length.
 */
export function bandOfRange(values: Float64Array, from: number, scratch: Float64Array): Band {
  const n = scratch.length
  if (n > SMALL_SORT) {
    for (let k = 0; k < n; k++) scratch[k] = values[from + k]
    scratch.sort()
  } else {
    // Insertion as it is copied: a call to the typed array's sort costs more than sorting a few values.
    for (let k = 0; k < n; k++) {
      const v = values[from + k]
      let j = k - 1
      while (j >= 0 && sortsBefore(v, scratch[j])) {
        scratch[j + 1] = scratch[j]
        j--
      }
      scratch[j + 1] = v
    }
  }
  if (n === 0) return { median: 0, p10: 0, p90: 0 }
  const at = bandPositionsFor(n)
  return { median: readQuantile(scratch, at.median), p10: readQuantile(scratch, at.p10), p90: readQuantile(scratch, at.p90) }
}

/** A daily series with its band, as plain arrays (JSON-friendly). */
export interface BandSeries {
  median: number[]
  p10: number[]
  p90: number[]
}

/**
 * From a packed [t*stride + offset + (0 median, 1 p10, 2 p90)] array: stride 3 for one series
 * (moods), stride 6 with offset 0 or 3 for the two directions of a pair.
 */
export function unpackBandSeries(packed: Float64Array, days: number, stride = 3, offset = 0): BandSeries {
  const median = new Array<number>(days)
  const p10 = new Array<number>(days)
  const p90 = new Array<number>(days)
  for (let t = 0; t < days; t++) {
    const at = t * stride + offset
    median[t] = packed[at]
    p10[t] = packed[at + 1]
    p90[t] = packed[at + 2]
  }
  return { median, p10, p90 }
}

/**
 * Median, p10 and p90 into out[at..at+2] of the union of ascending runs: run j is
 * runs[j][starts[j] .. starts[j] + lengths[j]). The runs are merged one after another, two at a
 * time, in `scratch` (at least twice as long as all the runs together), so the quantiles are those of
 * the union sorted, as one run over every replicate reads them.
 */
export function bandOfSortedRuns(runs: readonly Float64Array[], starts: Int32Array, lengths: Int32Array, scratch: Float64Array, out: Float64Array, at: number): void {
  // The merged values so far sit at scratch[from, from + n); each merge writes to the other half,
  // and the first run starts in the half that leaves the last merge at 0. No allocation: this runs
  // once per series and day.
  const half = scratch.length >> 1
  let from = runs.length % 2 === 0 ? half : 0
  let n = lengths[0]
  for (let k = 0; k < n; k++) scratch[from + k] = runs[0][starts[0] + k]
  for (let j = 1; j < runs.length; j++) {
    const b = runs[j]
    const to = from === 0 ? half : 0
    let i = from
    const iEnd = from + n
    let k = starts[j]
    const kEnd = k + lengths[j]
    let o = to
    while (i < iEnd && k < kEnd) scratch[o++] = b[k] < scratch[i] ? b[k++] : scratch[i++]
    while (i < iEnd) scratch[o++] = scratch[i++]
    while (k < kEnd) scratch[o++] = b[k++]
    n += lengths[j]
    from = to
  }
  out[at] = quantileSorted(scratch, 0.5, n)
  out[at + 1] = quantileSorted(scratch, 0.1, n)
  out[at + 2] = quantileSorted(scratch, 0.9, n)
}
