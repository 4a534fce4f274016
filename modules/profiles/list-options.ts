// The profile list's choices and sizes: plain values, no zod, so the list page can show its filters
// and sort options without loading the schemas (ADR 018). schemas.ts validates queries against them.
import { MAX_LENGTH } from '#app/validation/limits'

export const PROFILE_FILTERS = ['all', 'empty', 'approved'] as const
export type ProfileFilter = (typeof PROFILE_FILTERS)[number]
export const PROFILE_SORTS = ['createdAt', 'updatedAt'] as const
export type ProfileSort = (typeof PROFILE_SORTS)[number]
export const SORT_ORDERS = ['asc', 'desc'] as const
export type SortOrder = (typeof SORT_ORDERS)[number]

/** docs/decisions/010-profiles-list.md: 10 a page (SPEC §9 lists 10 among the sizes seen), at most 100. */
export const DEFAULT_PAGE_SIZE = 10
export const MAX_PAGE_SIZE = 100
/** Longer searches are cut: nobody's name is longer, and a huge pattern only costs the server. */
export const MAX_SEARCH_LENGTH = MAX_LENGTH.search
