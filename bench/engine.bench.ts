// `npm run bench`: how fast the engine simulates teams. Prints figures; asserts nothing.
// For each size: all pairs interacting, 730 past + 365 scene days, 32 replicates where the pair
// state fits the memory budget. Reports wall time, pair-day updates per second (one update = one
// pair, both directions, one replicate, one day), and the ratio to a roofline loop that streams the
// same typed arrays with the least possible arithmetic, measured in this same run, and checked against
// the same loop in a process that ran nothing else (ADR 067). Then: the team
// run job's path against simulateTeam (ADR 050), the worker-thread pool's speed-up against the
// threads and cores used (ADR 027), the pair forecast cold and
// warm, and the memory a 1,000-actor team with 32 replicates takes. The machine may be shared: the
// load average is printed first, and ratios within one run are what to read.

import { spawnSync } from 'node:child_process'
import { availableParallelism, loadavg } from 'node:os'
import { allPairsInput, forecastPair, simulateTeam, simulateTeamInParts, simulateTeamReferenceResult } from '../engine/index'
import { TeamPool } from '../engine/parallel/pool'

const PAST = 730
const SCENE = 365
const DAYS = PAST + SCENE
/** Team sizes of the rows; BENCH_SIZES=20,50 picks some. */
const SIZES = process.env.BENCH_SIZES?.split(',').map(Number) ?? [4, 20, 50, 200, 1000]
/** Bytes of per-replicate pair state the fast engine holds: attitude, target, final (×2 directions). */
const PAIR_STATE_BYTES = 3 * 2 * 8
const MEMORY_BUDGET = 100e6
/** Runs of each row (engine and roofline) whose best is printed. */
const ROW_RUNS = 3

function replicatesFor(pairs: number): number {
  return Math.max(1, Math.min(32, Math.floor(MEMORY_BUDGET / (pairs * PAIR_STATE_BYTES))))
}

function time<T>(f: () => T): [T, number] {
  const t0 = process.hrtime.bigint()
  const x = f()
  return [x, Number(process.hrtime.bigint() - t0) / 1e9]
}

/** Wall and CPU seconds of f: the CPU time of the process leaves out the time other work held the core. */
function timeBoth(f: () => unknown): { wall: number; cpu: number } {
  const c0 = process.cpuUsage()
  const [, wall] = time(f)
  const c = process.cpuUsage(c0)
  return { wall, cpu: (c.user + c.system) / 1e6 }
}

/**
 * The roofline's loop, in a function of its own called with its arrays. Written inline in the
 * closure timeBoth calls, the same loop took 1.4 times as long (17.4 against 12.4 ms at 20 actors,
 * 1,861 against 1,367 ms at 200): a yardstick slower than the loop it stands for, and every ratio read
 * against it flattered the engine (ADR 067).
 */
function rooflineDays(x: Float64Array, y: Float64Array, days: number): void {
  for (let t = 0; t < days; t++) for (let i = 0; i < x.length; i++) x[i] = x[i] * 0.999 + y[i] * 0.001
}

/**
 * The roofline: per day, one pass over the same pair state (two directions × replicates) doing one
 * multiply-add per element, no random numbers, no clamps: what one thread's plain loop over that
 * memory allows (ADR 067).
 * A plain typed-array loop: once any ArrayBuffer in the process has been detached (a grown
 * WebAssembly memory, a transfer), V8 checks every access for it and this loop runs at about half
 * speed. Nothing before the rows detaches one, and the engine never does (ADR 064).
 */
function roofline(pairs: number, replicates: number, days: number): { wall: number; cpu: number } {
  const x = new Float64Array(pairs * 2 * replicates).fill(1)
  const y = new Float64Array(pairs * 2 * replicates).fill(0.5)
  const seconds = timeBoth(() => rooflineDays(x, y, days))
  if (!(x[0] > 0)) throw new Error('roofline loop was optimised away')
  return seconds
}

const fmt = (x: number, d = 2) => x.toFixed(d)
const rate = (x: number) => (x >= 1e9 ? `${fmt(x / 1e9)} G/s` : `${fmt(x / 1e6)} M/s`)

const load = () =>
  loadavg()
    .map((x) => x.toFixed(2))
    .join(' ')
