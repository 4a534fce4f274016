// Batches (ADR 034): which completed profiles an estimator receives when they ask for more.
// - Candidates: this tenant's profiles with a completed questionnaire whose admin status is
//   completed, skipped or estimated (never empty, deleted, approved or suspicious).
// - A profile goes to at most RATERS_PER_PROFILE estimators; an assignment its estimator postponed
//   does not hold a place, so the profile can reach someone else.
// - A request tops the estimator's open list (assigned, not rated, not postponed or flagged) up to
//   their batch size, longest waiting first (completedAt): a profile one estimator has rated reaches
//   its second rater before a newer one gets its first, so two-rater means build up steadily.
import { profilesOfStatus } from './profiles-access.server'
import { DEFAULT_BATCH_SIZE, MAX_BATCH_SIZE, RATERS_PER_PROFILE } from '../schemas'
import { assignProfiles, estimationsOfEstimator, estimationsOfProfiles, isRated, type EstimationDoc, type StoreCtx } from './estimations.repo.server'

export const ASSIGNABLE_STATUSES = ['completed', 'skipped', 'estimated'] as const
/** Candidates read at a time. */
export const CANDIDATE_WINDOW = 500

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

export async function requestBatch(ctx: StoreCtx, estimator: { _id: string; batchSize?: unknown }, now = new Date(), windowSize = CANDIDATE_WINDOW): Promise<BatchResult> {
  const mine = await estimationsOfEstimator(ctx, estimator._id)
  const open = mine.filter(isOpen).length
  const wanted = batchSizeOf(estimator) - open
  if (wanted <= 0) return { batchSize: 0, open }
  const already = new Set(mine.map((e) => e.profileId))
  const chosen: string[] = []
  // Window by window, so a tenant's many fully rated profiles cost reads, never a missed profile.
  for (let skip = 0; chosen.length < wanted; skip += windowSize) {
    const window = await profilesOfStatus(ctx, [...ASSIGNABLE_STATUSES], { skip, limit: windowSize })
    const fresh = window.filter((p) => !already.has(p._id))
    const places = new Map<string, number>()
    for (const e of await estimationsOfProfiles(
      ctx,
      fresh.map((p) => p._id)
    ))
      if (holdsPlace(e)) places.set(e.profileId, (places.get(e.profileId) ?? 0) + 1)
    for (const p of fresh) if ((places.get(p._id) ?? 0) < RATERS_PER_PROFILE && chosen.length < wanted) chosen.push(p._id)
    if (window.length < windowSize) break
  }
  const added = await assignProfiles(ctx, estimator._id, chosen, now)
  return { batchSize: added, open: open + added }
}

/** How long after a batch a request that finds the list full still reports that batch. */
export const REPEAT_WINDOW_MS = 10_000

/**
 * The count the list page reports for one press of 'Request a new batch'. A second press right after
 * the first (a double click, a form sent again) finds the list full and adds nothing; telling the
 * estimator "nothing new" while the list has just filled is wrong, so it reports the batch that
 * arrived in the last few seconds instead. The API's `batchSize` stays what this request added.
 */
export async function batchToReport(ctx: StoreCtx, estimator: { _id: string; batchSize?: unknown }, now = new Date()): Promise<number> {
  const { batchSize } = await requestBatch(ctx, estimator, now)
  if (batchSize > 0) return batchSize
  const since = now.getTime() - REPEAT_WINDOW_MS
  return (await estimationsOfEstimator(ctx, estimator._id)).filter((e) => new Date(e.assignedAt).getTime() >= since).length
}
