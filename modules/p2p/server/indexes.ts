// Indexes of the p2p module (plain data: module.ts reads it at build time).
import type { IndexDef } from '#app/store/types'
import { tenantIndex } from '#app/store/indexes'

export const PAIRS = 'p2p_requests'

export const pairIndexes: IndexDef[] = [
  // The owner's list, by last change.
  tenantIndex(PAIRS, { ownerId: 1, updatedAt: -1 }),
]
