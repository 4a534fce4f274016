// SimInputs built directly, without a scene: for the pair forecast, tests and the benchmark.

import type { SimInput } from '../sim-input'
import type { PersonInput } from '../traits'
import type { InteractionMode } from '../scene/types'
import { mix32 } from '../core/prng'

/** A deterministic person from an integer: K, P, L spread over 20..95, mood over -40..60. */
export function syntheticPerson(i: number, seed = 1): PersonInput {
  const u = (k: number) => mix32((Math.imul(i + 1, 0x9e3779b1) ^ mix32(seed + k)) >>> 0) / 4294967296
  return {
    id: `p${i}`,
    K: 20 + 75 * u(1),
    P: 20 + 75 * u(2),
    L: 20 + 75 * u(3),
    mood: -40 + 100 * u(4),
  }
}

/** n actors active all along, every pair interacting all along (the benchmark's worst case). */
export function allPairsInput(n: number, pastDays: number, sceneDays: number, opts: { hours?: number; mode?: InteractionMode; seed?: number } = {}): SimInput {
  const T = pastDays + sceneDays
  const actors = Array.from({ length: n }, (_, i) => syntheticPerson(i, opts.seed ?? 1))
  const pairs: SimInput['pairs'] = []
  for (let a = 0; a < n; a++) {
    for (let b = a + 1; b < n; b++) pairs.push({ a, b, from: 0, to: T, mode: opts.mode ?? 'office', hours: opts.hours ?? 5 })
  }
  return {
    pastDays,
    sceneDays,
    actors,
    active: actors.map(() => [{ from: 0, to: T }]),
    roles: n > 2 ? [{ actor: 0, role: 2, from: 0, to: T }] : [],
    pairs,
  }
}
