// fast-check generators of valid SimInputs, for property and differential tests only.

import fc from 'fast-check'
import type { SimInput } from '../sim-input'
import type { PersonInput } from '../traits'

export const personArb = (id: string): fc.Arbitrary<PersonInput> =>
  fc.record({
    id: fc.constant(id),
    K: fc.double({ min: 0, max: 100, noNaN: true }),
    P: fc.double({ min: 0, max: 100, noNaN: true }),
    L: fc.double({ min: 0, max: 100, noNaN: true }),
    mood: fc.double({ min: -100, max: 100, noNaN: true }),
  })

/** Up to two disjoint spans inside [0, T). */
const spansArb = (T: number) =>
  fc.tuple(fc.integer({ min: 0, max: T - 1 }), fc.integer({ min: 1, max: T }), fc.boolean(), fc.integer({ min: 0, max: T })).map(([from, len, second, gap]) => {
    const to = Math.min(T, from + len)
    const spans = [{ from, to }]
    const from2 = to + 1 + (gap % 5)
    if (second && from2 < T) spans.push({ from: from2, to: Math.min(T, from2 + 1 + (gap % 7)) })
    return spans
  })

export const simInputArb = (opts: { maxActors?: number; maxDays?: number } = {}): fc.Arbitrary<SimInput> =>
  fc
    .record({
      n: fc.integer({ min: 2, max: opts.maxActors ?? 6 }),
      pastDays: fc.integer({ min: 0, max: opts.maxDays ?? 30 }),
      sceneDays: fc.integer({ min: 1, max: opts.maxDays ?? 30 }),
    })
    .chain(({ n, pastDays, sceneDays }) => {
      const T = pastDays + sceneDays
      const pairList: [number, number][] = []
      for (let a = 0; a < n; a++) for (let b = a + 1; b < n; b++) pairList.push([a, b])
      return fc
        .record({
          pastDays: fc.constant(pastDays),
          sceneDays: fc.constant(sceneDays),
          actors: fc.tuple(...Array.from({ length: n }, (_, i) => personArb(`actor-${i}`))),
          active: fc.tuple(...Array.from({ length: n }, () => spansArb(T))),
          roles: fc.tuple(fc.option(fc.tuple(fc.integer({ min: 0, max: n - 1 }), spansArb(T))), fc.option(fc.tuple(fc.integer({ min: 0, max: n - 1 }), spansArb(T)))),
          pairs: fc.tuple(
            ...pairList.map(() =>
              fc.option(
                fc.record({
                  spans: spansArb(T),
                  mode: fc.constantFrom('office' as const, 'remote' as const),
                  hours: fc.constantFrom(0, 0.5, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10),
                }),
                { freq: 3 }
              )
            )
          ),
        })
        .map(({ pastDays, sceneDays, actors, active, roles, pairs }) => {
          const input: SimInput = {
            pastDays,
            sceneDays,
            actors: [...actors],
            active: [...active],
            roles: [],
            pairs: [],
          }
          // Roles: the lead (1) and the manager (2), each one holder at a time (disjoint spans).
          roles.forEach((r, k) => {
            if (r) for (const s of r[1]) input.roles.push({ actor: r[0], role: (k + 1) as 1 | 2, from: s.from, to: s.to })
          })
          pairs.forEach((p, k) => {
            if (p) for (const s of p.spans) input.pairs.push({ a: pairList[k][0], b: pairList[k][1], from: s.from, to: s.to, mode: p.mode, hours: p.hours })
          })
          return input
        })
    })
