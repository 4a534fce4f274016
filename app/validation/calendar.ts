// Calendar days as the forms and the API write them. Apart from fields.ts (which re-exports it) so
// that a page's browser code can check a day without loading zod.

/**
 * `YYYY-MM-DD` naming a real day. Date reads an impossible one (`2026-02-30`) as a later day (March 2)
 * instead of refusing it, so a date field takes only what it gives back unchanged.
 */
export function isCalendarDay(value: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return false
  const day = new Date(`${value}T00:00:00Z`)
  return !Number.isNaN(day.getTime()) && day.toISOString().startsWith(value)
}
