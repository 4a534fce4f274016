// Dates and scores as the pages show them. UTC, so the server render and the browser agree.
const formats = new Map<string, Intl.DateTimeFormat>()

export function formatDate(iso: string | null | undefined, lng: string): string {
  if (!iso) return ''
  let format = formats.get(lng)
  if (!format) {
    format = new Intl.DateTimeFormat(lng === 'ru' ? 'ru-RU' : 'en-GB', { dateStyle: 'medium', timeZone: 'UTC' })
    formats.set(lng, format)
  }
  return format.format(new Date(iso))
}

export const formatScore = (value: number | null | undefined) => (typeof value === 'number' ? String(Math.round(value)) : '—')

export const fullName = (p: { firstName: string; lastName: string }) => [p.firstName, p.lastName].filter(Boolean).join(' ')

/** A mood with its sign, as the scale −100..+100 reads: +35, 0, −20 (a real minus sign). */
export const formatSigned = (value: number) => {
  const n = Math.round(value)
  return n > 0 ? `+${n}` : n < 0 ? `−${-n}` : '0'
}

/** The locale key of an experience grade (SPEC §1: junior, middle, senior, each with a plus): `senior+` → `seniorPlus`. */
export const gradeKey = (grade: string) => grade.replace(/\+$/, 'Plus')
