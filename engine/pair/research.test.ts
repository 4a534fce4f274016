// Each published finding the model leans on, as a test that fails if the model stops following it.
import { describe, expect, it } from 'vitest'
import fc from 'fast-check'
import type { BigFive, PersonInput } from '../traits'
import { expectationWork, realityWork } from '../core/model'
import { personArb } from '../team/sim-input.arbitrary'
import { forecastPair } from './forecast'
import { expectationLove, realityLove } from './love-model'
import type { PairInput } from './types'

const traits = (over: Partial<BigFive> = {}): BigFive => ({
  extraversion: 50,
  agreeableness: 50,
  openMindedness: 50,
  conscientiousness: 50,
  negativeEmotionality: 50,
  ...over,
})

const pair = (left: PersonInput, right: PersonInput, over: Partial<PairInput> = {}): PairInput => ({
  left,
  right,
  interaction: { mode: 'office', hours: 10 },
  seed: 9,
  variant: 'work',
  days: 365,
  replicates: 16,
  ...over,
})

describe('Montoya et al. 2008: first impressions follow similarity', () => {
  it('the first impression depends on the gaps, not the levels, and falls as a gap widens', () => {
    fc.assert(
      fc.property(personArb('a'), personArb('b'), fc.double({ min: -20, max: 20, noNaN: true }), (a, b, shift) => {
        const inRange = (p: PersonInput) => [p.K, p.P, p.L].every((x) => x + shift >= 0 && x + shift <= 100)
        fc.pre(inRange(a) && inRange(b))
        const move = (p: PersonInput): PersonInput => ({ ...p, K: p.K + shift, P: p.P + shift, L: p.L + shift })
        expect(expectationWork(move(a), move(b))).toBeCloseTo(expectationWork(a, b), 9)
        const wider = { ...b, L: b.L >= a.L ? Math.min(100, b.L + 10) : Math.max(0, b.L - 10) }
        expect(expectationWork(a, wider)).toBeLessThanOrEqual(expectationWork(a, b))
      }),
      { numRuns: 100, seed: 11 }
    )
  })

  it('without interaction a similar pair looks better than a dissimilar but maturer one; with a year of contact the maturer one wins', () => {
    const similar = [
      { id: 's1', K: 35, P: 35, L: 30, mood: 0 },
      { id: 's2', K: 35, P: 35, L: 30, mood: 0 },
    ] as const
    const maturer = [
      { id: 'm1', K: 95, P: 90, L: 95, mood: 0 },
      { id: 'm2', K: 30, P: 75, L: 70, mood: 0 },
    ] as const
    const compat = (p: readonly [PersonInput, PersonInput], hours: number, days: number) =>
      forecastPair(pair(p[0], p[1], { interaction: { mode: 'office', hours }, days })).compatibility.median
    expect(compat(similar, 0, 365)).toBeGreaterThan(compat(maturer, 0, 365))
    expect(compat(maturer, 10, 730)).toBeGreaterThan(compat(similar, 10, 730))
  })
})

describe('Dyrenforth et al. 2010: settled relationships follow actor and partner effects, not similarity', () => {
  it('the settled level is additive in the actor and the partner: no similarity term', () => {
    fc.assert(
      fc.property(personArb('a'), personArb('a2'), personArb('b'), personArb('b2'), (a, a2, b, b2) => {
        const all = [realityWork(a, b), realityWork(a2, b2), realityWork(a, b2), realityWork(a2, b)]
        fc.pre(all.every((x) => Math.abs(x) < 100))
        expect(realityWork(a, b) + realityWork(a2, b2)).toBeCloseTo(realityWork(a, b2) + realityWork(a2, b), 9)
      }),
      { numRuns: 100, seed: 12 }
    )
  })

  it('interaction hours move a pair from the first impression to the settled level', () => {
    const a = { id: 'a', K: 95, P: 90, L: 95, mood: 0 }
    const b = { id: 'b', K: 20, P: 80, L: 70, mood: 0 }
    // Share of the way from first impression to settled level covered in the year.
    const moved = (hours: number) => {
      const r = forecastPair(pair(a, b, { interaction: { mode: 'office', hours }, noise: 0, replicates: 1 }))
      return (r.reality.leftToRight.median - r.expectations.leftToRight) / (r.settled.leftToRight - r.expectations.leftToRight)
    }
    expect(moved(0)).toBe(0)
    expect(moved(1)).toBeGreaterThan(0.3)
    expect(moved(10)).toBeGreaterThan(moved(1))
    expect(moved(10)).toBeGreaterThan(0.9)
  })
})

