// Reading a SimInput on one day: who is active, who holds a rank. One definition for the
// reference simulation and the summary, so the summary names the lead and the manager the model
// actually used (a rank held by an actor who is not active that day does not count).

import type { SimInput } from '../sim-input'

export function isActiveOn(input: SimInput, actor: number, day: number): boolean {
  return input.active[actor].some((s) => s.from <= day && day < s.to)
}

/** The actor holding `role` on `day` and active then, or null. */
export function roleHolderOn(input: SimInput, role: 1 | 2, day: number): number | null {
  const span = input.roles.find((r) => r.role === role && r.from <= day && day < r.to)
  return span && isActiveOn(input, span.actor, day) ? span.actor : null
}
