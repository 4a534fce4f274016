// Stored team results (team_runs, ADR 032): one document per ruid, tenant- and owner-scoped, so a
// team document stays small and a rerun keeps the earlier result until the new one is stored.
import { tenantCollection } from '#app/store/tenant-scope'
import type { TenantDoc } from '#app/store/types'
import { TEAM_RUNS } from './indexes'
import type { StoreCtx } from './teams.repo.server'
import type { StoredTeamResult, TeamRunEvent } from './team-result'

export interface TeamRunDoc extends TenantDoc {
  ownerId: string
  teamId: string
  ruid: string
  result: StoredTeamResult
  /** The scene's events as the run saw them (the timeline's marks, the snapshot's events). */
  events: TeamRunEvent[]
  engineVersion: string
  seed: number
  inputsHash: string
  /** Actor id → full name as the run started. */
  names: Record<string, string>
  computedAt: Date
}

export const teamRunsOf = (ctx: StoreCtx) => tenantCollection<TeamRunDoc>(ctx.services.store, ctx.tenant._id, TEAM_RUNS)

/** The stored run `ruid` of the owner's team, or null. */
export function findTeamRun(ctx: StoreCtx, ownerId: string, teamId: string, ruid: unknown): Promise<TeamRunDoc | null> {
  return typeof ruid === 'string' && ruid.length > 0 && ruid.length <= 64 ? teamRunsOf(ctx).findOne({ ownerId, teamId, ruid }) : Promise.resolve(null)
}

/** The newest stored result of the owner's team (for the result page and the comparison), or null. */
export async function latestTeamResult(ctx: StoreCtx, ownerId: string, teamId: string): Promise<TeamRunDoc | null> {
  const [doc] = await teamRunsOf(ctx).find({ ownerId, teamId }, { sort: { computedAt: -1 }, limit: 1 })
  return doc ?? null
}
