import { describe, expect, it } from 'vitest'
import { ageFrom, birthDateToIso } from './birth-date'

describe('birthDateToIso', () => {
  it('sends a birth date as ISO midnight UTC', () => {
    expect(birthDateToIso(1990, 7, 15)).toBe('1990-07-15T00:00:00.000Z')
  })

  it('reads digit strings as a form sends them, with padding or spaces', () => {
    expect(birthDateToIso('1990', '07', ' 5 ')).toBe('1990-07-05T00:00:00.000Z')
  })

  it('accepts 29 February in a leap year only', () => {
    expect(birthDateToIso(2000, 2, 29)).toBe('2000-02-29T00:00:00.000Z')
    expect(birthDateToIso(1900, 2, 29)).toBeNull()
    expect(birthDateToIso(2023, 2, 29)).toBeNull()
  })

  it('rejects impossible days instead of rolling them over', () => {
    expect(birthDateToIso(1990, 2, 30)).toBeNull()
    expect(birthDateToIso(1990, 4, 31)).toBeNull()
    expect(birthDateToIso(1990, 13, 1)).toBeNull()
    expect(birthDateToIso(1990, 0, 10)).toBeNull()
    expect(birthDateToIso(1990, 5, 0)).toBeNull()
  })

  it('rejects what is not a whole number, and years an ISO string cannot hold plainly', () => {
    expect(birthDateToIso(1990.5, 1, 1)).toBeNull()
    expect(birthDateToIso('1990', '1.5', '1')).toBeNull()
    expect(birthDateToIso('', 1, 1)).toBeNull()
    expect(birthDateToIso(null, 1, 1)).toBeNull()
    expect(birthDateToIso(['1990'], 1, 1)).toBeNull()
    expect(birthDateToIso(-5, 1, 1)).toBeNull()
    expect(birthDateToIso(999, 1, 1)).toBeNull()
    expect(birthDateToIso(10000, 1, 1)).toBeNull()
  })
})

describe('ageFrom', () => {
  const birth = '1990-07-15T00:00:00.000Z'

  it('counts full years: the birthday itself adds the year', () => {
    expect(ageFrom(birth, new Date('2026-07-14T23:59:59Z'))).toBe(35)
    expect(ageFrom(birth, new Date('2026-07-15T00:00:00Z'))).toBe(36)
  })

  it('counts a month not yet reached as a year not yet full', () => {
    expect(ageFrom(birth, new Date('2026-03-20T12:00:00Z'))).toBe(35)
    expect(ageFrom(birth, new Date('2026-11-01T12:00:00Z'))).toBe(36)
  })

  it('is 0 on the day of birth and null before it', () => {
    expect(ageFrom(birth, new Date('1990-07-15T10:00:00Z'))).toBe(0)
    expect(ageFrom(birth, new Date('1990-07-14T10:00:00Z'))).toBeNull()
  })

  it('a 29 February birthday turns a year older on 1 March in other years', () => {
    const leap = '2000-02-29T00:00:00.000Z'
    expect(ageFrom(leap, new Date('2023-02-28T12:00:00Z'))).toBe(22)
    expect(ageFrom(leap, new Date('2023-03-01T00:00:00Z'))).toBe(23)
  })

  it('is null for an unreadable date', () => {
    expect(ageFrom('not a date', new Date())).toBeNull()
    expect(ageFrom(birth, new Date('nope'))).toBeNull()
  })
})
