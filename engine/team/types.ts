// What simulateTeam takes and returns. Plain data: the job stores it as JSON.

import type { Grade } from '../traits'
import type { PairModel } from '../core/model'
import type { Band, BandSeries } from '../core/quantiles'
import type { MoodBand } from '../core/bands'

export interface TeamOptions {
  /** Seeded replicates; default 32. */
  replicates?: number
  seed: number
  /** Per-pair daily attitude series (median and band). Default true; large teams may turn it off. */
  pairSeries?: boolean
  /** Scales every random term (daily shocks and the per-replicate reality spread); default 1, 0 = deterministic. */
  noise?: number
  /** How pairs form first impressions and where they settle; default the work model. */
  model?: PairModel
}

export interface ResolvedTeamOptions {
  replicates: number
  seed: number
  pairSeries: boolean
  noise: number
  model: PairModel
}

export type TeamType = 'launch' | 'growth' | 'support'
export type CompetenceOrder = 'CPM' | 'PMC' | 'MCP'

/** The raw numbers an implementation produces; engine/team/summarise.ts turns them into a TeamResult. */
export interface RawTeamRun {
  days: number
  pastDays: number
  replicates: number
  /**
   * Distinct interacting pairs, sorted by (a, b): pair p is actors pairA[p] and pairB[p]. Two typed
   * arrays rather than an object per pair: a 1,000-person team has half a million.
   */
  pairA: Int32Array
  pairB: Int32Array
  /** [p*4 + (expectation a→b, b→a, reality a→b, b→a)]: the static formulas, computed once in the run. */
  pairStatic: Float64Array
  /** [t*R + r], start-of-day values. */
  power: Float64Array
  cohesion: Float64Array
  atmosphere: Float64Array
  union: Float64Array
  /** Meaningful only where managerPresent[t]. */
  managerFit: Float64Array
  managerPresent: Uint8Array
  basePower: Float64Array
  activeCount: Int32Array
  /** Per actor, [t*3 + (median, p10, p90)] of mood. */
  moodBands: Float64Array[]
  /** Per pair, [t*6 + (ab median, p10, p90, ba median, p10, p90)], or null when pairSeries is off. */
  pairBands: Float64Array[] | null
  /** [p*2R + dir*R + r]: attitude on the last day (dir 0 = a→b). */
  pairFinal: Float64Array
  /** [p*R + r]: mean over scene days of the pair's mean attitude. */
  pairMean: Float64Array
  /** [(i*R + r)*5 + (power, integration, support, mood, days)] over scene days, and over all days. */
  actorScene: Float64Array
  actorAll: Float64Array
}

/** What a replicate range (a part, ADR 027) keeps instead of the daily bands; null on a whole run. */
export interface RawTeamDaily {
  /** [(i*T + t)*R + k]: moods at the start of day t, the part's R replicates in ascending order. */
  moodDaily: Float64Array | null
  /** [((p*2 + dir)*T + t)*R + k]: attitudes at the start of day t, ascending; null when pairSeries is off. */
  pairDaily: Float64Array | null
}

export interface SpecialistResult {
  id: string
  index: number
  experience: Grade
  power: Band
  /** Share of the team's weighted power, percent. */
  importance: number
  /** How much of the person's week is in contact with the team, 0..100. */
  integration: Band
  /** How the partners regard this person, -100..100. */
  support: Band
  mood: Band
  moodBand: MoodBand
  rating: number
  /** Sort key 'weight' (= importance). */
  weight: number
  /** Weekly hours still free on the last scene day, percent of the 50-hour limit. */
  resource: number
  /** First active day (absolute index); sort key 'added-at'. */
  addedAt: number
  moodSeries: BandSeries
}

export interface TeamPairResult {
  a: string
  b: string
  expectation: { ab: number; ba: number }
  reality: { ab: number; ba: number }
  final: { ab: Band; ba: Band }
  /** Mean attitude of the pair over the scene days. */
  mean: Band
  series: { ab: BandSeries; ba: BandSeries } | null
}

export interface TeamSummary {
  basePower: Band
  peakPower: Band
  averagePower: Band
  cohesion: Band
  atmosphere: Band
  atmosphereBand: MoodBand
  union: Band
  managerFit: Band | null
  statisticalPower: number
  teamType: TeamType
  competenceOrder: CompetenceOrder
  typeShares: { launch: number; growth: number; support: number }
  competencies: { K: number; P: number; L: number }
  totals: { K: number; P: number; L: number }
  actorsCount: number
  monthsOfCooperation: number
  lead: string | null
  manager: string | null
}

export type SortKey = 'power' | 'weight' | 'rating' | 'addedAt' | 'resource'

export interface TeamResult {
  days: number
  pastDays: number
  sceneDays: number
  replicates: number
  seed: number
  daily: {
    basePower: number[]
    activeCount: number[]
    power: BandSeries
    cohesion: BandSeries
    atmosphere: BandSeries
    union: BandSeries
    managerFit: { median: (number | null)[]; p10: (number | null)[]; p90: (number | null)[] }
  }
  summary: TeamSummary
  actors: SpecialistResult[]
  pairs: TeamPairResult[]
  /** Actor ids in descending order of each key. */
  sortKeys: Record<SortKey, string[]>
}
