// team.save (queue `store`): writes what team.run computed, or that it failed for good, where the
// store may be opened (ADR 019). Idempotent by ruid (ADR 032): the result goes into team_runs, whose
// unique index on ruid refuses a second copy, and the team is then marked computed with one
// conditional update that matches only while it waits for this ruid and holds no result of it; only
// that update's winner records the history entry and publishes renderCheckTeam. A run superseded by
// a newer Start (the team's ruid moved on) is dropped before anything is written; one whose team is
// deleted or superseded while its result is being written takes that result away again.
import type { TeamDoc } from '../server/teams.repo.server'
import type { JobConfig, JobContext, JobModule } from '#jobs/types'
import type { DocumentStore } from '#app/store/types'
import type { LiveEvents } from '#app/live/types'
import { isDuplicateKeyError } from '#app/store/errors'
import { recordRun } from '#modules/history/index.server'
import { teamsOf } from '../server/teams.repo.server'
import { teamRunsOf } from '../server/team-runs.repo.server'
import type { StoredTeamResult, TeamRunEvent } from '../server/team-result'

export const config: JobConfig = {
  name: 'team.save',
  queue: 'store',
  attempts: 5,
  backoff: { type: 'exponential', delay: 500 },
}

export interface SaveTeamData {
  tenantId: string
  ownerId: string
  teamId: string
  kind: TeamDoc['kind']
  title: string
  ruid: string
  seed: number
  inputsHash: string
  engineVersion: string
  names: Record<string, string>
  events: TeamRunEvent[]
  outcome: { ok: true; result: StoredTeamResult } | { ok: false }
}

type Services = { store: DocumentStore; live: LiveEvents }

export default async function saveTeamHandler(data: SaveTeamData, ctx: JobContext<Services>) {
  const scope = { services: ctx.services, tenant: { _id: data.tenantId } }
  const target = { tenantId: data.tenantId, userId: data.ownerId }
  const waiting = { _id: data.teamId, ownerId: data.ownerId, ruid: data.ruid, runStatus: 'queued' }
  const now = new Date()
  if (!data.outcome.ok) {
    // The earlier result (resultRuid) stays: a failed rerun never takes away what was stored.
    const marked = await teamsOf(scope).updateOne(waiting, { $set: { runStatus: 'failed', updatedAt: now } })
    if (marked) await ctx.services.live.publish(target, { kind: 'renderCheckTeam', ruid: data.ruid, teamId: data.teamId, status: 'failed' }).catch(() => {})
    return { stored: false }
  }
  if (!(await teamsOf(scope).findOne(waiting))) return { stored: false }
  try {
    // Stored already by an earlier try of this save? Then on to marking the team (that try may have stopped before).
    if (!(await teamRunsOf(scope).findOne({ ownerId: data.ownerId, ruid: data.ruid })))
      await teamRunsOf(scope).insertOne({
        ownerId: data.ownerId,
        teamId: data.teamId,
        ruid: data.ruid,
        result: data.outcome.result,
        events: data.events,
        engineVersion: data.engineVersion,
        seed: data.seed,
        inputsHash: data.inputsHash,
        names: data.names,
        computedAt: now,
      })
  } catch (error) {
    // Two tries at once: the unique index on ruid let only one insert.
    if (!isDuplicateKeyError(error)) throw error
  }
  const stored = await teamsOf(scope).updateOne(
    { ...waiting, resultRuid: { $ne: data.ruid } },
    { $set: { status: 'computed', runStatus: 'done', resultRuid: data.ruid, updatedAt: now } }
  )
  if (!stored) {
    // The team went (deleted, its account closed) or moved on to a newer Start after the check above,
    // while the result was being stored: nothing refers to it, so it goes rather than stay an orphan.
    // A team that holds it already (an earlier try of this save marked it) keeps it.
    const team = await teamsOf(scope).findOne({ _id: data.teamId, ownerId: data.ownerId })
    if (team?.resultRuid !== data.ruid) await teamRunsOf(scope).deleteOne({ ownerId: data.ownerId, teamId: data.teamId, ruid: data.ruid })
    return { stored: false }
  }
  const actors = Object.values(data.names)
  await recordRun(ctx.services, { tenantId: data.tenantId, ownerId: data.ownerId }, { type: 'team', subjectId: data.teamId, title: data.title, actors })
  await ctx.services.live.publish(target, { kind: 'renderCheckTeam', ruid: data.ruid, teamId: data.teamId, status: 'done' }).catch(() => {})
  await ctx.progress(100)
  return { stored: true }
}

export const saveTeamJob: JobModule<SaveTeamData, Services> = { config, default: saveTeamHandler }
