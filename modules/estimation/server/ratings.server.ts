// What other modules read of the estimations (contract of issue 12): the administrator's view of a
// profile's ratings and of the estimators' work, the neuronet's training labels, and the cleanup when
// the administrator deletes an estimator.
import { accountNames } from '#modules/accounts/index.server'
import { preciseOf, RATING_LINES, type PreciseScore, type QuickScore } from '#modules/profiles/index'
import { isId } from '#app/store/ids'
import { deleteEstimationsOf, estimationsOf, isRated, type EstimationDoc, type StoreCtx } from './estimations.repo.server'

export interface ProfileRating {
  estimatorId: string
  estimatorName: string
  score: QuickScore | null
  scorePrecise: PreciseScore | null
  skipStatus: 'normal' | 'suspicious' | null
  note: string
  ratedAt: Date | null
}

/** Every estimator's assignment of the profile, oldest first (assigned but untouched ones too). */
export async function ratingsOfProfile(ctx: StoreCtx, profileId: string): Promise<ProfileRating[]> {
  if (!isId(profileId)) return []
  const found = await estimationsOf(ctx).find({ profileId }, { sort: { assignedAt: 1, _id: 1 } })
  const names = await accountNames(
    ctx,
    'estimator',
    found.map((e) => e.estimatorId)
  )
  return found.map((e) => ({
    estimatorId: e.estimatorId,
    estimatorName: names[e.estimatorId] ?? '',
    score: e.score ?? null,
    scorePrecise: e.scorePrecise ?? null,
    skipStatus: e.skipStatus ?? null,
    note: e.note ?? '',
    ratedAt: e.ratedAt ?? null,
  }))
}

/** Per estimator id: how many profiles they have rated (a score or a precise score). */
export async function ratedCounts(ctx: StoreCtx, estimatorIds: string[]): Promise<Record<string, number>> {
  const ids = [...new Set(estimatorIds.filter(isId))]
  const counts: Record<string, number> = Object.fromEntries(ids.map((id) => [id, 0]))
  if (ids.length === 0) return counts
  const rated = await estimationsOf(ctx).find({ estimatorId: { $in: ids }, $or: [{ score: { $exists: true } }, { scorePrecise: { $exists: true } }] })
  for (const e of rated) counts[e.estimatorId] += 1
  return counts
}

/** The precise score a rating stands for: the precise one when given, else the quick one's (7 → 65). */
export function preciseOfRating(e: Pick<EstimationDoc, 'score' | 'scorePrecise'>): PreciseScore | null {
  return e.scorePrecise ?? (e.score ? preciseOf(e.score) : null)
}

/**
 * Per rated profile: the mean over its estimators of the precise score (a quick-only rating counts
 * as preciseOf(score)); profiles someone marked suspicious are left out.
 */
export async function trainingRatings(ctx: StoreCtx): Promise<Array<{ profileId: string; K: number; P: number; L: number; raters: number }>> {
  const all = await estimationsOf(ctx).find({ $or: [{ score: { $exists: true } }, { scorePrecise: { $exists: true } }, { skipStatus: 'suspicious' }] })
  const suspicious = new Set(all.filter((e) => e.skipStatus === 'suspicious').map((e) => e.profileId))
  const sums = new Map<string, { K: number; P: number; L: number; raters: number }>()
  for (const e of all) {
    const precise = isRated(e) ? preciseOfRating(e) : null
    if (!precise || suspicious.has(e.profileId)) continue
    const sum = sums.get(e.profileId) ?? { K: 0, P: 0, L: 0, raters: 0 }
    for (const line of RATING_LINES) sum[line] += precise[line]
    sum.raters += 1
    sums.set(e.profileId, sum)
  }
  return [...sums.entries()]
    .map(([profileId, s]) => ({ profileId, K: s.K / s.raters, P: s.P / s.raters, L: s.L / s.raters, raters: s.raters }))
    .sort((a, b) => (a.profileId < b.profileId ? -1 : 1))
}

/** Removes an estimator's assignments (the administrator deletes an estimator). */
export async function forgetEstimator(ctx: StoreCtx, estimatorId: string): Promise<void> {
  await deleteEstimationsOf(ctx, estimatorId)
}
