// Indexes of the questionnaires collection (plain data: module.ts reads it at build time).
import { tenantIndex } from '#app/store/indexes'
import type { IndexDef } from '#app/store/types'

export const QUESTIONNAIRES = 'questionnaires'

export const questionnaireIndexes: IndexDef[] = [
  // One document per version of a key in a tenant: two writers racing for the next version cannot both win.
  tenantIndex(QUESTIONNAIRES, { key: 1, version: 1 }, { unique: true }),
]
