// From the raw numbers of either implementation to the TeamResult the platform stores:
// headline indicators as median with a 10-90 % band, per specialist figures, sort keys.

import type { SimInput } from '../sim-input'
import { PARAMS as Q } from '../core/params'
import { clampPercent } from '../core/clamp'
import { gradeOf } from '../core/model'
import { moodBand } from '../core/bands'
import { bandOf, bandOfRange, unpackBandSeries } from '../core/quantiles'
import { dailyBandsOf } from '../wasm/row-bands'
import { isActiveOn, roleHolderOn } from './on-day'
import type { ResolvedTeamOptions, RawTeamRun, SortKey, SpecialistResult, TeamPairResult, TeamResult, TeamSummary } from './types'
import type { CompetenceOrder, TeamType } from './types'

const DAYS_PER_MONTH = 365 / 12

function round(x: number, digits = 6): number {
  const f = 10 ** digits
  return Math.round(x * f) / f
}

/** Leading competence decides the order and the team type; ties go K, then P, then L. */
export function competenceOrderOf(K: number, P: number, L: number): { order: CompetenceOrder; type: TeamType } {
  if (K >= P && K >= L) return { order: 'CPM', type: 'launch' }
  if (P >= L) return { order: 'PMC', type: 'growth' }
  return { order: 'MCP', type: 'support' }
}

function holderOn(input: SimInput, role: 1 | 2, day: number): string | null {
  const holder = roleHolderOn(input, role, day)
  return holder === null ? null : input.actors[holder].id
}

/**
 * Statistical power (ADR 024): the share of simulated years, in percent, in which the team's
 * average power is above statisticalPowerThreshold (50, where a typical team sits). A strong team
 * reads near 100, a weak one near 0, a typical one about half: how often this team beats the middle.
 */
export function statisticalPowerOf(averagePowerPerReplicate: readonly number[]): number {
  if (averagePowerPerReplicate.length === 0) return 0
  let above = 0
  for (const x of averagePowerPerReplicate) if (x > Q.statisticalPowerThreshold) above++
  return (100 * above) / averagePowerPerReplicate.length
}

