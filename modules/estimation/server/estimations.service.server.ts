// The estimator's work on their assigned profiles: the list with its filters, one profile, and the
// rating actions, each moving the profile's admin status (profiles' markProfileStatus; ADR 034).
// An estimator reaches only profiles assigned to them: anything else is 'not found'.
import { markProfileStatus, type ProfileDoc } from '#modules/profiles/index.server'
import type { PreciseScore, QuickScore } from '#modules/profiles/index'
import type { Filter } from '#app/store/types'
import { ESTIMATOR_FILTERS, type EstimatorFilter, type EstimatorListQuery } from '../schemas'
import { estimationsOfEstimator, findEstimation, isRated, updateEstimation, type EstimationDoc, type SkipStatus, type StoreCtx } from './estimations.repo.server'
import { liveProfilesById } from './profiles-access.server'
import { estimateStatusOf, profileSummary, profileView, type EstimatorProfileSummary, type EstimatorProfileView } from './view.server'

const rated = (e: EstimationDoc) => isRated(e)

/** Which of the estimator's assignments each filter holds. */
export const FILTER_TESTS: Record<EstimatorFilter, (e: EstimationDoc) => boolean> = {
  all: () => true,
  notEstimated: (e) => !rated(e) && !e.skipStatus,
  // 'View only': opened, looked at, not yet rated, postponed or flagged.
  view: (e) => Boolean(e.viewedAt) && !rated(e) && !e.skipStatus,
  estimated: rated,
  skipNormal: (e) => e.skipStatus === 'normal',
  skipSuspicious: (e) => e.skipStatus === 'suspicious',
}

export interface EstimatorPage {
  items: EstimatorProfileSummary[]
  total: number
  counts: Record<EstimatorFilter, number>
}

/** The estimator's assignments whose profile still exists, newest assignment first. */
async function assignmentsOf(ctx: StoreCtx, estimatorId: string, filter: Filter = {}) {
  const mine = await estimationsOfEstimator(ctx, estimatorId, filter)
  const profiles = await liveProfilesById(
    ctx,
    mine.map((e) => e.profileId)
  )
  return mine.flatMap((e) => {
    const p = profiles.get(e.profileId)
    return p ? [{ e, p }] : []
  })
}

export async function listAssigned(ctx: StoreCtx, estimatorId: string, query: EstimatorListQuery): Promise<EstimatorPage> {
  const all = await assignmentsOf(ctx, estimatorId)
  const counts = Object.fromEntries(ESTIMATOR_FILTERS.map((f) => [f, all.filter(({ e }) => FILTER_TESTS[f](e)).length])) as Record<EstimatorFilter, number>
  const matching = all.filter(({ e }) => FILTER_TESTS[query.filter](e))
  const items = matching.slice(query.offset, query.offset + query.limit).map(({ e, p }) => profileSummary(p, e))
  return { items, total: matching.length, counts }
}

export interface Assigned {
  estimation: EstimationDoc
  profile: ProfileDoc
}

/** The estimator's assignment of the profile and the profile, or null (not theirs, or deleted). */
export async function findAssigned(ctx: StoreCtx, estimatorId: string, profileId: unknown): Promise<Assigned | null> {
  const estimation = await findEstimation(ctx, estimatorId, profileId)
  if (!estimation) return null
  const profile = (await liveProfilesById(ctx, [estimation.profileId])).get(estimation.profileId)
  return profile ? { estimation, profile } : null
}

/** The profile as the estimator sees it, without recording a view (the comparison). */
export async function viewAssigned(ctx: StoreCtx, estimatorId: string, profileId: unknown): Promise<EstimatorProfileView | null> {
  const found = await findAssigned(ctx, estimatorId, profileId)
  return found ? profileView(found.profile, found.estimation) : null
}

