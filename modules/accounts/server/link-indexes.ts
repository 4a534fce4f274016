// Indexes of the one-time links collection (plain data: module.ts reads it at build time).
import type { IndexDef } from '#app/store/types'

export const linkIndexes: IndexDef[] = [
  { collection: 'links', fields: { tenantId: 1, tokenHash: 1 }, unique: true },
  // Used and expired links are of no use after a month; the store drops them.
  { collection: 'links', fields: { createdAt: 1 }, expireAfterSeconds: 30 * 24 * 3600 },
]
