// The flame test's keying and scores for known answer sets (issue 14's unit tests): the 30
// statements, six per trait with three reverse-keyed, in an interleaved order; agreeing with
// everything lands in the middle; a trait's extremes score 0 and 100; percentiles follow the norms.
import { describe, expect, it } from 'vitest'
import { ITEMS, TRAITS } from './items'
import { missingItems, scoreAnswers, type Answers } from './scoring'
import { normalCdf, normsFrom, OWN_NORMS_MIN_RESULTS, percentileOf, PROVISIONAL_NORMS, spreadForSixItems } from './norms'
import en from './locales/en.json'
import ru from './locales/ru.json'

const all = (value: number): Answers => Object.fromEntries(ITEMS.map((i) => [i.id, value]))
/** The most of every trait: agree with its statements, disagree with its reversed ones. */
const most = (): Answers => Object.fromEntries(ITEMS.map((i) => [i.id, i.reverse ? 1 : 5]))

describe('flame items', () => {
  it('are 30 statements, six per trait, three of each trait reverse-keyed, never two of a trait in a row', () => {
    expect(ITEMS).toHaveLength(30)
    expect(new Set(ITEMS.map((i) => i.id)).size).toBe(30)
    for (const trait of TRAITS) {
      const mine = ITEMS.filter((i) => i.trait === trait)
      expect(mine).toHaveLength(6)
      expect(mine.filter((i) => i.reverse)).toHaveLength(3)
    }
    for (let i = 1; i < ITEMS.length; i++) expect(ITEMS[i].trait).not.toBe(ITEMS[i - 1].trait)
  })

  it('each has its text in English and Russian', () => {
    for (const item of ITEMS) {
      expect((en.items as Record<string, string>)[item.id]?.length).toBeGreaterThan(10)
      expect((ru.items as Record<string, string>)[item.id]?.length).toBeGreaterThan(10)
    }
  })

  it('keying: E2, A4 and N6 are reversed; E1, C3 and O5 are not', () => {
    const byId = Object.fromEntries(ITEMS.map((i) => [i.id, i]))
    expect([byId.E2.reverse, byId.A4.reverse, byId.N6.reverse]).toEqual([true, true, true])
    expect([byId.E1.reverse, byId.C3.reverse, byId.O5.reverse]).toEqual([false, false, false])
  })
})

describe('flame scoring', () => {
  it('agreeing (or disagreeing) with everything scores every trait in the middle', () => {
    for (const value of [5, 1, 3]) for (const s of scoreAnswers(all(value))) expect(s).toMatchObject({ mean: 3, score: 50 })
  })

  it('the most of every trait scores 100, the least 0', () => {
    expect(scoreAnswers(most()).map((s) => s.score)).toEqual([100, 100, 100, 100, 100])
    const least = Object.fromEntries(Object.entries(most()).map(([id, v]) => [id, 6 - v]))
    expect(scoreAnswers(least).map((s) => s.score)).toEqual([0, 0, 0, 0, 0])
  })

  it('a known set: extraversion 4, 4, 5 agreed and 2, 1, 2 for its reversed statements gives a mean of 4.33 (83 of 100)', () => {
    const answers = all(3)
    Object.assign(answers, { E1: 4, E3: 4, E5: 5, E2: 2, E4: 1, E6: 2 })
    const e = scoreAnswers(answers).find((s) => s.trait === 'extraversion')!
    expect(e.mean).toBeCloseTo(13 / 3, 10)
    expect(e.score).toBe(83)
    expect(e.percentile).toBe(percentileOf(13 / 3, PROVISIONAL_NORMS.extraversion))
    expect(e.percentile).toBeGreaterThan(85)
  })

  it('refuses an incomplete or off-scale answer set, naming what is missing', () => {
    const answers = all(3)
    delete answers.C2
    answers.N1 = 6
    expect(missingItems(answers)).toEqual(['N1', 'C2'].sort((a, b) => ITEMS.findIndex((i) => i.id === a) - ITEMS.findIndex((i) => i.id === b)))
    expect(() => scoreAnswers(answers)).toThrow(RangeError)
  })
})

describe('flame norms', () => {
  it('the normal cdf is right to 1e-6 at known points', () => {
    expect(normalCdf(0)).toBeCloseTo(0.5, 6)
    expect(normalCdf(1.959964)).toBeCloseTo(0.975, 6)
    expect(normalCdf(-1)).toBeCloseTo(0.158655, 6)
  })

  it('the norm mean is the 50th percentile; percentiles stay within 1–99', () => {
    for (const trait of TRAITS) expect(percentileOf(PROVISIONAL_NORMS[trait].mean, PROVISIONAL_NORMS[trait])).toBe(50)
    expect(percentileOf(5, { mean: 3, sd: 0.5 })).toBe(99)
    expect(percentileOf(1, { mean: 3, sd: 0.5 })).toBe(1)
    // Most people agree they are agreeable: the top of the scale is the 96th percentile, not the 99th.
    expect(percentileOf(5, PROVISIONAL_NORMS.agreeableness)).toBe(96)
  })

  it('a six-item mean spreads wider than the 20-item scale it is normed on', () => {
    expect(spreadForSixItems(0.68, 0.91)).toBeGreaterThan(0.68)
    expect(spreadForSixItems(0.68, 0.91)).toBeLessThan(0.68 * 1.2)
  })

  it("a tenant's own results replace the provisional norms from 500 results on", () => {
    const point = (v: number) => Object.fromEntries(TRAITS.map((t) => [t, v])) as Record<(typeof TRAITS)[number], number>
    expect(normsFrom(Array.from({ length: OWN_NORMS_MIN_RESULTS - 1 }, () => point(3))).own).toBe(false)
    const own = normsFrom(Array.from({ length: OWN_NORMS_MIN_RESULTS }, (_, i) => point(i % 2 ? 2 : 4)))
    expect(own.own).toBe(true)
    expect(own.norms.extraversion.mean).toBeCloseTo(3, 10)
    expect(own.norms.extraversion.sd).toBeCloseTo(1, 2)
  })
})
