import { describe, expect, it } from 'vitest'
import { moodBand } from './mood'

describe('moodBand', () => {
  it('maps the SPEC bands, giving each shared edge to the band nearer zero', () => {
    expect(moodBand(-100)).toBe('DEPRESSED')
    expect(moodBand(-80.5)).toBe('DEPRESSED')
    expect(moodBand(-80)).toBe('BAD')
    expect(moodBand(-20.5)).toBe('BAD')
    expect(moodBand(-20)).toBe('ANXIOUS')
    expect(moodBand(0)).toBe('ANXIOUS')
    expect(moodBand(20)).toBe('ANXIOUS')
    expect(moodBand(20.5)).toBe('GOOD')
    expect(moodBand(80)).toBe('GOOD')
    expect(moodBand(80.5)).toBe('EXCELLENT')
    expect(moodBand(100)).toBe('EXCELLENT')
  })

  it('says UNCLEAR when the mood is unknown', () => {
    expect(moodBand(null)).toBe('UNCLEAR')
    expect(moodBand(undefined)).toBe('UNCLEAR')
    expect(moodBand(Number.NaN)).toBe('UNCLEAR')
  })

  it('treats values beyond the scale as its ends', () => {
    expect(moodBand(-250)).toBe('DEPRESSED')
    expect(moodBand(250)).toBe('EXCELLENT')
  })
})
