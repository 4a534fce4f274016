// Batcher's odd-even merge sort as a list of compare-exchanges, for the daily bands' kernel
// (ADR 046). A network does the same comparisons whatever the values, so it has no branch to
// mispredict: the insertion sort it replaced guessed wrong on almost every move when replicates
// reshuffled from one day to the next. Built for the next power of two, without the comparators
// that touch a position ≥ n: those positions would hold +∞, which no comparator moves, so the rest
// sorts any n values (Knuth, TAOCP vol. 3, §5.3.4).

/** The compare-exchanges (i < j: the smaller value goes to i) that sort n values, in order. */
export function oddEvenMergeNetwork(n: number): [number, number][] {
  const out: [number, number][] = []
  let N = 1
  while (N < n) N *= 2
  for (let p = 1; p < N; p *= 2)
    for (let k = p; k >= 1; k = Math.floor(k / 2))
      for (let j = k % p; j + k < N; j += 2 * k)
        for (let i = 0; i < k && i + j + k < N; i++) if (Math.floor((i + j) / (2 * p)) === Math.floor((i + j + k) / (2 * p)) && i + j + k < n) out.push([i + j, i + j + k])
  return out
}
