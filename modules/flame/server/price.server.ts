// The full report's price as the page shows it: SPEC §9's $7.99, or 799 ₽ for Russian (ADR 038),
// from the seeds like every price, with the currency symbol of the page's language (SPEC §1).
import { ONE_TIME_PRICES } from '#seeds/prices'

export function reportPrice(lng: string): string {
  const rub = lng === 'ru'
  const minor = ONE_TIME_PRICES.anonymousReport[rub ? 'rub' : 'usd']
  return rub ? `${(minor / 100).toLocaleString('ru-RU')} ₽` : `$${(minor / 100).toFixed(2)}`
}
