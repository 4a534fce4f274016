// The three populations the calibration draws: couples (love variant, a year together), strangers
// meeting (first impressions, work and love), and teams (a year of work). Each returns the inputs
// and the realised outcome of ONE replicate per unit: one simulated year is one life lived.

import type { SimInput } from '../sim-input'
import type { PersonInput } from '../traits'
import { forecastPair } from '../pair/forecast'
import { simulateTeam } from '../team/simulate'
import type { TeamResult } from '../team/types'
import { drawPerson, normals } from './population'

export interface Couple {
  left: PersonInput
  right: PersonInput
  /** Left's realised satisfaction with right after a year (attitude on -100..100). */
  satisfaction: number
}

/** Couples living together: 10 to 30 hours a week of contact, traits known, no perceptions. */
export function drawCouples(count: number, seed: number): Couple[] {
  const z = normals(seed)
  const out: Couple[] = []
  for (let i = 0; i < count; i++) {
    const left = drawPerson(`c${i}a`, z, true)
    const right = drawPerson(`c${i}b`, z, true)
    const hours = 10 + 20 * (0.5 + 0.5 * Math.tanh(z()))
    const r = forecastPair({ left, right, variant: 'love', seed: seed * 7919 + i, replicates: 1, days: 365, interaction: { mode: 'office', hours } })
    out.push({ left, right, satisfaction: r.reality.leftToRight.median })
  }
  return out
}

export interface Meeting {
  left: PersonInput
  right: PersonInput
  /** Left's realised first impression of right (attitude on day 0). */
  impression: number
}

/** Strangers at zero acquaintance: the attitude each forms before any contact. */
export function drawMeetings(count: number, seed: number, variant: 'work' | 'love'): Meeting[] {
  const z = normals(seed)
  const out: Meeting[] = []
  for (let i = 0; i < count; i++) {
    const left = drawPerson(`m${i}a`, z, variant === 'love')
    const right = drawPerson(`m${i}b`, z, variant === 'love')
    const r = forecastPair({ left, right, variant, seed: seed * 7919 + i, replicates: 1, days: 1, interaction: { mode: 'office', hours: 0 } })
    out.push({ left, right, impression: r.series.leftToRight.median[0] })
  }
  return out
}

/** A typical team: 4 to 8 people, every pair working 5 hours a week together in the office, the first one managing, a year. */
export function typicalTeamInput(index: number, seed: number): SimInput {
  const z = normals(mix(seed, index))
  const n = 4 + Math.min(4, Math.floor(5 * (0.5 + 0.5 * Math.tanh(z()))))
  const actors = Array.from({ length: n }, (_, i) => drawPerson(`t${index}m${i}`, z))
  const T = 365
  const pairs: SimInput['pairs'] = []
  for (let a = 0; a < n; a++) for (let b = a + 1; b < n; b++) pairs.push({ a, b, from: 0, to: T, mode: 'office', hours: 5 })
  return {
    pastDays: 0,
    sceneDays: T,
    actors,
    active: actors.map(() => [{ from: 0, to: T }]),
    roles: [{ actor: 0, role: 2, from: 0, to: T }],
    pairs,
  }
}

function mix(seed: number, index: number): number {
  return (Math.imul(seed, 0x9e3779b1) ^ Math.imul(index + 1, 0x85ebca6b)) >>> 0
}

export interface TeamYear {
  input: SimInput
  /** Realised average power of the year (one replicate). */
  power: number
  result: TeamResult
}

export function drawTeams(count: number, seed: number, replicates = 1): TeamYear[] {
  const out: TeamYear[] = []
  for (let i = 0; i < count; i++) {
    const input = typicalTeamInput(i, seed)
    const result = simulateTeam(input, { seed: seed * 7919 + i, replicates, pairSeries: false })
    out.push({ input, power: result.summary.averagePower.median, result })
  }
  return out
}
