// The interaction's choices (SPEC §9), as plain data: the page imports them without zod (ADR 018).
export const INTERACTION_MODES = ['office', 'remote'] as const
export type InteractionModeName = (typeof INTERACTION_MODES)[number]

/** SPEC §9 'Interaction intensity options (hours/week)'. */
export const HOURS_OPTIONS = [0.5, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10] as const
/** SPEC §9 'Default interaction mode / intensity': office / 5 hours. */
export const DEFAULT_MODE: InteractionModeName = 'office'
export const DEFAULT_HOURS = 5

/** Checks per page of the pages' lists and the API's default limit (SPEC §9 lists 50 among its sizes; ADR 060). */
export const PAIR_PAGE_SIZE = 50
/** At most this many checks in one API answer, as the profiles API (ADR 010). */
export const MAX_PAIR_LIMIT = 100
