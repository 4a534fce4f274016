// k-fold cross-validation splits: every sample is held out exactly once, folds differ in size by at
// most one, and the split is a pure function of (n, k, seed), so the model and the baseline are
// measured on the same folds and a retrain on the same set reads the same folds.
import { mix32 } from '../core/prng'

/** Indices 0..n-1 shuffled by a seeded Fisher-Yates, dealt into k folds. k is clamped to 2..n. */
export function kFolds(n: number, k: number, seed: number): number[][] {
  if (!Number.isInteger(n) || n < 2) throw new RangeError('kFolds needs at least 2 samples')
  const folds = Math.max(2, Math.min(Math.floor(k), n))
  const order = Array.from({ length: n }, (_, i) => i)
  let state = mix32(seed >>> 0)
  for (let i = n - 1; i > 0; i--) {
    state = mix32(state ^ Math.imul(i + 1, 0x9e3779b1))
    const j = state % (i + 1)
    ;[order[i], order[j]] = [order[j], order[i]]
  }
  const out: number[][] = Array.from({ length: folds }, () => [])
  order.forEach((index, position) => out[position % folds].push(index))
  return out.map((fold) => fold.sort((a, b) => a - b))
}

/** The training indices of a fold: everything not held out. */
export function trainingIndices(n: number, heldOut: readonly number[]): number[] {
  const out = new Set(heldOut)
  return Array.from({ length: n }, (_, i) => i).filter((i) => !out.has(i))
}
