// The profile's admin status as estimators move it (SPEC §3/§4 admin statuses; ADR 034). The
// administrator's own moves (approved, deleted) are the administration module's. Each event names
// the statuses it may leave, so a late rating never undoes an approval or a deletion.
import { isId } from '#app/store/ids'
import { profilesOf, type ProfileDoc, type ProfileStatus, type StoreCtx } from './profiles.repo.server'

/** rated: a quick or precise score was saved; postponed: skip normal; suspicious: skip suspicious. */
export type EstimatorEvent = 'rated' | 'postponed' | 'suspicious'

const MOVES: Record<EstimatorEvent, { to: ProfileStatus; from: ProfileStatus[] }> = {
  rated: { to: 'estimated', from: ['completed', 'skipped'] },
  postponed: { to: 'skipped', from: ['completed'] },
  // Suspicion outranks a rating: the administrator should look before the profile trains a model.
  suspicious: { to: 'suspicious', from: ['completed', 'skipped', 'estimated'] },
}

/**
 * Moves the profile's status for the event when its current status allows it. Returns the profile
 * as it now is (changed or not), or null when the tenant has no such profile.
 */
export async function markProfileStatus(ctx: StoreCtx, profileId: string, event: EstimatorEvent, now = new Date()): Promise<ProfileDoc | null> {
  if (!isId(profileId)) return null
  const move = MOVES[event]
  const moved = await profilesOf(ctx).updateOne({ _id: profileId, status: { $in: move.from } }, { $set: { status: move.to, updatedAt: now } })
  return moved ?? profilesOf(ctx).findOne({ _id: profileId })
}

/**
 * Completed profiles for the estimation module: by admin status (a batch's candidates) or by id
 * (an estimator's list). Never deleted ones, never an empty questionnaire. Bounded by `limit`.
 */
export function listProfilesForEstimation(ctx: StoreCtx, { statuses, ids, limit = 5000 }: { statuses?: string[]; ids?: string[]; limit?: number }): Promise<ProfileDoc[]> {
  const filter: Record<string, unknown> = { questionnaireState: 'ack_a', status: { $nin: ['deleted', 'empty'] } }
  if (statuses) filter.status = { $in: statuses.filter((s) => s !== 'deleted' && s !== 'empty') }
  if (ids) filter._id = { $in: ids.filter(isId) }
  return profilesOf(ctx).find(filter, { sort: { completedAt: 1, _id: 1 }, limit })
}
