// The teams repository: every query goes through tenantCollection and names the owner, so another
// tenant's or another owner's team is never found, listed, run, changed or deleted.
import { tenantCollection } from '#app/store/tenant-scope'
import type { DocumentStore, TenantDoc } from '#app/store/types'
import { isId } from '#app/store/ids'
import type { Lifespan, TeamSettings } from '../options'
import type { PackedScene } from './packed-scene'
import { TEAMS } from './indexes'

export { TEAMS }

/** SPEC §3: created, computed, inactive; a team whose members' profiles are gone is broken until fixed. */
export type TeamStatus = 'created' | 'computed' | 'inactive' | 'broken'
/** Where the team's current run stands (the pipeline's, ADR 019): none yet, waiting or running, stored, failed. */
export type TeamRunStatus = 'idle' | 'queued' | 'done' | 'failed'

export interface TeamDoc extends TenantDoc {
  ownerId: string
  /**
   * A team of the owner's list, a quick check (the dashboard's quick team check), or the owner's one
   * sandbox scene (the API's /sandbox, ADR 030); checks and the sandbox are neither listed nor counted.
   */
  kind: 'team' | 'check' | 'sandbox'
  title: string
  lifespan: Lifespan
  /** The calendar day of the first scene (forecast) day, `YYYY-MM-DD`: the first of a month (SPEC 'start month'). */
  startDay: string
  /** The calendar day the initial members joined (scene day 0), `YYYY-MM-DD`: startDay less the past days. */
  summonDay: string
  /** SPEC 'initial composition': the profile ids that joined on day 0. */
  members: string[]
  scene: PackedScene
  /** Undo memory (SPEC §9: 2 snapshots, oldest first; the last is the current scene). */
  history: PackedScene[]
  settings: TeamSettings
  status: TeamStatus
  /** SPEC §3 'Team consistency state': broken while a member's profile is gone. */
  consistency: 'intact' | 'broken'
  /** The run the team waits for, or last ran. */
  ruid: string | null
  runStatus: TeamRunStatus
  /** The ruid of the last stored result (team_runs), kept while a rerun computes. */
  resultRuid: string | null
  createdAt: Date
  updatedAt: Date
  /** The last change of the scene: a result older than it no longer describes the team. */
  editedAt: Date
}

export interface StoreCtx {
  services: { store: DocumentStore }
  tenant: { _id: string }
}

export const teamsOf = (ctx: StoreCtx) => tenantCollection<TeamDoc>(ctx.services.store, ctx.tenant._id, TEAMS)

/** The owner's team or quick check, or null (another owner's, another tenant's, or a malformed id). */
export function findOwnTeam(ctx: StoreCtx, ownerId: string, id: unknown, kind: TeamDoc['kind'] = 'team'): Promise<TeamDoc | null> {
  return isId(id) ? teamsOf(ctx).findOne({ _id: id, ownerId, kind }) : Promise.resolve(null)
}
