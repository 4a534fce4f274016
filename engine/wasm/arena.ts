// A team run's day-loop state in WebAssembly memory, and the kernels that work on it (ADR 045).
// fast.ts allocates here the arrays the pair loop, the people's loop and the daily bands read and write, instead of
// as plain typed arrays (with the bands' sorting network, ADR 046), and calls `pairsOfDay` and `bandsOfDay` once a day; everything else (the
// moods, the indicators, the summary) reads the same arrays as views. One memory per run, sized
// once, so the views never go stale while the run lasts (the memory never grows during a run). Once
// the run is summarised, its memory and the kernels' instance over it serve the next run in the
// thread (releaseArena, ADR 063) if it is large enough, zeroed where an earlier run wrote; never grown (ADR 064).

import { quantilePosition } from '../core/quantiles'
import { DAY_KERNELS_WASM } from './day-kernels.wasm'
import { oddEvenMergeNetwork } from './sorting-network'

let compiled: WebAssembly.Module | null = null

const evenCount = (n: number) => n + (n % 2)

/** The sorting network for R replicates, built once per R (a few hundred pairs of numbers). */
const networks = new Map<number, [number, number][]>()
function comparatorsFor(R: number): [number, number][] {
  let network = networks.get(R)
  if (!network) networks.set(R, (network = oddEvenMergeNetwork(R)))
  return network
}

/** Compiled on first use and kept (a few kilobytes: well under a millisecond). */
function kernelModule(): WebAssembly.Module {
  if (!compiled) {
    const binary = atob(DAY_KERNELS_WASM)
    const bytes = new Uint8Array(binary.length)
    for (let i = 0; i < binary.length; i++) bytes[i] = binary.charCodeAt(i)
    compiled = new WebAssembly.Module(bytes)
  }
  return compiled
}

export interface ArenaSizes {
  /** Interaction segments. */
  G: number
  /** Distinct pairs. */
  P: number
  /** Actors. */
  n: number
  /** Replicates. */
  R: number
  /** Days. */
  T: number
  /** Whether the run computes the actors' daily mood bands (a replicate range for the pool does not). */
  moodBands: boolean
  /** Whether it computes every pair's daily bands (pair series on, and not a replicate range). */
  pairBands: boolean
  /** Rows of R values to band once (a summary's daily indicators: row-bands.ts); 0 in a day loop's arena. */
  rows?: number
  /** Whether the arena holds the day loop's team indicators (a team run's; not the summary's rows). */
  indicators?: boolean
  /** Days in the pair bands' ring, if not as many as fit in PAIR_RING_BYTES (tests, to make a short run flush a block at a time). */
  pairRingDays?: number
}

/** One day's scalars for the pair loop; the arrays are the arena's. */
export interface PairDay {
  t: number
  S: number
  last: boolean
  scene: boolean
  manager: number
  segCount: number
  managerShift: number
  noise: number
  kMax: number
  reciprocity: number
  attitudeShock: number
  moodToAttitude: number
  sqrt12: number
}

const I32 = 4
const F64 = 8

/** What the pair bands' ring may take: it is read across, a pair at a time, and should stay in the cache (ADR 049). */
const PAIR_RING_BYTES = 1 << 18

/** Days in the pair bands' ring: as many as fit PAIR_RING_BYTES (or as the sizes say), at least 1, at most the run's days. */
function ringDaysOf({ P, T, pairRingDays }: ArenaSizes): number {
  return Math.max(1, Math.min(T, pairRingDays ?? Math.floor(PAIR_RING_BYTES / (Math.max(1, P) * 6 * F64))))
}

