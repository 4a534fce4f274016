// A copy's start day (ADR 030): given, from the summon day and the team's past days, or the original's.
import { describe, expect, it } from 'vitest'
import { copyStartDay } from './copy-days'

const team = (pastDays: number) => ({ startDay: '2026-11-01', scene: { pastDays } })

describe('copyStartDay', () => {
  it('takes the start day given, else the summon day plus the past days, else the original start', () => {
    expect(copyStartDay(team(365), { startDay: '2027-03-01' })).toBe('2027-03-01')
    expect(copyStartDay(team(365), { summonDay: '2026-02-01' })).toBe('2027-02-01')
    expect(copyStartDay(team(0), { summonDay: '2026-05-01' })).toBe('2026-05-01')
    expect(copyStartDay(team(730), {})).toBe('2026-11-01')
  })

  it('refuses a summon day that leads to no first of a month, or is no date at all', () => {
    // 365 days after 2027-03-01 is 2028-02-29 (a leap year): not a first of a month.
    expect(copyStartDay(team(365), { summonDay: '2027-03-01' })).toBeNull()
    expect(copyStartDay(team(0), { summonDay: '2026-05-02' })).toBeNull()
    expect(copyStartDay(team(0), { summonDay: '2026-99-99' })).toBeNull()
    // Date reads February 29 of 2026 as March 1, a first of a month: still no real day.
    expect(copyStartDay(team(0), { summonDay: '2026-02-29' })).toBeNull()
  })
})
