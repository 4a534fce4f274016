// The reference team simulation: plain objects, one replicate at a time, every day every rule
// spelled out. It is the model's definition in code; engine/team/fast.ts must match it to 1e-9
// (engine/team/differential.test.ts). Read docs/engine.md beside it.

import type { SimInput } from '../sim-input'
import type { PersonInput } from '../traits'
import { PARAMS as Q } from '../core/params'
import { clampPercent, clampSigned } from '../core/clamp'
import { effectiveMemberL, teamFortune, teamPower, unionComposition, unionEffect } from '../core/team-formulas'
import { contact, managerQuality, moodContact, staticPower } from '../core/model'
import { STREAM_ATTITUDE, STREAM_IMPRESSION, STREAM_MOOD, STREAM_PAIR_OFFSET, dayBase, directionKey, hashString, nearNormal, replicateBase, shock } from '../core/prng'
import { bandOf } from '../core/quantiles'
import { createProgress, PHASE, type OnProgress } from '../core/progress'
import { validateSimInput } from '../core/validate'
import { resolveTeamOptions } from './options'
import { isActiveOn, roleHolderOn } from './on-day'
import type { RawTeamRun, ResolvedTeamOptions, TeamOptions } from './types'

interface Contact {
  pair: number
  a: number
  b: number
  c: number
  cm: number
}

interface DayIndicators {
  basePower: number
  power: number
  cohesion: number
  atmosphere: number
  union: number
  managerFit: number | null
}

function mean(xs: number[]): number {
  return xs.length ? xs.reduce((s, x) => s + x, 0) / xs.length : 0
}

function spread(xs: number[]): number {
  const m = mean(xs)
  return xs.length ? Math.sqrt(xs.reduce((s, x) => s + (x - m) * (x - m), 0) / xs.length) : 0
}

/** The team indicators of one day, from the start-of-day state. */
function dayIndicators(
  people: PersonInput[],
  power0: number[],
  active: number[],
  contacts: Contact[],
  attitude: [number, number][],
  mood: number[],
  manager: number | null,
  fortune: number
): DayIndicators {
  if (active.length === 0) return { basePower: 0, power: 0, cohesion: 50, atmosphere: 0, union: 0, managerFit: null }
  const basePower = mean(active.map((i) => power0[i]))
  let weighted = 0
  let weights = 0
  const contactOf = new Map<number, number>()
  for (const k of contacts) {
    weighted += (k.c * (attitude[k.pair][0] + attitude[k.pair][1])) / 2
    weights += k.c
    contactOf.set(k.a, (contactOf.get(k.a) ?? 0) + k.c)
    contactOf.set(k.b, (contactOf.get(k.b) ?? 0) + k.c)
  }
  const cohesionRaw = weights > 0 ? weighted / weights : 0
  const atmosphere = mean(active.map((i) => mood[i]))
  const Ls = active.map((i) => people[i].L)
  const Ps = active.map((i) => people[i].P)
  const meanL = mean(Ls)
  const meanP = mean(Ps)
  // Bell 2007 / Prewett 2009: the least mature member drags the team, the more so the more they work with others.
  const minL = Math.min(...active.map((i) => effectiveMemberL(people[i].L, contactOf.get(i) ?? 0, meanL)))
  const union = unionEffect(unionComposition(meanL, meanP, spread(Ps), spread(Ls), minL), cohesionRaw)
  const power = teamPower(basePower, union, atmosphere, fortune)
  let managerFit: number | null = null
  if (manager !== null) {
    const others = active.filter((i) => i !== manager)
    const m = people[manager]
    const meanLo = others.length ? mean(others.map((i) => people[i].L)) : m.L
    const meanPo = others.length ? mean(others.map((i) => people[i].P)) : m.P
    let recv = 0
    let recvW = 0
    for (const k of contacts) {
      if (k.a === manager) {
        recv += k.c * attitude[k.pair][1]
        recvW += k.c
      } else if (k.b === manager) {
        recv += k.c * attitude[k.pair][0]
        recvW += k.c
      }
    }
    const received = recvW > 0 ? recv / recvW : 0
    managerFit = clampPercent(50 + Q.managerFitL * (m.L - meanLo) + Q.managerFitP * (m.P - meanPo) + Q.managerFitReceived * received)
  }
  return { basePower, power, cohesion: 50 + cohesionRaw / 2, atmosphere, union: union * 100, managerFit }
}

