import { describe, expect, it } from 'vitest'
import { DEFAULT_INTERACTION, INTENSITY_OPTIONS, LIFESPAN_PAST_DAYS, SCENE_DAYS as ENGINE_SCENE_DAYS, WEEKLY_HOURS_WARNING as ENGINE_WARNING } from '#engine/scene/index'
import { DEFAULT_HOURS, DEFAULT_MODE, HOURS_OPTIONS, PAST_DAYS_OF, SCENE_DAYS, WEEKLY_HOURS_WARNING } from './options'

describe('the page copies of the engine scene constants', () => {
  it('equal the engine', () => {
    expect(PAST_DAYS_OF).toEqual(LIFESPAN_PAST_DAYS)
    expect([...HOURS_OPTIONS]).toEqual([...INTENSITY_OPTIONS])
    expect({ mode: DEFAULT_MODE, hours: DEFAULT_HOURS }).toEqual(DEFAULT_INTERACTION)
    expect(WEEKLY_HOURS_WARNING).toBe(ENGINE_WARNING)
    expect(SCENE_DAYS).toBe(ENGINE_SCENE_DAYS)
  })
})