const ONLY = process.env.BENCH_ONLY?.split(',') ?? ['rows', 'steps', 'reference', 'pair', 'pool', 'memory']
/** The memory section's own process (main() below): its figures only. */
const CHILD = process.env.BENCH_MEMORY_CHILD === '1'
/** The team size whose roofline is timed again in a process that has run nothing else (ADR 067). */
const CHECKED_SIZE = 20
/**
 * The check on the rows' yardstick. Twice the roofline read slower than its own loop: after a
 * detached buffer (ADR 064) and inline in a closure (ADR 067). Here it runs before anything else.
 */
if (process.env.BENCH_ROOFLINE_CHILD === '1') {
  const pairs = (CHECKED_SIZE * (CHECKED_SIZE - 1)) / 2
  const R = replicatesFor(pairs)
  const best = Math.min(...Array.from({ length: ROW_RUNS }, () => roofline(pairs, R, DAYS).wall))
  console.log(String((pairs * R * DAYS) / best))
  process.exit(0)
}
if (!CHILD) {
  console.log(`engine benchmark — node ${process.version}, ${PAST} past + ${SCENE} scene days, all pairs interacting`)
  console.log(`cores ${availableParallelism()}, load average ${load()}`)
  if (ONLY.includes('rows')) {
    console.log(
      `rows: best of ${ROW_RUNS} runs of the engine and of the roofline, in turns (at 1,000 actors one engine run, and ${ROW_RUNS} roofline runs of a third of the days, scaled);`
    )
    console.log('ratio to the roofline in wall time, and in CPU time (which leaves out the time other work held the core)')
    console.log('actors  pairs     reps  series  wall s    cpu s     pair-days/s   ns/update  roofline      ratio     ratio (cpu)')
  }
}

// Warm up the JIT in both series modes so the first rows measure steady code.
for (const pairSeries of [false, true]) for (let k = 0; k < 3; k++) simulateTeam(allPairsInput(12, 60, 60), { seed: k, replicates: 8, pairSeries })

/** The roofline rate of the checked size's row in this process, once timed. */
let checkedRoofline = 0
for (const n of ONLY.includes('rows') ? SIZES : []) {
  const input = allPairsInput(n, PAST, SCENE)
  const pairs = input.pairs.length
  const R = replicatesFor(pairs)
  const seriesModes = n <= 50 ? [false, true] : [false]
  for (const pairSeries of seriesModes) {
    // Best of a few runs of each, taken in turns, so a burst of other work on the shared machine
    // neither slows one side alone nor stays in the figure. At 1,000 actors the engine runs once (20 s
    // and more), and the roofline, whose days are all alike, runs a third of the days three times:
    // the best of those, times three (one whole run of it read anywhere from 112 to 248 M/s).
    const large = n >= 1000
    const roofDays = large ? Math.ceil(DAYS / ROW_RUNS) : DAYS
    const engine = { wall: Infinity, cpu: Infinity }
    const roof = { wall: Infinity, cpu: Infinity }
    for (let k = 0; k < ROW_RUNS; k++) {
      // The previous run's result is garbage now: collected here, not inside the next run's time.
      globalThis.gc?.()
      if (k === 0 || !large) {
        const e = timeBoth(() => simulateTeam(input, { seed: 1, replicates: R, pairSeries }))
        engine.wall = Math.min(engine.wall, e.wall)
        engine.cpu = Math.min(engine.cpu, e.cpu)
      }
      const r = roofline(pairs, R, roofDays)
      roof.wall = Math.min(roof.wall, (r.wall * DAYS) / roofDays)
      roof.cpu = Math.min(roof.cpu, (r.cpu * DAYS) / roofDays)
    }
    const updates = pairs * R * DAYS
    const engineRate = updates / engine.wall
    if (n === CHECKED_SIZE && !pairSeries) checkedRoofline = updates / roof.wall
    console.log(
      [
        String(n).padEnd(7),
        String(pairs).padEnd(9),
        String(R).padEnd(5),
        (pairSeries ? 'yes' : 'no').padEnd(7),
        fmt(engine.wall, 3).padEnd(9),
        fmt(engine.cpu, 3).padEnd(9),
        rate(engineRate).padEnd(13),
        fmt(1e9 / engineRate, 1).padEnd(10),
        rate(updates / roof.wall).padEnd(13),
        `1/${fmt(engine.wall / roof.wall, 1)}`.padEnd(9),
        `1/${fmt(engine.cpu / roof.cpu, 1)}`,
      ].join(' ')
    )
  }
}

