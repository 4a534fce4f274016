import { describe, expect, it } from 'vitest'
import fc from 'fast-check'
import { simInputArb } from './sim-input.arbitrary'
import { simulateTeamFast, simulateTeamFastPart } from './fast'
import { mergeTeamParts, replicateRanges } from './merge'
import { summariseTeam } from './summarise'
import { resolveTeamOptions } from './options'
import { allPairsInput } from './build-input'

function split(input: Parameters<typeof simulateTeamFast>[0], options: Parameters<typeof simulateTeamFast>[1], k: number) {
  const R = resolveTeamOptions(options).replicates
  return mergeTeamParts(replicateRanges(R, k).map((range) => simulateTeamFastPart(input, options, range)))
}

describe('a run split into replicate ranges and merged', () => {
  it('ranges tile the replicates in order, sizes within one of each other', () => {
    expect(replicateRanges(16, 3)).toEqual([
      { r0: 0, r1: 6 },
      { r0: 6, r1: 11 },
      { r0: 11, r1: 16 },
    ])
    expect(replicateRanges(2, 5)).toEqual([
      { r0: 0, r1: 1 },
      { r0: 1, r1: 2 },
    ])
  })

  it('gives the same result, to the byte, as the whole run on random scenes and any split', () => {
    fc.assert(
      fc.property(
        simInputArb(),
        fc.integer({ min: 0, max: 2 ** 31 }),
        fc.integer({ min: 1, max: 9 }),
        fc.boolean(),
        fc.integer({ min: 1, max: 4 }),
        (input, seed, replicates, pairSeries, k) => {
          const options = { seed, replicates, pairSeries }
          const o = resolveTeamOptions(options)
          const whole = summariseTeam(input, o, simulateTeamFast(input, options))
          const merged = summariseTeam(input, o, split(input, options, k))
          expect(JSON.stringify(merged)).toBe(JSON.stringify(whole))
        }
      ),
      { numRuns: 60 }
    )
  })

  it('16 replicates over 3 parts of an 8-person team, series on', () => {
    const input = allPairsInput(8, 30, 40)
    const options = { seed: 42, replicates: 16, pairSeries: true }
    const o = resolveTeamOptions(options)
    expect(JSON.stringify(summariseTeam(input, o, split(input, options, 3)))).toBe(JSON.stringify(summariseTeam(input, o, simulateTeamFast(input, options))))
  })

  it('rejects a range outside the run', () => {
    expect(() => simulateTeamFastPart(allPairsInput(3, 0, 5), { seed: 1, replicates: 4 }, { r0: 2, r1: 5 })).toThrow(RangeError)
  })
})
