// The start and summon days of a copy (SPEC §7 'POST /scene/{id}/copy body title, startDay, summonDay';
// ADR 030). A copy keeps the team's past days (its lifespan), so ADR 029's rule holds for it too:
// the summon day is the start day less the past days. Either day may be given, and the other
// follows; the start day stays the first of a month (SPEC 'start month'), so a summon day that does
// not lead to one is refused rather than silently moved.
import { isCalendarDay } from '#app/validation/fields'
import { daysBefore } from './teams.service.server'

/** The copy's start day, or null when the summon day given is no real day or leads to no first of a month. */
export function copyStartDay(team: { startDay: string; scene: { pastDays: number } }, input: { startDay?: string; summonDay?: string }): string | null {
  if (input.startDay) return input.startDay
  if (!input.summonDay) return team.startDay
  if (!isCalendarDay(input.summonDay)) return null
  const start = daysBefore(input.summonDay, -team.scene.pastDays)
  return start.endsWith('-01') ? start : null
}
