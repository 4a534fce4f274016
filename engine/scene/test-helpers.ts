// Small builders shared by the scene tests and the engine's integration test.

import fc from 'fast-check'
import { createScene } from './create-scene'
import { setInteraction } from './interactions'
import { addActor, dismiss, rejoin, type NewActor } from './membership'
import { setRank } from './ranks'
import { INTENSITY_OPTIONS, type InteractionMode, type Role, type Scene } from './types'

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

/** One owner edit, for random edit sequences. */
export type Edit =
  | { kind: 'add'; id: string; date: number }
  | { kind: 'rank'; id: string; role: Role; date: number }
  | { kind: 'dismiss'; id: string; date: number }
  | { kind: 'rejoin'; id: string; date: number }
  | { kind: 'interaction'; x: string; y: string; off: boolean; mode: 'office' | 'remote'; hours: number; date: number; onlyIf: 'none' | 'null' | 'office5' }

/** Edits over actors `ids` on a timeline of `days` days (dismissals also before day 0, which the rules ignore). */
export function editArbFor(ids: string[], days: number): fc.Arbitrary<Edit> {
  const day = fc.integer({ min: 0, max: days - 1 })
  const id = fc.constantFrom(...ids)
  return fc.oneof(
    fc.record({ kind: fc.constant('add' as const), id, date: day }),
    fc.record({ kind: fc.constant('rank' as const), id, role: fc.constantFrom<Role>(0, 1, 2), date: day }),
    fc.record({ kind: fc.constant('dismiss' as const), id, date: fc.integer({ min: -3, max: days - 1 }) }),
    fc.record({ kind: fc.constant('rejoin' as const), id, date: day }),
    fc.record({
      kind: fc.constant('interaction' as const),
      x: id,
      y: id,
      off: fc.boolean(),
      mode: fc.constantFrom('office' as const, 'remote' as const),
      hours: fc.constantFrom(...INTENSITY_OPTIONS),
      date: day,
      onlyIf: fc.constantFrom('none' as const, 'null' as const, 'office5' as const),
    })
  )
}

/** Applies an edit through the scene API; edits naming unknown actors (or a pair with itself) do nothing. */
export function applyEdit(s: Scene, e: Edit, newActor: (id: string) => NewActor = person): Scene {
  const known = (x: string) => s.actors.some((a) => a.id === x)
  switch (e.kind) {
    case 'add':
      return known(e.id) ? s : addActor(s, newActor(e.id), e.date)
    case 'rank':
      return known(e.id) ? setRank(s, e.id, e.role, e.date) : s
    case 'dismiss':
      return known(e.id) ? dismiss(s, e.id, e.date) : s
    case 'rejoin':
      return known(e.id) ? rejoin(s, e.id, e.date) : s
    case 'interaction': {
      if (!known(e.x) || !known(e.y) || e.x === e.y) return s
      const onlyIf = e.onlyIf === 'none' ? undefined : e.onlyIf === 'null' ? null : { mode: 'office' as const, hours: 5 }
      return setInteraction(s, e.x, e.y, e.off ? null : { mode: e.mode, hours: e.hours }, e.date, onlyIf)
    }
  }
}