export function summariseTeam(input: SimInput, o: ResolvedTeamOptions, raw: RawTeamRun): TeamResult {
  const R = raw.replicates
  const T = raw.days
  const S = input.pastDays
  const n = input.actors.length
  const last = T - 1

  // Per replicate over the scene days (days with nobody active do not count).
  const avgPower: number[] = []
  const peakPower: number[] = []
  const cohesion: number[] = []
  const atmosphere: number[] = []
  const union: number[] = []
  const managerFit: number[] = []
  let basePowerSum = 0
  let staffed = 0
  let managed = 0
  for (let t = S; t < T; t++) {
    if (raw.activeCount[t] > 0) {
      basePowerSum += raw.basePower[t]
      staffed++
    }
    if (raw.managerPresent[t]) managed++
  }
  for (let r = 0; r < R; r++) {
    let p = 0
    let peak = 0
    let c = 0
    let a = 0
    let u = 0
    let m = 0
    for (let t = S; t < T; t++) {
      if (raw.activeCount[t] > 0) {
        const x = raw.power[t * R + r]
        p += x
        if (x > peak) peak = x
        c += raw.cohesion[t * R + r]
        a += raw.atmosphere[t * R + r]
        u += raw.union[t * R + r]
      }
      if (raw.managerPresent[t]) m += raw.managerFit[t * R + r]
    }
    const d = staffed || 1
    avgPower.push(p / d)
    peakPower.push(peak)
    cohesion.push(staffed ? c / d : 50)
    atmosphere.push(a / d)
    union.push(u / d)
    if (managed) managerFit.push(m / managed)
  }
  const basePower = staffed ? basePowerSum / staffed : 0
  const averagePower = bandOf(avgPower)

  // Composition on the last scene day (everyone, if nobody is active then).
  let members = input.actors.map((_, i) => i).filter((i) => isActiveOn(input, i, last))
  if (members.length === 0) members = input.actors.map((_, i) => i)
  const totals = { K: 0, P: 0, L: 0 }
  for (const i of members) {
    totals.K += input.actors[i].K
    totals.P += input.actors[i].P
    totals.L += input.actors[i].L
  }
  const m = members.length || 1
  const competencies = { K: totals.K / m, P: totals.P / m, L: totals.L / m }
  const shareSum = competencies.K + competencies.P + competencies.L || 1
  const { order, type } = competenceOrderOf(competencies.K, competencies.P, competencies.L)

  // Days on which some pair interacts: segments open and close on a running count (one pass over
  // the segments and one over the days, not one over every segment's days).
  let cooperating = 0
  const opened = new Int32Array(T + 1)
  for (const s of input.pairs) {
    opened[s.from]++
    opened[s.to]--
  }
  for (let t = 0, open = 0; t < T; t++) {
    open += opened[t]
    if (open > 0) cooperating++
  }

  const atmosphereBand = bandOf(atmosphere)
  const summary: TeamSummary = {
    basePower: { median: basePower, p10: basePower, p90: basePower },
    peakPower: bandOf(peakPower),
    averagePower,
    cohesion: bandOf(cohesion),
    atmosphere: atmosphereBand,
    atmosphereBand: moodBand(atmosphereBand.median),
    union: bandOf(union),
    managerFit: managed ? bandOf(managerFit) : null,
    statisticalPower: statisticalPowerOf(avgPower),
    teamType: type,
    competenceOrder: order,
    typeShares: {
      launch: clampPercent((100 * competencies.K) / shareSum),
      growth: clampPercent((100 * competencies.P) / shareSum),
      support: clampPercent((100 * competencies.L) / shareSum),
    },
    competencies,
    totals,
    actorsCount: members.length,
    monthsOfCooperation: round(cooperating / DAYS_PER_MONTH, 2),
    lead: holderOn(input, 1, last),
    manager: holderOn(input, 2, last),
  }

  // Per specialist: scene-day averages per replicate, then the band.
  const perActor = input.actors.map((person, i) => {
    const field = (k: number): number[] => {
      const out: number[] = []
      for (let r = 0; r < R; r++) {
        const at = (i * R + r) * 5
        const acc = raw.actorScene[at + 4] > 0 ? raw.actorScene : raw.actorAll
        const days = acc[at + 4]
        out.push(days > 0 ? acc[at + k] / days : k === 3 ? person.mood : 0)
      }
      return out
    }
    return { power: bandOf(field(0)), integration: bandOf(field(1)), support: bandOf(field(2)), mood: bandOf(field(3)) }
  })
  const weighted = perActor.map((a) => a.power.median * (1 + a.integration.median / 100))
  const weightSum = weighted.reduce((s, x) => s + x, 0)
  const hoursOnLast = new Array<number>(n).fill(0)
  for (const s of input.pairs) {
    if (s.from <= last && last < s.to) {
      hoursOnLast[s.a] += s.hours
      hoursOnLast[s.b] += s.hours
    }
  }
  const actors: SpecialistResult[] = input.actors.map((person, i) => {
    const a = perActor[i]
    const importance = weightSum > 0 ? clampPercent((100 * weighted[i]) / weightSum) : 0
    const firstSpan = input.active[i].reduce((min, s) => Math.min(min, s.from), T)
    return {
      id: person.id,
      index: i,
      experience: gradeOf(person),
      power: a.power,
      importance,
      integration: a.integration,
      support: a.support,
      mood: a.mood,
      moodBand: moodBand(a.mood.median),
      rating: 0.5 * a.power.median + 0.3 * a.integration.median + 0.2 * ((a.support.median + 100) / 2),
      weight: importance,
      resource: clampPercent(100 - 2 * hoursOnLast[i]),
      addedAt: firstSpan,
      moodSeries: unpackBandSeries(raw.moodBands[i], T),
    }
  })

  // A loop with one scratch array, not a closure and two copies per pair: a 1,000-person team has half a million pairs.
  const pairs: TeamPairResult[] = new Array(raw.pairA.length)
  const replicateScratch = new Float64Array(R)
  for (let p = 0; p < pairs.length; p++) {
    const pa = input.actors[raw.pairA[p]]
    const pb = input.actors[raw.pairB[p]]
    const packed = raw.pairBands?.[p]
    pairs[p] = {
      a: pa.id,
      b: pb.id,
      expectation: { ab: raw.pairStatic[p * 4], ba: raw.pairStatic[p * 4 + 1] },
      reality: { ab: raw.pairStatic[p * 4 + 2], ba: raw.pairStatic[p * 4 + 3] },
      final: { ab: bandOfRange(raw.pairFinal, p * 2 * R, replicateScratch), ba: bandOfRange(raw.pairFinal, p * 2 * R + R, replicateScratch) },
      mean: bandOfRange(raw.pairMean, p * R, replicateScratch),
      series: packed ? { ab: unpackBandSeries(packed, T, 6, 0), ba: unpackBandSeries(packed, T, 6, 3) } : null,
    }
  }

  const order_ = (key: (a: SpecialistResult) => number): string[] => [...actors].sort((x, y) => key(y) - key(x) || x.index - y.index).map((a) => a.id)
  const sortKeys: Record<SortKey, string[]> = {
    power: order_((a) => a.power.median),
    weight: order_((a) => a.weight),
    rating: order_((a) => a.rating),
    addedAt: order_((a) => a.addedAt),
    resource: order_((a) => a.resource),
  }

  const [powerDaily, cohesionDaily, atmosphereDaily, unionDaily, fit] = dailyBandsOf([raw.power, raw.cohesion, raw.atmosphere, raw.union, raw.managerFit], T, R)
  const nullWhereAbsent = (xs: number[]) => xs.map((x, t) => (raw.managerPresent[t] ? x : null))

  return {
    days: T,
    pastDays: input.pastDays,
    sceneDays: input.sceneDays,
    replicates: R,
    seed: o.seed,
    daily: {
      basePower: Array.from(raw.basePower),
      activeCount: Array.from(raw.activeCount),
      power: powerDaily,
      cohesion: cohesionDaily,
      atmosphere: atmosphereDaily,
      union: unionDaily,
      managerFit: { median: nullWhereAbsent(fit.median), p10: nullWhereAbsent(fit.p10), p90: nullWhereAbsent(fit.p90) },
    },
    summary,
    actors,
    pairs,
    sortKeys,
  }
}
