// A forecast's calendar for charts and their tables: which days belong to which month, and the
// month names of a language. UTC throughout, so the server render and any browser agree. Used by
// the pair result (modules/p2p) and the team result (modules/teams).

const DAY_MS = 86_400_000

export interface ForecastMonth {
  /** First of the month (UTC). */
  date: Date
  /** Forecast day indices [firstDay, lastDay] of this month that the forecast covers. */
  firstDay: number
  lastDay: number
}

/** Calendar months the forecast's `days` touch, from `start`; a year from the first of a month gives 12. */
export function forecastMonths(start: Date, days: number): ForecastMonth[] {
  const months: ForecastMonth[] = []
  let firstDay = 0
  let year = start.getUTCFullYear()
  let month = start.getUTCMonth()
  while (firstDay < days) {
    const next = Date.UTC(year, month + 1, 1)
    const lastDay = Math.min(days - 1, Math.round((next - start.getTime()) / DAY_MS) - 1)
    months.push({ date: new Date(Date.UTC(year, month, 1)), firstDay, lastDay })
    firstDay = lastDay + 1
    month += 1
    if (month === 12) {
      month = 0
      year += 1
    }
  }
  return months
}

const formats = new Map<string, Intl.DateTimeFormat>()
function format(lang: string, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  const key = `${lang}:${JSON.stringify(options)}`
  let f = formats.get(key)
  if (!f) {
    f = new Intl.DateTimeFormat(lang === 'ru' ? 'ru-RU' : 'en-GB', { ...options, timeZone: 'UTC' })
    formats.set(key, f)
  }
  return f
}

/** 'янв.', 'Jan': for the chart's axis. */
export const shortMonth = (date: Date, lang: string) => format(lang, { month: 'short' }).format(date)
/** 'ноябрь 2026', 'November 2026': for the table (the month alone is nominative in Russian, without 'г.'). */
export const longMonth = (date: Date, lang: string) => `${format(lang, { month: 'long' }).format(date)} ${date.getUTCFullYear()}`
