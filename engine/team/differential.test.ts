import { describe, expect, it } from 'vitest'
import fc from 'fast-check'
import { simInputArb } from './sim-input.arbitrary'
import { simulateTeamFast } from './fast'
import { simulateTeamReference } from './reference'
import { summariseTeam } from './summarise'
import { resolveTeamOptions } from './options'
import { WORK_MODEL } from '../core/model'
import { LOVE_MODEL } from '../pair/love-model'

/** Largest absolute difference between two results; Infinity on any structural difference. */
function maxDiff(x: unknown, y: unknown): number {
  if (typeof x === 'number' && typeof y === 'number') {
    if (Number.isNaN(x) || Number.isNaN(y)) return Infinity
    return Math.abs(x - y)
  }
  if (ArrayBuffer.isView(x) && ArrayBuffer.isView(y)) return maxDiff(Array.from(x as Float64Array), Array.from(y as Float64Array))
  if (Array.isArray(x) && Array.isArray(y)) {
    if (x.length !== y.length) return Infinity
    return x.reduce((m: number, v, i) => Math.max(m, maxDiff(v, y[i])), 0)
  }
  if (x && y && typeof x === 'object' && typeof y === 'object') {
    const kx = Object.keys(x).sort()
    const ky = Object.keys(y).sort()
    if (kx.join() !== ky.join()) return Infinity
    return kx.reduce((m, k) => Math.max(m, maxDiff((x as Record<string, unknown>)[k], (y as Record<string, unknown>)[k])), 0)
  }
  return x === y ? 0 : Infinity
}

/** The fast and the reference run of one scene agree, raw and summarised. */
function expectAgreement(input: Parameters<typeof simulateTeamFast>[0], options: Parameters<typeof simulateTeamFast>[1]) {
  const fast = simulateTeamFast(input, options)
  const ref = simulateTeamReference(input, options)
  expect(maxDiff(fast, ref)).toBeLessThanOrEqual(1e-9)
  const o = resolveTeamOptions(options)
  expect(maxDiff(summariseTeam(input, o, fast), summariseTeam(input, o, ref))).toBeLessThanOrEqual(1e-9)
}

describe('two implementations, one truth', () => {
  it('the fast and the reference simulation agree to 1e-9 on 200 random scenes, raw and summarised', () => {
    fc.assert(
      fc.property(simInputArb(), fc.integer({ min: 0, max: 2 ** 31 }), fc.integer({ min: 1, max: 7 }), fc.boolean(), (input, seed, replicates, pairSeries) => {
        expectAgreement(input, { seed, replicates, pairSeries })
      }),
      { numRuns: 200, seed: 20261123 }
    )
  })

  it('they agree on the love model and with noise off too: every combination, 200 scenes', () => {
    const seen = new Map<string, number>()
    fc.assert(
      fc.property(
        simInputArb(),
        fc.integer({ min: 0, max: 2 ** 31 }),
        fc.integer({ min: 1, max: 5 }),
        fc.constantFrom('work', 'love'),
        fc.constantFrom(1, 0),
        (input, seed, replicates, variant, noise) => {
          const key = `${variant}/${noise}`
          seen.set(key, (seen.get(key) ?? 0) + 1)
          expectAgreement(input, { seed, replicates, pairSeries: true, noise, model: variant === 'love' ? LOVE_MODEL : WORK_MODEL })
        }
      ),
      { numRuns: 200, seed: 20261127 }
    )
    // Each of the four combinations was really drawn, and more than a handful of times.
    expect([...seen.keys()].sort()).toEqual(['love/0', 'love/1', 'work/0', 'work/1'])
    for (const n of seen.values()) expect(n).toBeGreaterThanOrEqual(20)
  })

  it('the comparison itself notices a difference', () => {
    expect(maxDiff({ a: [1, 2] }, { a: [1, 2 + 1e-6] })).toBeGreaterThan(1e-9)
    expect(maxDiff({ a: 1 }, { b: 1 })).toBe(Infinity)
  })
})
