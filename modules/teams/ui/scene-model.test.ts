// Day indices and calendar dates of the editor's timeline, day 0 being the summon day.
import { describe, expect, it } from 'vitest'
import { dateOfDay, dayOfDate } from './scene-model'

describe('dayOfDate', () => {
  it('turns a real day into its index, either side of the summon day', () => {
    expect(dayOfDate('2024-11-01', '2024-11-01')).toBe(0)
    expect(dayOfDate('2024-11-01', '2026-02-28')).toBe(484)
    expect(dayOfDate('2024-11-01', '2024-10-31')).toBe(-1)
    expect(dateOfDay('2024-11-01', 484)).toBe('2026-02-28')
  })

  it('finds no day in a date the calendar does not have, rather than the one Date rolls it over to', () => {
    for (const date of ['2026-02-30', '2026-02-29', '2026-04-31', '2026-13-01', '2026-2-3', 'soon', '']) expect(dayOfDate('2024-11-01', date), date).toBeNull()
  })
})
