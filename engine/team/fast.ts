// The fast team simulation: the same model as reference.ts, laid out for speed.
// - State in typed arrays, replicates innermost ([pair][dir][replicate], [actor][replicate]),
//   so one day is a pass over contiguous memory.
// - Only the pairs that interact on a day are visited; a pair that does not interact keeps its value,
//   so its scene-day mean is settled lazily when its value next changes.
// - Nothing is allocated inside the day loop: active lists live in preallocated Int32Arrays and are
//   rebuilt only on days where someone joins, leaves, or a pair's setting changes.
// - The day's three heavy loops (pairs, people, bands) run in WebAssembly with SIMD over the run's
//   arena (../wasm, ADR 045), bit for bit what the JavaScript they replaced computed (pin.test.ts).
// Its results equal the reference's to 1e-9 (differential.test.ts).

import type { SimInput } from '../sim-input'
import { PARAMS } from '../core/params'
import { clampPercent, clampSigned } from '../core/clamp'
import { contact, managerQuality, moodContact, staticPower } from '../core/model'
import { STREAM_ATTITUDE, STREAM_IMPRESSION, STREAM_MOOD, STREAM_PAIR_OFFSET, dayBaseOf, directionKey, hashString, nearNormal, replicateBase } from '../core/prng'
import { createProgress, PHASE, type OnProgress } from '../core/progress'
import { validateSimInput } from '../core/validate'
import { effectiveMemberL, teamFortune, teamPower, unionComposition, unionEffect } from '../core/team-formulas'
import { resolveTeamOptions } from './options'
import { actorsOfDay, type Arena, bandsOfDay, createArena, pairsOfDay, actorSumsOf, releaseArena, sortRows, settleMeans, type ActorDay, type PairDay } from '../wasm/arena'
import type { RawTeamDaily, RawTeamRun, TeamOptions } from './types'

/** Change days: for each day, the [start, end) slice of an index list of spans starting or ending then. */
function bucketByDay(T: number, days: ArrayLike<number>): { start: Int32Array; items: Int32Array } {
  const count = new Int32Array(T + 2)
  for (let i = 0; i < days.length; i++) count[days[i] + 1]++
  for (let t = 0; t <= T; t++) count[t + 1] += count[t]
  const items = new Int32Array(days.length)
  const fill = count.slice()
  for (let i = 0; i < days.length; i++) items[fill[days[i]]++] = i
  return { start: count, items }
}

// Module-level copies of imports: under tsx/esbuild an imported binding can be read through a getter
// on every access, which blocked inlining and cost 3.5× on the 50-actor benchmark.
const Q = PARAMS
const dayBaseOfLocal = dayBaseOf
const SQRT12 = Math.sqrt(12)
const kMax = Q.kMax
const reciprocity = Q.reciprocity
const attitudeShock = Q.attitudeShock
const moodToAttitude = Q.moodToAttitude
const clampPercentLocal = clampPercent
const teamPowerLocal = teamPower
const unionEffectLocal = unionEffect

export function simulateTeamFast(input: SimInput, options: TeamOptions, onProgress?: OnProgress): RawTeamRun {
  const { moodDaily, pairDaily, ...raw } = simulateTeamFastPart(input, options, null, onProgress)
  return raw
}

/** A whole run's arena, by the run's final attitudes (a view of it, unique to the run). */
const arenaOfRun = new WeakMap<Float64Array, Arena>()

/**
 * Once a whole run's result has been read into plain arrays and numbers (summariseTeam, the pair
 * forecast), its arena's memory can serve the next run in this thread without the page faults of a
 * fresh one (ADR 063). The run's typed arrays then read the next run's values, so nothing may read
 * them after this. A part's arrays are copies and are left alone.
 */
export function releaseRun(raw: RawTeamRun): void {
  const arena = arenaOfRun.get(raw.pairFinal)
  if (arena) releaseArena(arena)
}

/** The first index of an ascending array whose value is not below x (a pair's index from its key: no map of half a million entries). */
function lowerBound(sorted: Float64Array, x: number): number {
  let lo = 0
  let hi = sorted.length
  while (lo < hi) {
    const mid = (lo + hi) >>> 1
    if (sorted[mid] < x) lo = mid + 1
    else hi = mid
  }
  return lo
}

/**
 * Replicates [r0, r1) of the run `options` describes (ADR 027): each replicate's random streams are
 * keyed by its global index r0 + r, so the part holds exactly those replicates of the whole run.
 * With `part` set, the daily bands (which need every replicate) are not computed; the start-of-day
 * mood and attitudes are kept per replicate instead (`moodDaily`, `pairDaily`) for mergeTeamParts.
 */
