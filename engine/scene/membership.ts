// Joining, dismissal and rejoining (SPEC §4). Refused changes return the input scene itself.

import { assertDay, findActor, getActor, nextTimestamp, type EditOptions } from './create-scene'
import { syncDayRoles } from './day-roles'
import { SceneError } from './errors'
import { isActive, isRankEvent, roleAt } from './events'
import { defaultSettingOf, dropInteractionsFrom, fillDefaultInteractions } from './interactions'
import { replaceActor } from './replace-actors'
import { ROLE_LEAD, ROLE_MANAGER, type ActorEvent, type Scene, type SceneActor } from './types'

/** An actor to add: everything but the events, which addActor writes; interaction defaults optional. */
export type NewActor = Omit<SceneActor, 'events' | 'interactionType' | 'interactionIntensive'> & Partial<Pick<SceneActor, 'interactionType' | 'interactionIntensive'>>

/**
 * Adds the actor with a join on `date`. From that day on it interacts with every actor active on
 * the same day, with the newcomer's own interactionType / interactionIntensive (office / 5 h when
 * not given): the owner sets a newcomer's way of working once, and pairs set later keep theirs.
 */
export function addActor(scene: Scene, actor: NewActor, date: number, options: EditOptions = {}): Scene {
  assertDay(scene, date)
  if (findActor(scene, actor.id)) throw new SceneError('actor_exists', `actor ${actor.id} is already on the scene`)
  const defaults = defaultSettingOf({
    interactionType: actor.interactionType ?? 'office',
    interactionIntensive: actor.interactionIntensive ?? Number.NaN,
  })
  const added: SceneActor = {
    ...actor,
    interactionType: defaults.mode,
    interactionIntensive: defaults.hours,
    events: [{ type: 'join', date, timestamp: nextTimestamp(scene, options.now) }],
  }
  return fillDefaultInteractions({ ...scene, actors: [...scene.actors, added] }, actor.id, date)
}

/**
 * Dismisses the actor on `date` (gone from that day on). Ignored before day 0 and when the actor is
 * not active that day (already dismissed, or not yet joined). Drops the actor's later events and
 * rank events of that day, writes the removal of a rank held then, and drops its interactions
 * from that day on.
 */
export function dismiss(scene: Scene, actorId: string, date: number, options: EditOptions = {}): Scene {
  if (date < 0) return scene
  assertDay(scene, date)
  const actor = getActor(scene, actorId)
  if (!isActive(actor, date)) return scene
  const kept = actor.events.filter((e) => e.date < date || (e.date === date && !isRankEvent(e)))
  let ts = nextTimestamp(scene, options.now)
  const role = roleAt({ events: kept }, date)
  const added: ActorEvent[] = []
  if (role === ROLE_LEAD) added.push({ type: 'l_disrank', date, timestamp: ts++ })
  if (role === ROLE_MANAGER) added.push({ type: 'm_disrank', date, timestamp: ts++ })
  added.push({ type: 'dismiss', date, timestamp: ts })
  const next = replaceActor(scene, { ...actor, events: [...kept, ...added] })
  return syncDayRoles(dropInteractionsFrom(next, actorId, date))
}

/**
 * Brings a dismissed actor back on `date`. Ignored when the actor is active that day or has never
 * joined by then. Clears the actor's later events. The actor comes back as an employee with its
 * default interaction with everyone active, where a pair has no setting (dismissal dropped them).
 */
export function rejoin(scene: Scene, actorId: string, date: number, options: EditOptions = {}): Scene {
  assertDay(scene, date)
  const actor = getActor(scene, actorId)
  if (isActive(actor, date)) return scene
  if (!actor.events.some((e) => e.type === 'dismiss' && e.date <= date)) return scene
  const kept = actor.events.filter((e) => e.date <= date)
  const events = [...kept, { type: 'rejoin' as const, date, timestamp: nextTimestamp(scene, options.now) }]
  const next = replaceActor(scene, { ...actor, events })
  // Clearing later events can make the actor active on days it was away (a later dismissal is
  // gone): those days get the defaults; days that kept a setting keep it. Ranks are recomputed.
  return syncDayRoles(fillDefaultInteractions(next, actorId, date))
}
