// The group interaction dialog's change (SPEC §2): one setting for many pairs from a date on, in one
// pass over the days. The same as setInteraction(scene, x, y, setting, date) for each pair in turn
// (group-interactions.test.ts holds them equal), which re-sorts a day per pair: for the whole team of
// 50 (1,225 pairs over 1,095 days) that took a minute; this takes milliseconds.

import { assertDay, getActor, totalDays } from './create-scene'
import { SceneError } from './errors'
import { activeDays, joinDate } from './events'
import { isValidSetting, pairIds, type InteractionSetting } from './interactions'
import type { Interaction, Scene, SceneDay } from './types'

const comparePairs = (p: Interaction, q: Interaction) => (p.a < q.a ? -1 : p.a > q.a ? 1 : p.b < q.b ? -1 : p.b > q.b ? 1 : 0)

/** Sets every pair to `setting` from `date` on, on the days both are active; the input scene itself when nothing changes. */
export function setGroupInteraction(scene: Scene, pairs: readonly (readonly [string, string])[], setting: InteractionSetting, date: number): Scene {
  if (pairs.length === 0) return scene
  assertDay(scene, date)
  if (!isValidSetting(setting)) throw new SceneError('invalid_interaction', 'interaction must be office|remote with hours from the options')
  const n = totalDays(scene)
  const active = new Map<string, Uint8Array>()
  const activeOf = (id: string) => active.get(id) ?? active.set(id, activeDays(getActor(scene, id), n)).get(id)!
  const wanted = new Map<string, { a: string; b: string; from: number; activeA: Uint8Array; activeB: Uint8Array }>()
  for (const [x, y] of pairs) {
    if (x === y) throw new SceneError('invalid_interaction', 'an actor does not interact with itself')
    const jx = joinDate(getActor(scene, x))
    const jy = joinDate(getActor(scene, y))
    if (jx === undefined || jy === undefined) continue
    const [a, b] = pairIds(x, y)
    wanted.set(`${a}\u0000${b}`, { a, b, from: Math.max(date, jx, jy), activeA: activeOf(a), activeB: activeOf(b) })
  }
  const applies = (w: { from: number; activeA: Uint8Array; activeB: Uint8Array }, d: number) => d >= w.from && w.activeA[d] === 1 && w.activeB[d] === 1
  let days: SceneDay[] | undefined
  for (let d = date; d < n; d++) {
    const day = scene.days[d]
    const seen = new Set<string>()
    let changed = false
    const out: Interaction[] = []
    for (const i of day.interactions) {
      const key = `${i.a}\u0000${i.b}`
      const w = wanted.get(key)
      if (w && applies(w, d)) {
        seen.add(key)
        if (i.mode !== setting.mode || i.hours !== setting.hours) {
          out.push({ a: i.a, b: i.b, mode: setting.mode, hours: setting.hours })
          changed = true
          continue
        }
      }
      out.push(i)
    }
    for (const [key, w] of wanted) {
      if (seen.has(key) || !applies(w, d)) continue
      out.push({ a: w.a, b: w.b, mode: setting.mode, hours: setting.hours })
      changed = true
    }
    if (!changed) continue
    days ??= scene.days.slice()
    days[d] = { ...day, interactions: out.sort(comparePairs) }
  }
  return days ? { ...scene, days } : scene
}
