// How often a run job stops computing a team to let its thread answer others (ADR 050): 8 times for a team of up to
// about 50 people, more as the team grows, never more than once a day.
import { describe, expect, it } from 'vitest'
import { allPairsInput } from '#engine/index'
import { stopsFor, UPDATES_PER_STOP } from './engine-stops.server'

describe('stopsFor', () => {
  it('stops 8 times for small teams, in proportion to the work for large ones, at most once a day', () => {
    expect(stopsFor(allPairsInput(5, 730, 365), 32)).toBe(8)
    expect(stopsFor(allPairsInput(40, 730, 365), 32)).toBe(8)
    const large = allPairsInput(200, 730, 365)
    const stops = stopsFor(large, 32)
    expect(stops).toBe(Math.ceil((large.pairs.length * 32 * 1095) / UPDATES_PER_STOP))
    expect(stops).toBeGreaterThan(100)
    // 1,000 people: more work a day than a stop's worth, so once a day.
    expect(stopsFor(allPairsInput(1000, 0, 60), 32)).toBe(60)
    expect(stopsFor(allPairsInput(3, 0, 5), 32)).toBe(8)
  })
})
