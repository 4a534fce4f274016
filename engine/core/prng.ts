// Counter-based random numbers: a shock is a pure function of (seed, stream, replicate, day, key).
// Why not a sequential generator: the reference and the fast implementation visit pairs in
// different orders, and a hire must not shift the random numbers of everyone else (causality).
// Keys come from actor ids, so swapping left and right in a pair forecast swaps the shocks too.

/** murmur3's 32-bit finaliser: a good avalanche for a few integer operations. */
export function mix32(h: number): number {
  h ^= h >>> 16
  h = Math.imul(h, 0x85ebca6b)
  h ^= h >>> 13
  h = Math.imul(h, 0xc2b2ae35)
  h ^= h >>> 16
  return h >>> 0
}

/** FNV-1a over UTF-16 code units, finalised: a stable 32-bit key for an actor id. */
export function hashString(s: string): number {
  let h = 0x811c9dc5
  for (let i = 0; i < s.length; i++) {
    h ^= s.charCodeAt(i)
    h = Math.imul(h, 0x01000193)
  }
  return mix32(h >>> 0)
}

/** Key of the direction a→b (order matters: b→a gets another key). */
export function directionKey(keyA: number, keyB: number): number {
  return mix32((Math.imul(keyA, 0x9e3779b1) ^ keyB) >>> 0)
}

/** Random streams; each gets independent numbers. */
export const STREAM_ATTITUDE = 1
export const STREAM_MOOD = 2
export const STREAM_PAIR_OFFSET = 3
/** First impressions: what a first meeting adds beyond similarity (issue 11 calibration). */
export const STREAM_IMPRESSION = 4
/** A team's fortune in a year: keyed by seed and replicate only, so scenes run with one seed share it. */
export const STREAM_FORTUNE = 5

/** Per-replicate base for streams that do not change day to day. */
export function replicateBase(seed: number, stream: number, replicate: number): number {
  return mix32((mix32((seed ^ Math.imul(stream, 0x27d4eb2d)) >>> 0) ^ Math.imul(replicate + 1, 0x165667b1)) >>> 0)
}

/** Per-(replicate, day) base: computed once a day, then one mix per shock. */
export function dayBase(seed: number, stream: number, replicate: number, day: number): number {
  return dayBaseOf(replicateBase(seed, stream, replicate), day)
}

/** dayBase from its replicate's base, for a loop that keeps the replicates' bases from one day to the next. */
export function dayBaseOf(replicateBaseValue: number, day: number): number {
  return mix32((replicateBaseValue ^ Math.imul(day + 1, 0x9e3779b1)) >>> 0)
}

const SQRT12 = Math.sqrt(12)
const TWO32 = 4294967296

/**
 * A centred shock with unit variance: uniform on ±√3. Bounded on purpose (a daily shock never
 * jumps far); over a year the sum of many is close to normal anyway.
 */
export function shock(base: number, key: number): number {
  return (mix32((base ^ key) >>> 0) / TWO32 - 0.5) * SQRT12
}

const INV_SQRT3 = 1 / Math.sqrt(3)

/**
 * A near-normal draw with unit variance: the sum of three independent uniform shocks, scaled.
 * Bell-shaped (excess kurtosis -0.4) and bounded at ±3: for the once-per-replicate spreads, where a
 * flat uniform would make every value in the range equally likely and a normal would allow absurd tails.
 */
export function nearNormal(base: number, key: number): number {
  return (shock(base, key) + shock(base, mix32((key ^ 0x68e31da4) >>> 0)) + shock(base, mix32((key ^ 0xb5297a4d) >>> 0))) * INV_SQRT3
}
