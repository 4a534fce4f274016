// The administrator's profile list choices (SPEC §2, §4; ADR 035): plain values, browser-safe.
export const ADMIN_PROFILE_FILTERS = ['all', 'estimated', 'approved', 'skipNormal', 'skipSuspicious', 'deleted'] as const
export type AdminProfileFilter = (typeof ADMIN_PROFILE_FILTERS)[number]
export const ADMIN_PROFILE_SORTS = ['createdAt', 'updatedAt', 'completedAt', 'firstName', 'lastName', 'status'] as const
export type AdminProfileSort = (typeof ADMIN_PROFILE_SORTS)[number]
