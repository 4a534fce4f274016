// The comparison's limits as plain data: pages import them without zod or engine code (ADR 018).
// The engine's maximum is copied, not imported, so no engine code reaches a page's bundle;
// options.test.ts holds them equal.

/** The engine's maximum of teams side by side (engine/compare MAX_COMPARED_TEAMS). */
export const MAX_COMPARED_TEAMS = 4
/** A comparison needs at least two teams: one team alone is the team's own result. */
export const MIN_COMPARED_TEAMS = 2
/** Earlier comparisons the page lists (the newest first); the API lists as many. */
export const COMPARISONS_LISTED = 20
/** Teams offered for choosing on the page: 'unlimited' allows 20 (catalogue UNLIMITED_TEAMS). */
export const TEAMS_OFFERED = 50
