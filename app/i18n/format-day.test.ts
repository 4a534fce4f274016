import { describe, expect, it } from 'vitest'
import { formatDay, formatMoment } from './format-day'

describe('dates in running text', () => {
  it('write a day without the time and without «г.»', () => {
    expect(formatDay('2026-12-06T04:23:00Z', 'ru')).toBe('6 декабря 2026')
    expect(formatDay('2026-12-06T04:23:00Z', 'en')).toBe('6 December 2026')
  })

  it('write a moment in UTC and name the zone, in both languages', () => {
    expect(formatMoment('2026-12-06T04:23:00Z', 'ru')).toBe('6 декабря 2026 г. в 04:23 UTC')
    expect(formatMoment('2026-12-06T04:23:00Z', 'en')).toBe('December 6, 2026 at 4:23 AM UTC')
  })
})
