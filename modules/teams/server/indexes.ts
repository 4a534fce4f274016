// Indexes of the teams module (plain data: module.ts reads it at build time).
import type { IndexDef } from '#app/store/types'
import { tenantIndex } from '#app/store/indexes'

/** Teams and quick checks (`kind`), with their scene and undo snapshots packed (packed-scene.ts). */
export const TEAMS = 'teams'
/** Stored results of team runs, one per ruid: the team document stays small (ADR 029). */
export const TEAM_RUNS = 'team_runs'

export const teamIndexes: IndexDef[] = [
  // The owner's list, by last change.
  tenantIndex(TEAMS, { ownerId: 1, kind: 1, updatedAt: -1 }),
  tenantIndex(TEAM_RUNS, { ownerId: 1, teamId: 1, computedAt: -1 }),
  // One stored result per run: a second save of the same ruid (Bull runs a job at least once) cannot insert another (ADR 032).
  tenantIndex(TEAM_RUNS, { ruid: 1 }, { unique: true }),
]
