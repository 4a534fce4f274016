// The profiles this module reads, through what the profiles module exports. Assignment needs the
// tenant's completed profiles by admin status; the pages need a few profiles by id.
import { listProfilesForEstimation, type ProfileDoc } from '#modules/profiles/index.server'
import type { StoreCtx } from './estimations.repo.server'

export interface Candidate {
  _id: string
  /** When the profile was completed (ms): the longest waiting go first. */
  waitingSince: number
}

export async function profilesOfStatus(ctx: StoreCtx, statuses: string[]): Promise<Candidate[]> {
  const found = await listProfilesForEstimation(ctx, { statuses })
  return found.map((p) => ({ _id: p._id, waitingSince: (p.completedAt ?? p.createdAt).getTime() }))
}

/** The profiles of these ids that are not deleted, by id. */
export async function liveProfilesById(ctx: StoreCtx, ids: string[]): Promise<Map<string, ProfileDoc>> {
  const found = await listProfilesForEstimation(ctx, { ids })
  return new Map(found.map((p) => [p._id, p]))
}

/** One live profile by id (the caller has checked the assignment). */
export async function findAssignedProfileDoc(ctx: StoreCtx, id: string): Promise<ProfileDoc | null> {
  return (await liveProfilesById(ctx, [id])).get(id) ?? null
}
