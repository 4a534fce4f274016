// The rating the scene's sidebar shows and the sort orders of the scene settings, read from the team's
// newest stored result (team_runs, written by the team run). Only the few fields the editor needs are
// read, so it stays independent of the rest of the stored result's shape.
import { tenantCollection } from '#app/store/tenant-scope'
import type { TenantDoc } from '#app/store/types'
import { TEAM_RUNS } from './indexes'
import type { StoreCtx } from './teams.repo.server'

interface RatingFields extends TenantDoc {
  ownerId: string
  teamId: string
  computedAt: Date
  result?: { actors?: { id: string; rating: number }[]; sortKeys?: Record<string, string[]> }
}

export interface SceneRating {
  computedAt: string
  /** Actor id → rating (SPEC §3; the engine's 0..100 blend of power, integration and support). */
  ratings: Record<string, number>
  /** Actor ids in descending order of each SPEC §3 sort key (power, weight, rating, addedAt, resource). */
  sortKeys: Record<string, string[]>
}

export async function latestRating(ctx: StoreCtx, ownerId: string, teamId: string): Promise<SceneRating | null> {
  const [doc] = await tenantCollection<RatingFields>(ctx.services.store, ctx.tenant._id, TEAM_RUNS).find({ ownerId, teamId }, { sort: { computedAt: -1 }, limit: 1 })
  if (!doc?.result?.actors) return null
  return {
    computedAt: new Date(doc.computedAt).toISOString(),
    ratings: Object.fromEntries(doc.result.actors.map((a) => [a.id, Math.round(a.rating * 10) / 10])),
    sortKeys: doc.result.sortKeys ?? {},
  }
}