/** Opening a profile records the first view (the 'view only' filter). */
export async function openAssigned(ctx: StoreCtx, estimatorId: string, profileId: unknown, now = new Date()): Promise<EstimatorProfileView | null> {
  const found = await findAssigned(ctx, estimatorId, profileId)
  if (!found) return null
  let { estimation } = found
  if (!estimation.viewedAt) estimation = (await updateEstimation(ctx, estimatorId, estimation.profileId, { $set: { viewedAt: now } })) ?? estimation
  return profileView(found.profile, estimation)
}

export type ActionResult = { ok: true; profile: EstimatorProfileView } | { ok: false; status: 404 | 409; error: 'profileNotFound' | 'estimateClosed' }

/** Runs a change on the estimator's own, still open assignment; returns the profile as it now is. */
async function change(ctx: StoreCtx, estimatorId: string, profileId: unknown, apply: (a: Assigned) => Promise<EstimationDoc | null>): Promise<ActionResult> {
  const found = await findAssigned(ctx, estimatorId, profileId)
  if (!found) return { ok: false, status: 404, error: 'profileNotFound' }
  // The administrator's final score closes the profile to estimators (ADR 034).
  if (estimateStatusOf(found.profile) === 'read') return { ok: false, status: 409, error: 'estimateClosed' }
  const estimation = await apply(found)
  if (!estimation) return { ok: false, status: 404, error: 'profileNotFound' }
  const profile = (await liveProfilesById(ctx, [found.profile._id])).get(found.profile._id) ?? found.profile
  return { ok: true, profile: profileView(profile, estimation) }
}

/** A rating ends a postponement (a flag of suspicion stays). */
const ratingUpdate = (field: 'score' | 'scorePrecise', value: QuickScore | PreciseScore, e: EstimationDoc, now: Date) => ({
  $set: { [field]: value, ratedAt: now, updatedAt: now, ...(e.viewedAt ? {} : { viewedAt: now }) },
  ...(e.skipStatus === 'normal' ? { $unset: { skipStatus: true as const } } : {}),
})

export function rateProfile(ctx: StoreCtx, estimatorId: string, profileId: unknown, score: QuickScore, now = new Date()) {
  return change(ctx, estimatorId, profileId, async ({ estimation, profile }) => {
    const saved = await updateEstimation(ctx, estimatorId, profile._id, ratingUpdate('score', score, estimation, now))
    await markProfileStatus(ctx, profile._id, 'rated', now)
    return saved
  })
}

export function rateProfilePrecisely(ctx: StoreCtx, estimatorId: string, profileId: unknown, score: PreciseScore, now = new Date()) {
  return change(ctx, estimatorId, profileId, async ({ estimation, profile }) => {
    const saved = await updateEstimation(ctx, estimatorId, profile._id, ratingUpdate('scorePrecise', score, estimation, now))
    await markProfileStatus(ctx, profile._id, 'rated', now)
    return saved
  })
}

/** Postpone (normal) or mark suspicious. A suspicion is not undone by a later postponement. */
export function skipProfile(ctx: StoreCtx, estimatorId: string, profileId: unknown, skipStatus: SkipStatus, now = new Date()) {
  return change(ctx, estimatorId, profileId, async ({ estimation, profile }) => {
    const next = estimation.skipStatus === 'suspicious' ? 'suspicious' : skipStatus
    const saved = await updateEstimation(ctx, estimatorId, profile._id, { $set: { skipStatus: next, updatedAt: now, ...(estimation.viewedAt ? {} : { viewedAt: now }) } })
    // A postponement moves a completed profile only; someone else's rating keeps it 'estimated'.
    await markProfileStatus(ctx, profile._id, next === 'suspicious' ? 'suspicious' : 'postponed', now)
    return saved
  })
}

export function saveNote(ctx: StoreCtx, estimatorId: string, profileId: unknown, content: string, now = new Date()) {
  const note = content.trim()
  return change(ctx, estimatorId, profileId, ({ profile }) =>
    updateEstimation(ctx, estimatorId, profile._id, note ? { $set: { note, updatedAt: now } } : { $set: { updatedAt: now }, $unset: { note: true } })
  )
}
