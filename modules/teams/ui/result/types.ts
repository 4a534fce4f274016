// What the team result page reads (server/result-view.server.ts builds it from a stored run): only
// what the page draws, so a 50-person result stays within the page-data budget (ADR 028, 032).
import type { SortKey, TeamSummary } from '#engine/index'
import type { SortOrder } from '../../options'

export interface BandView {
  median: number
  p10: number
  p90: number
}

/** A chart's series, sampled: values at `days` (scene days, 0 = first forecast day). */
export interface SampledSeries {
  median: number[]
  p10: number[]
  p90: number[]
}

export interface MonthRow {
  /** First of the month, YYYY-MM-DD. */
  month: string
  power: BandView
  cohesion: BandView
  atmosphere: BandView
}

export interface EventView {
  /** Scene day (0 = first forecast day). */
  day: number
  name: string
  /** For the Russian wording's agreement (i18next context); null: unknown, a neutral wording. */
  gender: 'male' | 'female' | null
  type: string
}

export interface SpecialistView {
  id: string
  name: string
  /** The experience grade; null where the owner's plan hides expertise (SPEC §6). */
  experience: string | null
  power: BandView
  importance: number
  integration: BandView
  /** How the partners regard the person, on the reader's 0..100 attitude scale (50 neutral, ADR 022). */
  support: BandView
  mood: BandView
  moodBand: string
}

export interface TeamResultView {
  ruid: string
  computedAt: string
  engineVersion: string
  /** The model's version as the page names it ('2' of 'engine-2'). */
  modelVersion: string
  replicates: number
  /** The first forecast day, YYYY-MM-DD. */
  startDay: string
  sceneDays: number
  summary: Omit<TeamSummary, 'lead' | 'manager'> & { lead: string | null; manager: string | null }
  sort: SortKey
  /** The scene's sort direction (its settings): the specialists and the matrix follow it. */
  order: SortOrder
  specialists: SpecialistView[]
  chart: { days: number[]; power: SampledSeries; cohesion: SampledSeries; atmosphere: SampledSeries }
  months: MonthRow[]
  events: EventView[]
  /** Events before the scene year (the past days of a team that existed already). */
  earlierEvents: number
  /** names[i]; cells[i][j] = i's final attitude to j (median, whole points on the reader's 0..100 scale, ADR 022), null without contact. */
  matrix: { names: string[]; cells: (number | null)[][] }
}
