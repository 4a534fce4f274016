// What the administrator does with profiles (ADR 035): every owner's profiles of the tenant, with the
// administrator's filters (SPEC §2, §4: all, estimated, approved, skipNormal, skipSuspicious, deleted);
// fixing a profile's fields; soft deletion; the final scores, which make a profile `approved`; and
// re-scoring the profiles that filled a questionnaire. Always tenant-scoped (profilesOf).
import type { DocumentStore, Filter } from '#app/store/types'
import { isId } from '#app/store/ids'
import scoreProfileHandler from '../jobs/score-profile.server'
import type { PreciseScore, QuickScore } from '../ratings'
import { escapeRegExp, profilesOf, type ProfileDoc, type ProfileStatus, type StoreCtx } from './profiles.repo.server'
import type { AdminProfileFilter, AdminProfileSort } from '../admin-options'

/** 'all' is every profile still in use: a deleted one is shown only under its own filter. */
const FILTER_STATUS: Record<AdminProfileFilter, Filter> = {
  all: { status: { $ne: 'deleted' } },
  estimated: { status: 'estimated' },
  approved: { status: 'approved' },
  skipNormal: { status: 'skipped' },
  skipSuspicious: { status: 'suspicious' },
  deleted: { status: 'deleted' },
}

export interface AdminProfileQuery {
  filter: AdminProfileFilter
  search?: string
  ownerId?: string
  ids?: string[]
  sort: AdminProfileSort
  order: 'asc' | 'desc'
  limit: number
  offset: number
}

function adminFilter(query: AdminProfileQuery): Filter {
  const parts: Filter[] = [FILTER_STATUS[query.filter]]
  if (query.search) {
    const pattern = new RegExp(escapeRegExp(query.search), 'i')
    parts.push({ $or: [{ firstName: { $regex: pattern } }, { lastName: { $regex: pattern } }, { email: { $regex: pattern } }] })
  }
  if (query.ownerId !== undefined) parts.push({ ownerId: query.ownerId })
  if (query.ids) parts.push({ _id: { $in: query.ids } })
  return { $and: parts }
}

export async function listProfilesForAdministrator(ctx: StoreCtx, query: AdminProfileQuery): Promise<{ items: ProfileDoc[]; total: number }> {
  const filter = adminFilter(query)
  const direction = query.order === 'asc' ? 1 : -1
  const [items, total] = await Promise.all([
    profilesOf(ctx).find(filter, { sort: { [query.sort]: direction, _id: direction }, skip: query.offset, limit: query.limit }),
    profilesOf(ctx).count(filter),
  ])
  return { items, total }
}

/** Any profile of the tenant, deleted ones too (the administrator's deleted filter shows them). */
export function findProfileForAdministrator(ctx: StoreCtx, id: unknown): Promise<ProfileDoc | null> {
  return isId(id) ? profilesOf(ctx).findOne({ _id: id }) : Promise.resolve(null)
}

/** Per owner: their own profiles still in use (SPEC §3 Owner.profilesCount). */
export async function countProfilesOfOwners(ctx: StoreCtx, ownerIds: string[]): Promise<Record<string, number>> {
  const counts = await Promise.all(ownerIds.map((ownerId) => profilesOf(ctx).count({ ownerId, status: { $ne: 'deleted' } })))
  return Object.fromEntries(ownerIds.map((id, i) => [id, counts[i]]))
}

/** Per questionnaire: the completed profiles that filled it, still in use. */
export async function countProfilesOfQuestionnaires(ctx: StoreCtx, questionnaireIds: string[]): Promise<Record<string, number>> {
  const counts = await Promise.all(questionnaireIds.map((questionnaireId) => profilesOf(ctx).count(filledWith(questionnaireId))))
  return Object.fromEntries(questionnaireIds.map((id, i) => [id, counts[i]]))
}

const filledWith = (questionnaireId: string): Filter => ({ questionnaireId, questionnaireState: 'ack_a', status: { $ne: 'deleted' } })

/** `status`: where a cancelled confirmation returns, estimated when an estimator rated the profile (the caller knows), else completed. */
export type AdminProfilePatch = Partial<Pick<ProfileDoc, 'firstName' | 'lastName' | 'position' | 'email' | 'phone' | 'hideDetails'>> & { status?: 'completed' | 'estimated' }

