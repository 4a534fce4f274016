// The numbers a reader sees, derived once from a PairResult, so the texts, the chart, the page and
// the chat check all say the same figure. Attitudes are the engine's −100..100, shown on 0..100 by
// the same map the engine uses for compatibility ((a + 100) / 2): one scale for every attitude and
// for compatibility, where 50 is neutral. Moods keep SPEC §3's −100..+100 scale and bands.
import { moodBand } from '#engine/core/bands'
import type { Band, Line, MoodBand, Outlook, PairResult, Side } from '#engine/index'

/** An engine attitude (−100..100) on the reader's 0..100 scale. */
export const toScale = (attitude: number) => (attitude + 100) / 2

/** A whole number for display; −0 reads as 0. */
export const whole = (x: number) => Math.round(x) + 0

export interface ShownBand {
  median: number
  p10: number
  p90: number
}

/** A band on the reader's scale, rounded (rounding is monotone, so p10 ≤ median ≤ p90 still holds). */
export const shownBand = (band: Band, scale: (x: number) => number = toScale): ShownBand => ({
  median: whole(scale(band.median)),
  p10: whole(scale(band.p10)),
  p90: whole(scale(band.p90)),
})

/** Attitude changes under this many points (0..100 scale) are called "hardly changes". */
export const TREND_POINTS = 2
/** Reality within this many points of the first impression "meets expectations". */
export const VERDICT_POINTS = 2

export type Trend = 'rising' | 'falling' | 'flat'
export const trendOf = (from: number, to: number): Trend => (to - from >= TREND_POINTS ? 'rising' : from - to >= TREND_POINTS ? 'falling' : 'flat')

export type Verdict = 'warmer' | 'colder' | 'met'
export const verdictOf = (expected: number, real: number): Verdict => (real - expected >= VERDICT_POINTS ? 'warmer' : expected - real >= VERDICT_POINTS ? 'colder' : 'met')

/** Compatibility levels on 0..100; 50 is a neutral mean attitude. */
export type Level = 'low' | 'moderate' | 'good' | 'high'
export const levelOf = (compatibility: number): Level => (compatibility >= 75 ? 'high' : compatibility >= 60 ? 'good' : compatibility >= 40 ? 'moderate' : 'low')

/** Words for an attitude's level on 0..100. */
export type Warmth = 'strained' | 'cool' | 'neutral' | 'friendly' | 'warm'
export const warmthOf = (value: number): Warmth => (value >= 75 ? 'warm' : value >= 60 ? 'friendly' : value > 40 ? 'neutral' : value > 25 ? 'cool' : 'strained')

/**
 * The mean mutual attitude moving this many points (0..100 scale) over the year is the outlook a
 * reader is told, whatever the last months do: an attitude that falls from 78 to 47 and then levels
 * off has not been "stable" this year. Wider than TREND_POINTS, so a couple of points is not called
 * worsening. Under it the engine's outlook (the drift of the last months) decides.
 */
export const OUTLOOK_YEAR_POINTS = 5

/** The outlook a reader is told: the year's movement of the mean attitude first, else the engine's late drift. */
export const yearOutlookOf = (from: number, to: number, late: Outlook): Outlook =>
  to - from >= OUTLOOK_YEAR_POINTS ? 'improving' : from - to >= OUTLOOK_YEAR_POINTS ? 'declining' : late

/** A band this wide (p90 − p10, 0..100 scale) or wider is called a wide spread of scenarios. */
export const WIDE_BAND = 20

export interface DirectionFacts {
  from: Side
  to: Side
  start: number
  end: ShownBand
  trend: Trend
  expected: number
  /** The last day's band over replicates (the engine's `reality`). */
  real: ShownBand
  verdict: Verdict
  settled: number
}

export interface PairFacts {
  directions: [DirectionFacts, DirectionFacts]
  compatibility: ShownBand & { level: Level; wide: boolean }
  /** What the summary, the badge and the outlook section say (yearOutlookOf). */
  outlook: Outlook
  /** The engine's own outlook: where the mean attitude drifts in the last months. */
  lateOutlook: Outlook
  /** The mean mutual attitude (0..100) on the first and the last day, both directions' medians. */
  year: { from: number; to: number }
  /** Whole days, or null without contact. */
  convergenceDays: number | null
  moods: Record<Side, { value: number; band: MoodBand }>
  recommendations: { line: Line; side: Side; points: number }[]
  driver: { line: Line; side: Side } | null
  limits: string[]
  months: number
}

/** How many of the reader's points (0..100) a recommendation's weight (engine points) is, at least 1. */
export const recommendationPoints = (weight: number) => Math.max(1, whole(weight / 2))

function direction(result: PairResult, from: Side): DirectionFacts {
  const key = from === 'left' ? 'leftToRight' : 'rightToLeft'
  const series = result.series[key]
  const last = series.median.length - 1
  const start = whole(toScale(series.median[0]))
  const end = shownBand({ median: series.median[last], p10: series.p10[last], p90: series.p90[last] })
  const expected = whole(toScale(result.expectations[key]))
  const real = shownBand(result.reality[key])
  return {
    from,
    to: from === 'left' ? 'right' : 'left',
    start,
    end,
    trend: trendOf(start, end.median),
    expected,
    real,
    // Reality is the last day's band (the same day as `end`); its median is the figure compared.
    verdict: verdictOf(expected, real.median),
    settled: whole(toScale(result.settled[key])),
  }
}

const moodOf = (median: number) => ({ value: whole(median), band: moodBand(whole(median)) })

export function factsOf(result: PairResult): PairFacts {
  const compatibility = shownBand(result.compatibility, (x) => x)
  const directions: [DirectionFacts, DirectionFacts] = [direction(result, 'left'), direction(result, 'right')]
  // From the figures shown beside it, so the sentence and the two directions' lines agree.
  const year = { from: whole((directions[0].start + directions[1].start) / 2), to: whole((directions[0].end.median + directions[1].end.median) / 2) }
  return {
    directions,
    compatibility: { ...compatibility, level: levelOf(compatibility.median), wide: compatibility.p90 - compatibility.p10 >= WIDE_BAND },
    outlook: yearOutlookOf(year.from, year.to, result.outlook),
    lateOutlook: result.outlook,
    year,
    convergenceDays: result.convergenceDays === null ? null : Math.max(1, whole(result.convergenceDays)),
    moods: {
      // The band of the figure shown, so a reader who checks the SPEC scale finds them in agreement.
      left: moodOf(result.moods.left.median),
      right: moodOf(result.moods.right.median),
    },
    recommendations: result.recommendations.map((r) => ({ line: r.line, side: r.side, points: recommendationPoints(r.weight) })),
    driver: result.driver ? { line: result.driver.line, side: result.driver.side } : null,
    limits: result.limits,
    months: Math.max(1, Math.round(result.days / 30.4)),
  }
}

/** A mood with its sign, as the −100..+100 scale reads: +35, 0, −20 (a real minus sign). */
export const signed = (value: number) => (value > 0 ? `+${value}` : value < 0 ? `−${-value}` : '0')
