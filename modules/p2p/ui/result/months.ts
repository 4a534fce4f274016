// The forecast's calendar: which days belong to which month, and the month names of a language.
// UTC throughout, so the server render and any browser agree.
import type { PairResult } from '#engine/index'

const DAY_MS = 86_400_000

// The calendar itself is the shell's (app/ui/charts/months.ts), shared with the team result.
export { forecastMonths, shortMonth, longMonth, type ForecastMonth } from '#app/ui/charts/months'

/**
 * The first forecast day. A page that knows it passes it (`start`, an ISO date or a Date); otherwise
 * the result's `startDay` is read as days since 1970-01-01 (UTC), the engine's absolute day.
 */
export function startDateOf(result: Pick<PairResult, 'startDay'>, start?: string | Date): Date {
  if (start !== undefined) {
    const date = start instanceof Date ? start : new Date(start)
    if (!Number.isNaN(date.getTime())) return new Date(Date.UTC(date.getUTCFullYear(), date.getUTCMonth(), date.getUTCDate()))
  }
  return new Date(result.startDay * DAY_MS)
}
