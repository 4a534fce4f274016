// The fast team simulation: the same model as reference.ts, laid out for speed.
// - State in typed arrays, replicates innermost ([pair][dir][replicate], [actor][replicate]),
//   so one day is a pass over contiguous memory.
// - Only the pairs that interact on a day are visited; a pair that does not interact keeps its value,
//   so its scene-day mean is settled lazily when its value next changes.
// - Nothing is allocated inside the day loop: active lists live in preallocated Int32Arrays and are
//   rebuilt only on days where someone joins, leaves, or a pair's setting changes.
// Its results equal the reference's to 1e-9 (differential.test.ts).

import type { SimInput } from '../sim-input'
import { PARAMS } from '../core/params'
import { clampPercent, clampSigned } from '../core/clamp'
import { contact, managerQuality, moodContact, staticPower } from '../core/model'
import {
  STREAM_ATTITUDE,
  STREAM_IMPRESSION,
  STREAM_MOOD,
  STREAM_PAIR_OFFSET,
  dayBase,
  directionKey,
  hashString,
  nearNormal,
  replicateBase,
  shock,
} from '../core/prng'
import { bandIntoRanked, identityOrder } from '../core/quantiles'
import { createProgress, PHASE, type OnProgress } from '../core/progress'
import { validateSimInput } from '../core/validate'
import { effectiveMemberL, teamFortune, teamPower, unionComposition, unionEffect } from '../core/team-formulas'
import { resolveTeamOptions } from './options'
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
const bandIntoRankedLocal = bandIntoRanked
const dayBaseLocal = dayBase
const TWO32 = 4294967296
const SQRT12 = Math.sqrt(12)
const kMax = Q.kMax
const reciprocity = Q.reciprocity
const attitudeShock = Q.attitudeShock
const moodToAttitude = Q.moodToAttitude
const shockLocal = shock
const clampSignedLocal = clampSigned
const clampPercentLocal = clampPercent
const teamPowerLocal = teamPower
const unionEffectLocal = unionEffect

/** Adds the held value of pair p over the scene days in [from, to) (scene days start at S) to its mean. */
function settlePairMean(att: Float64Array, pairMean: Float64Array, R: number, S: number, p: number, from: number, to: number): void {
  const lo = from > S ? from : S
  if (to <= lo) return
  const days = to - lo
  const at = p * 2 * R
  for (let r = 0; r < R; r++) pairMean[p * R + r] += ((att[at + r] + att[at + R + r]) / 2) * days
}

/**
 * One day of every interacting pair, all replicates. A function of its own, with every array an
 * argument: V8 optimises it apart from the long setup of simulateTeamFastPart, whose size and
 * closures had made the whole day loop 30 % slower after an unrelated change (ADR 027).
 */
function pairsOfDay(
  t: number,
  R: number,
  S: number,
  last: boolean,
  scene: boolean,
  manager: number,
  managerShift: number,
  noise: number,
  segList: Int32Array,
  segCount: number,
  segPair: Int32Array,
  segC: Float64Array,
  segCm: Float64Array,
  pa: Int32Array,
  pb: Int32Array,
  keyAB: Uint32Array,
  keyBA: Uint32Array,
  heldSince: Int32Array,
  updatedOn: Int32Array,
  att: Float64Array,
  target: Float64Array,
  mood: Float64Array,
  climate: Float64Array,
  contagion: Float64Array,
  cohesionAcc: Float64Array,
  receivedAcc: Float64Array,
  pairMean: Float64Array,
  baseA: Uint32Array
): void {
  for (let k = 0; k < segCount; k++) {
    const g = segList[k]
    const p = segPair[g]
    const a = pa[p]
    const b = pb[p]
    const c = segC[g]
    const cm = segCm[g]
    const rate = kMax * c
    const recip = rate * reciprocity
    const shockScale = noise * c * attitudeShock
    const kab = keyAB[p]
    const kba = keyBA[p]
    const at = p * 2 * R
    const aR = a * R
    const bR = b * R
    if (!last) {
      // Days the pair's value was held without contact are added in one go; today's value is
      // added in the replicate loop below.
      if (heldSince[p] < t) settlePairMean(att, pairMean, R, S, p, heldSince[p], t)
      heldSince[p] = t + 1
      updatedOn[p] = t
    }
    const addMean = scene && !last
    const meanAt = p * R
    for (let r = 0; r < R; r++) {
      const ab = att[at + r]
      const ba = att[at + R + r]
      const ma = mood[aR + r]
      const mb = mood[bR + r]
      cohesionAcc[r] += (c * (ab + ba)) / 2
      climate[aR + r] += c * ba
      climate[bR + r] += c * ab
      contagion[aR + r] += cm * (mb - ma)
      contagion[bR + r] += cm * (ma - mb)
      if (a === manager) receivedAcc[r] += c * ba
      else if (b === manager) receivedAcc[r] += c * ab
      if (last) continue
      if (addMean) pairMean[meanAt + r] += (ab + ba) / 2
      const tAB = target[at + r] + managerShift + moodToAttitude * ma
      const tBA = target[at + R + r] + managerShift + moodToAttitude * mb
      // shock(baseA[r], key) and clampSigned, inlined: calls across ES modules can go through
      // getters under some loaders, and this line runs billions of times.
      const day = baseA[r]
      let h = (day ^ kab) >>> 0
      h ^= h >>> 16
      h = Math.imul(h, 0x85ebca6b)
      h ^= h >>> 13
      h = Math.imul(h, 0xc2b2ae35)
      h ^= h >>> 16
      let x = ab + rate * (tAB - ab) + recip * (ba - ab) + shockScale * (((h >>> 0) / TWO32 - 0.5) * SQRT12)
      att[at + r] = x < -100 ? -100 : x > 100 ? 100 : x
      h = (day ^ kba) >>> 0
      h ^= h >>> 16
      h = Math.imul(h, 0x85ebca6b)
      h ^= h >>> 13
      h = Math.imul(h, 0xc2b2ae35)
      h ^= h >>> 16
      x = ba + rate * (tBA - ba) + recip * (ab - ba) + shockScale * (((h >>> 0) / TWO32 - 0.5) * SQRT12)
      att[at + R + r] = x < -100 ? -100 : x > 100 ? 100 : x
    }
  }
}

