// The profiles this module reads, through what the profiles module exports. Assignment needs the
// tenant's completed profiles by admin status; the pages need a few profiles by id.
import { listProfilesForEstimation, type ProfileDoc } from '#modules/profiles/index.server'
import type { StoreCtx } from './estimations.repo.server'

/** One window of the tenant's completed profiles in these statuses, longest completed first. */
export async function profilesOfStatus(ctx: StoreCtx, statuses: string[], window: { skip: number; limit: number }): Promise<Array<{ _id: string }>> {
  const found = await listProfilesForEstimation(ctx, { statuses, ...window })
  return found.map((p) => ({ _id: p._id }))
}

/** The profiles of these ids that are not deleted, by id. */
export async function liveProfilesById(ctx: StoreCtx, ids: string[]): Promise<Map<string, ProfileDoc>> {
  const found = ids.length === 0 ? [] : await listProfilesForEstimation(ctx, { ids, limit: ids.length })
  return new Map(found.map((p) => [p._id, p]))
}

/** One live profile by id (the caller has checked the assignment). */
export async function findAssignedProfileDoc(ctx: StoreCtx, id: string): Promise<ProfileDoc | null> {
  return (await liveProfilesById(ctx, [id])).get(id) ?? null
}
