// The teams module's choices and limits as plain data (SPEC §3, §5, §9): pages import them without
// zod or server code (ADR 018).
// The engine's values are copied, not imported, so no engine code reaches a page's bundle;
// options.test.ts holds them equal.

/** SPEC §3 'lifespan (new, 1 year, 2 years)': how long the team has worked together before the forecast starts. */
export const LIFESPANS = ['new', '1y', '2y'] as const
export type Lifespan = (typeof LIFESPANS)[number]
export const PAST_DAYS_OF: Record<Lifespan, number> = { new: 0, '1y': 365, '2y': 730 }

/** SPEC §9 'Minimum team size; initial team': 2 specialists. */
export const MIN_TEAM_SIZE = 2
/** The most people one team holds: the engine's limit for a page-sized simulation (50 actors, bench:team). */
export const MAX_TEAM_SIZE = 50
/** Longest title, in characters. */
export const TITLE_MAX = 120
/**
 * The years a team's days may fall in (start month, summon day): the form offers a year either side
 * of now; the API may reach further, but not to year 1 or 9999, whose day arithmetic (two past years,
 * a scene year) leaves the calendar: a summon day of «-000001-01».
 */
export const TEAM_YEARS = { min: 2000, max: 2099 } as const

/** SPEC §3 'Scene sorting' and §9 'Default scene settings: sort by actor added, descending; tips shown'. */
export const SCENE_SORTS = ['power', 'weight', 'rating', 'addedAt', 'resource'] as const
export type SceneSort = (typeof SCENE_SORTS)[number]
export const SORT_ORDERS = ['asc', 'desc'] as const
export type SortOrder = (typeof SORT_ORDERS)[number]
/** SPEC §3 'Rating display mode: rating or percent'. */
export const RATING_MODES = ['rating', 'percent'] as const
export type RatingMode = (typeof RATING_MODES)[number]

export interface TeamSettings {
  sceneSort: SceneSort
  sortOrder: SortOrder
  ratingMode: RatingMode
  showSceneCardTips: boolean
  showSceneIndicatorTips: boolean
}

export const DEFAULT_SETTINGS: TeamSettings = { sceneSort: 'addedAt', sortOrder: 'desc', ratingMode: 'rating', showSceneCardTips: true, showSceneIndicatorTips: true }

/** SPEC §9: interaction modes, hours a week, the default, and the weekly total past which the page warns. */
export const INTERACTION_MODES = ['office', 'remote'] as const
export type InteractionModeName = (typeof INTERACTION_MODES)[number]
export const HOURS_OPTIONS = [0.5, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10] as const
export const DEFAULT_MODE: InteractionModeName = 'office'
export const DEFAULT_HOURS = 5
export const WEEKLY_HOURS_WARNING = 50
/** SPEC §3: a scene of 365 days after up to 730 past days. */
export const SCENE_DAYS = 365

/** Teams per page of /owner/teams and GET /scenes (default limit). */
export const TEAMS_PAGE_SIZE = 10

/** The scene editor's address: /owner/team/{id}. */
export const TEAM_PAGE = '/owner/team'