/** Every array's element type and length, in the order they are laid out. */
function arraysOf(sizes: ArenaSizes) {
  const { G, P, n, R, T, moodBands, pairBands, rows = 0, indicators = false } = sizes
  return {
    segList: [I32, G],
    segPair: [I32, G],
    segC: [F64, G],
    segCm: [F64, G],
    pa: [I32, P],
    pb: [I32, P],
    keyAB: [I32, P],
    keyBA: [I32, P],
    /** The day from which a pair's current value has held (for its lazy scene-day mean). */
    heldSince: [I32, P],
    /** The last day a pair's value was updated (-1 never): its band is ranked again the day after. */
    updatedOn: [I32, P],
    moodUpdatedOn: [I32, n],
    activeList: [I32, n],
    /** Each person's total contact with the others. */
    W: [F64, n],
    baseMood: [F64, n],
    power0: [F64, n],
    actorKey: [I32, n],
    att: [F64, P * 2 * R],
    target: [F64, P * 2 * R],
    mood: [F64, n * R],
    climate: [F64, n * R],
    contagion: [F64, n * R],
    cohesionAcc: [F64, R],
    receivedAcc: [F64, R],
    pairMean: [F64, P * R],
    baseA: [I32, R],
    baseM: [I32, R],
    atmosphereAcc: [F64, R],
    /** [k][i R + r]: the sums of power, support and mood, over all days and over scene days. */
    actorAll: [F64, 3 * n * R],
    actorScene: [F64, 3 * n * R],
    /** [i][2]: the sums of integration and days, the same for every replicate, over all days and over scene days. */
    actorSharedAll: [F64, n * 2],
    actorSharedScene: [F64, n * 2],
    /** The bands' sorting network: two addresses in scratch per compare-exchange, an even count (ADR 046). */
    network: [I32, moodBands || pairBands || rows > 0 ? 2 * evenCount(comparatorsFor(R).length) : 0],
    /** Two series of R values side by side, [k][lane], for the network. */
    scratch: [F64, 2 * R],
    /** [i][t][median, p10, p90] */
    moodBands: [F64, moodBands ? n * T * 3 : 0],
    /** [p][t][a→b median, p10, p90, b→a median, p10, p90] */
    pairBands: [F64, pairBands ? P * T * 6 : 0],
    /** [slot][p][the same six]: the last pairRingDays days' pair bands, on their way to pairBands a block at a time (ADR 049). */
    pairRing: [F64, pairBands ? ringDaysOf(sizes) * P * 6 : 0],
    /** [i][r] */
    rows: [F64, rows * R],
    /** [t*R + r]: the day's team indicators, written by fast.ts alone (no kernel reads them). Here so that a kept memory serves them too: as typed arrays of their own, 1.4 MB for a year of 32 replicates, they were the day loop's only page faults (ADR 063). */
    power: [F64, indicators ? T * R : 0],
    cohesion: [F64, indicators ? T * R : 0],
    atmosphere: [F64, indicators ? T * R : 0],
    union: [F64, indicators ? T * R : 0],
    managerFit: [F64, indicators ? T * R : 0],
    /** [i][median, p10, p90] */
    rowBands: [F64, rows * 3],
  } as const
}

type ArrayName = keyof ReturnType<typeof arraysOf>

const PAGE = 65536
/** WebAssembly's 32-bit memory. */
const MAX_BYTES = 65536 * PAGE

export interface Arena {
  segList: Int32Array
  segPair: Int32Array
  segC: Float64Array
  segCm: Float64Array
  pa: Int32Array
  pb: Int32Array
  keyAB: Uint32Array
  keyBA: Uint32Array
  heldSince: Int32Array
  updatedOn: Int32Array
  moodUpdatedOn: Int32Array
  activeList: Int32Array
  W: Float64Array
  baseMood: Float64Array
  power0: Float64Array
  actorKey: Uint32Array
  att: Float64Array
  target: Float64Array
  mood: Float64Array
  climate: Float64Array
  contagion: Float64Array
  cohesionAcc: Float64Array
  receivedAcc: Float64Array
  pairMean: Float64Array
  baseA: Uint32Array
  baseM: Uint32Array
  atmosphereAcc: Float64Array
  actorAll: Float64Array
  actorScene: Float64Array
  actorSharedAll: Float64Array
  actorSharedScene: Float64Array
  network: Int32Array
  scratch: Float64Array
  moodBands: Float64Array
  pairBands: Float64Array
  pairRing: Float64Array
  rows: Float64Array
  rowBands: Float64Array
  power: Float64Array
  cohesion: Float64Array
  atmosphere: Float64Array
  union: Float64Array
  managerFit: Float64Array
  sizes: ArenaSizes
  /** The run's own instance of the kernels (called through pairsOfDay and bandsOfDay below). */
  kernels: {
    pairsOfDay: (...args: number[]) => void
    actorsOfDay: (...args: number[]) => void
    bandsOfDay: (...args: number[]) => void
    bandsOfRows: (count: number, R: number) => void
    sortRows: (count: number, R: number) => void
    settleMeans: (...args: number[]) => void
  }
}

const UNSIGNED = new Set<ArrayName>(['keyAB', 'keyBA', 'baseA', 'baseM', 'actorKey'])
/** The arrays only JavaScript reads and writes: the kernels have no global for them. */
const UNSEEN = new Set<ArrayName>(['power', 'cohesion', 'atmosphere', 'union', 'managerFit'])

