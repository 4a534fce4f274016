// Indexes of the compare module (plain data: module.ts reads it at build time).
import type { IndexDef } from '#app/store/types'
import { tenantIndex } from '#app/store/indexes'

/** Comparisons of 2 to 4 teams, each with its stored result (ADR 033). */
export const COMPARISONS = 'compare_requests'

export const compareIndexes: IndexDef[] = [
  // The owner's list, newest first.
  tenantIndex(COMPARISONS, { ownerId: 1, createdAt: -1 }),
]
