// Indexes of the p2p module (plain data: module.ts reads it at build time).
import type { IndexDef } from '#app/store/types'
import { tenantIndex } from '#app/store/indexes'

export const PAIRS = 'p2p_requests'
/** Shared results (ADR 042): one snapshot per link. */
export const SHARES = 'p2p_shares'

export const pairIndexes: IndexDef[] = [
  // The owner's list, by last change.
  tenantIndex(PAIRS, { ownerId: 1, updatedAt: -1 }),
  // A shared result is opened by its key; the owner's page finds a pair's link.
  tenantIndex(SHARES, { key: 1 }, { unique: true }),
  tenantIndex(SHARES, { ownerId: 1, pairId: 1 }),
]
