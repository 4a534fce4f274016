// Building an empty scene and the small lookups every editing function needs.

import { SceneError } from './errors'
import { MAX_PAST_DAYS, SCENE_DAYS, type Scene, type SceneActor, type SceneDay } from './types'

/** Team lifespans of SPEC §3 as past days: new 0, one year 365, two years 730. */
export const LIFESPAN_PAST_DAYS = { new: 0, '1y': 365, '2y': MAX_PAST_DAYS } as const

export function emptyDays(count: number): SceneDay[] {
  return Array.from({ length: count }, () => ({ interactions: [] }))
}

export function createScene(options: { pastDays?: number; sceneDays?: number } = {}): Scene {
  const pastDays = options.pastDays ?? 0
  const sceneDays = options.sceneDays ?? SCENE_DAYS
  if (!Number.isInteger(pastDays) || pastDays < 0 || pastDays > MAX_PAST_DAYS) {
    throw new SceneError('day_out_of_range', `pastDays must be an integer in 0..${MAX_PAST_DAYS}`)
  }
  if (!Number.isInteger(sceneDays) || sceneDays < 1) throw new SceneError('day_out_of_range', 'sceneDays must be a positive integer')
  return { pastDays, sceneDays, actors: [], days: emptyDays(pastDays + sceneDays) }
}

export function totalDays(scene: Scene): number {
  return scene.pastDays + scene.sceneDays
}

/** Throws unless `date` is a whole day index on the scene's timeline. */
export function assertDay(scene: Scene, date: number): void {
  if (!Number.isInteger(date) || date < 0 || date >= totalDays(scene)) {
    throw new SceneError('day_out_of_range', `day ${date} is outside 0..${totalDays(scene) - 1}`)
  }
}

export function findActor(scene: Scene, actorId: string): SceneActor | undefined {
  return scene.actors.find((a) => a.id === actorId)
}

export function getActor(scene: Scene, actorId: string): SceneActor {
  const actor = findActor(scene, actorId)
  if (!actor) throw new SceneError('actor_not_found', `actor ${actorId} not found`)
  return actor
}

/**
 * The timestamp of the next event: one past every timestamp in the scene, or `now` if later.
 * A logical clock keeps the functions deterministic and still orders same-day events by the
 * order in which the owner made them; the platform may pass wall-clock `now`.
 */
export function nextTimestamp(scene: Scene, now = 0): number {
  let max = 0
  for (const a of scene.actors) for (const e of a.events) if (e.timestamp > max) max = e.timestamp
  return Math.max(max + 1, now)
}

/** Options every editing function that writes events accepts. */
export interface EditOptions {
  /** Wall-clock ms of the change; the event timestamp is never below the scene's last one + 1. */
  now?: number
}
