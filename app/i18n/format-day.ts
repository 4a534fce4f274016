// A date in running text, in the reader's language and in UTC: "27 ноября 2026 г.", "27 November 2026".
// Apart from format.ts, which every page with a price loads.
export function formatDay(iso: string, lng: string): string {
  return new Date(iso).toLocaleDateString(lng.toLowerCase().startsWith('ru') ? 'ru-RU' : 'en-GB', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' })
}
