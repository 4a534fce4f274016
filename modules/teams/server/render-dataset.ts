// The render dataset of a stored team run (SPEC §7 'GET /scene/snapshot/{sceneId} with ruid (result:
// url, then the render dataset is downloaded from it)'): what a client needs to draw the scene's
// timeline — the daily median and 10-90 % band of power, cohesion and atmosphere, the scene's
// events, and each actor's daily mood median — as compact JSON (one decimal, arrays not objects per
// day). It never changes for a ruid, so it is served as immutable, with the ruid as its ETag.
import type { TeamRunDoc } from './team-runs.repo.server'

export interface RenderDataset {
  ruid: string
  engineVersion: string
  computedAt: string
  /** The calendar day of absolute day 0 (YYYY-MM-DD). */
  summonDay: string
  days: number
  pastDays: number
  sceneDays: number
  power: { median: number[]; p10: number[]; p90: number[] }
  cohesion: { median: number[]; p10: number[]; p90: number[] }
  atmosphere: { median: number[]; p10: number[]; p90: number[] }
  actors: { id: string; name: string; mood: number[] }[]
  events: { actorId: string; type: string; day: number }[]
}

export function renderDataset(run: TeamRunDoc, summonDay: string): RenderDataset {
  const r = run.result
  return {
    ruid: run.ruid,
    engineVersion: run.engineVersion,
    computedAt: new Date(run.computedAt).toISOString(),
    summonDay,
    days: r.days,
    pastDays: r.pastDays,
    sceneDays: r.sceneDays,
    power: r.daily.power,
    cohesion: r.daily.cohesion,
    atmosphere: r.daily.atmosphere,
    actors: r.actors.map((a) => ({ id: a.id, name: run.names[a.id] ?? '', mood: a.moodDaily })),
    events: run.events,
  }
}

/** The dataset's address (served by api/owner.scene.snapshot.$sceneId.$ruid.ts). */
export const renderDatasetUrl = (sceneId: string, ruid: string) => `/api/v1/owner/scene/snapshot/${sceneId}/${encodeURIComponent(ruid)}`
