// Batches (ADR 034): which completed profiles an estimator receives when they ask for more.
// - Candidates: this tenant's profiles with a completed questionnaire whose admin status is
//   completed, skipped or estimated (never empty, deleted, approved or suspicious).
// - A profile goes to at most RATERS_PER_PROFILE estimators; an assignment its estimator postponed
//   does not hold a place, so the profile can reach someone else.
// - A request tops the estimator's open list (assigned, not rated, not postponed or flagged) up to
//   their batch size; profiles with the fewest raters go first, then the longest waiting.
import { profilesOfStatus } from './profiles-access.server'
import { DEFAULT_BATCH_SIZE, MAX_BATCH_SIZE, RATERS_PER_PROFILE } from '../schemas'
import { assignProfiles, estimationsOfEstimator, estimationsOfProfiles, isRated, type EstimationDoc, type StoreCtx } from './estimations.repo.server'

export const ASSIGNABLE_STATUSES = ['completed', 'skipped', 'estimated'] as const

/** An estimator's batch size: the administrator's setting on the account when valid, else the default. */
export function batchSizeOf(estimator: { batchSize?: unknown }): number {
  const size = estimator.batchSize
  return typeof size === 'number' && Number.isInteger(size) && size >= 1 && size <= MAX_BATCH_SIZE ? size : DEFAULT_BATCH_SIZE
}

export const isOpen = (e: EstimationDoc) => !isRated(e) && !e.skipStatus

/** Holds one of the profile's places: everything but a postponed assignment left unrated. */
const holdsPlace = (e: EstimationDoc) => !(e.skipStatus === 'normal' && !isRated(e))

export interface BatchResult {
  /** Profiles this request assigned. */
  batchSize: number
  /** Open profiles the estimator now has. */
  open: number
}

export async function requestBatch(ctx: StoreCtx, estimator: { _id: string; batchSize?: unknown }, now = new Date()): Promise<BatchResult> {
  const mine = await estimationsOfEstimator(ctx, estimator._id)
  const open = mine.filter(isOpen).length
  const wanted = batchSizeOf(estimator) - open
  if (wanted <= 0) return { batchSize: 0, open }
  const already = new Set(mine.map((e) => e.profileId))
  const candidates = (await profilesOfStatus(ctx, [...ASSIGNABLE_STATUSES])).filter((p) => !already.has(p._id))
  const places = new Map<string, number>()
  for (const e of await estimationsOfProfiles(
    ctx,
    candidates.map((p) => p._id)
  ))
    if (holdsPlace(e)) places.set(e.profileId, (places.get(e.profileId) ?? 0) + 1)
  const chosen = candidates
    .filter((p) => (places.get(p._id) ?? 0) < RATERS_PER_PROFILE)
    .sort((a, b) => (places.get(a._id) ?? 0) - (places.get(b._id) ?? 0) || a.waitingSince - b.waitingSince || (a._id < b._id ? -1 : 1))
    .slice(0, wanted)
  const added = await assignProfiles(
    ctx,
    estimator._id,
    chosen.map((p) => p._id),
    now
  )
  return { batchSize: added, open: open + added }
}
