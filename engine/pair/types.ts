// What forecastPair takes and returns.

import type { PersonInput } from '../traits'
import type { InteractionMode } from '../scene/types'
import type { Band, BandSeries } from '../core/quantiles'
import type { MoodBand, Outlook } from '../core/bands'

export type Variant = 'work' | 'love'
export type Side = 'left' | 'right'
export type Line = 'K' | 'P' | 'L'

export interface PairInput {
  left: PersonInput
  right: PersonInput
  /** A third person who manages the pair: lifts or sinks it by their maturity and professionalism. */
  manager?: PersonInput
  interaction: { mode: InteractionMode; hours: number }
  /** Absolute day of the first forecast day (SPEC §9: the first of the current month); echoed back. */
  startDay?: number
  /** Days to forecast; default 365. */
  days?: number
  replicates?: number
  seed: number
  variant: Variant
  /** Scales every random term; default 1, 0 = deterministic. */
  noise?: number
}

export interface Recommendation {
  line: Line
  side: Side
  /** Translation key, e.g. engine.rec.L.left. */
  key: string
  /** How many attitude points this line on this side costs the pair (larger = more friction). */
  weight: number
}

export interface PairResult {
  variant: Variant
  startDay: number
  days: number
  replicates: number
  seed: number
  series: {
    leftToRight: BandSeries
    rightToLeft: BandSeries
    leftMood: BandSeries
    rightMood: BandSeries
  }
  /** First impressions (day 0) and where the pair stands at the end of the forecast. */
  expectations: { leftToRight: number; rightToLeft: number }
  reality: { leftToRight: Band; rightToLeft: Band }
  /** Where each attitude is heading, without shocks, manager or moods (the model's settled level). */
  settled: { leftToRight: number; rightToLeft: number }
  /** Mean attitude over the forecast on 0..100. */
  compatibility: Band
  outlook: Outlook
  /** Days for half the way from first impression to the settled level; null without contact. */
  convergenceDays: number | null
  moods: { left: Band; right: Band; leftBand: MoodBand; rightBand: MoodBand }
  recommendations: Recommendation[]
  /** The line and side that drive friction most, or null when nothing stands out. */
  driver: { line: Line; side: Side; key: string } | null
  /** Translation keys of what this forecast cannot know. */
  limits: string[]
}
