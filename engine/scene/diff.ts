// What changed between two versions of a scene (SPEC §4 scene diff; SPEC §3 undo change types).

import type { ActorEvent, ActorEventType, Scene, SceneActor } from './types'

/** SPEC §3 undo change types. */
export type ChangeType = 'update' | 'remove' | 'add' | 'm_rank' | 'l_rank' | 'l_disrank' | 'm_disrank' | 'dismiss' | 'rejoin'

const REPORTED_EVENTS: readonly ActorEventType[] = ['m_rank', 'l_rank', 'l_disrank', 'm_disrank', 'dismiss', 'rejoin']

export interface EventChange {
  actorId: string
  change: 'added' | 'removed'
  event: ActorEvent
}

export interface SceneDiff {
  /** Ids present only after. */
  added: string[]
  /** Ids present only before. */
  removed: string[]
  /** Ids present in both whose fields other than the events differ, or whose join events differ. */
  updated: string[]
  /** Rank, dismiss and rejoin events added or removed on actors present in both. */
  events: EventChange[]
  /** Whether any day's interactions differ. */
  interactions: boolean
  /** One line per change with the SPEC change type, for history labels. */
  changes: { type: ChangeType; actorId: string; date?: number }[]
}

/** Structural equality of plain data (objects, arrays, primitives). */
export function deepEqual(x: unknown, y: unknown): boolean {
  if (x === y) return true
  if (typeof x !== 'object' || typeof y !== 'object' || x === null || y === null) return Number.isNaN(x) && Number.isNaN(y)
  if (Array.isArray(x) !== Array.isArray(y)) return false
  if (Array.isArray(x) && Array.isArray(y)) return x.length === y.length && x.every((v, i) => deepEqual(v, y[i]))
  const ox = x as Record<string, unknown>
  const oy = y as Record<string, unknown>
  const kx = Object.keys(ox).filter((k) => ox[k] !== undefined)
  const ky = Object.keys(oy).filter((k) => oy[k] !== undefined)
  return kx.length === ky.length && kx.every((k) => deepEqual(ox[k], oy[k]))
}

function eventKey(e: ActorEvent): string {
  return `${e.type}@${e.date}#${e.timestamp}`
}

function withoutEvents(a: SceneActor): Omit<SceneActor, 'events'> {
  const { events: _events, ...rest } = a
  return rest
}

export function diffScenes(before: Scene, after: Scene): SceneDiff {
  const was = new Map(before.actors.map((a) => [a.id, a]))
  const now = new Map(after.actors.map((a) => [a.id, a]))
  const diff: SceneDiff = { added: [], removed: [], updated: [], events: [], interactions: false, changes: [] }
  for (const a of after.actors) {
    if (!was.has(a.id)) {
      diff.added.push(a.id)
      diff.changes.push({ type: 'add', actorId: a.id })
    }
  }
  for (const a of before.actors) {
    if (!now.has(a.id)) {
      diff.removed.push(a.id)
      diff.changes.push({ type: 'remove', actorId: a.id })
    }
  }
  for (const b of before.actors) {
    const a = now.get(b.id)
    if (!a) continue
    const joins = (x: SceneActor) =>
      x.events
        .filter((e) => e.type === 'join')
        .map(eventKey)
        .sort()
    if (!deepEqual(withoutEvents(b), withoutEvents(a)) || !deepEqual(joins(b), joins(a))) {
      diff.updated.push(b.id)
      diff.changes.push({ type: 'update', actorId: b.id })
    }
    const beforeKeys = new Set(b.events.map(eventKey))
    const afterKeys = new Set(a.events.map(eventKey))
    for (const e of b.events) {
      if (REPORTED_EVENTS.includes(e.type) && !afterKeys.has(eventKey(e))) diff.events.push({ actorId: b.id, change: 'removed', event: e })
    }
    for (const e of a.events) {
      if (REPORTED_EVENTS.includes(e.type) && !beforeKeys.has(eventKey(e))) {
        diff.events.push({ actorId: b.id, change: 'added', event: e })
        diff.changes.push({ type: e.type as ChangeType, actorId: b.id, date: e.date })
      }
    }
  }
  diff.interactions =
    before.days.length !== after.days.length || before.days.some((d, i) => d.interactions !== after.days[i].interactions && !deepEqual(d.interactions, after.days[i].interactions))
  return diff
}