/** A memory with the kernels' instance over it: what a run's arena is laid out in. */
interface Store {
  memory: WebAssembly.Memory
  exports: Record<string, WebAssembly.Global | ((...args: number[]) => void)>
  /** Bytes from 0 that some run may have written: zeroed again before the next run. */
  dirty: number
}

/**
 * The largest memory kept for the next run in this thread (ADR 063). A year of 32 replicates takes
 * 12 MiB at 20 people with pair series, 66 MiB at 50 with them, 32 MiB at 200 without; a 1,000-person
 * run at 32 replicates (0.6 GiB) is not kept. A fresh memory costs a page fault for every 4 KiB a run
 * first writes: about 3,000 a run at 20 people with series, 5 to 40 ms on this machine depending on
 * its load, where zeroing a kept memory takes about 0.3 ms.
 */
const KEEP_BYTES = 128 * 2 ** 20

/** The memory the last released arena left, waiting for the next run; null while a run holds it. */
let spare: Store | null = null
/** The store of each arena not released yet. */
const held = new WeakMap<Arena, Store>()

/**
 * A memory of at least `bytes`, zero-filled over them: the spare if it is large enough, or a new one.
 * Never the spare grown: `grow` detaches the memory's old ArrayBuffer, and once any buffer has been
 * detached V8 checks every typed-array access in the process for it, which made a plain typed-array
 * loop (the bench's roofline) run at about half speed and the ratios read better than they were (ADR 064).
 */
function storeFor(bytes: number): Store {
  const pages = Math.max(1, Math.ceil(bytes / PAGE))
  const kept = spare
  spare = null
  if (kept && kept.memory.buffer.byteLength >= pages * PAGE) {
    new Uint8Array(kept.memory.buffer, 0, Math.min(kept.dirty, bytes)).fill(0)
    kept.dirty = Math.max(kept.dirty, bytes)
    return kept
  }
  const memory = new WebAssembly.Memory({ initial: pages })
  return { memory, exports: new WebAssembly.Instance(kernelModule(), { engine: { memory } }).exports as Store['exports'], dirty: bytes }
}

/**
 * Gives an arena's memory to the next arena made in this thread. Every view of the arena then reads
 * the next run's values: call it only once nothing reads them any more (the run's result summarised
 * into plain arrays and numbers). A second call does nothing.
 */
export function releaseArena(arena: Arena): void {
  const store = held.get(arena)
  if (!store) return
  held.delete(arena)
  if (store.memory.buffer.byteLength <= KEEP_BYTES) spare = store
}

/** The arrays of a run of these sizes in a memory of their own (an earlier arena's, see releaseArena): zero-filled, the sorting network in place, updatedOn -1. */
export function createArena(sizes: ArenaSizes): Arena {
  const arrays = arraysOf(sizes)
  const offsets = {} as Record<ArrayName, number>
  let bytes = 0
  for (const [name, [width, length]] of Object.entries(arrays) as [ArrayName, readonly [number, number]][]) {
    offsets[name] = bytes
    // 16-byte alignment: a vector load never straddles two arrays' padding.
    bytes += Math.ceil((width * length) / 16) * 16
  }
  if (bytes > MAX_BYTES) throw new RangeError(`a team run of this size needs ${(bytes / 2 ** 30).toFixed(1)} GiB of state, more than the engine's 4 GiB`)
  const store = storeFor(bytes)
  const { memory, exports } = store
  for (const name of Object.keys(offsets) as ArrayName[]) if (!UNSEEN.has(name)) (exports[name] as WebAssembly.Global).value = offsets[name]
  for (const [key, q] of [
    ['q50', 0.5],
    ['q10', 0.1],
    ['q90', 0.9],
  ] as const) {
    const { lo, hi, f } = quantilePosition(q, sizes.R)
    ;(exports[`${key}lo`] as WebAssembly.Global).value = lo
    ;(exports[`${key}hi`] as WebAssembly.Global).value = hi
    ;(exports[`${key}f`] as WebAssembly.Global).value = f
  }
  const view = (name: ArrayName) => {
    const [width, length] = arrays[name]
    if (width === F64) return new Float64Array(memory.buffer, offsets[name], length)
    return UNSIGNED.has(name) ? new Uint32Array(memory.buffer, offsets[name], length) : new Int32Array(memory.buffer, offsets[name], length)
  }
  const arena = Object.fromEntries((Object.keys(arrays) as ArrayName[]).map((name) => [name, view(name)])) as unknown as Arena
  arena.updatedOn.fill(-1)
  arena.moodUpdatedOn.fill(-1)
  if (arena.network.length > 0) {
    // Addresses, not indices: the kernel adds nothing per exchange. Position k of the scratch array is
    // its 16 bytes at k * 16 (two lanes). An odd network gets a last exchange of position 0 with itself.
    const comparators = comparatorsFor(sizes.R)
    const at = (k: number) => offsets.scratch + k * 16
    comparators.forEach(([i, j], c) => arena.network.set([at(i), at(j)], 2 * c))
    if (comparators.length % 2 === 1) arena.network.set([at(0), at(0)], 2 * comparators.length)
    ;(exports.comparators as WebAssembly.Global).value = evenCount(comparators.length)
  } else {
    ;(exports.comparators as WebAssembly.Global).value = 0
  }
  arena.sizes = sizes
  arena.kernels = exports as unknown as Arena['kernels']
  held.set(arena, store)
  return arena
}