describe("Malouff et al. 2010: a partner's negative emotionality is the strongest trait predictor", () => {
  const me: PersonInput = { id: 'me', K: 50, P: 50, L: 50, mood: 0, traits: traits() }
  const partner = (over: Partial<BigFive>): PersonInput => ({ id: 'you', K: 50, P: 50, L: 50, mood: 0, traits: traits(over) })

  it("raising the partner's negative emotionality lowers satisfaction more than the same worsening of any other trait", () => {
    const neutral = realityLove(me, partner({}))
    const byNE = neutral - realityLove(me, partner({ negativeEmotionality: 80 }))
    const byA = neutral - realityLove(me, partner({ agreeableness: 20 }))
    const byC = neutral - realityLove(me, partner({ conscientiousness: 20 }))
    const byOwnNE = neutral - realityLove({ ...me, traits: traits({ negativeEmotionality: 80 }) }, partner({}))
    expect(byA).toBeGreaterThan(0)
    expect(byC).toBeGreaterThan(0)
    expect(byNE).toBeGreaterThan(byA)
    expect(byNE).toBeGreaterThan(byC)
    expect(byNE).toBeGreaterThan(byOwnNE)
  })

  it('the forecast follows: a calmer partner gives the higher compatibility', () => {
    const compat = (ne: number) => forecastPair(pair(me, partner({ negativeEmotionality: ne }), { variant: 'love' })).compatibility.median
    expect(compat(20)).toBeGreaterThan(compat(80))
  })
})

describe('Joel et al. 2020: relationship perceptions outweigh traits; change is not predictable', () => {
  const person = (id: string, ne: number, satisfaction?: number): PersonInput => ({
    id,
    K: 50,
    P: 50,
    L: 50,
    mood: 0,
    traits: traits({ negativeEmotionality: ne, agreeableness: 100 - ne }),
    perceptions: satisfaction === undefined ? undefined : { satisfaction, commitment: satisfaction, conflict: -satisfaction },
  })

  it('swinging the perceptions moves the settled level more than swinging the traits across their whole range', () => {
    const byPerceptions = realityLove(person('a', 50, 1), person('b', 50)) - realityLove(person('a', 50, -1), person('b', 50))
    const byTraits = realityLove(person('a', 0, 0), person('b', 0)) - realityLove(person('a', 100, 0), person('b', 100))
    expect(byPerceptions).toBeGreaterThan(Math.abs(byTraits))
    // Without perceptions the traits carry the full weight.
    const traitsOnly = realityLove(person('a', 0), person('b', 0)) - realityLove(person('a', 100), person('b', 100))
    expect(traitsOnly).toBeGreaterThan(byTraits)
  })

  it('a couple forecast shows wider bands than a work forecast of the same people, and says what it cannot know', () => {
    const a = person('a', 40, 0.5)
    const b = person('b', 60, 0.2)
    const width = (variant: 'work' | 'love') => {
      const r = forecastPair(pair(a, b, { variant }))
      return r.compatibility.p90 - r.compatibility.p10
    }
    expect(width('love')).toBeGreaterThan(2 * width('work'))
    const love = forecastPair(pair(a, b, { variant: 'love' }))
    expect(love.limits).toContain('engine.limits.love.change')
    const bare = forecastPair(pair({ id: 'x', K: 50, P: 50, L: 50, mood: 0 }, { id: 'y', K: 50, P: 50, L: 50, mood: 0 }, { variant: 'love' }))
    expect(bare.limits).toEqual(expect.arrayContaining(['engine.limits.love.noPerceptions', 'engine.limits.love.noTraits']))
  })

  it('first impressions in the love variant follow trait similarity when traits are known', () => {
    const a = person('a', 30)
    expect(expectationLove(a, person('b', 30))).toBeGreaterThan(expectationLove(a, person('b', 90)))
  })
})
