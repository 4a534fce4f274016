// The speed work (issue 11 item 4, ADR 027) must not change a single result: a hash over 48 results
// of simulateTeam and forecastPair, recorded on the code before that work, must hold after it.
// Random scenes (fixed fast-check seed), sizes, seeds, replicate counts, both series modes, noise
// on and off, both pair models. A change to the model changes ENGINE_VERSION and this pin together.

import { createHash } from 'node:crypto'
import { describe, expect, it } from 'vitest'
import fc from 'fast-check'
import { simInputArb } from './sim-input.arbitrary'
import { simulateTeam } from './simulate'
import { allPairsInput } from './build-input'
import { forecastPair } from '../pair/forecast'
import { LOVE_MODEL } from '../pair/love-model'

/** The results the pin covers, in a fixed order. */
export function pinnedResults(): unknown[] {
  const out: unknown[] = []
  const scenes = fc.sample(simInputArb({ maxActors: 7, maxDays: 80 }), { seed: 20261127, numRuns: 36 })
  scenes.forEach((input, k) => {
    out.push(simulateTeam(input, { seed: k * 7919, replicates: 1 + (k % 9), pairSeries: k % 2 === 0, noise: k % 5 === 4 ? 0 : 1, model: k % 7 === 3 ? LOVE_MODEL : undefined }))
  })
  for (const [n, R, pairSeries] of [
    [4, 32, true],
    [6, 16, true],
    [9, 7, false],
    [12, 3, true],
    [20, 5, false],
    [3, 32, false],
  ] as const) {
    out.push(simulateTeam(allPairsInput(n, 40, 30), { seed: n * 31 + R, replicates: R, pairSeries }))
  }
  const left = { id: 'a', K: 70, P: 60, L: 40, mood: 10 }
  const right = { id: 'b', K: 50, P: 80, L: 75, mood: 30 }
  for (const [seed, variant, mode, hours] of [
    [1, 'work', 'office', 5],
    [2, 'work', 'remote', 12],
    [3, 'love', 'office', 20],
    [4, 'love', 'remote', 1],
    [5, 'work', 'office', 40],
    [6, 'love', 'office', 8],
  ] as const) {
    out.push(forecastPair({ left, right, interaction: { mode, hours }, seed, variant }))
  }
  return out
}

export function pinHash(results: unknown[]): string {
  const h = createHash('sha256')
  for (const r of results) h.update(JSON.stringify(r)).update('\n')
  return h.digest('hex')
}

describe('results pinned across the speed work', () => {
  it('48 results hash to the value recorded before the speed work', () => {
    const results = pinnedResults()
    expect(results.length).toBe(48)
    expect(pinHash(results)).toBe('a53d3571cd0bbd8019acd2ea8877990572a8dbd24f4f0797dd327f8d53cb66f7')
  })
})
