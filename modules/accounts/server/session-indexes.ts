// Indexes of the sessions collection (plain data: module.ts reads it at build time).
import type { IndexDef } from '#app/store/types'

export const sessionIndexes: IndexDef[] = [
  { collection: 'sessions', fields: { tenantId: 1, idHash: 1 }, unique: true },
  // Ending every session of an account (password change, deletion) looks them up by account.
  { collection: 'sessions', fields: { tenantId: 1, accountId: 1 } },
  // A session past its absolute timeout is of no use; the store drops it.
  { collection: 'sessions', fields: { expiresAt: 1 }, expireAfterSeconds: 0 },
]
