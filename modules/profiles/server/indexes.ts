// Indexes of the profiles module (plain data: module.ts reads it at build time).
import type { IndexDef } from '#app/store/types'
import { tenantIndex } from '#app/store/indexes'

export const profileIndexes: IndexDef[] = [
  // The owner's list, newest first or by last change; attached profiles are found by attachedOwnerIds.
  tenantIndex('profiles', { ownerId: 1, createdAt: -1 }),
  tenantIndex('profiles', { ownerId: 1, updatedAt: -1 }),
  tenantIndex('profiles', { attachedOwnerIds: 1 }),
  tenantIndex('profiles', { permalink: 1 }, { unique: true }),
  tenantIndex('profiles', { sharelink: 1 }, { unique: true }),
  tenantIndex('profile_invitations', { tokenHash: 1 }, { unique: true }),
  tenantIndex('profile_invitations', { profileId: 1 }),
  // Used and expired invitations are of no use after a month; the store drops them.
  { collection: 'profile_invitations', fields: { createdAt: 1 }, expireAfterSeconds: 30 * 24 * 3600 },
]
