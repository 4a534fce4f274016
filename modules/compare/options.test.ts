// The page's copy of the engine's maximum stays equal to the engine's own.
import { describe, expect, it } from 'vitest'
import { MAX_COMPARED_TEAMS as ENGINE_MAX } from '#engine/index'
import { MAX_COMPARED_TEAMS, MIN_COMPARED_TEAMS } from './options'

describe('compare options', () => {
  it("take up to the engine's maximum of teams, at least two", () => {
    expect(MAX_COMPARED_TEAMS).toBe(ENGINE_MAX)
    expect(MIN_COMPARED_TEAMS).toBe(2)
  })
})
