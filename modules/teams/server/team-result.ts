// The stored form of a team run (team_runs, ADR 032): what the result page, the snapshot and the
// comparison read, and nothing they do not. simulateTeam's result for 50 people over two past years
// and the scene year is tens of MB with pair series; the run asks for no pair series
// (`pairSeries: false`), and this keeps, rounded to one decimal (the pages show whole points):
// - the daily median and 10-90 % band of power, cohesion, atmosphere and union, the daily base power
//   and active head count (manager fit's daily series is left out: the summary carries its band);
// - the summary and every specialist's figures (bands as the engine gives them);
// - each specialist's daily mood median (the snapshot's per-actor mood; its band is left out);
// - each pair's final attitudes both ways and its mean, with bands (the matrix);
// - the engine's sort orders (SPEC §3 scene sorting).
import type { Band, BandSeries, SortKey, SpecialistResult, TeamResult, TeamSummary } from '#engine/index'
import type { ActorEventType } from '#engine/scene/index'

/** A specialist as the engine gives it, with the daily mood median instead of the mood's daily bands. */
export type StoredSpecialist = Omit<SpecialistResult, 'index' | 'moodSeries'> & {
  /** Daily mood median over every day of the run (past and scene days). */
  moodDaily: number[]
}

export interface StoredPair {
  a: string
  b: string
  final: { ab: Band; ba: Band }
  mean: Band
}

export interface StoredTeamResult {
  days: number
  pastDays: number
  sceneDays: number
  replicates: number
  daily: { power: BandSeries; cohesion: BandSeries; atmosphere: BandSeries; union: BandSeries; basePower: number[]; activeCount: number[] }
  summary: TeamSummary
  actors: StoredSpecialist[]
  pairs: StoredPair[]
  sortKeys: Record<SortKey, string[]>
}

/** A scene event as the run saw it: whose, what, on which absolute day (0 = first past day). */
export interface TeamRunEvent {
  actorId: string
  type: ActorEventType
  day: number
}

const tenth = (x: number) => Math.round(x * 10) / 10
const band = (b: Band): Band => ({ median: tenth(b.median), p10: tenth(b.p10), p90: tenth(b.p90) })
const series = (s: BandSeries): BandSeries => ({ median: s.median.map(tenth), p10: s.p10.map(tenth), p90: s.p90.map(tenth) })

export function compactTeamResult(result: TeamResult): StoredTeamResult {
  const s = result.summary
  return {
    days: result.days,
    pastDays: result.pastDays,
    sceneDays: result.sceneDays,
    replicates: result.replicates,
    daily: {
      power: series(result.daily.power),
      cohesion: series(result.daily.cohesion),
      atmosphere: series(result.daily.atmosphere),
      union: series(result.daily.union),
      basePower: result.daily.basePower.map(tenth),
      activeCount: result.daily.activeCount,
    },
    summary: {
      ...s,
      basePower: band(s.basePower),
      peakPower: band(s.peakPower),
      averagePower: band(s.averagePower),
      cohesion: band(s.cohesion),
      atmosphere: band(s.atmosphere),
      union: band(s.union),
      managerFit: s.managerFit ? band(s.managerFit) : null,
      statisticalPower: tenth(s.statisticalPower),
      typeShares: { launch: tenth(s.typeShares.launch), growth: tenth(s.typeShares.growth), support: tenth(s.typeShares.support) },
      competencies: { K: tenth(s.competencies.K), P: tenth(s.competencies.P), L: tenth(s.competencies.L) },
      totals: { K: tenth(s.totals.K), P: tenth(s.totals.P), L: tenth(s.totals.L) },
    },
    actors: result.actors.map((a) => ({
      id: a.id,
      experience: a.experience,
      power: band(a.power),
      importance: tenth(a.importance),
      integration: band(a.integration),
      support: band(a.support),
      mood: band(a.mood),
      moodBand: a.moodBand,
      rating: tenth(a.rating),
      weight: tenth(a.weight),
      resource: tenth(a.resource),
      addedAt: a.addedAt,
      moodDaily: a.moodSeries.median.map(tenth),
    })),
    pairs: result.pairs.map((p) => ({ a: p.a, b: p.b, final: { ab: band(p.final.ab), ba: band(p.final.ba) }, mean: band(p.mean) })),
    sortKeys: result.sortKeys,
  }
}
