// A date in running text, in the reader's language and in UTC: "27 ноября 2026", "27 November 2026".
// Russian drops the year's "г.": texts put a full stop or a comma after the date, and "2026 г.." read
// as a typo. Apart from format.ts, which every page with a price loads.
export function formatDay(iso: string | Date, lng: string): string {
  const ru = lng.toLowerCase().startsWith('ru')
  const text = new Date(iso).toLocaleDateString(ru ? 'ru-RU' : 'en-GB', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' })
  return ru ? text.replace(/\s*г\.$/, '') : text
}

/**
 * A moment (a run's start or end) with its time of day. The server cannot know the reader's time
 * zone (pages work without JavaScript) and the browser must render what the server did, so it is
 * given in UTC, and says so: an unlabelled 04:23 reads as local time, hours off.
 */
export function formatMoment(iso: string | Date, lng: string): string {
  return `${new Date(iso).toLocaleString(lng, { dateStyle: 'long', timeStyle: 'short', timeZone: 'UTC' })} UTC`
}
