// Birth dates (SPEC §5: "Birth date is sent as ISO midnight UTC") and the age they give.
// A date is a calendar day, not an instant: midnight UTC keeps the same day in every time zone.

const INTEGER = /^\d{1,4}$/

function toInteger(value: unknown): number | null {
  if (typeof value === 'number') return Number.isInteger(value) ? value : null
  if (typeof value === 'string' && INTEGER.test(value.trim())) return Number(value.trim())
  return null
}

/**
 * `2026, 2, 28` → `2026-02-28T00:00:00.000Z`. Numbers or digit strings (as a form sends them).
 * null for an impossible day (30 February, month 13, day 0) or a year outside 1000..9999, which
 * an ISO string could not hold in its usual form.
 */
export function birthDateToIso(year: unknown, month: unknown, day: unknown): string | null {
  const [y, m, d] = [toInteger(year), toInteger(month), toInteger(day)]
  if (y === null || m === null || d === null) return null
  if (y < 1000 || y > 9999 || m < 1 || m > 12 || d < 1) return null
  const date = new Date(Date.UTC(y, m - 1, d))
  // Date.UTC rolls 31 April over to 1 May: a rolled date was not a real one.
  if (date.getUTCFullYear() !== y || date.getUTCMonth() !== m - 1 || date.getUTCDate() !== d) return null
  return date.toISOString()
}

/**
 * Full years from the birth date to `today` (the calendar day of `today` in UTC, matching the
 * midnight-UTC birth date). null for an unreadable date or one after today.
 */
export function ageFrom(birthDateIso: string, today: Date): number | null {
  const birth = new Date(birthDateIso)
  if (Number.isNaN(birth.getTime()) || Number.isNaN(today.getTime())) return null
  let age = today.getUTCFullYear() - birth.getUTCFullYear()
  const monthDiff = today.getUTCMonth() - birth.getUTCMonth()
  if (monthDiff < 0 || (monthDiff === 0 && today.getUTCDate() < birth.getUTCDate())) age -= 1
  return age < 0 ? null : age
}
