// Closing an owner's account, by the owner (settings, DELETE /self) or by an administrator: one way
// for every path. The settings page promises «анкеты, команды и история будут удалены».
import type { AppContext } from '#app/context'
import { cancelSubscriptionsOfDeleted } from '#modules/billing/index.server'
import { deleteProfilesOfOwner } from '#modules/profiles/index.server'
import { eraseOwnerTeams } from '#modules/teams/index.server'
import { eraseOwnerPairs } from '#modules/p2p/index.server'
import { eraseOwnerComparisons } from '#modules/compare/index.server'
import { eraseOwnerHistory } from '#modules/history/index.server'
import { deleteAccount, type Account } from './accounts.server'

/**
 * In this order: the subscriptions are cancelled at once (nobody could sign in to cancel them
 * afterwards, and an overdue invoice must not be collected after the account is gone); the owner's
 * profiles are deleted as «Удалить анкету» deletes one (other owners who added them see them
 * deleted); their teams, pair checks (and shared results), comparisons and history go; then the
 * account becomes a tombstone and its sessions end. Payments stay: they are the books.
 */
export async function closeOwnerAccount(ctx: AppContext, owner: Account): Promise<void> {
  await cancelSubscriptionsOfDeleted(ctx, owner._id)
  await deleteProfilesOfOwner(ctx, owner._id)
  await eraseOwnerTeams(ctx, owner._id)
  await eraseOwnerPairs(ctx, owner._id)
  await eraseOwnerComparisons(ctx, owner._id)
  await eraseOwnerHistory(ctx.services, { tenantId: ctx.tenant._id, ownerId: owner._id })
  await deleteAccount(ctx, 'owner', owner)
}
