// Indexes of the flame module (plain data: module.ts reads it at build time).
import type { IndexDef } from '#app/store/types'
import { tenantIndex } from '#app/store/indexes'

export const FLAME_RESULTS = 'flame_results'

export const flameIndexes: IndexDef[] = [
  tenantIndex(FLAME_RESULTS, { key: 1 }, { unique: true }),
  // An owner's dashboard lists the results kept under the account's address.
  tenantIndex(FLAME_RESULTS, { savedEmail: 1, savedAt: -1 }),
]
