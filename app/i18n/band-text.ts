// A forecast's 10–90 % band in words, one way on every result page. Its ends are joined by words
// ("from −20 to −10"), not a dash: "−20–−10" is hard to read. A band whose ends read the same (a
// figure every scenario agrees on, such as base power) is that one figure, not "60–60". Each
// module's namespace holds the words (`result.scale.band`, `result.scale.bandFlat`,
// `result.chart.cell`, `result.chart.cellFlat`).

type Translate = (key: string, options: Record<string, string | number>) => string

/** The ends as shown (already rounded and formatted): equal text means one figure. */
export function bandText(t: Translate, p10: string | number, p90: string | number): string {
  return String(p10) === String(p90) ? t('result.scale.bandFlat', { value: p10 }) : t('result.scale.band', { p10, p90 })
}

/** A table cell: the median with its band, or the median alone where the band is that one figure. */
export function bandCell(t: Translate, median: string | number, p10: string | number, p90: string | number): string {
  return String(p10) === String(p90) && String(p10) === String(median) ? t('result.chart.cellFlat', { median }) : t('result.chart.cell', { median, p10, p90 })
}
