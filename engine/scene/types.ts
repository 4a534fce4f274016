// The scene as the owner edits it and as it is stored (SPEC §3 'Scene model', §4 rules).
// Day indices are absolute: day 0 is the first past day, day `pastDays` is the first scene day,
// `pastDays + sceneDays - 1` the last. An event `date` uses the same index.

import type { PersonInput } from '../traits'

export type ActorEventType = 'join' | 'dismiss' | 'rejoin' | 'm_rank' | 'm_disrank' | 'l_rank' | 'l_disrank'

export interface ActorEvent {
  type: ActorEventType
  date: number
  value?: number
  /** When the owner made the change (ms since epoch): orders events of the same date. */
  timestamp: number
}

/** employee 0, lead (manager1) 1, manager (manager2) 2. */
export type Role = 0 | 1 | 2
export const ROLE_EMPLOYEE: Role = 0
export const ROLE_LEAD: Role = 1
export const ROLE_MANAGER: Role = 2

export type InteractionMode = 'office' | 'remote'

/** SPEC §9. */
export const INTENSITY_OPTIONS = [0.5, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10] as const
export const DEFAULT_INTERACTION: { mode: InteractionMode; hours: number } = { mode: 'office', hours: 5 }
export const WEEKLY_HOURS_WARNING = 50
export const SCENE_DAYS = 365
export const MAX_PAST_DAYS = 730
export const YEAR_INTERVAL = 364

export interface SceneActor {
  id: string
  firstName: string
  lastName: string
  gender?: 'male' | 'female'
  position?: string
  avatarName?: string
  isShort?: boolean
  events: ActorEvent[]
  interactionType: InteractionMode
  interactionIntensive: number
  satisfaction?: number
  /** Scores of the profile behind the actor. */
  person: PersonInput
}

/** One pair's setting on one day. `a` < `b` (actor ids compared as strings). */
export interface Interaction {
  a: string
  b: string
  mode: InteractionMode
  hours: number
}

export interface SceneDay {
  /** Actor id holding the rank that day, if any. */
  lead?: string
  manager?: string
  interactions: Interaction[]
}

export interface Scene {
  /** 0 (new team), 365 (1 year) or 730 (2 years). */
  pastDays: number
  sceneDays: number
  actors: SceneActor[]
  /** days.length === pastDays + sceneDays. */
  days: SceneDay[]
}
