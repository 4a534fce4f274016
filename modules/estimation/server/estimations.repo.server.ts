// The estimations repository: one document per (tenant, estimator, profile), made when a batch
// assigns the profile and filled as the estimator rates, postpones, flags or annotates it
// (contract of issue 12; ADR 034). Every query goes through tenantCollection.
import { tenantCollection } from '#app/store/tenant-scope'
import type { DocumentStore, Filter, TenantDoc, Update } from '#app/store/types'
import { isId } from '#app/store/ids'
import type { PreciseScore, QuickScore } from '#modules/profiles/index'
import { ESTIMATIONS } from './indexes'

export type SkipStatus = 'normal' | 'suspicious'

export interface EstimationDoc extends TenantDoc {
  estimatorId: string
  profileId: string
  assignedAt: Date
  /** The estimator first opened the profile (the 'view only' filter: seen, not yet rated). */
  viewedAt?: Date
  score?: QuickScore
  scorePrecise?: PreciseScore
  skipStatus?: SkipStatus
  /** ≤ NOTE_MAX_LENGTH characters. */
  note?: string
  ratedAt?: Date
  updatedAt: Date
}

/** The part of a context the repository needs (as in the profiles repository). */
export interface StoreCtx {
  services: { store: DocumentStore }
  tenant: { _id: string }
}

export const estimationsOf = (ctx: StoreCtx) => tenantCollection<EstimationDoc>(ctx.services.store, ctx.tenant._id, ESTIMATIONS)

/** The estimator's own assignment of a profile, or null (another estimator's is never found). */
export function findEstimation(ctx: StoreCtx, estimatorId: string, profileId: unknown): Promise<EstimationDoc | null> {
  if (!isId(estimatorId) || !isId(profileId)) return Promise.resolve(null)
  return estimationsOf(ctx).findOne({ estimatorId, profileId })
}

export function estimationsOfEstimator(ctx: StoreCtx, estimatorId: string, filter: Filter = {}): Promise<EstimationDoc[]> {
  return estimationsOf(ctx).find({ ...filter, estimatorId }, { sort: { assignedAt: -1, _id: -1 } })
}

export function estimationsOfProfiles(ctx: StoreCtx, profileIds: string[]): Promise<EstimationDoc[]> {
  return profileIds.length === 0 ? Promise.resolve([]) : estimationsOf(ctx).find({ profileId: { $in: profileIds } })
}

export async function assignProfiles(ctx: StoreCtx, estimatorId: string, profileIds: string[], now = new Date()): Promise<number> {
  let added = 0
  for (const profileId of profileIds) {
    if (await findEstimation(ctx, estimatorId, profileId)) continue
    // The unique index refuses a second assignment of the same profile (two batch requests at once).
    try {
      await estimationsOf(ctx).insertOne({ estimatorId, profileId, assignedAt: now, updatedAt: now })
      added += 1
    } catch (error) {
      if (!(await findEstimation(ctx, estimatorId, profileId))) throw error
    }
  }
  return added
}

/** Changes the estimator's own assignment; null when they have none for the profile. */
export function updateEstimation(ctx: StoreCtx, estimatorId: string, profileId: string, update: Update): Promise<EstimationDoc | null> {
  if (!isId(estimatorId) || !isId(profileId)) return Promise.resolve(null)
  return estimationsOf(ctx).updateOne({ estimatorId, profileId }, update)
}

export function deleteEstimationsOf(ctx: StoreCtx, estimatorId: string): Promise<number> {
  return isId(estimatorId) ? estimationsOf(ctx).deleteMany({ estimatorId }) : Promise.resolve(0)
}

/** Rated means a quick or a precise score (a note or a skip alone is not a rating). */
export const isRated = (e: Pick<EstimationDoc, 'score' | 'scorePrecise'>) => Boolean(e.score || e.scorePrecise)
