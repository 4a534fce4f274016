// Indexes of the estimation module (plain data: module.ts reads it at build time).
import type { IndexDef } from '#app/store/types'
import { tenantIndex } from '#app/store/indexes'

export const ESTIMATIONS = 'estimations'

export const estimationIndexes: IndexDef[] = [
  // One assignment per estimator and profile: a second batch can never hand the same profile twice.
  tenantIndex(ESTIMATIONS, { estimatorId: 1, profileId: 1 }, { unique: true }),
  // The estimator's list, newest assignment first.
  tenantIndex(ESTIMATIONS, { estimatorId: 1, assignedAt: -1 }),
  // A profile's raters (the administrator's view, the batch's raters-per-profile cap, training).
  tenantIndex(ESTIMATIONS, { profileId: 1 }),
]