// Module-level functions, so the day loop always calls the same ones: each run's instance exports
// functions of its own, and calling a new one from the day loop's optimised code threw that code
// away (V8: 'wrong call target').

/** One day of every interacting pair (segList[0, segCount)), all replicates. */
export function pairsOfDay(arena: Arena, d: PairDay): void {
  arena.kernels.pairsOfDay(
    d.t,
    arena.sizes.R,
    d.S,
    d.last ? 1 : 0,
    d.scene ? 1 : 0,
    d.manager,
    d.segCount,
    d.managerShift,
    d.noise,
    d.kMax,
    d.reciprocity,
    d.attitudeShock,
    d.moodToAttitude,
    d.sqrt12
  )
}

/** One day's scalars for the people's loop. */
export interface ActorDay {
  t: number
  activeCount: number
  last: boolean
  scene: boolean
  moodGoalShift: number
  mShock: number
  moodToPower: number
  moodClimate: number
  moodReturn: number
  moodContagion: number
  sqrt12: number
}

/** One day of every active person (activeList[0, activeCount)), all replicates: the day's sums, then the mood update. */
export function actorsOfDay(arena: Arena, d: ActorDay): void {
  arena.kernels.actorsOfDay(
    d.t,
    arena.sizes.R,
    arena.sizes.n,
    d.activeCount,
    d.last ? 1 : 0,
    d.scene ? 1 : 0,
    d.moodGoalShift,
    d.mShock,
    d.moodToPower,
    d.moodClimate,
    d.moodReturn,
    d.moodContagion,
    d.sqrt12
  )
}

/** The start-of-day bands of day t: only what changed yesterday is ranked again, the rest is copied from yesterday. */
export function bandsOfDay(arena: Arena, t: number): void {
  const { T, R, n, P, pairBands } = arena.sizes
  arena.kernels.bandsOfDay(t, T, R, n, P, pairBands ? 1 : 0, ringDaysOf(arena.sizes))
}

/** The band of each of the first `count` of the arena's rows: rowBands[i * 3 + (median, p10, p90)]. */
export function bandsOfRows(arena: Arena, count: number): void {
  const { R, rows = 0 } = arena.sizes
  if (count > rows) throw new RangeError(`${count} rows to band in an arena of ${rows}`)
  arena.kernels.bandsOfRows(count, R)
}

/**
 * The people's sums over all days or over scene days, laid out as a raw result's [(i R + r) 5 + k]
 * (power, integration, support, mood, days): a new array, so it outlives the arena.
 */
export function actorSumsOf(arena: Arena, days: 'all' | 'scene'): Float64Array {
  const { n, R } = arena.sizes
  const rows = days === 'all' ? arena.actorAll : arena.actorScene
  const shared = days === 'all' ? arena.actorSharedAll : arena.actorSharedScene
  const out = new Float64Array(n * R * 5)
  for (let i = 0; i < n; i++) {
    for (let r = 0; r < R; r++) {
      const at = (i * R + r) * 5
      const q = i * R + r
      out[at] = rows[q]
      out[at + 1] = shared[i * 2]
      out[at + 2] = rows[n * R + q]
      out[at + 3] = rows[2 * n * R + q]
      out[at + 4] = shared[i * 2 + 1]
    }
  }
  return out
}

/** Each of the first `count` of the arena's rows in ascending order, in place. */
export function sortRows(arena: Arena, count: number): void {
  const { R, rows = 0 } = arena.sizes
  if (count > rows) throw new RangeError(`${count} rows to sort in an arena of ${rows}`)
  arena.kernels.sortRows(count, R)
}

/** After the last day: every pair's scene-day mean, the days its value was held added, divided by the scene days. */
export function settleMeans(arena: Arena, S: number, sceneDays: number): void {
  const { T, R, P } = arena.sizes
  arena.kernels.settleMeans(T, R, S, P, sceneDays)
}
