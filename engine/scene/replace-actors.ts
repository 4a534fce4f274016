// Putting a whole actor list on a scene (an undo restoring a snapshot, a copy, an import).

import { emptyDays, totalDays } from './create-scene'
import { syncDayRoles } from './day-roles'
import { activeDays } from './events'
import type { Scene, SceneActor, SceneDay } from './types'

/** The scene with one actor (matched by id) replaced; days untouched. */
export function replaceActor(scene: Scene, actor: SceneActor): Scene {
  return { ...scene, actors: scene.actors.map((a) => (a.id === actor.id ? actor : a)) }
}

/**
 * The scene with these actors. Day roles are recomputed from their events; interactions of actors
 * no longer present, or not active on that day, are dropped. SPEC §4: updating the actors to
 * none resets the day data (fresh empty days).
 */
export function withActors(scene: Scene, actors: SceneActor[]): Scene {
  if (actors.length === 0) return { ...scene, actors: [], days: emptyDays(totalDays(scene)) }
  const n = totalDays(scene)
  const active = new Map(actors.map((a) => [a.id, activeDays(a, n)]))
  const days: SceneDay[] = scene.days.map((day, d) => {
    const kept = day.interactions.filter((i) => active.get(i.a)?.[d] && active.get(i.b)?.[d])
    return kept.length === day.interactions.length ? day : { ...day, interactions: kept }
  })
  return syncDayRoles({ ...scene, actors, days })
}
