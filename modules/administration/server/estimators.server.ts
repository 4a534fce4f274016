// Estimators as the administrator sees them (SPEC §3 Estimator): the account's fields, the batch size
// the estimation module reads, and how many profiles each has rated (estimation's ratedCounts).
import type { AppContext } from '#app/context'
import type { Filter } from '#app/store/types'
import { countManagedAccounts, findManagedAccounts, removeManagedAccount, type Account } from '#modules/accounts/index.server'
import { forgetEstimator, ratedCounts } from '#modules/estimation/index.server'
import { escapeRegExp } from '#modules/profiles/index.server'
import { DEFAULT_BATCH_SIZE, type EstimatorListQuery } from '../schemas'

type Ctx = Pick<AppContext, 'services' | 'tenant'>

export function estimatorView(estimator: Account, profilesCount: number) {
  return {
    id: estimator._id,
    email: estimator.email,
    name: estimator.name ?? '',
    fullName: estimator.fullName ?? '',
    information: estimator.information ?? '',
    batchSize: estimator.batchSize ?? DEFAULT_BATCH_SIZE,
    profilesCount,
    createdAt: estimator.createdAt,
    updatedAt: estimator.updatedAt,
    lastVisitAt: estimator.lastVisitAt ?? null,
  }
}
export type EstimatorView = ReturnType<typeof estimatorView>

export async function estimatorViews(ctx: Ctx, estimators: Account[]): Promise<EstimatorView[]> {
  const counts = await ratedCounts(
    ctx,
    estimators.map((e) => e._id)
  )
  return estimators.map((e) => estimatorView(e, counts[e._id] ?? 0))
}

function estimatorFilter(query: EstimatorListQuery): Filter {
  const parts: Filter[] = []
  if (query.search) {
    const pattern = new RegExp(escapeRegExp(query.search), 'i')
    parts.push({ $or: [{ email: { $regex: pattern } }, { name: { $regex: pattern } }, { fullName: { $regex: pattern } }] })
  }
  if (query.ids) parts.push({ _id: { $in: query.ids } })
  return parts.length ? { $and: parts } : {}
}

export async function listEstimators(ctx: Ctx, query: EstimatorListQuery): Promise<{ items: EstimatorView[]; total: number }> {
  const filter = estimatorFilter(query)
  const direction = query.order === 'asc' ? 1 : -1
  const [estimators, total] = await Promise.all([
    findManagedAccounts(ctx, 'estimator', filter, { sort: { [query.sort]: direction, _id: direction }, skip: query.offset, limit: query.limit }),
    countManagedAccounts(ctx, 'estimator', filter),
  ])
  return { items: await estimatorViews(ctx, estimators), total }
}

/** The account goes (its sessions end) and so do its assignments, rated or not. */
export async function deleteEstimator(ctx: Ctx, estimator: Account): Promise<void> {
  await removeManagedAccount(ctx, 'estimator', estimator)
  await forgetEstimator(ctx, estimator._id)
}
