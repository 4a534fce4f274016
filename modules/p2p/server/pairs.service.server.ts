// What owners do with pair requests: create, change, delete, start a run, and read where it stands.
// Actors are filled, scored profiles the owner owns or has attached (SPEC §2: hidden details stay
// hidden, but the profile is usable). Errors are SPEC §8 keys.
import { randomInt, randomUUID } from 'node:crypto'
import type { DocumentStore } from '#app/store/types'
import type { JobQueue } from '#jobs/types'
import type { LiveEvents, LiveTarget, RunState } from '#app/live/types'
import { forgetSubject } from '#modules/history/index.server'
import { getOwnedProfile, type ProfileDoc } from '#modules/profiles/index.server'
import { DEFAULT_HOURS, DEFAULT_MODE, pairSlotsSchemaKeeping, type PairForm, type PairPatch } from '../schemas'
import { config as runConfig, runJobId, type RunPairData } from '../jobs/run-pair.server'
import { revokeOwnerShares } from './shares.repo.server'
import { findOwnPair, pairsOf, type PairDoc } from './pairs.repo.server'
import { PAIR_ENGINE_VERSION, firstOfMonth, inputsHash, isScored, pairInput } from './engine-input.server'
import { runState, SAVING_PERCENT } from './run-state'
import { revokePairShares } from './shares.repo.server'

export interface PairCtx {
  services: { store: DocumentStore; jobs: JobQueue; live: LiveEvents }
  tenant: { _id: string; variant?: 'work' | 'love' }
}

/** SPEC §8 keys a pair call may answer with. */
export type PairError = 'compatibilityNotExist' | 'actors_ineligible'

export type Outcome<T> = { ok: true; value: T } | { ok: false; error: PairError }

const fail = <T>(error: PairError): Outcome<T> => ({ ok: false, error })

export const fullName = (p: Pick<ProfileDoc, 'firstName' | 'lastName'>) => `${p.firstName} ${p.lastName ?? ''}`.trim()

/** Every named slot holds a filled, scored profile the owner may use; null when one does not. */
async function checkPeople(ctx: PairCtx, ownerId: string, ids: (string | null | undefined)[]): Promise<(ProfileDoc | null)[] | null> {
  const people: (ProfileDoc | null)[] = []
  for (const id of ids) {
    if (!id) {
      people.push(null)
      continue
    }
    const profile = await getOwnedProfile(ctx, ownerId, id)
    if (!profile || !isScored(profile)) return null
    people.push(profile)
  }
  return people
}

export async function createPair(ctx: PairCtx, ownerId: string, form: PairForm, now = new Date()): Promise<Outcome<PairDoc>> {
  if (!(await checkPeople(ctx, ownerId, [form.left, form.right, form.manager]))) return fail('actors_ineligible')
  const doc = await pairsOf(ctx).insertOne({
    ownerId,
    actors: [form.left ?? null, form.right ?? null],
    managerId: form.manager ?? null,
    mode: form.mode ?? DEFAULT_MODE,
    hours: form.hours ?? DEFAULT_HOURS,
    startDay: firstOfMonth(now),
    status: 'created',
    ruid: null,
    result: null,
    createdAt: now,
    updatedAt: now,
  })
  return { ok: true, value: doc }
}

/**
 * The slots a change leaves, for the slot rules (pairSlotsSchemaKeeping): the people as changed, and the
 * manager only when the change names one (a manager named now is neither of the two, and beside both
 * of them unless it is the one already stored).
 */
export function slotsAfter(pair: Pick<PairDoc, 'actors'>, patch: Pick<PairPatch, 'left' | 'right' | 'manager'>) {
  return {
    left: patch.left === undefined ? pair.actors[0] : patch.left,
    right: patch.right === undefined ? pair.actors[1] : patch.right,
    manager: patch.manager,
  }
}

/** Applies a change (a whole form, or an API PATCH where null empties a slot and the rest stays). The stored result stays. */
export async function updatePair(ctx: PairCtx, ownerId: string, id: string, patch: PairPatch, now = new Date()): Promise<Outcome<PairDoc>> {
  const pair = await findOwnPair(ctx, ownerId, id)
  if (!pair) return fail('compatibilityNotExist')
  const slots = slotsAfter(pair, patch)
  const { left, right } = slots
  // The pages and the API refuse these with their fields' messages first (the same schema); here a guard.
  if (!pairSlotsSchemaKeeping(pair.managerId).safeParse(slots).success) return fail('actors_ineligible')
  // The manager kept from before stays when a slot is emptied (a PATCH changes only what it names: the
  // owner is swapping a person, and a run waits for both slots anyway); only a manager moved into a
  // slot stops being the manager, since no one is both.
  let manager = patch.manager === undefined ? pair.managerId : patch.manager
  if (manager && (manager === left || manager === right)) manager = null
  if (!(await checkPeople(ctx, ownerId, [left, right, manager]))) return fail('actors_ineligible')
  const updated = await pairsOf(ctx).updateOne(
    { _id: pair._id, ownerId },
    { $set: { actors: [left ?? null, right ?? null], managerId: manager ?? null, mode: patch.mode ?? pair.mode, hours: patch.hours ?? pair.hours, updatedAt: now } }
  )
  return updated ? { ok: true, value: updated } : fail('compatibilityNotExist')
}

