// Lead and manager ranks (SPEC §4). A rank set on day d holds from d until the actor's next
// dismissal (a dismissal ends any rank) and replaces the actor's rank events on or after d.
// One lead and one manager at a time: a rank that would overlap another actor's is refused.

import { assertDay, findActor, getActor, nextTimestamp, totalDays, type EditOptions } from './create-scene'
import { syncDayRoles } from './day-roles'
import { replaceActor } from './replace-actors'
import { isActive, isRankEvent, roleAt, sortEvents, stateSpans } from './events'
import { ROLE_EMPLOYEE, type ActorEvent, type ActorEventType, type Role, type Scene, type SceneActor } from './types'

const RANK: Record<1 | 2, ActorEventType> = { 1: 'l_rank', 2: 'm_rank' }
const DISRANK: Record<1 | 2, ActorEventType> = { 1: 'l_disrank', 2: 'm_disrank' }

/** The first dismissal after `date`, where a rank set on `date` would end; the timeline end if none. */
function tenureEnd(actor: SceneActor, date: number, end: number): number {
  for (const e of sortEvents(actor.events)) if (e.date > date && e.type === 'dismiss') return e.date
  return end
}

/** Whether another actor holds `role` on any day of [from, to). */
function heldByAnother(scene: Scene, actorId: string, role: Role, from: number, to: number): boolean {
  const n = totalDays(scene)
  return scene.actors.some((other) => other.id !== actorId && stateSpans(other, n).some((s) => s.active && s.role === role && s.from < to && s.to > from))
}

/**
 * Whether setRank would change anything: the actor exists and is active on `date`; the role is
 * not already held that day (a repeated rank and a demotion without a rank are both ignored); and
 * for lead or manager, nobody else holds that rank on any day the new rank would last.
 */
export function canSetRank(scene: Scene, actorId: string, role: Role, date: number): boolean {
  const actor = findActor(scene, actorId)
  if (!actor || !Number.isInteger(date) || date < 0 || date >= totalDays(scene)) return false
  if (!isActive(actor, date)) return false
  if (roleAt(actor, date) === role) return false
  if (role === ROLE_EMPLOYEE) return true
  return !heldByAnother(scene, actorId, role, date, tenureEnd(actor, date, totalDays(scene)))
}

/**
 * Gives the actor `role` from `date` on. Employee → lead or manager writes the rank; lead ↔
 * manager writes the removal of the old rank, then the new one (two events of that day, in that
 * order); lead or manager → employee writes the removal. The actor's rank events on or after
 * `date` are replaced. Refused changes (see canSetRank) return the input scene itself.
 */
export function setRank(scene: Scene, actorId: string, role: Role, date: number, options: EditOptions = {}): Scene {
  assertDay(scene, date)
  const actor = getActor(scene, actorId)
  if (!canSetRank(scene, actorId, role, date)) return scene
  const kept = actor.events.filter((e) => !(isRankEvent(e) && e.date >= date))
  // What the actor holds on `date` once the replaced events are gone: a rank from an earlier day.
  const before = roleAt({ events: kept }, date)
  let ts = nextTimestamp(scene, options.now)
  const added: ActorEvent[] = []
  if (before !== role) {
    if (before !== 0) added.push({ type: DISRANK[before], date, timestamp: ts++ })
    if (role !== 0) added.push({ type: RANK[role], date, timestamp: ts++ })
  }
  return syncDayRoles(replaceActor(scene, { ...actor, events: [...kept, ...added] }))
}
