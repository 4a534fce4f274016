// Money and plural helpers for the two languages (issue 2, item 5): rubles for Russian readers,
// dollars for everyone else, and Russian plural categories (one / few / many / other).
// They take any language tag ('ru', 'ru-RU', 'en') because i18next may hand us either form.

const isRussian = (lng: string) => lng.toLowerCase().split(/[-_]/)[0] === 'ru'

export function currencySymbol(lng: string): '₽' | '$' {
  return isRussian(lng) ? '₽' : '$'
}

const moneyFormats = new Map<string, Intl.NumberFormat>()

/**
 * `formatMoney(1990, 'ru')` → "1 990 ₽", `formatMoney(7.99, 'en')` → "$7.99". Whole amounts drop
 * the ",00": prices on the landing read cleaner that way. The separators Intl uses are
 * non-breaking, so a price never wraps between digits and sign.
 */
export function formatMoney(amount: number, lng: string): string {
  const whole = Number.isInteger(amount)
  const cacheKey = `${isRussian(lng)}:${whole}`
  let format = moneyFormats.get(cacheKey)
  if (!format) {
    format = new Intl.NumberFormat(isRussian(lng) ? 'ru-RU' : 'en-US', {
      style: 'currency',
      currency: isRussian(lng) ? 'RUB' : 'USD',
      minimumFractionDigits: whole ? 0 : 2,
      maximumFractionDigits: whole ? 0 : 2,
    })
    moneyFormats.set(cacheKey, format)
  }
  return format.format(amount)
}

const pluralRules = new Map<string, Intl.PluralRules>()

/**
 * The CLDR plural category of n: in Russian 1, 21 → one; 2-4, 22 → few; 5-20, 25 → many;
 * fractions → other. These are the suffixes i18next 23 reads (`profiles_one`, `profiles_few`,
 * `profiles_many`, `profiles_other`), so Russian locale texts need all four.
 */
export function pluralCategory(n: number, lng: string): Intl.LDMLPluralRule {
  let rules = pluralRules.get(lng)
  if (!rules) {
    rules = new Intl.PluralRules(lng)
    pluralRules.set(lng, rules)
  }
  return rules.select(n)
}
