// The team result as the page shows it, built from a stored run (team_runs): figures rounded as the
// page prints them, the charts' series sampled every few days plus each month's last day (p2p's
// sparse-series idea: a year of daily bands for three indicators would be most of the page's data),
// the monthly table, the events of the scene year, the specialists in the chosen order (the key from
// the page's link or the scene's settings, the direction from the scene's settings) and the
// final pair attitudes as a matrix. Attitudes (the matrix, each specialist's support) are on the
// reader's 0..100 scale of the pair pages (ADR 022), mapped here, at display: the stored run and the
// engine keep −100..100, and the sort orders (the rating's support term included) are the engine's.
import { forecastMonths } from '#app/ui/charts/months'
// The pair pages' own map, so a relationship reads the same number on the pair and the team pages.
import { shownBand, toScale } from '#modules/p2p/index.server'
import type { BandSeries, SortKey } from '#engine/index'
import type { SceneActor } from '#engine/scene/index'
import type { TeamDoc } from './teams.repo.server'
import type { TeamSettings } from '../options'
import type { TeamRunDoc } from './team-runs.repo.server'
import type { BandView, SampledSeries, TeamResultView } from '../ui/result/types'

/** Every this many days a point of the chart lines: smooth enough at 720 px, and the page stays light. */
export const CHART_STEP = 4

const whole = (x: number) => Math.round(x)
const bandAt = (s: BandSeries, d: number): BandView => ({ median: whole(s.median[d]), p10: whole(s.p10[d]), p90: whole(s.p90[d]) })
const wholeBand = (b: BandView): BandView => ({ median: whole(b.median), p10: whole(b.p10), p90: whole(b.p90) })

/** What a reader is told of the model: 'engine-2' → '2' (the internal id is no word for a reader). */
export const modelVersionOf = (engineVersion: string) => /(\d+)$/.exec(engineVersion)?.[1] ?? engineVersion

export function chartDays(sceneDays: number, monthEnds: number[]): number[] {
  const days = new Set<number>(monthEnds)
  for (let d = 0; d < sceneDays; d += CHART_STEP) days.add(d)
  days.add(sceneDays - 1)
  return [...days].sort((a, b) => a - b)
}

/**
 * `plan.expertise` false (SPEC §6: a plan of none, e.g. after a subscription ended): the grades are left out.
 * An event's gender comes from the team's scene (the profile's questionnaire answer, kept on the actor
 * unless the profile hides its details): Russian says «принята» of a woman, and a neutral wording
 * when the gender is unknown or the person has left the scene since the run.
 */
export function teamResultView(
  run: TeamRunDoc,
  team: Pick<TeamDoc, 'startDay'> & { scene: { actors: Pick<SceneActor, 'id' | 'gender'>[] }; settings: Pick<TeamSettings, 'sortOrder'> },
  sort: SortKey,
  plan: { expertise: boolean } = { expertise: true }
): TeamResultView {
  const r = run.result
  const genders = new Map(team.scene.actors.map((a) => [a.id, a.gender ?? null]))
  const name = (id: string | null) => (id ? (run.names[id] ?? '—') : null)
  const months = forecastMonths(new Date(`${team.startDay}T00:00:00Z`), r.sceneDays)
  const days = chartDays(
    r.sceneDays,
    months.map((m) => m.lastDay)
  )
  const sample = (s: BandSeries): SampledSeries => {
    const at = (values: number[]) => days.map((d) => values[r.pastDays + d])
    return { median: at(s.median), p10: at(s.p10), p90: at(s.p90) }
  }
  const byId = new Map(r.actors.map((a) => [a.id, a]))
  // The engine's orders are descending (largest first); the scene's direction setting may ask for the reverse.
  const descending = r.sortKeys[sort] ?? r.actors.map((a) => a.id)
  const order = team.settings.sortOrder === 'asc' ? [...descending].reverse() : descending
  const final = new Map(r.pairs.map((p) => [`${p.a}\u0000${p.b}`, p.final]))
  const attitude = (i: string, j: string): number | null => {
    const ab = final.get(`${i}\u0000${j}`)
    if (ab) return whole(toScale(ab.ab.median))
    const ba = final.get(`${j}\u0000${i}`)
    return ba ? whole(toScale(ba.ba.median)) : null
  }
  const { lead, manager, ...summary } = r.summary
  return {
    ruid: run.ruid,
    computedAt: new Date(run.computedAt).toISOString(),
    engineVersion: run.engineVersion,
    modelVersion: modelVersionOf(run.engineVersion),
    replicates: r.replicates,
    startDay: team.startDay,
    sceneDays: r.sceneDays,
    summary: { ...summary, lead: name(lead), manager: name(manager) },
    sort,
    order: team.settings.sortOrder,
    specialists: order.flatMap((id) => {
      const a = byId.get(id)
      if (!a) return []
      return [
        {
          id,
          name: run.names[id] ?? '—',
          experience: plan.expertise ? a.experience : null,
          power: wholeBand(a.power),
          importance: whole(a.importance),
          integration: wholeBand(a.integration),
          support: shownBand(a.support),
          mood: wholeBand(a.mood),
          moodBand: a.moodBand,
        },
      ]
    }),
    chart: { days, power: sample(r.daily.power), cohesion: sample(r.daily.cohesion), atmosphere: sample(r.daily.atmosphere) },
    months: months.map((m) => ({
      month: m.date.toISOString().slice(0, 10),
      power: bandAt(r.daily.power, r.pastDays + m.lastDay),
      cohesion: bandAt(r.daily.cohesion, r.pastDays + m.lastDay),
      atmosphere: bandAt(r.daily.atmosphere, r.pastDays + m.lastDay),
    })),
    events: run.events
      .filter((e) => e.day >= r.pastDays)
      .map((e) => ({ day: e.day - r.pastDays, name: run.names[e.actorId] ?? '—', gender: genders.get(e.actorId) ?? null, type: e.type })),
    earlierEvents: run.events.filter((e) => e.day < r.pastDays).length,
    matrix: {
      names: order.map((id) => run.names[id] ?? '—'),
      cells: order.map((i) => order.map((j) => (i === j ? null : attitude(i, j)))),
    },
  }
}
