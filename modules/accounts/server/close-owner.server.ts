// Closing an owner's account, by the owner (settings, DELETE /self) or by an administrator: one way
// for every path. The settings page promises that profiles, teams and history go with the account.
import type { AppContext } from '#app/context'
import { stopRenewalOfDeleted } from '#modules/billing/index.server'
import { deleteProfilesOfOwner } from '#modules/profiles/index.server'
import { deleteAccount, type Account } from './accounts.server'

/**
 * In this order: the renewal stops (nobody could sign in to cancel it afterwards), the owner's
 * profiles are deleted (the people in them are seen by other owners and estimators, unlike teams,
 * pair checks and history, which only the owner could open), then the account becomes a tombstone
 * and its sessions end.
 */
export async function closeOwnerAccount(ctx: AppContext, owner: Account): Promise<void> {
  await stopRenewalOfDeleted(ctx, owner._id)
  await deleteProfilesOfOwner(ctx, owner._id)
  await deleteAccount(ctx, 'owner', owner)
}
