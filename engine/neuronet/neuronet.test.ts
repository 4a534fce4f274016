// The neuronet's pure maths: folds hold every sample out once, MAE is what it says, the forward pass
// matches a hand computation, and the synthetic generator is deterministic, valid and noisy as documented.
import { describe, expect, it } from 'vitest'
import fc from 'fast-check'
import { scoreProfile } from '../scoring/index'
import { readFeatures } from '../scoring/features'
import { kFolds, trainingIndices } from './folds'
import { meanAbsoluteError, pooledMae } from './mae'
import { forward, predictScores } from './network'
import { FEATURE_NAMES, featureVector } from './features'
import { SYNTHETIC, syntheticRatingSet } from './synthetic'

describe('kFolds', () => {
  it('holds every sample out exactly once, in folds that differ in size by at most one', () => {
    fc.assert(
      fc.property(fc.integer({ min: 2, max: 400 }), fc.integer({ min: 2, max: 12 }), fc.integer(), (n, k, seed) => {
        const folds = kFolds(n, k, seed)
        expect(folds.length).toBe(Math.min(k, n))
        const all = folds.flat().sort((a, b) => a - b)
        expect(all).toEqual(Array.from({ length: n }, (_, i) => i))
        const sizes = folds.map((f) => f.length)
        expect(Math.max(...sizes) - Math.min(...sizes)).toBeLessThanOrEqual(1)
      })
    )
  })

  it('is a pure function of n, k and the seed, and another seed deals other folds', () => {
    expect(kFolds(50, 5, 7)).toEqual(kFolds(50, 5, 7))
    expect(kFolds(50, 5, 7)).not.toEqual(kFolds(50, 5, 8))
  })

  it('training indices are the complement of the held-out fold', () => {
    const [heldOut] = kFolds(20, 4, 1)
    const train = trainingIndices(20, heldOut)
    expect(train.length + heldOut.length).toBe(20)
    expect(train.some((i) => heldOut.includes(i))).toBe(false)
  })

  it('refuses fewer than two samples', () => {
    expect(() => kFolds(1, 5, 0)).toThrow(RangeError)
  })
})

describe('meanAbsoluteError', () => {
  it('averages absolute differences per line, and overall is the mean of the lines', () => {
    const mae = meanAbsoluteError(
      [
        { K: 10, P: 20, L: 30 },
        { K: 50, P: 50, L: 50 },
      ],
      [
        { K: 20, P: 20, L: 20 },
        { K: 40, P: 60, L: 50 },
      ]
    )
    expect(mae).toEqual({ K: 10, P: 5, L: 5, overall: 20 / 3 })
  })

  it('pooled over folds equals the MAE over all held-out predictions', () => {
    const a = meanAbsoluteError([{ K: 0, P: 0, L: 0 }], [{ K: 3, P: 3, L: 3 }])
    const b = meanAbsoluteError(
      [
        { K: 0, P: 0, L: 0 },
        { K: 0, P: 0, L: 0 },
      ],
      [
        { K: 6, P: 6, L: 6 },
        { K: 6, P: 6, L: 6 },
      ]
    )
    expect(
      pooledMae([
        { mae: a, size: 1 },
        { mae: b, size: 2 },
      ]).overall
    ).toBeCloseTo(5)
  })

  it('refuses lists of different lengths', () => {
    expect(() => meanAbsoluteError([], [])).toThrow(RangeError)
  })
})

describe('forward pass', () => {
  it('computes dense layers as weights[input][unit] plus bias, and scores 100 × output clamped', () => {
    const net = {
      layers: [
        {
          activation: 'relu' as const,
          weights: [
            [1, -1],
            [2, 0],
          ],
          bias: [0, 0.5],
        },
        {
          activation: 'linear' as const,
          weights: [
            [0.1, 0.2, 2],
            [0, 0, 0],
          ],
          bias: [0, 0, 0],
        },
      ],
    }
    // hidden = relu([1*1 + 2*1, -1*1 + 0 + 0.5]) = [3, 0]; out = [0.3, 0.6, 6]
    const out = forward(net, [1, 1])
    ;[0.3, 0.6, 6].forEach((x, i) => expect(out[i]).toBeCloseTo(x, 10))
    const scores = predictScores(net, [1, 1])
    expect(scores.K).toBeCloseTo(30, 8)
    expect(scores.P).toBeCloseTo(60, 8)
    expect(scores.L).toBe(100)
  })

  it('reads the same 20 features as the baseline, in one fixed order', () => {
    expect(FEATURE_NAMES).toHaveLength(20)
    const v = featureVector({ age: 40 })
    expect(v).toHaveLength(20)
    expect(v.every((x) => x >= 0 && x <= 1)).toBe(true)
  })
})

describe('the synthetic rating set', () => {
  const set = syntheticRatingSet()

  it('is deterministic from its seed and holds the documented number of people', () => {
    expect(set).toHaveLength(SYNTHETIC.size)
    expect(syntheticRatingSet(10)).toEqual(set.slice(0, 10))
    expect(syntheticRatingSet(10, 1)).not.toEqual(set.slice(0, 10))
  })

  it('answers only with the vocabulary the scorer reads (every feature is read, none falls back to neutral unexpectedly)', () => {
    for (const p of set.slice(0, 50)) {
      const read = readFeatures(p.answers)
      expect(Object.values(read).filter((v) => v === undefined).length).toBeLessThanOrEqual(1) // prestige without a university
      expect(scoreProfile(p.answers).coverage).toBeGreaterThan(0.9)
    }
  })

  it('rates each person by 1..3 estimators, quick ratings on the 1..10 scale, and the target is their mean', () => {
    for (const p of set) {
      expect(p.ratings.length).toBeGreaterThanOrEqual(1)
      expect(p.ratings.length).toBeLessThanOrEqual(SYNTHETIC.maxRaters)
      const precise = p.ratings.map((r) => r.scorePrecise ?? { K: r.score!.K * 10 - 5, P: r.score!.P * 10 - 5, L: r.score!.L * 10 - 5 })
      for (const r of p.ratings) if (r.score) expect(Object.values(r.score).every((q) => Number.isInteger(q) && q >= 1 && q <= 10)).toBe(true)
      expect(p.target.K).toBeCloseTo(precise.reduce((s, x) => s + x.K, 0) / precise.length)
    }
  })

  it('the targets are noisy around a hidden truth the baseline does not know', () => {
    const truth = meanAbsoluteError(
      set.map((p) => p.truth),
      set.map((p) => p.target)
    )
    const baseline = meanAbsoluteError(
      set.map((p) => scoreProfile(p.answers)),
      set.map((p) => p.target)
    )
    // Estimator noise: a few points, as documented (bias sd 4, noise sd 7, averaged over 1..3 raters).
    expect(truth.overall).toBeGreaterThan(2)
    expect(truth.overall).toBeLessThan(8)
    // The baseline is clearly further from the ratings than the truth is: there is something to learn.
    expect(baseline.overall).toBeGreaterThan(truth.overall + 2)
  })
})
