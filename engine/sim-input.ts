// What the simulators (engine/pair, engine/team) consume: a scene compiled to compact spans.
// engine/scene/compile.ts turns a Scene into this; tests and benchmarks may build it directly.

import type { PersonInput } from './traits'
import type { InteractionMode } from './scene/types'

/** A half-open day range [from, to) on the absolute day index (0 = first past day). */
export interface DaySpan {
  from: number
  to: number
}

export interface RoleSpan extends DaySpan {
  /** Index into SimInput.actors. */
  actor: number
  role: 1 | 2
}

export interface PairSegment extends DaySpan {
  /** Indices into SimInput.actors, a < b. */
  a: number
  b: number
  mode: InteractionMode
  hours: number
}

export interface SimInput {
  pastDays: number
  sceneDays: number
  actors: PersonInput[]
  /** Per actor (same order as `actors`): the spans on which the actor is active. */
  active: DaySpan[][]
  roles: RoleSpan[]
  /** Interacting pairs only; a pair absent on a day does not interact that day. */
  pairs: PairSegment[]
}
