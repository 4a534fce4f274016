// What owners do with profiles: create, edit, delete, hide details, attach by share link, detach;
// and what the questionnaire pages do: save answers per step and complete (which queues scoring).
import type { Filter } from '#app/store/types'
import type { JobQueue } from '#jobs/types'
import { config as scoreJob } from '../jobs/score-profile.server'
import { useInvitationsOf } from './invitations.server'
import { profileFieldNames } from '../schemas'
import { findBySharelink, findProfile, insertProfile, profilesOf, visibleTo, type NewProfile, type ProfileDoc, type StoreCtx } from './profiles.repo.server'

export type { ProfileDoc } from './profiles.repo.server'

export interface JobsCtx extends StoreCtx {
  services: StoreCtx['services'] & { jobs: JobQueue }
}

/** A profile still in use (deleted ones are gone for everyone but the administrator). */
const alive = (p: ProfileDoc | null) => (p && p.status !== 'deleted' ? p : null)

export const isOwn = (p: ProfileDoc, ownerId: string) => p.ownerId === ownerId
export const isAttached = (p: ProfileDoc, ownerId: string) => (p.attachedOwnerIds ?? []).includes(ownerId)

export async function getProfile(ctx: StoreCtx, id: string): Promise<ProfileDoc | null> {
  return alive(await findProfile(ctx, id))
}

/** The owner's own profile, or one attached to their list through its share link. */
export async function getOwnedProfile(ctx: StoreCtx, ownerId: string, id: string): Promise<ProfileDoc | null> {
  const profile = alive(await findProfile(ctx, id))
  return profile && (isOwn(profile, ownerId) || isAttached(profile, ownerId)) ? profile : null
}

/**
 * The filled and scored profiles an owner may put into a pair or a team: their own and attached
 * ones (hidden details included: SPEC §2 keeps them usable), newest first, at most `limit`.
 */
export function listFilledProfiles(ctx: StoreCtx, ownerId: string, limit = 500): Promise<ProfileDoc[]> {
  return profilesOf(ctx).find(filledFor(ownerId), { sort: { createdAt: -1, _id: -1 }, limit })
}

/** How many profiles `listFilledProfiles` could offer: the dashboard's first step counts them. */
export function countFilledProfiles(ctx: StoreCtx, ownerId: string): Promise<number> {
  return profilesOf(ctx).count(filledFor(ownerId))
}

const filledFor = (ownerId: string): Filter => ({ $and: [visibleTo(ownerId), { questionnaireState: 'ack_a', scoring: 'done' }] })

/** Only the owner who created a profile changes it; an attached one is read-only. */
export async function getOwnProfile(ctx: StoreCtx, ownerId: string, id: string): Promise<ProfileDoc | null> {
  const profile = alive(await findProfile(ctx, id))
  return profile && isOwn(profile, ownerId) ? profile : null
}

export type ProfileInput = Omit<NewProfile, 'ownerId' | 'lastName'> & { lastName?: string }

/** A love tenant's profiles have no position (schemas.ts PROFILE_FIELD_NAMES): whatever a client sends for it is dropped. */
function withVariantFields<T extends { position?: unknown }>(ctx: StoreCtx, input: T): T {
  if ((profileFieldNames(ctx.tenant.variant) as readonly string[]).includes('position')) return input
  const { position: _dropped, ...rest } = input
  return rest as T
}

export function createProfile(ctx: StoreCtx, ownerId: string, input: ProfileInput): Promise<ProfileDoc> {
  return insertProfile(ctx, { ...withVariantFields(ctx, input), ownerId, lastName: input.lastName ?? '' })
}

export type ProfilePatch = Partial<Pick<ProfileDoc, 'firstName' | 'lastName' | 'position' | 'email' | 'phone' | 'hideDetails'>>

const OPTIONAL_FIELDS = ['position', 'email', 'phone'] as const

/** Changes the owner's own profile: a blank optional field is removed. Null when not theirs. */
export async function updateProfile(ctx: StoreCtx, ownerId: string, id: string, patch: ProfilePatch, now = new Date()): Promise<ProfileDoc | null> {
  if (!(await getOwnProfile(ctx, ownerId, id))) return null
  const $set: Record<string, unknown> = { updatedAt: now }
  const $unset: Record<string, true> = {}
  for (const [field, value] of Object.entries(withVariantFields(ctx, patch))) {
    if (value === undefined) continue
    if ((OPTIONAL_FIELDS as readonly string[]).includes(field) && value === '') $unset[field] = true
    else $set[field] = value
  }
  return profilesOf(ctx).updateOne({ _id: id, ownerId, status: { $ne: 'deleted' } }, Object.keys($unset).length ? { $set, $unset } : { $set })
}

/**
 * Deletes the owner's own profile for everyone: it leaves every list, and its share link then
 * answers shared_delete (SPEC §8). Kept as a record (status deleted) for the administrator.
 */
/** What «Удалить анкету» writes on a profile, one at a time or all of a closing account's. */
const deletedFields = (now: Date) => ({ status: 'deleted' as const, questionnaireState: 'deleted' as const, deletedAt: now, updatedAt: now })

