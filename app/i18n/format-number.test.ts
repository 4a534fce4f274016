import { describe, expect, it } from 'vitest'
import { formatNumber } from './format-number'

describe('formatNumber', () => {
  it('writes negatives with the true minus sign in both languages', () => {
    expect(formatNumber(-15, 'ru')).toBe('−15')
    expect(formatNumber(-15.5, 'en', { maximumFractionDigits: 1 })).toBe('−15.5')
    expect(formatNumber(-15.5, 'ru', { maximumFractionDigits: 1 })).toBe('−15,5')
  })

  it('signs values around zero, and −0 reads as 0', () => {
    expect([12, 0, -0, -3].map((v) => formatNumber(v, 'ru', { signed: true }))).toEqual(['+12', '0', '0', '−3'])
    expect(formatNumber(-0.2, 'en')).toBe('0')
  })

  it('uses the decimal comma in Russian and keeps the decimals asked for', () => {
    expect(formatNumber(1, 'ru', { minimumFractionDigits: 1 })).toBe('1,0')
    expect(formatNumber(1, 'en-GB', { minimumFractionDigits: 1 })).toBe('1.0')
    expect(formatNumber(72.46, 'ru-RU', { maximumFractionDigits: 1 })).toBe('72,5')
  })
})
