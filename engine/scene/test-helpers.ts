// Small builders shared by the scene tests.

import { createScene } from './create-scene'
import { addActor, type NewActor } from './membership'
import type { InteractionMode, Scene } from './types'

export function person(id: string): NewActor {
  return {
    id,
    firstName: id.toUpperCase(),
    lastName: 'Test',
    person: { id, K: 50, P: 50, L: 50, mood: 30 },
  }
}

export function withSetting(id: string, mode: InteractionMode, hours: number): NewActor {
  return { ...person(id), interactionType: mode, interactionIntensive: hours }
}

/** A 10 past + 20 scene day scene (30 days) with the given actors joined on day 0. */
export function smallScene(ids: string[] = ['a', 'b', 'c'], days = { pastDays: 10, sceneDays: 20 }): Scene {
  let s = createScene(days)
  for (const id of ids) s = addActor(s, person(id), 0)
  return s
}

/** Deep-frozen copy guard: freezes the whole scene so any mutation throws in strict mode. */
export function freeze<T>(value: T): T {
  if (value && typeof value === 'object' && !Object.isFrozen(value)) {
    Object.freeze(value)
    for (const v of Object.values(value as object)) freeze(v)
  }
  return value
}