if (checkedRoofline > 0) {
  const child = spawnSync(process.execPath, [...process.execArgv, process.argv[1]], { env: { ...process.env, BENCH_ROOFLINE_CHILD: '1' }, encoding: 'utf8' })
  const alone = Number(child.stdout?.trim())
  if (!(alone > 0)) console.log(`roofline at ${CHECKED_SIZE} actors in a process that ran nothing else: not timed (${child.error?.message ?? child.stderr?.trim()})`)
  else {
    const slower = checkedRoofline < 0.85 * alone ? ': slower here, so the ratios above flatter the engine' : ''
    console.log(`roofline at ${CHECKED_SIZE} actors in a process that ran nothing else: ${rate(alone)} (${rate(checkedRoofline)} here${slower})`)
  }
}

// Fast against reference at 200 actors: fewer days and replicates, because the reference keeps
// every day of every replicate as plain objects. Best of three for each (the machine is shared).
if (ONLY.includes('reference')) {
  const input = allPairsInput(200, 0, 60)
  const options = { seed: 1, replicates: 4, pairSeries: false }
  const best = (f: () => unknown, runs: number) => Math.min(...Array.from({ length: runs }, () => time(f)[1]))
  const fast = best(() => simulateTeam(input, options), 3)
  const ref = best(() => simulateTeamReferenceResult(input, options), 2)
  console.log(`\nfast vs reference, 200 actors, 60 days, 4 replicates: reference ${fmt(ref, 3)} s, fast ${fmt(fast, 3)} s, speed-up ${fmt(ref / fast, 1)}×`)
}

// The pair forecast as the platform runs it: 365 days, 32 replicates. The first call in a process
// pays for compiling the forecast's own code; a worker that runs forecasts all day pays it once.
if (ONLY.includes('pair')) {
  const left = { id: 'a', K: 70, P: 60, L: 40, mood: 10 }
  const right = { id: 'b', K: 50, P: 80, L: 75, mood: 30 }
  const run = (seed: number) => time(() => forecastPair({ left, right, interaction: { mode: 'office', hours: 5 }, seed, variant: 'work' }))[1]
  const cold = run(1)
  for (let k = 0; k < 30; k++) run(100 + k)
  const warm = Array.from({ length: 20 }, (_, k) => run(200 + k)).sort((x, y) => x - y)
  console.log(`pair forecast, 365 days, 32 replicates: first call ${fmt(cold * 1000, 1)} ms, warm median ${fmt(warm[10] * 1000, 1)} ms`)
}

// The pool: one team run split over 1, 2, 3 … threads, against simulateTeam in this thread. Each
// pool is warmed by runs of the same team first, as this thread is by the rows before: its workers
// start, compile the engine and tier its kernels up once, for good, as a pool kept by a process
// would. Warmed by one small run only, the first runs of a new pool read half its steady speed.
async function poolRows(): Promise<void> {
  const cores = availableParallelism()
  const threads = Array.from({ length: Math.max(3, cores) }, (_, k) => k + 1)
  console.log(`\nworker-thread pool (${cores} cores, load average ${load()}): 50 actors, 32 replicates, ${DAYS} days`)
  console.log('series  threads  wall s    cpu s     speed-up vs this thread (wall)  cores used  speed-up per core')
  for (const pairSeries of [false, true]) {
    const input = allPairsInput(50, PAST, SCENE)
    const options = { seed: 1, replicates: 32, pairSeries }
    // Wall time is what the speed-up is about; the CPU time of the whole process (all threads) is
    // printed beside it, because on a loaded machine a thread may get a fraction of a core.
    // With series a pool run takes seconds (every pair's days are ranked in the parts and merged): fewer runs.
    const warmRuns = pairSeries ? 1 : 3
    const runs = pairSeries ? 2 : 5
    const best = async (f: () => Promise<unknown>) => {
      let min = Infinity
      let cpu = 0
      for (let k = 0; k < runs; k++) {
        const t0 = process.hrtime.bigint()
        const c0 = process.cpuUsage()
        await f()
        const wall = Number(process.hrtime.bigint() - t0) / 1e9
        if (wall < min) {
          min = wall
          const c = process.cpuUsage(c0)
          cpu = (c.user + c.system) / 1e6
        }
      }
      return [min, cpu] as const
    }
    for (let k = 0; k < warmRuns; k++) simulateTeam(input, options)
    const [single, singleCpu] = await best(async () => simulateTeam(input, options))
    console.log(
      [(pairSeries ? 'yes' : 'no').padEnd(7), 'in-proc'.padEnd(8), fmt(single, 3).padEnd(9), fmt(singleCpu, 3).padEnd(9), '1.00×'.padEnd(31), '1'.padEnd(11), '1.00×'].join(' ')
    )
    for (const k of threads) {
      const pool = new TeamPool(k)
      for (let w = 0; w < warmRuns; w++) await pool.simulateTeam(input, { ...options, seed: 100 + w })
      const [s, cpu] = await best(() => pool.simulateTeam(input, options))
      await pool.close()
      // A pool of more threads than cores shares them: the speed-up is against the cores it can use.
      const used = Math.min(k, cores)
      console.log(
        [
          (pairSeries ? 'yes' : 'no').padEnd(7),
          String(k).padEnd(8),
          fmt(s, 3).padEnd(9),
          fmt(cpu, 3).padEnd(9),
          `${fmt(single / s)}×`.padEnd(31),
          String(used).padEnd(11),
          `${fmt(single / s / used)}×`,
        ].join(' ')
      )
    }
  }
}