/**
 * The start-of-day bands: only what changed yesterday is ranked again, the rest is copied from
 * yesterday. Its own function for the same reason as pairsOfDay.
 */
function bandsOfDay(
  t: number,
  R: number,
  n: number,
  P: number,
  mood: Float64Array,
  att: Float64Array,
  moodOrder: Int32Array,
  pairOrder: Int32Array,
  moodUpdatedOn: Int32Array,
  updatedOn: Int32Array,
  scratch: Float64Array,
  moodBands: Float64Array[],
  pairBands: Float64Array[] | null,
): void {
  for (let i = 0; i < n; i++) {
    const band = moodBands[i]
    if (t === 0 || moodUpdatedOn[i] === t - 1) bandIntoRankedLocal(mood, i * R, moodOrder, i * R, R, scratch, band, t * 3)
    else band.copyWithin(t * 3, t * 3 - 3, t * 3)
  }
  if (pairBands) {
    for (let p = 0; p < P; p++) {
      const band = pairBands[p]
      if (t === 0 || updatedOn[p] === t - 1) {
        const at = p * 2 * R
        bandIntoRankedLocal(att, at, pairOrder, at, R, scratch, band, t * 6)
        bandIntoRankedLocal(att, at + R, pairOrder, at + R, R, scratch, band, t * 6 + 3)
      } else band.copyWithin(t * 6, t * 6 - 6, t * 6)
    }
  }
}

export function simulateTeamFast(input: SimInput, options: TeamOptions, onProgress?: OnProgress): RawTeamRun {
  const { moodDaily, pairDaily, ...raw } = simulateTeamFastPart(input, options, null, onProgress)
  return raw
}

/**
 * Replicates [r0, r1) of the run `options` describes (ADR 027): each replicate's random streams are
 * keyed by its global index r0 + r, so the part holds exactly those replicates of the whole run.
 * With `part` set, the daily bands (which need every replicate) are not computed; the start-of-day
 * mood and attitudes are kept per replicate instead (`moodDaily`, `pairDaily`) for mergeTeamParts.
 */
