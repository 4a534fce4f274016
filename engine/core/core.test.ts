import { describe, expect, it } from 'vitest'
import { clamp, clampPercent, clampSigned } from './clamp'
import { dayBase, directionKey, hashString, shock } from './prng'
import { bandOf, quantileSorted } from './quantiles'
import { moodBand } from './bands'
import { createProgress, PHASE, type Progress } from './progress'
import { contact, moodContact, staticPower, gradeOf } from './model'

describe('clamps', () => {
  it('keep attitudes and moods on -100..100 and percents on 0..100', () => {
    expect([clampSigned(-150), clampSigned(42), clampSigned(101)]).toEqual([-100, 42, 100])
    expect([clampPercent(-1), clampPercent(55), clampPercent(1e9)]).toEqual([0, 55, 100])
    expect(clamp(5, 0, 3)).toBe(3)
  })
})

describe('seeded shocks', () => {
  it('are a pure function of seed, stream, replicate, day and key', () => {
    const k = hashString('actor-1')
    expect(shock(dayBase(7, 1, 2, 3), k)).toBe(shock(dayBase(7, 1, 2, 3), k))
    expect(shock(dayBase(7, 1, 2, 3), k)).not.toBe(shock(dayBase(8, 1, 2, 3), k))
    expect(shock(dayBase(7, 1, 2, 3), k)).not.toBe(shock(dayBase(7, 2, 2, 3), k))
    expect(shock(dayBase(7, 1, 2, 3), k)).not.toBe(shock(dayBase(7, 1, 2, 4), k))
    expect(directionKey(1, 2)).not.toBe(directionKey(2, 1))
  })

  it('have mean 0, variance 1 and stay within ±√3', () => {
    const xs = Array.from({ length: 20000 }, (_, i) => shock(dayBase(1, 1, 0, i), hashString('x')))
    const mean = xs.reduce((s, x) => s + x, 0) / xs.length
    const variance = xs.reduce((s, x) => s + (x - mean) ** 2, 0) / xs.length
    expect(Math.abs(mean)).toBeLessThan(0.03)
    expect(Math.abs(variance - 1)).toBeLessThan(0.05)
    expect(Math.max(...xs.map(Math.abs))).toBeLessThanOrEqual(Math.sqrt(3))
  })
})

describe('bands', () => {
  it('median and 10-90 % band interpolate between order statistics', () => {
    expect(quantileSorted([0, 10], 0.5)).toBe(5)
    // Positions q·(n+1) (1-based): with 11 values p10 sits at 1.2, p90 at 10.8, the median at 6.
    const band = bandOf([5, 1, 4, 2, 3, 6, 7, 8, 9, 10, 11])
    expect(band.median).toBe(6)
    expect(band.p10).toBeCloseTo(1.2, 12)
    expect(band.p90).toBeCloseTo(10.8, 12)
    // Beyond the ends the extreme values hold.
    expect(bandOf([1, 2, 3])).toEqual({ median: 2, p10: 1, p90: 3 })
    expect(bandOf([3])).toEqual({ median: 3, p10: 3, p90: 3 })
  })

  it('mood bands follow SPEC §3, each shared edge in the band nearer zero', () => {
    expect([-100, -80.01, -80, -21, -20, 0, 19.9, 20, 20.01, 79, 80, 80.01, 100].map(moodBand)).toEqual([
      'DEPRESSED',
      'DEPRESSED',
      'BAD',
      'BAD',
      'ANXIOUS',
      'ANXIOUS',
      'ANXIOUS',
      'ANXIOUS',
      'GOOD',
      'GOOD',
      'GOOD',
      'EXCELLENT',
      'EXCELLENT',
    ])
  })
})

describe('progress', () => {
  it('only moves forward and maps phases onto the loader ranges', () => {
    const seen: Progress[] = []
    const report = createProgress((p) => seen.push(p))
    report(PHASE.start)
    report(PHASE.units, 0.5)
    report(PHASE.init, 1)
    report(PHASE.units, 0.2)
    report(PHASE.transfer)
    report(PHASE.done)
    // init after units is ignored; units at a lower fraction repeats 43 and is not sent again.
    expect(seen).toEqual([
      { phase: 0, percent: 0 },
      { phase: 2, percent: 43 },
      { phase: 4, percent: 85 },
      { phase: 5, percent: 100 },
    ])
  })
})

describe('static model', () => {
  it('contact grows with hours, saturates, and counts a remote hour as 0.75 of an office hour', () => {
    expect(contact(0, 'office')).toBe(0)
    expect(contact(5, 'office')).toBe(0.5)
    expect(contact(10, 'office')).toBeGreaterThan(contact(5, 'office'))
    expect(contact(10, 'remote')).toBeCloseTo(contact(7.5, 'office'), 12)
    expect(moodContact(10, 'remote')).toBeCloseTo((2 / 3) * contact(10, 'remote'), 12)
  })

  it('power rises with P, K and grade; the grade falls back to K', () => {
    const p = { id: 'x', K: 50, P: 50, L: 50, mood: 0 }
    expect(staticPower({ ...p, P: 60 })).toBeGreaterThan(staticPower(p))
    expect(staticPower({ ...p, grade: 'senior+' })).toBeGreaterThan(staticPower({ ...p, grade: 'junior' }))
    expect(gradeOf({ ...p, K: 100 })).toBe('senior+')
    expect(gradeOf({ ...p, K: 0 })).toBe('junior')
  })
})
