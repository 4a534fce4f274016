// What other modules may use of profiles anywhere (browser-safe): the list's vocabulary and the
// form schemas. Server functions are in index.server.ts.
export {
  PROFILE_FILTERS,
  PROFILE_SORTS,
  SORT_ORDERS,
  DEFAULT_PAGE_SIZE,
  MAX_PAGE_SIZE,
  profileFields,
  profileFormSchema,
  newProfileSchema,
  listQuerySchema,
  type ProfileFilter,
  type ProfileSort,
  type SortOrder,
  type ListQuery,
} from './schemas'
export type { ProfileView } from './server/view'
export type { QuestionnaireState, ProfileStatus } from './server/profiles.repo.server'
export { RATING_LINES, quickScoreSchema, preciseScoreSchema, preciseOf, type RatingLine, type QuickScore, type PreciseScore } from './ratings'
export { ADMIN_PROFILE_FILTERS, ADMIN_PROFILE_SORTS, type AdminProfileFilter, type AdminProfileSort } from './admin-options'
