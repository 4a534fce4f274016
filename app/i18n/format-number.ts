// Numbers in running text, in the reader's language: a decimal comma in Russian ("1,5"), and the true
// minus sign "−" (U+2212) for negatives in both languages, as every scale on the pages is written
// (−100…+100); Intl gives an ASCII hyphen. `signed` adds "+" to positives for scales around zero.
// Apart from format.ts (money, plurals), so a page that shows no number loads none of this.
const formats = new Map<string, Intl.NumberFormat>()
const NEGATIVE_ZERO = /^-0(?:[.,]0+)?$/

export interface NumberOptions {
  /** "+12" for positives (0 stays "0"): for values on a scale around zero. */
  signed?: boolean
  /** At most this many decimals (default 0: whole numbers). */
  maximumFractionDigits?: number
  /** At least this many decimals ("1,0"). */
  minimumFractionDigits?: number
}

export function formatNumber(value: number, lng: string, { signed = false, maximumFractionDigits = 0, minimumFractionDigits = 0 }: NumberOptions = {}): string {
  const ru = lng.toLowerCase().startsWith('ru')
  const key = `${ru}:${signed}:${minimumFractionDigits}:${maximumFractionDigits}`
  let format = formats.get(key)
  if (!format) {
    format = new Intl.NumberFormat(ru ? 'ru-RU' : 'en-US', {
      minimumFractionDigits,
      maximumFractionDigits: Math.max(minimumFractionDigits, maximumFractionDigits),
      // 'auto' rather than 'negative' (which reads −0 as 0): older browsers throw on 'negative'.
      signDisplay: signed ? 'exceptZero' : 'auto',
      useGrouping: true,
    })
    formats.set(key, format)
  }
  const text = format.format(value)
  // A value that rounds to zero from below reads "0", not "−0".
  return NEGATIVE_ZERO.test(text) ? text.slice(1) : text.replace(/-/g, '−')
}