export type AdminProfileResult = { ok: true; profile: ProfileDoc } | { ok: false; error: 'profileNotFound' | 'profileDeleted' | 'profileStatusRefused' | 'profileNotCompleted' }

const OPTIONAL_FIELDS = ['position', 'email', 'phone'] as const

/**
 * The fields an administrator may fix. A blank optional field is removed. `status` cancels a
 * confirmation (SPEC §4): only an approved profile, whose final scores go with it.
 */
export async function updateProfileByAdministrator(ctx: StoreCtx, id: string, patch: AdminProfilePatch, now = new Date()): Promise<AdminProfileResult> {
  const profile = await findProfileForAdministrator(ctx, id)
  if (!profile) return { ok: false, error: 'profileNotFound' }
  if (profile.status === 'deleted') return { ok: false, error: 'profileDeleted' }
  if (patch.status && profile.status !== 'approved') return { ok: false, error: 'profileStatusRefused' }
  const $set: Record<string, unknown> = { updatedAt: now }
  const $unset: Record<string, true> = {}
  for (const [field, value] of Object.entries(patch)) {
    if (value === undefined) continue
    if ((OPTIONAL_FIELDS as readonly string[]).includes(field) && value === '') $unset[field] = true
    else $set[field] = value
  }
  if (patch.status) Object.assign($unset, { finalScore: true, finalScorePrecise: true })
  // Conditional on the status read, so a racing delete or estimation is not overwritten.
  const updated = await profilesOf(ctx).updateOne({ _id: id, status: profile.status }, Object.keys($unset).length ? { $set, $unset } : { $set })
  return updated ? { ok: true, profile: updated } : { ok: false, error: 'profileStatusRefused' }
}

/** Soft deletion, as an owner's (status deleted; the owner's lists and share link lose it). Resolves the ids deleted. */
export async function deleteProfilesByAdministrator(ctx: StoreCtx, ids: string[], now = new Date()): Promise<string[]> {
  const deleted: string[] = []
  for (const id of new Set(ids.filter(isId))) {
    const done = await profilesOf(ctx).updateOne(
      { _id: id, status: { $ne: 'deleted' } },
      { $set: { status: 'deleted' satisfies ProfileStatus, questionnaireState: 'deleted', deletedAt: now, updatedAt: now } }
    )
    if (done) deleted.push(id)
  }
  return deleted
}

export type FinalScore = { finalScore: QuickScore } | { finalScorePrecise: PreciseScore }

/** The administrator's final score or final precise score: the profile becomes approved. Only a filled questionnaire can be rated. */
export async function setFinalScore(ctx: StoreCtx, id: string, score: FinalScore, now = new Date()): Promise<AdminProfileResult> {
  const profile = await findProfileForAdministrator(ctx, id)
  if (!profile) return { ok: false, error: 'profileNotFound' }
  if (profile.status === 'deleted') return { ok: false, error: 'profileDeleted' }
  if (profile.questionnaireState !== 'ack_a') return { ok: false, error: 'profileNotCompleted' }
  const updated = await profilesOf(ctx).updateOne(
    { _id: id, status: { $ne: 'deleted' }, questionnaireState: 'ack_a' },
    { $set: { ...score, status: 'approved' satisfies ProfileStatus, updatedAt: now } }
  )
  return updated ? { ok: true, profile: updated } : { ok: false, error: 'profileDeleted' }
}

/** The completed profiles that filled this questionnaire version, still in use: what a recalculation re-scores. */
export async function profileIdsOfQuestionnaire(ctx: StoreCtx, questionnaireId: string): Promise<string[]> {
  // Each is read whole by the store; a tenant's profiles are counted in thousands, not millions.
  return (await profilesOf(ctx).find(filledWith(questionnaireId), { sort: { _id: 1 } })).map((p) => p._id)
}

/**
 * Scores one profile again through the profiles scoring job's own handler, so a recalculation uses
 * whatever scorer new profiles get. Resolves false when the profile could not be scored.
 */
export async function rescoreProfile(ctx: { services: { store: DocumentStore }; tenant: { _id: string } }, profileId: string): Promise<boolean> {
  try {
    await scoreProfileHandler({ tenantId: ctx.tenant._id, profileId }, { services: ctx.services, attempt: 1, progress: async () => {} })
    return true
  } catch {
    return false
  }
}
