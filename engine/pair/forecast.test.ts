import { describe, expect, it } from 'vitest'
import fc from 'fast-check'
import type { PersonInput } from '../traits'
import { personArb } from '../team/sim-input.arbitrary'
import { forecastPair } from './forecast'
import type { PairInput, PairResult } from './types'
import type { Progress } from '../core/progress'
import { numbers } from '../test-support'

const base = (over: Partial<PairInput> = {}): PairInput => ({
  left: { id: 'left', K: 70, P: 60, L: 40, mood: 10 },
  right: { id: 'right', K: 50, P: 80, L: 75, mood: 30 },
  interaction: { mode: 'office', hours: 5 },
  seed: 42,
  variant: 'work',
  days: 120,
  replicates: 8,
  ...over,
})

const pairInputArb = fc.record({
  left: personArb('L-one'),
  right: personArb('R-two'),
  manager: fc.option(personArb('M-three'), { nil: undefined }),
  interaction: fc.record({ mode: fc.constantFrom('office' as const, 'remote' as const), hours: fc.constantFrom(0, 0.5, 1, 3, 5, 10) }),
  seed: fc.integer({ min: 0, max: 2 ** 31 }),
  variant: fc.constantFrom('work' as const, 'love' as const),
  days: fc.integer({ min: 2, max: 60 }),
  replicates: fc.integer({ min: 1, max: 6 }),
})

const mean = (r: PairResult, t: number) => (r.series.leftToRight.median[t] + r.series.rightToLeft.median[t]) / 2

describe('pair forecast: bounds and determinism', () => {
  it('keeps attitudes and moods in -100..100, percents in 0..100, and never yields NaN', () => {
    fc.assert(
      fc.property(pairInputArb, (input) => {
        const r = forecastPair(input)
        for (const [path, x] of numbers(r)) {
          expect(Number.isFinite(x), path).toBe(true)
        }
        for (const s of Object.values(r.series)) for (const xs of [s.median, s.p10, s.p90]) for (const x of xs) expect(Math.abs(x)).toBeLessThanOrEqual(100)
        for (const x of [r.compatibility.median, r.compatibility.p10, r.compatibility.p90]) {
          expect(x).toBeGreaterThanOrEqual(0)
          expect(x).toBeLessThanOrEqual(100)
        }
        expect(r.series.leftToRight.median).toHaveLength(input.days)
      }),
      { numRuns: 60, seed: 1 }
    )
  })

  it('gives byte-identical output for the same input and seed, and another for another seed', () => {
    const a = JSON.stringify(forecastPair(base()))
    expect(JSON.stringify(forecastPair(base()))).toBe(a)
    expect(JSON.stringify(forecastPair(base({ seed: 43 })))).not.toBe(a)
  })

  it('reports phases start → done in order with rising percents', () => {
    const seen: Progress[] = []
    forecastPair(base(), (p) => seen.push(p))
    expect(seen[0]).toEqual({ phase: 0, percent: 0 })
    expect(seen.at(-1)).toEqual({ phase: 5, percent: 100 })
    expect(new Set(seen.map((p) => p.phase))).toEqual(new Set([0, 1, 2, 3, 4, 5]))
    for (let i = 1; i < seen.length; i++) {
      expect(seen[i].phase).toBeGreaterThanOrEqual(seen[i - 1].phase)
      expect(seen[i].percent).toBeGreaterThanOrEqual(seen[i - 1].percent)
    }
  })

  it('defaults to 365 days and 32 replicates and echoes the start day', () => {
    const r = forecastPair({ ...base(), days: undefined, replicates: undefined, startDay: 730 })
    expect(r.days).toBe(365)
    expect(r.replicates).toBe(32)
    expect(r.startDay).toBe(730)
    expect(r.series.rightMood.p90).toHaveLength(365)
  })
})

describe('pair forecast: symmetry', () => {
  it('swapping left and right mirrors the forecast exactly', () => {
    fc.assert(
      fc.property(pairInputArb, (input) => {
        const a = forecastPair(input)
        const b = forecastPair({ ...input, left: input.right, right: input.left })
        expect(b.series.leftToRight).toEqual(a.series.rightToLeft)
        expect(b.series.rightToLeft).toEqual(a.series.leftToRight)
        expect(b.series.leftMood).toEqual(a.series.rightMood)
        expect(b.series.rightMood).toEqual(a.series.leftMood)
        expect(b.expectations).toEqual({ leftToRight: a.expectations.rightToLeft, rightToLeft: a.expectations.leftToRight })
        expect(b.reality).toEqual({ leftToRight: a.reality.rightToLeft, rightToLeft: a.reality.leftToRight })
        expect(b.compatibility).toEqual(a.compatibility)
        expect(b.outlook).toBe(a.outlook)
        const flip = (side: string) => (side === 'left' ? 'right' : 'left')
        const canon = (r: PairResult, mirror: boolean) => r.recommendations.map((x) => `${x.line}.${mirror ? flip(x.side) : x.side}:${x.weight}`).sort()
        expect(canon(b, true)).toEqual(canon(a, false))
      }),
      { numRuns: 40, seed: 2 }
    )
  })
})