export async function deletePair(ctx: PairCtx, ownerId: string, id: string): Promise<boolean> {
  const pair = await findOwnPair(ctx, ownerId, id)
  if (!pair) return false
  const removed = await pairsOf(ctx).deleteOne({ _id: pair._id, ownerId })
  if (removed) await forgetSubject(ctx.services, { tenantId: ctx.tenant._id, ownerId }, pair._id)
  // A deleted check's shared link is withdrawn with it, and its snapshot dropped (ADR 042).
  if (removed) await revokePairShares(ctx, ownerId, pair._id)
  return removed > 0
}

/**
 * Starts a run: takes the people's scores now, gives the run a new ruid and seed, marks the request
 * queued (its stored result stays until the new one is stored) and enqueues p2p.run. A run started
 * before and still going is superseded: its save matches no longer (ADR 019).
 */
/**
 * `variant` overrides the tenant's: SPEC §2 'a page path containing love-mobile/p2p makes a pair run
 * use the love variant', and the API's `PUT /p2p/{id}/run` carries a type (SPEC §7). Only 'love' can
 * be asked for; a love tenant's runs are love whatever is asked.
 */
export async function startRun(ctx: PairCtx, ownerId: string, id: string, options: { variant?: 'love'; now?: Date } = {}): Promise<Outcome<{ ruid: string }>> {
  const now = options.now ?? new Date()
  const pair = await findOwnPair(ctx, ownerId, id)
  if (!pair) return fail('compatibilityNotExist')
  const [leftId, rightId] = pair.actors
  if (!leftId || !rightId) return fail('actors_ineligible')
  // A manager deleted or detached since is shown nowhere (the page's select and the API say «no
  // manager»): the run goes without one, as the owner sees it, rather than refusing a pair that looks whole.
  const managerId = pair.managerId && (await getOwnedProfile(ctx, ownerId, pair.managerId)) ? pair.managerId : null
  const people = await checkPeople(ctx, ownerId, [leftId, rightId, managerId])
  if (!people) return fail('actors_ineligible')
  const [left, right, manager] = people as [ProfileDoc, ProfileDoc, ProfileDoc | null]
  const ruid = randomUUID()
  const input = pairInput({ left, right, manager }, { mode: pair.mode, hours: pair.hours }, pair.startDay, options.variant ?? ctx.tenant.variant ?? 'work')
  const data: RunPairData = {
    tenantId: ctx.tenant._id,
    ownerId,
    pairId: pair._id,
    ruid,
    seed: randomInt(0, 2 ** 32 - 1),
    input,
    inputsHash: inputsHash(input),
    engineVersion: PAIR_ENGINE_VERSION,
    names: { left: fullName(left), right: fullName(right), manager: manager ? fullName(manager) : null },
    actors: [leftId, rightId],
  }
  const queued = await pairsOf(ctx).updateOne({ _id: pair._id, ownerId }, { $set: { status: 'queued', ruid, updatedAt: now } })
  if (!queued) return fail('compatibilityNotExist')
  // 'queued' goes out before the job exists: a worker may otherwise report 'running' first.
  const target = { tenantId: ctx.tenant._id, userId: ownerId }
  await ctx.services.live.publish(target, { kind: 'sceneComputePhase', run: runState(ruid, pair._id, 'queued', 0) }).catch(() => {})
  try {
    await ctx.services.jobs.enqueue(runConfig.name, data, { jobId: runJobId(ruid) })
  } catch (error) {
    await pairsOf(ctx).updateOne({ _id: pair._id, ownerId, ruid }, { $set: { status: 'failed', updatedAt: new Date() } })
    await ctx.services.live.publish(target, { kind: 'renderPair', ruid, p2pId: pair._id, status: 'failed' }).catch(() => {})
    throw error
  }
  return { ok: true, value: { ruid } }
}

/** Where the request's current run stands; null when it never ran. */
export async function runStateOf(ctx: { services: { jobs: JobQueue } }, pair: PairDoc): Promise<RunState | null> {
  if (!pair.ruid) return null
  if (pair.status === 'computed') return runState(pair.ruid, pair._id, 'done', 100)
  if (pair.status === 'failed') return runState(pair.ruid, pair._id, 'failed', 0)
  if (pair.status !== 'queued') return null
  const job = await ctx.services.jobs.status(runConfig.name, runJobId(pair.ruid)).catch(() => null)
  if (!job) return runState(pair.ruid, pair._id, 'running', SAVING_PERCENT)
  if (job.state !== 'active') return runState(pair.ruid, pair._id, 'queued', 0)
  return runState(pair.ruid, pair._id, 'running', job.progress)
}

/**
 * The runs of one owner that are under way, for the live stream's `reflectState` on connect
 * (the SSE endpoint calls it with its target).
 */
export async function runStatesOf(services: PairCtx['services'], target: LiveTarget): Promise<RunState[]> {
  const ctx = { services, tenant: { _id: target.tenantId } }
  const pairs = await pairsOf(ctx).find({ ownerId: target.userId, status: 'queued' }, { limit: 50 })
  const states = await Promise.all(pairs.map((p) => runStateOf(ctx, p)))
  return states.filter((s): s is RunState => s !== null)
}

export { findOwnPair }

/** An owner's account is closing: their shared results stop opening and their pair checks go. */
export async function eraseOwnerPairs(ctx: PairCtx, ownerId: string): Promise<void> {
  await revokeOwnerShares(ctx, ownerId)
  await pairsOf(ctx).deleteMany({ ownerId })
}
