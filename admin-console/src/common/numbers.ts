// Numbers in the console's language: Russian writes a decimal comma and the true minus sign "−"
// ("7,20", "−3,5"), English a point ("7.20"). Intl gives the comma, but a hyphen-minus for negatives.

export function formatNumber(locale: string, value: number, digits: number): string {
  const text = new Intl.NumberFormat(locale === 'en' ? 'en-GB' : 'ru-RU', { minimumFractionDigits: digits, maximumFractionDigits: digits, useGrouping: false }).format(value)
  return locale === 'en' ? text : text.replace('-', '−')
}

export type FormatNumber = (value: number, digits: number) => string
