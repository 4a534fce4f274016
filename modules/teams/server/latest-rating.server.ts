// The rating the scene's sidebar shows and the sort orders of the scene settings, read from the team's
// newest stored result (team_runs, written by the team run, ADR 032).
import { latestTeamResult } from './team-runs.repo.server'
import type { StoreCtx } from './teams.repo.server'

export interface SceneRating {
  computedAt: string
  /** Actor id → rating (SPEC §3; the engine's 0..100 blend of power, integration and support). */
  ratings: Record<string, number>
  /** Actor ids in descending order of each SPEC §3 sort key (power, weight, rating, addedAt, resource). */
  sortKeys: Record<string, string[]>
}

export async function latestRating(ctx: StoreCtx, ownerId: string, teamId: string): Promise<SceneRating | null> {
  const doc = await latestTeamResult(ctx, ownerId, teamId)
  if (!doc) return null
  return {
    computedAt: new Date(doc.computedAt).toISOString(),
    ratings: Object.fromEntries(doc.result.actors.map((a) => [a.id, Math.round(a.rating * 10) / 10])),
    sortKeys: doc.result.sortKeys,
  }
}