describe('pair forecast: no contact, no change', () => {
  it('a pair with no interaction keeps its first impression every day, in every replicate', () => {
    fc.assert(
      fc.property(pairInputArb, (input) => {
        const r = forecastPair({ ...input, interaction: { ...input.interaction, hours: 0 } })
        // The first impression varies by replicate around the expectation (chemistry, the day), then holds.
        for (const series of [r.series.leftToRight, r.series.rightToLeft]) {
          for (const xs of [series.median, series.p10, series.p90]) for (const x of xs) expect(x).toBe(xs[0])
        }
        // Without noise it is exactly what similarity predicts.
        const calm = forecastPair({ ...input, noise: 0, interaction: { ...input.interaction, hours: 0 } })
        for (const [series, e] of [
          [calm.series.leftToRight, calm.expectations.leftToRight],
          [calm.series.rightToLeft, calm.expectations.rightToLeft],
        ] as const) {
          for (const xs of [series.median, series.p10, series.p90]) for (const x of xs) expect(x).toBe(e)
        }
        expect(r.convergenceDays).toBeNull()
        expect(r.outlook).toBe('stable')
      }),
      { numRuns: 30, seed: 3 }
    )
  })
})

describe('pair forecast: monotonicity', () => {
  it("raising both people's maturity L never lowers overall compatibility", () => {
    fc.assert(
      fc.property(pairInputArb, fc.double({ min: 0, max: 60, noNaN: true }), (input, delta) => {
        const noTraits = (p: PersonInput): PersonInput => ({ id: p.id, K: p.K, P: p.P, L: p.L, mood: p.mood })
        const plain = { ...input, left: noTraits(input.left), right: noTraits(input.right) }
        const raised = {
          ...plain,
          left: { ...plain.left, L: Math.min(100, plain.left.L + delta) },
          right: { ...plain.right, L: Math.min(100, plain.right.L + delta) },
        }
        const before = forecastPair(plain).compatibility
        const after = forecastPair(raised).compatibility
        expect(after.median).toBeGreaterThanOrEqual(before.median - 1e-9)
        expect(after.p10).toBeGreaterThanOrEqual(before.p10 - 1e-9)
        expect(after.p90).toBeGreaterThanOrEqual(before.p90 - 1e-9)
      }),
      { numRuns: 40, seed: 4 }
    )
  })

  /** Day on which the deterministic attitude has covered half the way from first impression to where it settles. */
  const halfwayDay = (input: PairInput): number => {
    const long = forecastPair({ ...input, noise: 0, replicates: 1, days: 1500 })
    const target = mean(long, 1499)
    const start = mean(long, 0)
    for (let t = 0; t < 1500; t++) if (Math.abs(mean(long, t) - target) <= Math.abs(start - target) / 2) return t
    return 1500
  }

  it('more office hours never slow convergence', () => {
    fc.assert(
      fc.property(personArb('a'), personArb('b'), fc.constantFrom(0.5, 1, 2, 3, 4, 5, 6, 7, 8, 9), fc.integer({ min: 1, max: 5 }), (left, right, h, extra) => {
        const input = base({ left, right })
        const slow = halfwayDay({ ...input, interaction: { mode: 'office', hours: h } })
        const fast = halfwayDay({ ...input, interaction: { mode: 'office', hours: h + extra } })
        expect(fast).toBeLessThanOrEqual(slow)
        const cd = (hours: number) => forecastPair({ ...input, days: 2, interaction: { mode: 'office', hours } }).convergenceDays!
        expect(cd(h + extra)).toBeLessThan(cd(h))
      }),
      { numRuns: 25, seed: 5 }
    )
  })

  it('remote converges more slowly than office at the same hours', () => {
    fc.assert(
      fc.property(personArb('a'), personArb('b'), fc.constantFrom(0.5, 2, 5, 10), (left, right, hours) => {
        const input = base({ left, right })
        expect(halfwayDay({ ...input, interaction: { mode: 'remote', hours } })).toBeGreaterThanOrEqual(halfwayDay({ ...input, interaction: { mode: 'office', hours } }))
        const office = forecastPair({ ...input, days: 2, interaction: { mode: 'office', hours } }).convergenceDays!
        const remote = forecastPair({ ...input, days: 2, interaction: { mode: 'remote', hours } }).convergenceDays!
        expect(remote).toBeGreaterThan(office)
      }),
      { numRuns: 20, seed: 6 }
    )
  })
})

