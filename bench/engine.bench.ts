// `npm run bench`: how fast the engine simulates teams. Prints figures; asserts nothing.
// For each size: all pairs interacting, 730 past + 365 scene days, 32 replicates where the pair
// state fits the memory budget. Reports wall time, pair-day updates per second (one update = one
// pair, both directions, one replicate, one day), and the ratio to a roofline loop that streams the
// same typed arrays with the least possible arithmetic, measured in this same run.

import { allPairsInput, forecastPair, simulateTeam, simulateTeamReferenceResult } from '../engine/index'

const PAST = 730
const SCENE = 365
const DAYS = PAST + SCENE
const SIZES = [4, 20, 50, 200, 1000]
/** Bytes of per-replicate pair state the fast engine holds: attitude, target, final (×2 directions). */
const PAIR_STATE_BYTES = 3 * 2 * 8
const MEMORY_BUDGET = 100e6

function replicatesFor(pairs: number): number {
  return Math.max(1, Math.min(32, Math.floor(MEMORY_BUDGET / (pairs * PAIR_STATE_BYTES))))
}

function time<T>(f: () => T): [T, number] {
  const t0 = process.hrtime.bigint()
  const x = f()
  return [x, Number(process.hrtime.bigint() - t0) / 1e9]
}

/**
 * The roofline: per day, one pass over the same pair state (two directions × replicates) doing one
 * multiply-add per element, no random numbers, no clamps. What the memory system allows.
 */
function roofline(pairs: number, replicates: number, days: number): number {
  const x = new Float64Array(pairs * 2 * replicates).fill(1)
  const y = new Float64Array(pairs * 2 * replicates).fill(0.5)
  const [, s] = time(() => {
    for (let t = 0; t < days; t++) for (let i = 0; i < x.length; i++) x[i] = x[i] * 0.999 + y[i] * 0.001
  })
  if (!(x[0] > 0)) throw new Error('roofline loop was optimised away')
  return (pairs * replicates * days) / s
}

const fmt = (x: number, d = 2) => x.toFixed(d)
const rate = (x: number) => (x >= 1e9 ? `${fmt(x / 1e9)} G/s` : `${fmt(x / 1e6)} M/s`)

console.log(`engine benchmark — node ${process.version}, ${PAST} past + ${SCENE} scene days, all pairs interacting`)
console.log('actors  pairs     reps  series  wall s    pair-days/s   ns/update  roofline      ratio')

// Warm up the JIT in both series modes so the first rows measure steady code.
for (const pairSeries of [false, true]) for (let k = 0; k < 3; k++) simulateTeam(allPairsInput(12, 60, 60), { seed: k, replicates: 8, pairSeries })

for (const n of SIZES) {
  const input = allPairsInput(n, PAST, SCENE)
  const pairs = input.pairs.length
  const R = replicatesFor(pairs)
  const seriesModes = n <= 50 ? [false, true] : [false]
  for (const pairSeries of seriesModes) {
    const [, s] = time(() => simulateTeam(input, { seed: 1, replicates: R, pairSeries }))
    const updates = pairs * R * DAYS
    const engineRate = updates / s
    const roof = roofline(pairs, R, DAYS)
    console.log(
      [
        String(n).padEnd(7),
        String(pairs).padEnd(9),
        String(R).padEnd(5),
        (pairSeries ? 'yes' : 'no').padEnd(7),
        fmt(s, 3).padEnd(9),
        rate(engineRate).padEnd(13),
        fmt(1e9 / engineRate, 1).padEnd(10),
        rate(roof).padEnd(13),
        `1/${fmt(roof / engineRate, 1)}`,
      ].join(' '),
    )
  }
}

// Fast against reference at 200 actors: fewer days and replicates, because the reference keeps
// every day of every replicate as plain objects. Best of three for each (the machine is shared).
{
  const input = allPairsInput(200, 0, 60)
  const options = { seed: 1, replicates: 4, pairSeries: false }
  const best = (f: () => unknown, runs: number) => Math.min(...Array.from({ length: runs }, () => time(f)[1]))
  const fast = best(() => simulateTeam(input, options), 3)
  const ref = best(() => simulateTeamReferenceResult(input, options), 2)
  console.log(`\nfast vs reference, 200 actors, 60 days, 4 replicates: reference ${fmt(ref, 3)} s, fast ${fmt(fast, 3)} s, speed-up ${fmt(ref / fast, 1)}×`)
}

// The pair forecast as the platform runs it: 365 days, 32 replicates.
{
  const left = { id: 'a', K: 70, P: 60, L: 40, mood: 10 }
  const right = { id: 'b', K: 50, P: 80, L: 75, mood: 30 }
  const [, s] = time(() => forecastPair({ left, right, interaction: { mode: 'office', hours: 5 }, seed: 1, variant: 'work' }))
  console.log(`pair forecast, 365 days, 32 replicates: ${fmt(s * 1000, 1)} ms`)
}