/**
 * Memory of a 1,000-actor team (499,500 pairs) with 32 replicates, series off. Measured on a short
 * run (the per-pair state does not grow with days), sampled from the progress callback, so the
 * peak inside the day loop is seen; what grows with days is added from its size.
 */
function memoryRow(): void {
  const n = 1000
  const R = 32
  const days = 20
  const input = allPairsInput(n, 0, days)
  const P = input.pairs.length
  const gb = (b: number) => `${fmt(b / 2 ** 30, 2)} GiB`
  globalThis.gc?.()
  const before = process.memoryUsage()
  let heap = 0
  let resident = 0
  const sample = () => {
    const m = process.memoryUsage()
    heap = Math.max(heap, m.heapUsed - before.heapUsed)
    // The resident set counts the run's WebAssembly memory (ADR 045), which heapUsed and arrayBuffers do not.
    resident = Math.max(resident, m.rss - before.rss)
  }
  const [result, s] = time(() => simulateTeam(input, { seed: 1, replicates: R, pairSeries: false }, sample))
  sample()
  const perDay = n * 3 * 8 + 5 * R * 8
  console.log(`\nmemory, ${n} actors (${P} pairs), ${R} replicates, series off, ${days}-day run in ${fmt(s, 1)} s (load average ${load()}):`)
  console.log(`  peak JS heap +${gb(heap)}, peak resident memory (heap, typed arrays, WebAssembly memory) +${gb(resident)}`)
  console.log(`  pair state ${gb(P * 2 * R * 8 * 2 + P * R * 8)} (attitude, target: 2 directions; scene mean), results ${result.pairs.length} pairs`)
  console.log(`  a ${DAYS}-day run adds ${gb(perDay * (DAYS - days))} (mood bands, daily indicators): about +${gb(resident + perDay * (DAYS - days))} in all`)
}

// The team run job's path (simulateTeamInParts: the same run, stopping 8 times to send its progress,
// ADR 050) against simulateTeam, 50 actors, best of five each, in turns: what a team costs in the product.
async function stepsRow(): Promise<void> {
  const input = allPairsInput(50, PAST, SCENE)
  const options = { seed: 1, pairSeries: false }
  const pause = () => new Promise<void>((resolve) => setImmediate(resolve))
  let whole = Infinity
  let steps = Infinity
  for (let k = 0; k < 5; k++) {
    whole = Math.min(whole, time(() => simulateTeam(input, options))[1])
    const t0 = process.hrtime.bigint()
    await simulateTeamInParts(input, options, { parts: 8, pause })
    steps = Math.min(steps, Number(process.hrtime.bigint() - t0) / 1e9)
  }
  console.log(`
the team run job's path, 50 actors, 32 replicates, 8 stops: ${fmt(steps, 3)} s; simulateTeam ${fmt(whole, 3)} s (${fmt(steps / whole)}×)`)
}

async function main(): Promise<void> {
  if (ONLY.includes('steps')) await stepsRow()
  if (ONLY.includes('pool')) await poolRows()
  if (!ONLY.includes('memory')) return
  // In a process of its own once other sections have run: their pages stay resident, and the
  // growth of the resident set would then leave out most of the run (it read +0.18 GiB for 0.6 GiB of pair state).
  if (CHILD || ONLY.length === 1) memoryRow()
  else spawnSync(process.execPath, [...process.execArgv, process.argv[1]], { env: { ...process.env, BENCH_ONLY: 'memory', BENCH_MEMORY_CHILD: '1' }, stdio: 'inherit' })
}
void main()