describe('pair forecast: dynamics the model card promises', () => {
  it('first impression differs from where the relationship settles', () => {
    // Dissimilar but mature: a cool first impression, a warm settled level.
    const left = { id: 'a', K: 95, P: 90, L: 95, mood: 0 }
    const right = { id: 'b', K: 20, P: 80, L: 70, mood: 0 }
    const r = forecastPair(base({ left, right, days: 365, interaction: { mode: 'office', hours: 10 } }))
    for (const dir of ['leftToRight', 'rightToLeft'] as const) {
      expect(r.settled[dir] - r.expectations[dir]).toBeGreaterThan(20)
      // After a year of 10 h a week the attitude sits nearer the settled level than the first impression.
      expect(Math.abs(r.reality[dir].median - r.settled[dir])).toBeLessThan(Math.abs(r.reality[dir].median - r.expectations[dir]))
    }
  })

  it('reciprocity: the two attitudes end closer together than their settled levels are', () => {
    fc.assert(
      fc.property(personArb('a'), personArb('b'), (left, right) => {
        const input = base({ left: { ...left, mood: 0 }, right: { ...right, mood: 0 }, noise: 0, replicates: 1, days: 1000, interaction: { mode: 'office', hours: 10 } })
        const r = forecastPair(input)
        const gapSettled = Math.abs(r.settled.leftToRight - r.settled.rightToLeft)
        fc.pre(gapSettled > 20 && Math.abs(r.settled.leftToRight) < 90 && Math.abs(r.settled.rightToLeft) < 90)
        const gapEnd = Math.abs(r.reality.leftToRight.median - r.reality.rightToLeft.median)
        expect(gapEnd).toBeLessThan(0.75 * gapSettled)
      }),
      { numRuns: 30, seed: 7 }
    )
  })

  it("mood contagion: a cheerful partner lifts one's mood, but only through contact", () => {
    const mood = (rightMood: number, hours: number) => forecastPair(base({ right: { ...base().right, mood: rightMood }, interaction: { mode: 'office', hours } })).moods.left.median
    expect(mood(90, 10)).toBeGreaterThan(mood(-90, 10) + 5)
    expect(mood(90, 0)).toBe(mood(-90, 0))
  })

  it('a manager lifts or sinks the pair', () => {
    const compat = (manager?: PersonInput) => forecastPair(base({ manager, days: 365 })).compatibility.median
    const good = compat({ id: 'mgr', K: 80, P: 95, L: 95, mood: 40 })
    const none = compat()
    const poor = compat({ id: 'mgr', K: 80, P: 10, L: 5, mood: -40 })
    expect(good).toBeGreaterThan(none + 1)
    expect(none).toBeGreaterThan(poor + 1)
  })

  it('a pair moving toward a better settled level has an improving outlook; toward a worse one, declining', () => {
    // Dissimilar but mature pair: first impression low, settled level high.
    const a = forecastPair(
      base({ left: { id: 'a', K: 95, P: 90, L: 95, mood: 0 }, right: { id: 'b', K: 20, P: 80, L: 70, mood: 0 }, days: 60, interaction: { mode: 'office', hours: 2 } })
    )
    expect(a.settled.leftToRight).toBeGreaterThan(a.expectations.leftToRight)
    expect(a.outlook).toBe('improving')
    // Similar but immature pair: first impression high, settled level low.
    const d = forecastPair(
      base({ left: { id: 'a', K: 20, P: 20, L: 10, mood: 0 }, right: { id: 'b', K: 20, P: 20, L: 10, mood: 0 }, days: 60, interaction: { mode: 'office', hours: 2 } })
    )
    expect(d.settled.leftToRight).toBeLessThan(d.expectations.leftToRight)
    expect(d.outlook).toBe('declining')
  })

  it('recommendations name the side and the line that drive friction, as translation keys', () => {
    const r = forecastPair(base({ left: { id: 'a', K: 80, P: 80, L: 20, mood: 0 }, right: { id: 'b', K: 80, P: 80, L: 85, mood: 0 } }))
    expect(r.driver).toEqual({ line: 'L', side: 'left', key: 'engine.rec.L.left' })
    expect(r.recommendations.every((x) => x.key === `engine.rec.${x.line}.${x.side}`)).toBe(true)
    const easy = forecastPair(base({ left: { id: 'a', K: 90, P: 90, L: 90, mood: 0 }, right: { id: 'b', K: 90, P: 90, L: 90, mood: 0 } }))
    expect(easy.recommendations).toEqual([])
    expect(easy.driver).toBeNull()
  })
})
