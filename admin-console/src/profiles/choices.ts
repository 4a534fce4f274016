// Profile filters and admin statuses (SPEC §2/§4; docs/administrator-api.md), labels in src/i18n.
export const PROFILE_FILTERS = ['all', 'estimated', 'approved', 'skipNormal', 'skipSuspicious', 'deleted'].map((id) => ({ id, name: `rapport.profiles.filter.${id}` }))
export const PROFILE_STATUSES = ['empty', 'completed', 'estimated', 'skipped', 'suspicious', 'approved', 'deleted'].map((id) => ({ id, name: `rapport.profiles.status.${id}` }))
/** SPEC §3 lines: competencies K, professionalism P, maturity L. */
export const LINES = ['K', 'P', 'L'] as const
export const GENDERS = ['male', 'female'].map((id) => ({ id, name: `rapport.profiles.gender.${id}` }))
