// Keeps the per-day `lead` and `manager` of scene.days equal to what the actors' events say.
// Every editing function that touches events ends here, so the two can never drift apart.

import { totalDays } from './create-scene'
import { stateSpans } from './events'
import { ROLE_LEAD, ROLE_MANAGER, type Scene, type SceneDay } from './types'

/** Per day, the id of the lead and of the manager (undefined when none). */
export function dayRoles(scene: Pick<Scene, 'actors' | 'pastDays' | 'sceneDays'>): { lead: (string | undefined)[]; manager: (string | undefined)[] } {
  const n = scene.pastDays + scene.sceneDays
  const lead: (string | undefined)[] = new Array(n).fill(undefined)
  const manager: (string | undefined)[] = new Array(n).fill(undefined)
  for (const actor of scene.actors) {
    for (const s of stateSpans(actor, n)) {
      if (!s.active) continue
      const target = s.role === ROLE_LEAD ? lead : s.role === ROLE_MANAGER ? manager : undefined
      if (!target) continue
      // The first actor in scene order wins a day two imported actors both claim; the editing
      // functions never let that happen (canSetRank).
      for (let d = s.from; d < s.to; d++) if (target[d] === undefined) target[d] = actor.id
    }
  }
  return { lead, manager }
}

/** The scene with `days[*].lead/manager` recomputed; day objects are copied only where they change. */
export function syncDayRoles(scene: Scene): Scene {
  const { lead, manager } = dayRoles(scene)
  let changed = false
  const days: SceneDay[] = scene.days.map((day, d) => {
    if (day.lead === lead[d] && day.manager === manager[d]) return day
    changed = true
    const next: SceneDay = { interactions: day.interactions }
    if (lead[d] !== undefined) next.lead = lead[d]
    if (manager[d] !== undefined) next.manager = manager[d]
    return next
  })
  if (days.length !== totalDays(scene)) throw new Error('scene.days length differs from pastDays + sceneDays')
  return changed ? { ...scene, days } : scene
}
