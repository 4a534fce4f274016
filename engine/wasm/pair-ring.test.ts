import { describe, expect, it } from 'vitest'
import fc from 'fast-check'
import { bandOf } from '../core/quantiles'
import { bandsOfDay, createArena } from './arena'

/** One day of a pair's two directions: R replicates each, and whether the pair was updated the day before. */
const dayOf = (R: number) =>
  fc.record({
    values: fc.array(
      fc.integer({ min: -8, max: 8 }).map((x) => x / 4),
      { minLength: 2 * R, maxLength: 2 * R }
    ),
    updated: fc.boolean(),
  })

/** [p][t][a→b median, p10, p90, b→a median, p10, p90], as the day loop should leave pairBands: a band ranked on day 0 and the day after an update, yesterday's otherwise. */
function expectedBands(days: { values: number[]; updated: boolean }[][], R: number): number[] {
  return days.flatMap((pairDays) => {
    let held: number[] = []
    return pairDays.flatMap(({ values }, t) => {
      if (t === 0 || pairDays[t - 1].updated) {
        held = [values.slice(0, R), values.slice(R)].flatMap((series) => {
          const band = bandOf(series)
          return [band.median, band.p10, band.p90]
        })
      }
      return held
    })
  })
}

describe('the pair bands’ ring (ADR 049)', () => {
  it('leaves every pair’s bands of every day where a run without the ring would, whatever the ring’s days', () => {
    // 32 takes the unrolled kernel, 5 the table-driven one.
    for (const R of [32, 5]) {
      fc.assert(
        fc.property(fc.integer({ min: 1, max: 4 }), fc.integer({ min: 1, max: 9 }), fc.integer({ min: 1, max: 10 }), fc.nat(), (P, T, ringDays, seed) => {
          const days = Array.from({ length: P }, (_, p) => fc.sample(fc.array(dayOf(R), { minLength: T, maxLength: T }), { seed: seed + p, numRuns: 1 })[0])
          const arena = createArena({ G: 0, P, n: 1, R, T, moodBands: true, pairBands: true, pairRingDays: ringDays })
          for (let t = 0; t < T; t++) {
            days.forEach((pairDays, p) => {
              arena.att.set(pairDays[t].values, p * 2 * R)
              // bandsOfDay(t) ranks a pair again if it was updated on day t - 1.
              arena.updatedOn[p] = t > 0 && pairDays[t - 1].updated ? t - 1 : -1
            })
            bandsOfDay(arena, t)
          }
          expect([...arena.pairBands]).toEqual(expectedBands(days, R))
        }),
        { numRuns: 60 }
      )
    }
  })
})
