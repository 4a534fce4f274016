// A stored forecast's daily series at one decimal, for what leaves the server to a page (the pair
// page, the shared result): the chart and its table show whole points, and a year of unrounded
// bands is ~4 times the bytes. Figures outside the series stay exact, as the texts were written from them.
import type { BandSeries, PairResult } from '#engine/index'

const tenth = (x: number) => Math.round(x * 10) / 10
const roundBand = (b: BandSeries): BandSeries => ({ median: b.median.map(tenth), p10: b.p10.map(tenth), p90: b.p90.map(tenth) })

export function withRoundedSeries(pair: PairResult): PairResult {
  return { ...pair, series: Object.fromEntries(Object.entries(pair.series).map(([key, band]) => [key, roundBand(band)])) as PairResult['series'] }
}