export function simulateTeamFastPart(
  input: SimInput,
  options: TeamOptions,
  part: { r0: number; r1: number } | null,
  onProgress?: OnProgress
): RawTeamRun & RawTeamDaily {
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

  // ---- actors ----
  const power0 = new Float64Array(n)
  const quality = new Float64Array(n)
  const baseMood = new Float64Array(n)
  const Lv = new Float64Array(n)
  const Pv = new Float64Array(n)
  const actorKey = new Uint32Array(n)
  for (let i = 0; i < n; i++) {
    power0[i] = staticPower(people[i])
    quality[i] = managerQuality(people[i])
    baseMood[i] = people[i].mood
    Lv[i] = people[i].L
    Pv[i] = people[i].P
    actorKey[i] = hashString(people[i].id)
  }

  // ---- distinct pairs, sorted by (a, b) ----
  const keys = Array.from(new Set(input.pairs.map((s) => s.a * n + s.b))).sort((x, y) => x - y)
  const P = keys.length
  const pairIndex = new Map<number, number>()
  keys.forEach((k, i) => pairIndex.set(k, i))
  const pa = new Int32Array(P)
  const pb = new Int32Array(P)
  const keyAB = new Uint32Array(P)
  const keyBA = new Uint32Array(P)
  const att = new Float64Array(P * 2 * R)
  const target = new Float64Array(P * 2 * R)
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
    const at = p * 2 * R
    for (let r = 0; r < R; r++) {
      const offsetBase = replicateBase(o.seed, STREAM_PAIR_OFFSET, r0 + r)
      const impressionBase = replicateBase(o.seed, STREAM_IMPRESSION, r0 + r)
      att[at + r] = clampSigned(eAB + noise * o.model.impressionSpread * nearNormal(impressionBase, keyAB[p]))
      att[at + R + r] = clampSigned(eBA + noise * o.model.impressionSpread * nearNormal(impressionBase, keyBA[p]))
      target[at + r] = rAB + noise * o.model.realitySpread * nearNormal(offsetBase, keyAB[p])
      target[at + R + r] = rBA + noise * o.model.realitySpread * nearNormal(offsetBase, keyBA[p])
    }
  }

  // ---- segments ----
  const G = input.pairs.length
  const segPair = new Int32Array(G)
  const segC = new Float64Array(G)
  const segCm = new Float64Array(G)
  const segFrom = new Int32Array(G)
  const segTo = new Int32Array(G)
  input.pairs.forEach((s, g) => {
    segPair[g] = pairIndex.get(s.a * n + s.b)!
    segC[g] = contact(s.hours, s.mode)
    segCm[g] = moodContact(s.hours, s.mode)
    segFrom[g] = s.from
    segTo[g] = s.to
  })
  const segStarts = bucketByDay(T, segFrom)
  const segEnds = bucketByDay(T, segTo)
  const segOn = new Uint8Array(G)
  const segList = new Int32Array(G)
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
  const activeList = new Int32Array(n)
  let activeCount = 0

  // ---- roles (one holder at a time, validated) ----
  const managerOf = new Int32Array(T).fill(-1)
  const leadOf = new Int32Array(T).fill(-1)
  for (const r of input.roles) (r.role === 2 ? managerOf : leadOf).fill(r.actor, r.from, r.to)

  // ---- outputs ----
  const outPower = new Float64Array(T * R)
  const outCohesion = new Float64Array(T * R)
  const outAtmosphere = new Float64Array(T * R)
  const outUnion = new Float64Array(T * R)
  const outFit = new Float64Array(T * R)
  const managerPresent = new Uint8Array(T)
  const outBase = new Float64Array(T)
  const outActive = new Int32Array(T)
  const moodBands: Float64Array[] = []
  if (!keepDaily) for (let i = 0; i < n; i++) moodBands.push(new Float64Array(T * 3))
  const pairBands: Float64Array[] | null = o.pairSeries && !keepDaily ? [] : null
  if (pairBands) for (let p = 0; p < P; p++) pairBands.push(new Float64Array(T * 6))
  /** Parts only: [(i*T + t)*R + r] start-of-day mood, [((p*2 + dir)*T + t)*R + r] attitude. */
  const moodDaily = keepDaily ? new Float64Array(n * T * R) : null
  const pairDaily = keepDaily && o.pairSeries ? new Float64Array(P * 2 * T * R) : null
  const pairMean = new Float64Array(P * R)
  const actorScene = new Float64Array(n * R * 5)
  const actorAll = new Float64Array(n * R * 5)

  // ---- working memory, allocated once ----
  /** Yesterday's ranking of the replicates, per actor and per pair direction (cheap daily bands). */
  const moodOrder = keepDaily ? new Int32Array(0) : identityOrder(n, R)
  const pairOrder = o.pairSeries && !keepDaily ? identityOrder(P * 2, R) : new Int32Array(0)
  const mood = new Float64Array(n * R)
  for (let i = 0; i < n; i++) mood.fill(baseMood[i], i * R, i * R + R)
  const climate = new Float64Array(n * R)
  const contagion = new Float64Array(n * R)
  const W = new Float64Array(n)
  const fortune = new Float64Array(R)
  for (let r = 0; r < R; r++) fortune[r] = teamFortune(o.seed, r0 + r, noise)
  const cohesionAcc = new Float64Array(R)
  const receivedAcc = new Float64Array(R)
  const atmosphereAcc = new Float64Array(R)
  const baseA = new Uint32Array(R)
  const baseM = new Uint32Array(R)
  const scratch = new Float64Array(R)
  /** Day from which a pair's current value has held (for its lazy scene-day mean). */
  const heldSince = new Int32Array(P)
  /** Last day a pair's value was updated (-1 never): its band needs recomputing the day after. */
  const updatedOn = new Int32Array(P).fill(-1)
  const moodUpdatedOn = new Int32Array(n).fill(-1)
  let basePower = 0
  let unionStatic = 0
  let contactSum = 0
  let meanL = 0
  let meanP = 0
  let sumL = 0
  let sumP = 0

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

    // -- bands of the start-of-day state: only what changed yesterday is sorted again --
    if (moodDaily) {
      // Plain copies: a subarray per actor and pair a day would be the only allocation in the loop.
      for (let i = 0; i < n; i++) for (let r = 0, to = (i * T + t) * R; r < R; r++) moodDaily[to + r] = mood[i * R + r]
      if (pairDaily) for (let q = 0; q < P * 2; q++) for (let r = 0, to = (q * T + t) * R; r < R; r++) pairDaily[to + r] = att[q * R + r]
    } else {
      bandsOfDay(t, R, n, P, mood, att, moodOrder, pairOrder, moodUpdatedOn, updatedOn, scratch, moodBands, pairBands)
    }

    const last = t === T - 1
    const scene = t >= S
    const managerShift = Q.managerToAttitude * influence
    for (let r = 0; r < R; r++) {
      baseA[r] = dayBaseLocal(o.seed, STREAM_ATTITUDE, r0 + r, t)
      baseM[r] = dayBaseLocal(o.seed, STREAM_MOOD, r0 + r, t)
    }
    climate.fill(0)
    contagion.fill(0)
    cohesionAcc.fill(0)
    receivedAcc.fill(0)

    // -- pairs: climate and contagion from the start-of-day state, then the attitude update --
    pairsOfDay(
      t,
      R,
      S,
      last,
      scene,
      manager,
      managerShift,
      noise,
      segList,
      segCount,
      segPair,
      segC,
      segCm,
      pa,
      pb,
      keyAB,
      keyBA,
      heldSince,
      updatedOn,
      att,
      target,
      mood,
      climate,
      contagion,
      cohesionAcc,
      receivedAcc,
      pairMean,
      baseA
    )

    // -- people: accumulators from the start-of-day state, then the mood update --
    atmosphereAcc.fill(0)
    const moodGoalShift = Q.managerToMood * influence
    for (let k = 0; k < activeCount; k++) {
      const i = activeList[k]
      const w = W[i]
      const iR = i * R
      const integration = (100 * w) / (1 + w)
      const base = baseMood[i] + moodGoalShift
      const mShock = noise * Q.moodShock
      const key = actorKey[i]
      if (!last) moodUpdatedOn[i] = t
      for (let r = 0; r < R; r++) {
        const m = mood[iR + r]
        const cl = climate[iR + r]
        atmosphereAcc[r] += m
        const pw = clampPercentLocal(power0[i] * (1 + m / Q.moodToPower))
        const support = w > 0 ? cl / w : 0
        const at = (iR + r) * 5
        actorAll[at] += pw
        actorAll[at + 1] += integration
        actorAll[at + 2] += support
        actorAll[at + 3] += m
        actorAll[at + 4] += 1
        if (scene) {
          actorScene[at] += pw
          actorScene[at + 1] += integration
          actorScene[at + 2] += support
          actorScene[at + 3] += m
          actorScene[at + 4] += 1
        }
        if (last) continue
        const goal = base + (Q.moodClimate * cl) / (1 + w)
        mood[iR + r] = clampSignedLocal(
          m + Q.moodReturn * (goal - m) + (Q.moodContagion * contagion[iR + r]) / (1 + w) + mShock * shockLocal(baseM[r], key)
        )
      }
    }

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
  }

  report(PHASE.render)
  for (let p = 0; p < P; p++) {
    settlePairMean(att, pairMean, R, S, p, heldSince[p], T)
    for (let r = 0; r < R; r++) pairMean[p * R + r] /= input.sceneDays
  }
  // The attitudes after the last day are the finals: handed over, not copied (a 1,000-actor run saves 256 MB).
  const pairFinal = att
  report(PHASE.render, 1)
  return {
    days: T,
    pastDays: S,
    replicates: R,
    pairs: Array.from(pa, (a, p) => ({ a, b: pb[p] })),
    power: outPower,
    cohesion: outCohesion,
    atmosphere: outAtmosphere,
    union: outUnion,
    managerFit: outFit,
    managerPresent,
    basePower: outBase,
    activeCount: outActive,
    moodBands,
    pairBands,
    pairFinal,
    pairMean,
    actorScene,
    actorAll,
    moodDaily,
    pairDaily,
  }
}