export function simulateTeamReference(input: SimInput, options: TeamOptions, onProgress?: OnProgress): RawTeamRun {
  const report = createProgress(onProgress)
  report(PHASE.start)
  validateSimInput(input)
  const o: ResolvedTeamOptions = resolveTeamOptions(options)
  const R = o.replicates
  const T = input.pastDays + input.sceneDays
  const n = input.actors.length
  const people = input.actors
  report(PHASE.init)

  // Distinct pairs in (a, b) order, and their static first impressions and settled attitudes.
  const pairKeys = [...new Set(input.pairs.map((s) => s.a * n + s.b))].sort((x, y) => x - y)
  const pairs = pairKeys.map((k) => ({ a: Math.floor(k / n), b: k % n }))
  const pairIndex = new Map(pairKeys.map((k, i) => [k, i]))
  const actorKey = people.map((p) => hashString(p.id))
  const keyAB = pairs.map((p) => directionKey(actorKey[p.a], actorKey[p.b]))
  const keyBA = pairs.map((p) => directionKey(actorKey[p.b], actorKey[p.a]))
  const expectation = pairs.map((p) => [o.model.expectation(people[p.a], people[p.b]), o.model.expectation(people[p.b], people[p.a])])
  const reality = pairs.map((p) => [o.model.reality(people[p.a], people[p.b]), o.model.reality(people[p.b], people[p.a])])
  const power0 = people.map(staticPower)
  const quality = people.map(managerQuality)
  report(PHASE.init, 1)

  // Who is active, who interacts, who leads: the same every replicate.
  const activeByDay: number[][] = []
  const contactsByDay: Contact[][] = []
  const managerByDay: (number | null)[] = []
  const influenceByDay: number[] = []
  for (let t = 0; t < T; t++) {
    activeByDay.push(people.map((_, i) => i).filter((i) => isActiveOn(input, i, t)))
    contactsByDay.push(
      input.pairs
        .filter((s) => s.from <= t && t < s.to)
        .map((s) => ({
          pair: pairIndex.get(s.a * n + s.b)!,
          a: s.a,
          b: s.b,
          c: contact(s.hours, s.mode),
          cm: moodContact(s.hours, s.mode),
        }))
    )
    const manager = roleHolderOn(input, 2, t)
    const lead = roleHolderOn(input, 1, t)
    managerByDay.push(manager ?? lead)
    influenceByDay.push((manager !== null ? quality[manager] : 0) + (lead !== null ? Q.leadWeight * quality[lead] : 0))
  }

  const moodHistory: number[][][] = [] // [r][t][i]
  const pairHistory: [number, number][][][] = [] // [r][t][p]
  const indicators: DayIndicators[][] = [] // [r][t]
  const pairFinal = new Float64Array(pairs.length * 2 * R)
  const pairMean = new Float64Array(pairs.length * R)
  const actorScene = new Float64Array(n * R * 5)
  const actorAll = new Float64Array(n * R * 5)

  for (let r = 0; r < R; r++) {
    const offsetBase = replicateBase(o.seed, STREAM_PAIR_OFFSET, r)
    const target = pairs.map((_, p) => [
      reality[p][0] + o.noise * o.model.realitySpread * nearNormal(offsetBase, keyAB[p]),
      reality[p][1] + o.noise * o.model.realitySpread * nearNormal(offsetBase, keyBA[p]),
    ])
    // The first impression: what similarity predicts, plus what a first meeting adds (chemistry, the day).
    const impressionBase = replicateBase(o.seed, STREAM_IMPRESSION, r)
    let attitude: [number, number][] = expectation.map(([ab, ba], p) => [
      clampSigned(ab + o.noise * o.model.impressionSpread * nearNormal(impressionBase, keyAB[p])),
      clampSigned(ba + o.noise * o.model.impressionSpread * nearNormal(impressionBase, keyBA[p])),
    ])
    // The team's fortune this year: the same for every scene run with this seed.
    const fortune = teamFortune(o.seed, r, o.noise)
    let mood = people.map((p) => p.mood)
    const moods: number[][] = []
    const atts: [number, number][][] = []
    const days: DayIndicators[] = []

    for (let t = 0; t < T; t++) {
      const active = activeByDay[t]
      const contacts = contactsByDay[t]
      const influence = influenceByDay[t]
      moods.push(mood.slice())
      if (o.pairSeries) atts.push(attitude.map(([ab, ba]) => [ab, ba]))
      days.push(dayIndicators(people, power0, active, contacts, attitude, mood, managerByDay[t], fortune))

      // Relational climate and contagion each person meets today, from the start-of-day state.
      const W = new Array<number>(n).fill(0)
      const climate = new Array<number>(n).fill(0)
      const contagion = new Array<number>(n).fill(0)
      for (const k of contacts) {
        const [ab, ba] = attitude[k.pair]
        W[k.a] += k.c
        W[k.b] += k.c
        climate[k.a] += k.c * ba
        climate[k.b] += k.c * ab
        contagion[k.a] += k.cm * (mood[k.b] - mood[k.a])
        contagion[k.b] += k.cm * (mood[k.a] - mood[k.b])
      }

      for (const i of active) {
        const w = W[i]
        const acc = t >= input.pastDays ? [actorScene, actorAll] : [actorAll]
        for (const a of acc) {
          const at = (i * R + r) * 5
          a[at] += clampPercent(power0[i] * (1 + mood[i] / Q.moodToPower))
          a[at + 1] += (100 * w) / (1 + w)
          a[at + 2] += w > 0 ? climate[i] / w : 0
          a[at + 3] += mood[i]
          a[at + 4] += 1
        }
      }
      if (t >= input.pastDays) {
        for (let p = 0; p < pairs.length; p++) pairMean[p * R + r] += (attitude[p][0] + attitude[p][1]) / 2
      }
      if (t === T - 1) {
        for (let p = 0; p < pairs.length; p++) {
          pairFinal[p * 2 * R + r] = attitude[p][0]
          pairFinal[p * 2 * R + R + r] = attitude[p][1]
        }
        break
      }

      // Attitudes: toward the target at the contact's pace, pulled toward the partner (reciprocity).
      const baseA = dayBase(o.seed, STREAM_ATTITUDE, r, t)
      const nextAttitude: [number, number][] = attitude.map(([ab, ba]) => [ab, ba])
      for (const k of contacts) {
        const [ab, ba] = attitude[k.pair]
        const rate = Q.kMax * k.c
        const targetAB = target[k.pair][0] + Q.managerToAttitude * influence + Q.moodToAttitude * mood[k.a]
        const targetBA = target[k.pair][1] + Q.managerToAttitude * influence + Q.moodToAttitude * mood[k.b]
        nextAttitude[k.pair] = [
          clampSigned(ab + rate * (targetAB - ab) + rate * Q.reciprocity * (ba - ab) + o.noise * k.c * Q.attitudeShock * shock(baseA, keyAB[k.pair])),
          clampSigned(ba + rate * (targetBA - ba) + rate * Q.reciprocity * (ab - ba) + o.noise * k.c * Q.attitudeShock * shock(baseA, keyBA[k.pair])),
        ]
      }

      // Moods: back toward one's baseline (lifted by a good climate and a good manager), plus contagion.
      const baseM = dayBase(o.seed, STREAM_MOOD, r, t)
      const nextMood = mood.slice()
      for (const i of active) {
        const w = W[i]
        const goal = people[i].mood + Q.managerToMood * influence + (Q.moodClimate * climate[i]) / (1 + w)
        nextMood[i] = clampSigned(mood[i] + Q.moodReturn * (goal - mood[i]) + (Q.moodContagion * contagion[i]) / (1 + w) + o.noise * Q.moodShock * shock(baseM, actorKey[i]))
      }
      attitude = nextAttitude
      mood = nextMood
      if (r === R - 1 || t % 64 === 0) report(PHASE.units, (r + t / T) / R)
    }
    for (let p = 0; p < pairs.length; p++) pairMean[p * R + r] /= input.sceneDays
    moodHistory.push(moods)
    pairHistory.push(atts)
    indicators.push(days)
    report(PHASE.units, (r + 1) / R)
  }

  report(PHASE.render)
  const perDay = (pick: (d: DayIndicators) => number) => {
    const out = new Float64Array(T * R)
    for (let t = 0; t < T; t++) for (let r = 0; r < R; r++) out[t * R + r] = pick(indicators[r][t])
    return out
  }
  const moodBands = people.map((_, i) => {
    const out = new Float64Array(T * 3)
    for (let t = 0; t < T; t++) {
      const b = bandOf(moodHistory.map((m) => m[t][i]))
      out.set([b.median, b.p10, b.p90], t * 3)
    }
    return out
  })
  const pairBands = o.pairSeries
    ? pairs.map((_, p) => {
        const out = new Float64Array(T * 6)
        for (let t = 0; t < T; t++) {
          const ab = bandOf(pairHistory.map((h) => h[t][p][0]))
          const ba = bandOf(pairHistory.map((h) => h[t][p][1]))
          out.set([ab.median, ab.p10, ab.p90, ba.median, ba.p10, ba.p90], t * 6)
        }
        return out
      })
    : null
  const raw: RawTeamRun = {
    days: T,
    pastDays: input.pastDays,
    replicates: R,
    pairA: Int32Array.from(pairs, (p) => p.a),
    pairB: Int32Array.from(pairs, (p) => p.b),
    pairStatic: Float64Array.from(pairs.flatMap((_, p) => [...expectation[p], ...reality[p]])),
    power: perDay((d) => d.power),
    cohesion: perDay((d) => d.cohesion),
    atmosphere: perDay((d) => d.atmosphere),
    union: perDay((d) => d.union),
    managerFit: perDay((d) => d.managerFit ?? 0),
    managerPresent: Uint8Array.from(managerByDay, (m) => (m === null ? 0 : 1)),
    basePower: Float64Array.from(indicators[0], (d) => d.basePower),
    activeCount: Int32Array.from(activeByDay, (a) => a.length),
    moodBands,
    pairBands,
    pairFinal,
    pairMean,
    actorScene,
    actorAll,
  }
  report(PHASE.render, 1)
  return raw
}