export async function deleteProfile(ctx: StoreCtx, ownerId: string, id: string, now = new Date()): Promise<boolean> {
  if (!(await getOwnProfile(ctx, ownerId, id))) return false
  const done = await profilesOf(ctx).updateOne({ _id: id, ownerId, status: { $ne: 'deleted' } }, { $set: deletedFields(now) })
  return Boolean(done)
}

/**
 * An owner's account is closing: each of their own profiles is deleted as «Удалить анкету» deletes it
 * (other owners who added it then see it as deleted, estimators get it no more), and the profiles
 * they had added from others' links leave their list.
 */
export async function deleteProfilesOfOwner(ctx: StoreCtx, ownerId: string, now = new Date()): Promise<void> {
  await profilesOf(ctx).updateMany({ ownerId, status: { $ne: 'deleted' } }, { $set: deletedFields(now) })
  await profilesOf(ctx).updateMany({ attachedOwnerIds: ownerId }, { $pull: { attachedOwnerIds: ownerId } })
}

export type AttachResult = { ok: true; profile: ProfileDoc } | { ok: false; error: 'shared_exist' | 'shared_delete' | 'profileNotFound' }

/** Whether a share link can be attached by this owner, without attaching it. */
export async function checkAttach(ctx: StoreCtx, ownerId: string, sharelink: string): Promise<AttachResult> {
  const profile = await findBySharelink(ctx, sharelink)
  if (!profile) return { ok: false, error: 'profileNotFound' }
  if (profile.status === 'deleted') return { ok: false, error: 'shared_delete' }
  if (isOwn(profile, ownerId) || isAttached(profile, ownerId)) return { ok: false, error: 'shared_exist' }
  return { ok: true, profile }
}

/** Adds a shared profile to the owner's list (SPEC §8: shared_exist when already there or own; shared_delete when deleted). */
export async function attachProfile(ctx: StoreCtx, ownerId: string, sharelink: string): Promise<AttachResult> {
  const check = await checkAttach(ctx, ownerId, sharelink)
  if (!check.ok) return check
  // (No `$nin` guard on the array: NeDB and MongoDB read $nin on arrays differently. A racing
  // double attach at worst stores the id twice, and detach's $pull removes every copy.)
  const profile = await profilesOf(ctx).updateOne({ _id: check.profile._id, status: { $ne: 'deleted' } }, { $push: { attachedOwnerIds: ownerId } })
  return profile ? { ok: true, profile } : { ok: false, error: 'shared_exist' }
}

/** Removes an attached profile from the owner's list; their own profiles cannot be detached. */
export async function detachProfile(ctx: StoreCtx, ownerId: string, profile: ProfileDoc | null): Promise<boolean> {
  if (!profile || !isAttached(profile, ownerId)) return false
  const done = await profilesOf(ctx).updateOne({ _id: profile._id }, { $pull: { attachedOwnerIds: ownerId } })
  return Boolean(done)
}

export type ProfileDetails = Partial<Pick<ProfileDoc, 'firstName' | 'lastName' | 'birthDate' | 'age' | 'gender' | 'avatarName'>>

const DETAIL_FIELDS = ['firstName', 'lastName', 'birthDate', 'age', 'gender', 'avatarName'] as const

/** Saves one step's answers (merged into the earlier ones), so a person can stop and come back. */
export async function saveProfileAnswers(
  ctx: StoreCtx,
  profileId: string,
  answers: Record<string, unknown>,
  currentStep: string,
  details: ProfileDetails = {},
  now = new Date()
): Promise<ProfileDoc> {
  const profile = await getProfile(ctx, profileId)
  if (!profile) throw new Error('profileNotFound')
  const $set: Record<string, unknown> = {
    answers: { ...profile.answers, ...answers },
    currentStep,
    questionnaireState: 'answered',
    updatedAt: now,
  }
  for (const field of DETAIL_FIELDS) if (details[field] !== undefined) $set[field] = details[field]
  const saved = await profilesOf(ctx).updateOne({ _id: profileId, status: { $ne: 'deleted' } }, { $set })
  if (!saved) throw new Error('profileNotFound')
  return saved
}

/** The questionnaire is complete: the profile is filled, its invitations are used up, and scoring is queued. */
export async function completeProfileQuestionnaire(ctx: JobsCtx, profileId: string, questionnaireId: string, now = new Date()): Promise<ProfileDoc> {
  const saved = await profilesOf(ctx).updateOne(
    { _id: profileId, status: { $ne: 'deleted' } },
    { $set: { questionnaireState: 'ack_a', questionnaireId, status: 'completed', scoring: 'pending', completedAt: now, updatedAt: now } }
  )
  if (!saved) throw new Error('profileNotFound')
  await useInvitationsOf(ctx, profileId, now)
  await enqueueScoring(ctx, profileId)
  return saved
}

export async function enqueueScoring(ctx: JobsCtx, profileId: string) {
  await ctx.services.jobs.enqueue(scoreJob.name, { tenantId: ctx.tenant._id, profileId }, { jobId: `score-${ctx.tenant._id}-${profileId}` })
}
