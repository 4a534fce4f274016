// What owners do with comparisons: start one of 2 to 4 of their teams, list them, read where a run
// stands, delete one. Each team's engine input is taken when the comparison starts (members'
// scores as they are now, teams/engine-input), so compare.run never reads the store; a broken team
// (a member's profile gone) refuses the whole comparison and is named. Errors are SPEC §8 keys.
import { randomInt, randomUUID } from 'node:crypto'
import type { DocumentStore } from '#app/store/types'
import type { JobQueue } from '#jobs/types'
import type { LiveEvents, LiveTarget, RunState } from '#app/live/types'
import { forgetSubject } from '#modules/history/index.server'
import { canWrite, type Account } from '#modules/accounts/index.server'
import { ownerAccessRules } from '#modules/billing/index.server'
import { findOwnTeam, teamRunInput, TEAM_ENGINE_VERSION } from '#modules/teams/index.server'
import { MAX_COMPARED_TEAMS, MIN_COMPARED_TEAMS } from '../options'
import { config as runConfig, runJobId, type ComparedTeamInput, type RunCompareData } from '../jobs/run-compare.server'
import { comparisonsOf, findOwnComparison, listOwnComparisons, type ComparisonDoc } from './compare.repo.server'
import { compareRunState, SAVING_PERCENT } from './run-state'

export interface CompareCtx {
  services: { store: DocumentStore; jobs: JobQueue; live: LiveEvents }
  tenant: { _id: string; variant?: 'work' | 'love' }
}

/** SPEC §8 keys a comparison call may answer with; `teamBroken` names the team, and its id so the owner can open it to fix it. */
export type CompareError =
  { error: 'comparisonNotExist' | 'teamNotExist' | 'verifyAccount' | 'compareNotAllowed' | 'invalidBody' } | { error: 'teamBroken'; title: string; sceneId: string }

export type Outcome<T> = { ok: true; value: T } | ({ ok: false } & CompareError)

/** A test's replicates override reaches the job this way only (never from a request). */
export interface StartOptions {
  replicates?: number
  now?: Date
}

/**
 * Starts a comparison: each team's engine input now, one ruid and ONE seed for all of them, the
 * comparison stored as queued, then compare.run. The owner needs the compare rule (SPEC §3
 * allowCompareTeams) and a verified account.
 */
export async function startComparison(
  ctx: CompareCtx,
  owner: Pick<Account, '_id' | 'verified'>,
  sceneIds: string[],
  options: StartOptions = {}
): Promise<Outcome<{ id: string; ruid: string }>> {
  const rules = await ownerAccessRules(ctx, owner)
  if (rules.needVerify) return { ok: false, error: 'verifyAccount' }
  if (!canWrite(rules.allowCompareTeams)) return { ok: false, error: 'compareNotAllowed' }
  const ids = [...new Set(sceneIds)]
  if (ids.length !== sceneIds.length || ids.length < MIN_COMPARED_TEAMS || ids.length > MAX_COMPARED_TEAMS) return { ok: false, error: 'invalidBody' }
  const teams: ComparedTeamInput[] = []
  for (const id of ids) {
    const team = await findOwnTeam(ctx, owner._id, id)
    if (!team) return { ok: false, error: 'teamNotExist' }
    const built = await teamRunInput(ctx, team)
    if (!built.ok) return { ok: false, error: 'teamBroken', title: team.title, sceneId: team._id }
    teams.push({ teamId: team._id, title: team.title, input: built.value.input, inputsHash: built.value.inputsHash, names: built.value.names })
  }
  const now = options.now ?? new Date()
  const ruid = randomUUID()
  const doc = await comparisonsOf(ctx).insertOne({
    ownerId: owner._id,
    sceneIds: ids,
    titles: teams.map((t) => t.title),
    status: 'queued',
    ruid,
    result: null,
    createdAt: now,
    updatedAt: now,
  })
  const data: RunCompareData = {
    tenantId: ctx.tenant._id,
    ownerId: owner._id,
    comparisonId: doc._id,
    ruid,
    seed: randomInt(0, 2 ** 32 - 1),
    teams,
    engineVersion: TEAM_ENGINE_VERSION,
    ...(options.replicates ? { replicates: options.replicates } : {}),
  }
  // 'queued' goes out before the job exists: a worker may otherwise report 'running' first.
  const target = { tenantId: ctx.tenant._id, userId: owner._id }
  await ctx.services.live.publish(target, { kind: 'sceneComputePhase', run: compareRunState(ruid, doc._id, 'queued', 0) }).catch(() => {})
  try {
    await ctx.services.jobs.enqueue(runConfig.name, data, { jobId: runJobId(ruid) })
  } catch (error) {
    await comparisonsOf(ctx).updateOne({ _id: doc._id, ownerId: owner._id, ruid }, { $set: { status: 'failed', updatedAt: new Date() } })
    await ctx.services.live.publish(target, { kind: 'renderCompareTeam', ruid, compareId: doc._id, status: 'failed' }).catch(() => {})
    throw error
  }
  return { ok: true, value: { id: doc._id, ruid } }
}

/** Deletes the owner's comparison and its dashboard entry; false when it is not the owner's. */
export async function deleteComparison(ctx: CompareCtx, ownerId: string, id: string): Promise<boolean> {
  const found = await findOwnComparison(ctx, ownerId, id)
  if (!found) return false
  const removed = await comparisonsOf(ctx).deleteOne({ _id: found._id, ownerId })
  if (removed) await forgetSubject(ctx.services, { tenantId: ctx.tenant._id, ownerId }, found._id)
  return removed > 0
}

/** Where the comparison's run stands. */
export async function runStateOf(ctx: { services: { jobs: JobQueue } }, doc: ComparisonDoc): Promise<RunState> {
  if (doc.status === 'computed') return compareRunState(doc.ruid, doc._id, 'done', 100)
  if (doc.status === 'failed') return compareRunState(doc.ruid, doc._id, 'failed', 0)
  const job = await ctx.services.jobs.status(runConfig.name, runJobId(doc.ruid)).catch(() => null)
  if (!job) return compareRunState(doc.ruid, doc._id, 'running', SAVING_PERCENT)
  if (job.state !== 'active') return compareRunState(doc.ruid, doc._id, 'queued', 0)
  return compareRunState(doc.ruid, doc._id, 'running', job.progress)
}

/** The owner's comparisons under way, for the live stream's `reflectState` on connect (ADR 021). */
export async function runStatesOf(services: CompareCtx['services'], target: LiveTarget): Promise<RunState[]> {
  const ctx = { services, tenant: { _id: target.tenantId } }
  const waiting = await comparisonsOf(ctx).find({ ownerId: target.userId, status: 'queued' }, { limit: 50 })
  return Promise.all(waiting.map((c) => runStateOf(ctx, c)))
}

export { findOwnComparison, listOwnComparisons }

/** An owner's account is closing: their comparisons go. */
export async function eraseOwnerComparisons(ctx: { services: { store: DocumentStore }; tenant: { _id: string } }, ownerId: string): Promise<void> {
  await comparisonsOf(ctx).deleteMany({ ownerId })
}
