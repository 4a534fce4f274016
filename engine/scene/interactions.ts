// Interaction settings per pair and per day (SPEC §3, §4, §9). A setting applies from the later
// of its date and the later join date of the two actors to the end of the timeline, and only on
// days both are active; a conditional replace touches only days whose value equals the given one.

import { assertDay, getActor, totalDays } from './create-scene'
import { SceneError } from './errors'
import { activeDays, joinDate } from './events'
import { DEFAULT_INTERACTION, INTENSITY_OPTIONS, WEEKLY_HOURS_WARNING, type Interaction, type InteractionMode, type Scene, type SceneActor, type SceneDay } from './types'

export interface InteractionSetting {
  mode: InteractionMode
  hours: number
}

export function isValidSetting(s: InteractionSetting): boolean {
  return (s.mode === 'office' || s.mode === 'remote') && (INTENSITY_OPTIONS as readonly number[]).includes(s.hours)
}

function assertSetting(s: InteractionSetting): void {
  if (!isValidSetting(s)) {
    throw new SceneError('invalid_interaction', `interaction must be office|remote with hours in ${INTENSITY_OPTIONS.join(', ')}`)
  }
}

/** The actor's own default for the pairs it forms (SPEC §9 office / 5 h when its own is missing or invalid). */
export function defaultSettingOf(actor: Pick<SceneActor, 'interactionType' | 'interactionIntensive'>): InteractionSetting {
  const own = { mode: actor.interactionType, hours: actor.interactionIntensive }
  return isValidSetting(own) ? own : { ...DEFAULT_INTERACTION }
}

/** Ids of a pair in stored order (a < b as strings). */
export function pairIds(x: string, y: string): [string, string] {
  return x < y ? [x, y] : [y, x]
}

function sameSetting(i: Interaction | undefined, s: InteractionSetting | null): boolean {
  if (s === null) return i === undefined
  return i !== undefined && i.mode === s.mode && i.hours === s.hours
}

/** The pair's setting on a day, or undefined when they do not interact. */
export function interactionOn(scene: Scene, x: string, y: string, day: number): Interaction | undefined {
  const [a, b] = pairIds(x, y)
  return scene.days[day]?.interactions.find((i) => i.a === a && i.b === b)
}

function comparePairs(p: Interaction, q: Interaction): number {
  return p.a < q.a ? -1 : p.a > q.a ? 1 : p.b < q.b ? -1 : p.b > q.b ? 1 : 0
}

/** Merges two lists sorted by comparePairs (linear, where a sort of the whole day would not be). */
function mergeSorted(x: readonly Interaction[], y: readonly Interaction[]): Interaction[] {
  const out: Interaction[] = []
  let i = 0
  let j = 0
  while (i < x.length && j < y.length) out.push(comparePairs(x[i], y[j]) <= 0 ? x[i++] : y[j++])
  while (i < x.length) out.push(x[i++])
  while (j < y.length) out.push(y[j++])
  return out
}

/** One day's interactions with the pair set to `setting` (null removes it), kept sorted by (a, b). */
function withPair(day: SceneDay, a: string, b: string, setting: InteractionSetting | null): SceneDay {
  const rest = day.interactions.filter((i) => !(i.a === a && i.b === b))
  if (setting) {
    rest.push({ a, b, mode: setting.mode, hours: setting.hours })
    rest.sort(comparePairs)
  }
  return { ...day, interactions: rest }
}

/**
 * Sets (or with `null` removes) the pair's interaction from `date` on.
 * `replaceOnlyIf`: when given, only days whose current value equals it change; `null` means
 * "only days where the pair has no interaction yet" (fill the gaps without overwriting settings).
 * Returns the input scene itself when nothing changes.
 */
export function setInteraction(scene: Scene, x: string, y: string, setting: InteractionSetting | null, date: number, replaceOnlyIf?: InteractionSetting | null): Scene {
  if (x === y) throw new SceneError('invalid_interaction', 'an actor does not interact with itself')
  assertDay(scene, date)
  if (setting) assertSetting(setting)
  const ax = getActor(scene, x)
  const ay = getActor(scene, y)
  const jx = joinDate(ax)
  const jy = joinDate(ay)
  if (jx === undefined || jy === undefined) return scene
  const n = totalDays(scene)
  const from = Math.max(date, jx, jy)
  const activeX = activeDays(ax, n)
  const activeY = activeDays(ay, n)
  const [a, b] = pairIds(x, y)
  let days: SceneDay[] | undefined
  for (let d = from; d < n; d++) {
    if (!activeX[d] || !activeY[d]) continue
    const current = scene.days[d].interactions.find((i) => i.a === a && i.b === b)
    if (replaceOnlyIf !== undefined && !sameSetting(current, replaceOnlyIf)) continue
    if (sameSetting(current, setting)) continue
    days ??= scene.days.slice()
    days[d] = withPair(scene.days[d], a, b, setting)
  }
  return days ? { ...scene, days } : scene
}

/**
 * Gives `actorId` its default interaction with every other actor on every day from `date` on
 * where both are active and the pair has no setting yet (used on join and rejoin). The same as
 * setInteraction(…, default, date, null) for each other actor, done in one pass over the days so
 * that adding an actor to a larger team stays linear in days × interactions.
 */
export function fillDefaultInteractions(scene: Scene, actorId: string, date: number): Scene {
  const actor = getActor(scene, actorId)
  const { mode, hours } = defaultSettingOf(actor)
  const n = totalDays(scene)
  const mine = activeDays(actor, n)
  const others = scene.actors.filter((o) => o.id !== actorId).map((o) => ({ id: o.id, active: activeDays(o, n) }))
  let days: SceneDay[] | undefined
  for (let d = Math.max(0, date); d < n; d++) {
    if (!mine[d]) continue
    const day = scene.days[d]
    const partners = new Set<string>()
    for (const i of day.interactions) {
      if (i.a === actorId) partners.add(i.b)
      else if (i.b === actorId) partners.add(i.a)
    }
    const added: Interaction[] = []
    for (const o of others) {
      if (!o.active[d] || partners.has(o.id)) continue
      const [a, b] = pairIds(actorId, o.id)
      added.push({ a, b, mode, hours })
    }
    if (added.length === 0) continue
    days ??= scene.days.slice()
    days[d] = { ...day, interactions: mergeSorted(day.interactions, added.sort(comparePairs)) }
  }
  return days ? { ...scene, days } : scene
}

/** Removes every interaction of the actor on days ≥ `date` (used on dismissal). */
export function dropInteractionsFrom(scene: Scene, actorId: string, date: number): Scene {
  let days: SceneDay[] | undefined
  for (let d = Math.max(0, date); d < scene.days.length; d++) {
    const day = scene.days[d]
    if (!day.interactions.some((i) => i.a === actorId || i.b === actorId)) continue
    days ??= scene.days.slice()
    days[d] = { ...day, interactions: day.interactions.filter((i) => i.a !== actorId && i.b !== actorId) }
  }
  return days ? { ...scene, days } : scene
}

/** Total weekly hours of the actor's interactions on a day (the dialog's running total). */
export function weeklyHours(scene: Scene, actorId: string, day: number): number {
  let sum = 0
  for (const i of scene.days[day]?.interactions ?? []) if (i.a === actorId || i.b === actorId) sum += i.hours
  return sum
}

/** SPEC §9: the dialog warns above 50 hours per week (50 itself does not warn). */
export function exceedsWeeklyWarning(hours: number): boolean {
  return hours > WEEKLY_HOURS_WARNING
}