export function simulateTeamFastPart(input: SimInput, options: TeamOptions, part: { r0: number; r1: number } | null, onProgress?: OnProgress): RawTeamRun & RawTeamDaily {
  const run = teamFastSteps(input, options, part, onProgress, 0)
  for (;;) {
    const step = run.next()
    if (step.done) return step.value
  }
}

/**
 * The same run, stopping `steps` times on the way (ADR 050): after the day on which another
 * `1 / steps` of the days is done, it yields the share of days done, and goes on when next() is
 * called. A caller that must not hold its thread for the whole run pauses there (simulateTeamInParts).
 * With steps 0 it never stops. Stopping changes nothing in the run: the same days on the same state.
 */
export function* teamFastSteps(
  input: SimInput,
  options: TeamOptions,
  part: { r0: number; r1: number } | null,
  onProgress: OnProgress | undefined,
  steps: number
): Generator<number, RawTeamRun & RawTeamDaily, void> {
  const report = createProgress(onProgress)
  report(PHASE.start)
  validateSimInput(input)
  const o = resolveTeamOptions(options)
  const r0 = part ? part.r0 : 0
  if (part && !(Number.isInteger(part.r0) && Number.isInteger(part.r1) && 0 <= part.r0 && part.r0 < part.r1 && part.r1 <= o.replicates))
    throw new RangeError('replicate range must be within [0, replicates) and not empty')
  const R = part ? part.r1 - part.r0 : o.replicates
  const keepDaily = part !== null
  const T = input.pastDays + input.sceneDays
  const S = input.pastDays
  const n = input.actors.length
  const people = input.actors
  const noise = o.noise
  report(PHASE.init)

  // ---- distinct pairs, sorted by (a, b) ----
  // A typed array's sort is numeric and runs natively: half a million pairs at 1,000 people.
  const segKeys = Float64Array.from(input.pairs, (s) => s.a * n + s.b).sort()
  const keys = segKeys.filter((k, g) => g === 0 || k !== segKeys[g - 1])
  const P = keys.length
  const G = input.pairs.length
  // The state the day's loops read and write lives in WebAssembly memory (ADR 045).
  // A part sorts each day's series in the arena's rows: every mood, then (with series) every attitude.
  const dailyRows = keepDaily ? n + (o.pairSeries ? P * 2 : 0) : 0
  const arena = createArena({ G, P, n, R, T, moodBands: !keepDaily, pairBands: o.pairSeries && !keepDaily, rows: dailyRows, indicators: true })

  // ---- actors ----
  const { power0, baseMood, actorKey } = arena
  const quality = new Float64Array(n)
  const Lv = new Float64Array(n)
  const Pv = new Float64Array(n)
  for (let i = 0; i < n; i++) {
    power0[i] = staticPower(people[i])
    quality[i] = managerQuality(people[i])
    baseMood[i] = people[i].mood
    Lv[i] = people[i].L
    Pv[i] = people[i].P
    actorKey[i] = hashString(people[i].id)
  }

  // ---- pairs ----
  const { pa, pb, keyAB, keyBA, att, target } = arena
  const pairStatic = new Float64Array(P * 4)
  // Each replicate's stream bases, hashed once, not once per pair.
  const offsetBases = Array.from({ length: R }, (_, r) => replicateBase(o.seed, STREAM_PAIR_OFFSET, r0 + r))
  const impressionBases = Array.from({ length: R }, (_, r) => replicateBase(o.seed, STREAM_IMPRESSION, r0 + r))
  // The daily streams' replicate bases, hashed once a run instead of once a day (dayBase would redo them).
  const attitudeBases = Uint32Array.from({ length: R }, (_, r) => replicateBase(o.seed, STREAM_ATTITUDE, r0 + r))
  const moodBases = Uint32Array.from({ length: R }, (_, r) => replicateBase(o.seed, STREAM_MOOD, r0 + r))
  for (let p = 0; p < P; p++) {
    const a = Math.floor(keys[p] / n)
    const b = keys[p] % n
    pa[p] = a
    pb[p] = b
    keyAB[p] = directionKey(actorKey[a], actorKey[b])
    keyBA[p] = directionKey(actorKey[b], actorKey[a])
    const eAB = o.model.expectation(people[a], people[b])
    const eBA = o.model.expectation(people[b], people[a])
    const rAB = o.model.reality(people[a], people[b])
    const rBA = o.model.reality(people[b], people[a])
    pairStatic[p * 4] = eAB
    pairStatic[p * 4 + 1] = eBA
    pairStatic[p * 4 + 2] = rAB
    pairStatic[p * 4 + 3] = rBA
    const at = p * 2 * R
    for (let r = 0; r < R; r++) {
      const offsetBase = offsetBases[r]
      const impressionBase = impressionBases[r]
      att[at + r] = clampSigned(eAB + noise * o.model.impressionSpread * nearNormal(impressionBase, keyAB[p]))
      att[at + R + r] = clampSigned(eBA + noise * o.model.impressionSpread * nearNormal(impressionBase, keyBA[p]))
      target[at + r] = rAB + noise * o.model.realitySpread * nearNormal(offsetBase, keyAB[p])
      target[at + R + r] = rBA + noise * o.model.realitySpread * nearNormal(offsetBase, keyBA[p])
    }
  }

  // ---- segments ----
  const { segPair, segC, segCm, segList } = arena
  const segFrom = new Int32Array(G)
  const segTo = new Int32Array(G)
  input.pairs.forEach((s, g) => {
    segPair[g] = lowerBound(keys, s.a * n + s.b)
    segC[g] = contact(s.hours, s.mode)
    segCm[g] = moodContact(s.hours, s.mode)
    segFrom[g] = s.from
    segTo[g] = s.to
  })
  const segStarts = bucketByDay(T, segFrom)
  const segEnds = bucketByDay(T, segTo)
  const segOn = new Uint8Array(G)
  let segCount = 0

  // ---- activity ----
  const spanActor: number[] = []
  const spanFrom: number[] = []
  const spanTo: number[] = []
  input.active.forEach((spans, i) =>
    spans.forEach((s) => {
      spanActor.push(i)
      spanFrom.push(s.from)
      spanTo.push(s.to)
    })
  )
  const actStarts = bucketByDay(T, spanFrom)
  const actEnds = bucketByDay(T, spanTo)
  const activeDepth = new Int32Array(n)
  const activeList = arena.activeList
  let activeCount = 0

  // ---- roles (one holder at a time, validated) ----
  const managerOf = new Int32Array(T).fill(-1)
  const leadOf = new Int32Array(T).fill(-1)
  for (const r of input.roles) (r.role === 2 ? managerOf : leadOf).fill(r.actor, r.from, r.to)

  // ---- outputs ----
  const { power: outPower, cohesion: outCohesion, atmosphere: outAtmosphere, union: outUnion, managerFit: outFit } = arena
  const managerPresent = new Uint8Array(T)
  const outBase = new Float64Array(T)
  const outActive = new Int32Array(T)
  // Every actor's and pair's band series: views of the arena's, where the day's kernel writes them.
  const moodBands: Float64Array[] = []
  if (!keepDaily) for (let i = 0; i < n; i++) moodBands.push(arena.moodBands.subarray(i * T * 3, (i + 1) * T * 3))
  const pairBands: Float64Array[] | null = arena.sizes.pairBands ? [] : null
  if (pairBands) for (let p = 0; p < P; p++) pairBands.push(arena.pairBands.subarray(p * T * 6, (p + 1) * T * 6))
  /** Parts only: [(i*T + t)*R + k] start-of-day moods, [((p*2 + dir)*T + t)*R + k] attitudes, each day's R ascending. */
  const moodDaily = keepDaily ? new Float64Array(n * T * R) : null
  const pairDaily = keepDaily && o.pairSeries ? new Float64Array(P * 2 * T * R) : null
  const pairMean = arena.pairMean

  // ---- working memory, allocated once ----
  const { mood, climate, contagion, cohesionAcc, receivedAcc, baseA } = arena
  for (let i = 0; i < n; i++) mood.fill(baseMood[i], i * R, i * R + R)
  const W = arena.W
  const fortune = new Float64Array(R)
  for (let r = 0; r < R; r++) fortune[r] = teamFortune(o.seed, r0 + r, noise)
  const { atmosphereAcc, baseM } = arena
  let basePower = 0
  let unionStatic = 0
  let contactSum = 0
  let meanL = 0
  let meanP = 0
  let sumL = 0
  let sumP = 0

  const pairDay: PairDay = {
    t: 0,
    S,
    last: false,
    scene: false,
    manager: -1,
    segCount: 0,
    managerShift: 0,
    noise,
    kMax,
    reciprocity,
    attitudeShock,
    moodToAttitude,
    sqrt12: SQRT12,
  }
  const actorDay: ActorDay = {
    t: 0,
    activeCount: 0,
    last: false,
    scene: false,
    moodGoalShift: 0,
    mShock: noise * Q.moodShock,
    moodToPower: Q.moodToPower,
    moodClimate: Q.moodClimate,
    moodReturn: Q.moodReturn,
    moodContagion: Q.moodContagion,
    sqrt12: SQRT12,
  }
  report(PHASE.init, 1)
  const reportEvery = Math.max(1, Math.floor(T / 50))

  for (let t = 0; t < T; t++) {
    // -- who is active and who interacts today; recompute the composition terms only on change --
    let changed = t === 0
    for (let k = actEnds.start[t]; k < actEnds.start[t + 1]; k++) {
      activeDepth[spanActor[actEnds.items[k]]]--
      changed = true
    }
    for (let k = actStarts.start[t]; k < actStarts.start[t + 1]; k++) {
      activeDepth[spanActor[actStarts.items[k]]]++
      changed = true
    }
    let segChanged = false
    for (let k = segEnds.start[t]; k < segEnds.start[t + 1]; k++) {
      segOn[segEnds.items[k]] = 0
      segChanged = true
    }
    for (let k = segStarts.start[t]; k < segStarts.start[t + 1]; k++) {
      segOn[segStarts.items[k]] = 1
      segChanged = true
    }
    if (segChanged) {
      segCount = 0
      for (let g = 0; g < G; g++) if (segOn[g]) segList[segCount++] = g
    }
    if (changed || segChanged) {
      activeCount = 0
      sumL = 0
      sumP = 0
      let sumPower = 0
      for (let i = 0; i < n; i++) {
        if (activeDepth[i] > 0) {
          activeList[activeCount++] = i
          sumL += Lv[i]
          sumP += Pv[i]
          sumPower += power0[i]
        }
      }
      W.fill(0)
      contactSum = 0
      for (let k = 0; k < segCount; k++) {
        const g = segList[k]
        const c = segC[g]
        W[pa[segPair[g]]] += c
        W[pb[segPair[g]]] += c
        contactSum += c
      }
      if (activeCount > 0) {
        basePower = sumPower / activeCount
        meanL = sumL / activeCount
        meanP = sumP / activeCount
        let varL = 0
        let varP = 0
        let minL = Infinity
        for (let k = 0; k < activeCount; k++) {
          const i = activeList[k]
          varL += (Lv[i] - meanL) * (Lv[i] - meanL)
          varP += (Pv[i] - meanP) * (Pv[i] - meanP)
          const eff = effectiveMemberL(Lv[i], W[i], meanL)
          if (eff < minL) minL = eff
        }
        unionStatic = unionComposition(meanL, meanP, Math.sqrt(varP / activeCount), Math.sqrt(varL / activeCount), minL)
      } else {
        basePower = 0
      }
    }
    outBase[t] = basePower
    outActive[t] = activeCount

    let manager = managerOf[t] >= 0 && activeDepth[managerOf[t]] > 0 ? managerOf[t] : -1
    const lead = leadOf[t] >= 0 && activeDepth[leadOf[t]] > 0 ? leadOf[t] : -1
    const influence = (manager >= 0 ? quality[manager] : 0) + (lead >= 0 ? Q.leadWeight * quality[lead] : 0)
    if (manager < 0) manager = lead
    managerPresent[t] = manager >= 0 && activeCount > 0 ? 1 : 0

    // -- bands of the start-of-day state: the kernel sorts only what changed yesterday; a part sorts all of its replicates --
    if (moodDaily) {
      // A part sorts its replicates here, in its own thread in the pool; the merge only merges the runs.
      sortedDayInto(arena, t, moodDaily, pairDaily)
    } else {
      bandsOfDay(arena, t)
    }

    const last = t === T - 1
    const scene = t >= S
    const managerShift = Q.managerToAttitude * influence
    for (let r = 0; r < R; r++) {
      baseA[r] = dayBaseOfLocal(attitudeBases[r], t)
      baseM[r] = dayBaseOfLocal(moodBases[r], t)
    }
    climate.fill(0)
    contagion.fill(0)
    cohesionAcc.fill(0)
    receivedAcc.fill(0)

    // -- pairs: climate and contagion from the start-of-day state, then the attitude update --
    pairDay.t = t
    pairDay.last = last
    pairDay.scene = scene
    pairDay.manager = manager
    pairDay.segCount = segCount
    pairDay.managerShift = managerShift
    pairsOfDay(arena, pairDay)

    // -- people: accumulators from the start-of-day state, then the mood update --
    atmosphereAcc.fill(0)
    actorDay.t = t
    actorDay.activeCount = activeCount
    actorDay.last = last
    actorDay.scene = scene
    actorDay.moodGoalShift = Q.managerToMood * influence
    actorsOfDay(arena, actorDay)

    // -- team indicators of the day --
    const row = t * R
    if (activeCount === 0) {
      for (let r = 0; r < R; r++) {
        outPower[row + r] = 0
        outCohesion[row + r] = 50
        outAtmosphere[row + r] = 0
        outUnion[row + r] = 0
        outFit[row + r] = 0
      }
    } else {
      let fitStatic = 0
      let recvW = 0
      if (manager >= 0) {
        const others = activeCount - 1
        const meanLo = others > 0 ? (sumL - Lv[manager]) / others : Lv[manager]
        const meanPo = others > 0 ? (sumP - Pv[manager]) / others : Pv[manager]
        fitStatic = 50 + Q.managerFitL * (Lv[manager] - meanLo) + Q.managerFitP * (Pv[manager] - meanPo)
        recvW = W[manager]
      }
      for (let r = 0; r < R; r++) {
        const cohesionRaw = contactSum > 0 ? cohesionAcc[r] / contactSum : 0
        const atmosphere = atmosphereAcc[r] / activeCount
        const union = unionEffectLocal(unionStatic, cohesionRaw)
        outPower[row + r] = teamPowerLocal(basePower, union, atmosphere, fortune[r])
        outCohesion[row + r] = 50 + cohesionRaw / 2
        outAtmosphere[row + r] = atmosphere
        outUnion[row + r] = union * 100
        outFit[row + r] = manager >= 0 ? clampPercentLocal(fitStatic + Q.managerFitReceived * (recvW > 0 ? receivedAcc[r] / recvW : 0)) : 0
      }
    }

    if (t % reportEvery === 0) report(PHASE.units, (t + 1) / T)
    if (steps > 0 && Math.floor(((t + 1) * steps) / T) > Math.floor((t * steps) / T)) yield (t + 1) / T
  }

  report(PHASE.render)
  settleMeans(arena, S, input.sceneDays)
  // The attitudes after the last day are the finals: handed over, not copied (a 1,000-actor run saves
  // 256 MB). A part for the pool copies what it sends: the arena's memory cannot be moved to another
  // thread, and posting a view of it would copy the whole arena.
  const pairFinal = part ? att.slice() : att
  if (!part) arenaOfRun.set(pairFinal, arena)
  report(PHASE.render, 1)
  return {
    days: T,
    pastDays: S,
    replicates: R,
    pairA: pa.slice(),
    pairB: pb.slice(),
    pairStatic,
    power: part ? outPower.slice() : outPower,
    cohesion: part ? outCohesion.slice() : outCohesion,
    atmosphere: part ? outAtmosphere.slice() : outAtmosphere,
    union: part ? outUnion.slice() : outUnion,
    managerFit: part ? outFit.slice() : outFit,
    managerPresent,
    basePower: outBase,
    activeCount: outActive,
    moodBands,
    pairBands,
    pairFinal,
    pairMean: part ? pairMean.slice() : pairMean,
    actorScene: actorSumsOf(arena, 'scene'),
    actorAll: actorSumsOf(arena, 'all'),
    moodDaily,
    pairDaily,
  }
}

/**
 * A pool part's day t: every actor's start-of-day mood and, with series, every pair direction's
 * attitude, each series' R replicates in ascending order, to moodDaily[(i T + t) R + k] and
 * pairDaily[(q T + t) R + k]. The kernel's sorting network sorts them in the arena's rows.
 */
function sortedDayInto(arena: Arena, t: number, moodDaily: Float64Array, pairDaily: Float64Array | null): void {
  const { n, P, R, T } = arena.sizes
  const rows = arena.rows
  rows.set(arena.mood)
  if (pairDaily) rows.set(arena.att, n * R)
  sortRows(arena, n + (pairDaily ? P * 2 : 0))
  for (let i = 0; i < n; i++) for (let k = 0; k < R; k++) moodDaily[(i * T + t) * R + k] = rows[i * R + k]
  if (pairDaily) for (let q = 0; q < P * 2; q++) for (let k = 0; k < R; k++) pairDaily[(q * T + t) * R + k] = rows[(n + q) * R + k]
}
