// The scene as the editor page reads it on any day (built on the server by editor-view.server.ts from
// the engine's own spans): plain data and look-ups, no rules. Shared by the server render and the
// browser, so moving the day (the selector, play) needs no request.
import { isCalendarDay } from '#app/validation/calendar'
import { WEEKLY_HOURS_WARNING } from '../options'

export type Span = [from: number, to: number, active: 0 | 1, role: 0 | 1 | 2]
export type Run = [from: number, to: number, mode: 'office' | 'remote', hours: number]

export interface SceneEventView {
  day: number
  kind: 'hire' | 'fire' | 'rejoin' | 'leadOn' | 'leadOff' | 'managerOn' | 'managerOff' | 'interaction'
  actor: string
  other?: string
  mode?: 'office' | 'remote'
  hours?: number
  order: number
}

export interface SceneModel {
  pastDays: number
  total: number
  summonDay: string
  /** gender: the profile's, for the Russian wording's agreement (i18next context); absent when unknown or hidden. */
  actors: { id: string; name: string; gender?: 'male' | 'female'; position?: string; order: number; spans: Span[] }[]
  pairs: { a: string; b: string; runs: Run[] }[]
  events: SceneEventView[]
  /** Ids of the initial composition (joined on day 0). */
  initial: string[]
}

/** In the team, not yet (before the first join), or dismissed (out after having joined). */
export type ActorState = 'active' | 'notYet' | 'dismissed'

export function stateOn(spans: Span[], day: number): { state: ActorState; role: 0 | 1 | 2 } {
  const span = spans.find(([from, to]) => from <= day && day < to)
  if (span && span[2] === 1) return { state: 'active', role: span[3] }
  const joined = spans.some(([from, , active]) => active === 1 && from <= day)
  return { state: joined ? 'dismissed' : 'notYet', role: 0 }
}

/** The pair's setting on the day, or null when they do not work together that day. */
export function settingOn(runs: Run[], day: number): { mode: 'office' | 'remote'; hours: number } | null {
  const run = runs.find(([from, to]) => from <= day && day < to)
  return run ? { mode: run[2], hours: run[3] } : null
}

/** Each actor's weekly hours of interaction on the day (the engine's weeklyHours, from the runs). */
export function weeklyHoursOn(model: Pick<SceneModel, 'pairs'>, day: number): Map<string, number> {
  const hours = new Map<string, number>()
  for (const p of model.pairs) {
    const s = settingOn(p.runs, day)
    if (!s) continue
    hours.set(p.a, (hours.get(p.a) ?? 0) + s.hours)
    hours.set(p.b, (hours.get(p.b) ?? 0) + s.hours)
  }
  return hours
}

/** SPEC §9: the warning above 50 hours a week (50 itself does not warn). */
export const overWeeklyLimit = (hours: number) => hours > WEEKLY_HOURS_WARNING

const DAY_MS = 86_400_000
/** The calendar date of a day index (`YYYY-MM-DD`), day 0 being the summon day. */
export const dateOfDay = (summonDay: string, day: number) => new Date(Date.parse(`${summonDay}T00:00:00Z`) + day * DAY_MS).toISOString().slice(0, 10)
/** The day index of a calendar date, or null when it is not a real day (`2026-02-30` is none, not March 2). */
export function dayOfDate(summonDay: string, date: string): number | null {
  if (!isCalendarDay(date)) return null
  return Math.round((Date.parse(`${date}T00:00:00Z`) - Date.parse(`${summonDay}T00:00:00Z`)) / DAY_MS)
}
