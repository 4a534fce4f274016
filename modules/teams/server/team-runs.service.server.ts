// Team runs: Start (a team of the owner's list, or a quick check), where a run stands, and the
// quick check's own life (made from chosen profiles, kept for the newest 10 per owner). The run
// itself is two jobs (ADR 019, 032): team.run computes, team.save stores. Errors are SPEC §8 keys.
import { randomInt, randomUUID } from 'node:crypto'
import type { JobQueue } from '#jobs/types'
import type { LiveTarget, RunState } from '#app/live/types'
import { runStateOfKind, SAVING_PERCENT } from '#app/live/run-state'
import type { Account } from '#modules/accounts/index.server'
import { forgetSubject } from '#modules/history/index.server'
import { config as runConfig, runJobId, type RunTeamData } from '../jobs/run-team.server'
import { teamRunInput, TEAM_ENGINE_VERSION } from './engine-input.server'
import { createTeam, type TeamCtx, type TeamError } from './teams.service.server'
import { findOwnTeam, teamsOf, type TeamDoc } from './teams.repo.server'
import { teamRunsOf } from './team-runs.repo.server'
import type { TeamRunEvent } from './team-result'

export interface RunCtx extends TeamCtx {
  services: TeamCtx['services'] & { jobs: JobQueue }
}

export type RunError = TeamError | 'teamBroken'
export type RunOutcome<T> = { ok: true; value: T } | { ok: false; error: RunError }

/** SPEC §2 'quick team selection and check': the owner's newest this many checks are kept. */
export const KEPT_CHECKS = 10

/** The scene's events in day order: the timeline's marks. */
export function eventsOf(team: TeamDoc): TeamRunEvent[] {
  return team.scene.actors.flatMap((a) => a.events.map((e) => ({ actorId: a.id, type: e.type, day: e.date }))).sort((x, y) => x.day - y.day)
}

/**
 * Starts a run of the owner's team: reads the members' scores now (teamRunInput), gives the run a
 * new ruid and seed, marks the team queued (its stored result stays until the new one is stored)
 * and enqueues team.run. A team whose members' profiles are gone is refused: teamBroken.
 * `replicates` is for tests and benchmarks.
 */
export async function startTeamRun(ctx: RunCtx, team: TeamDoc, options: { replicates?: number } = {}, now = new Date()): Promise<RunOutcome<{ ruid: string }>> {
  const prepared = await teamRunInput(ctx, team)
  if (!prepared.ok) return { ok: false, error: 'teamBroken' }
  const { input, inputsHash, names, variant } = prepared.value
  const ruid = randomUUID()
  const data: RunTeamData = {
    tenantId: ctx.tenant._id,
    ownerId: team.ownerId,
    teamId: team._id,
    kind: team.kind,
    title: team.title,
    ruid,
    seed: randomInt(0, 2 ** 32 - 1),
    input,
    inputsHash,
    engineVersion: TEAM_ENGINE_VERSION,
    variant,
    names,
    events: eventsOf(team),
    ...(options.replicates ? { replicates: options.replicates } : {}),
  }
  const queued = await teamsOf(ctx).updateOne({ _id: team._id, ownerId: team.ownerId }, { $set: { runStatus: 'queued', ruid, updatedAt: now } })
  if (!queued) return { ok: false, error: 'teamNotExist' }
  // 'queued' goes out before the job exists: a worker may otherwise report 'running' first.
  const target = { tenantId: ctx.tenant._id, userId: team.ownerId }
  await ctx.services.live.publish(target, { kind: 'sceneComputePhase', run: runStateOfKind('team', ruid, team._id, 'queued', 0) }).catch(() => {})
  try {
    await ctx.services.jobs.enqueue(runConfig.name, data, { jobId: runJobId(ruid) })
  } catch (error) {
    await teamsOf(ctx).updateOne({ _id: team._id, ownerId: team.ownerId, ruid }, { $set: { runStatus: 'failed', updatedAt: new Date() } })
    await ctx.services.live.publish(target, { kind: 'renderCheckTeam', ruid, teamId: team._id, status: 'failed' }).catch(() => {})
    throw error
  }
  return { ok: true, value: { ruid } }
}

/** Where the team's current run stands; null when it never ran. */
export async function teamRunStateOf(ctx: { services: { jobs: JobQueue } }, team: Pick<TeamDoc, '_id' | 'ruid' | 'runStatus'>): Promise<RunState | null> {
  if (!team.ruid) return null
  const state = (status: RunState['status'], percent: number) => runStateOfKind('team', team.ruid!, team._id, status, percent)
  if (team.runStatus === 'done') return state('done', 100)
  if (team.runStatus === 'failed') return state('failed', 0)
  if (team.runStatus !== 'queued') return null
  const job = await ctx.services.jobs.status(runConfig.name, runJobId(team.ruid)).catch(() => null)
  if (!job) return state('running', SAVING_PERCENT)
  if (job.state !== 'active') return state('queued', 0)
  return state('running', job.progress)
}

/** The owner's team runs under way, for the live stream's reflectState (module.server.ts runsInFlight). */
export async function teamRunStatesOf(services: RunCtx['services'], target: LiveTarget): Promise<RunState[]> {
  const ctx = { services, tenant: { _id: target.tenantId } }
  const teams = await teamsOf(ctx).find({ ownerId: target.userId, runStatus: 'queued' }, { limit: 50 })
  const states = await Promise.all(teams.map((t) => teamRunStateOf(ctx, t)))
  return states.filter((s): s is RunState => s !== null)
}

/**
 * The quick team check (SPEC §2): a team of kind 'check' from the chosen profiles with the default
 * interactions, started at once. The owner's checks beyond the newest KEPT_CHECKS are deleted with
 * their results and dashboard entries. `title` names it on the dashboard's history.
 */
export async function startQuickCheck(
  ctx: RunCtx,
  owner: Pick<Account, '_id' | 'verified'>,
  input: { memberIds: string[]; title: string },
  options: { replicates?: number } = {},
  now = new Date()
): Promise<RunOutcome<{ id: string; ruid: string }>> {
  const made = await createTeam(ctx, owner, { title: input.title, lifespan: 'new', memberIds: input.memberIds }, 'check', now)
  if (!made.ok) return made
  const started = await startTeamRun(ctx, made.value, options, now)
  if (!started.ok) return started
  await pruneChecks(ctx, owner._id)
  return { ok: true, value: { id: made.value._id, ruid: started.value.ruid } }
}

async function pruneChecks(ctx: RunCtx, ownerId: string) {
  const old = await teamsOf(ctx).find({ ownerId, kind: 'check' }, { sort: { createdAt: -1, _id: -1 }, skip: KEPT_CHECKS, limit: 1000 })
  if (old.length === 0) return
  const ids = old.map((t) => t._id)
  await teamsOf(ctx).deleteMany({ ownerId, kind: 'check', _id: { $in: ids } })
  await teamRunsOf(ctx).deleteMany({ ownerId, teamId: { $in: ids } })
  for (const id of ids) await forgetSubject(ctx.services, { tenantId: ctx.tenant._id, ownerId }, id)
}

/** The owner's team or quick check (the result page shows both), or null. */
export async function findOwnRunnable(ctx: TeamCtx, ownerId: string, id: unknown): Promise<TeamDoc | null> {
  return (await findOwnTeam(ctx, ownerId, id, 'team')) ?? (await findOwnTeam(ctx, ownerId, id, 'check'))
}
