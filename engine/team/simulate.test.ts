import { describe, expect, it } from 'vitest'
import fc from 'fast-check'
import type { SimInput } from '../sim-input'
import type { Progress } from '../core/progress'
import { SimInputError } from '../core/validate'
import { simInputArb } from './sim-input.arbitrary'
import { allPairsInput } from './build-input'
import { simulateTeam } from './simulate'
import type { TeamResult } from './types'
import { expectTeamBounds } from '../test-support'

describe('team simulation: bounds and determinism', () => {
  it('keeps every attitude and mood in -100..100 and every percent in 0..100, with no NaN', () => {
    fc.assert(
      fc.property(simInputArb(), fc.integer({ min: 0, max: 2 ** 31 }), (input, seed) => {
        const r = simulateTeam(input, { seed, replicates: 5 })
        expectTeamBounds(r)
      }),
      { numRuns: 60, seed: 21 }
    )
  })

  it('same input and seed give byte-identical output; another seed another one', () => {
    const input = allPairsInput(6, 30, 60)
    const a = JSON.stringify(simulateTeam(input, { seed: 5 }))
    expect(JSON.stringify(simulateTeam(input, { seed: 5 }))).toBe(a)
    expect(JSON.stringify(simulateTeam(input, { seed: 6 }))).not.toBe(a)
  })

  it('each headline indicator is a median inside its 10-90 % band', () => {
    const r = simulateTeam(allPairsInput(5, 0, 120), { seed: 1 })
    expect(r.replicates).toBe(32)
    for (const b of [r.summary.peakPower, r.summary.averagePower, r.summary.cohesion, r.summary.atmosphere, r.summary.union, r.summary.managerFit!]) {
      expect(b.p10).toBeLessThanOrEqual(b.median)
      expect(b.median).toBeLessThanOrEqual(b.p90)
    }
    expect(r.summary.peakPower.median).toBeGreaterThanOrEqual(r.summary.averagePower.median)
  })

  it('reports phases start → done in order with rising percents', () => {
    const seen: Progress[] = []
    simulateTeam(allPairsInput(4, 10, 20), { seed: 1, replicates: 2 }, (p) => seen.push(p))
    expect(seen[0]).toEqual({ phase: 0, percent: 0 })
    expect(seen.at(-1)).toEqual({ phase: 5, percent: 100 })
    expect([...new Set(seen.map((p) => p.phase))]).toEqual([0, 1, 2, 3, 4, 5])
    for (let i = 1; i < seen.length; i++) expect(seen[i].percent).toBeGreaterThanOrEqual(seen[i - 1].percent)
  })

  it('refuses a malformed input with a clear error', () => {
    const input = allPairsInput(3, 0, 10)
    expect(() => simulateTeam({ ...input, pairs: [...input.pairs, { ...input.pairs[0] }] }, { seed: 1 })).toThrow(SimInputError)
    expect(() => simulateTeam({ ...input, sceneDays: 0 }, { seed: 1 })).toThrow(SimInputError)
    expect(() => simulateTeam({ ...input, active: [] }, { seed: 1 })).toThrow(SimInputError)
  })

  it('takes a pair in several segments that follow each other, and refuses any two that overlap', () => {
    const input = allPairsInput(3, 0, 30)
    const [first, ...rest] = input.pairs
    const inTurns = [{ ...first, to: 10 }, ...rest, { ...first, from: 10, to: 20 }, { ...first, from: 20, hours: 2 }]
    expect(() => simulateTeam({ ...input, pairs: inTurns }, { seed: 1, replicates: 2 })).not.toThrow()
    const thirdOverlapsFirst = [{ ...first, to: 10 }, { ...first, from: 10, to: 20 }, { ...first, from: 5, to: 8 }, ...rest]
    expect(() => simulateTeam({ ...input, pairs: thirdOverlapsFirst }, { seed: 1, replicates: 2 })).toThrow(/overlapping/)
  })
})

/** A copy of the input with a change from day d on: what the owner does on the scene. */
type Edit = (input: SimInput, d: number) => SimInput

const cut = <T extends { from: number; to: number }>(spans: T[], d: number, keep: (s: T) => boolean): T[] =>
  spans.flatMap((s) => (!keep(s) || s.to <= d ? [s] : s.from >= d ? [] : [{ ...s, to: d }]))

const edits: Record<string, Edit> = {
  dismissal: (input, d) => ({
    ...input,
    active: input.active.map((spans, i) => (i === 0 ? cut(spans, d, () => true) : spans)),
    roles: cut(input.roles, d, (r) => r.actor === 0),
    pairs: cut(input.pairs, d, (s) => s.a === 0 || s.b === 0),
  }),
  hire: (input, d) => {
    const T = input.pastDays + input.sceneDays
    const n = input.actors.length
    return {
      ...input,
      actors: [...input.actors, { id: 'new-hire', K: 90, P: 10, L: 5, mood: -90 }],
      active: [...input.active, [{ from: d, to: T }]],
      pairs: [...input.pairs, ...input.actors.map((_, a) => ({ a, b: n, from: d, to: T, mode: 'office' as const, hours: 10 }))],
    }
  },
  'rank change': (input, d) => {
    const T = input.pastDays + input.sceneDays
    return { ...input, roles: [...cut(input.roles, d, (r) => r.role === 2), { actor: 1, role: 2 as const, from: d, to: T }] }
  },
  'interaction change': (input, d) => ({
    ...input,
    pairs: input.pairs.flatMap((s) =>
      s.to <= d
        ? [s]
        : s.from >= d
          ? [{ ...s, hours: 10 - s.hours }]
          : [
              { ...s, to: d },
              { ...s, from: d, hours: 10 - s.hours },
            ]
    ),
  }),
}

function before(r: TeamResult, d: number) {
  const head = <T>(xs: T[]) => xs.slice(0, d)
  const band = (s: { median: (number | null)[]; p10: (number | null)[]; p90: (number | null)[] }) => [head(s.median), head(s.p10), head(s.p90)]
  return {
    daily: Object.fromEntries(Object.entries(r.daily).map(([k, v]) => [k, Array.isArray(v) ? head(v) : band(v)])),
    moods: Object.fromEntries(r.actors.filter((a) => a.id !== 'new-hire').map((a) => [a.id, band(a.moodSeries)])),
    pairs: Object.fromEntries(r.pairs.filter((p) => p.b !== 'new-hire').map((p) => [`${p.a}-${p.b}`, [band(p.series!.ab), band(p.series!.ba)]])),
  }
}

describe('team simulation: causality', () => {
  for (const [name, edit] of Object.entries(edits)) {
    it(`a ${name} on day d leaves every day before d unchanged and changes the trajectory from d on`, () => {
      fc.assert(
        fc.property(simInputArb({ maxDays: 25 }), fc.integer({ min: 0, max: 2 ** 31 }), fc.double({ min: 0, max: 1, noNaN: true }), (input, seed, at) => {
          const T = input.pastDays + input.sceneDays
          const d = Math.min(T - 1, Math.floor(at * T))
          const edited = edit(input, d)
          const a = simulateTeam(input, { seed, replicates: 3 })
          const b = simulateTeam(edited, { seed, replicates: 3 })
          const [x, y] = [before(a, d), before(b, d)]
          expect(y.daily).toEqual(x.daily)
          expect(y.moods).toEqual(x.moods)
          // A dismissal on day 0 removes a pair altogether; every pair still there is unchanged.
          for (const [key, series] of Object.entries(y.pairs)) expect(series).toEqual(x.pairs[key])
        }),
        { numRuns: 40, seed: 22 }
      )
    })
  }

  it('a dismissal and a rank change are visible from their day on', () => {
    const input = allPairsInput(4, 0, 60)
    const a = simulateTeam(input, { seed: 3, replicates: 4 })
    const dismissed = simulateTeam(edits.dismissal(input, 30), { seed: 3, replicates: 4 })
    expect(dismissed.daily.activeCount.slice(29, 31)).toEqual([4, 3])
    expect(dismissed.summary.manager).toBeNull()
    expect(dismissed.daily.managerFit.median[30]).toBeNull()
    const ranked = simulateTeam(edits['rank change'](input, 30), { seed: 3, replicates: 4 })
    expect(ranked.daily.managerFit.median[29]).toBe(a.daily.managerFit.median[29])
    expect(ranked.daily.managerFit.median[30]).not.toBe(a.daily.managerFit.median[30])
    expect(ranked.summary.manager).toBe('p1')
  })

  it('a hire is visible from its day on', () => {
    const input = allPairsInput(4, 0, 60)
    const a = simulateTeam(input, { seed: 3, replicates: 4 })
    const b = simulateTeam(edits.hire(input, 30), { seed: 3, replicates: 4 })
    expect(b.daily.activeCount[29]).toBe(4)
    expect(b.daily.activeCount[30]).toBe(5)
    expect(b.daily.basePower[30]).not.toBe(a.daily.basePower[30])
    expect(b.daily.atmosphere.median[31]).toBeLessThan(a.daily.atmosphere.median[31])
  })
})

describe('team simulation: indicators', () => {
  it('a team with higher P and K has higher base power', () => {
    fc.assert(
      fc.property(simInputArb(), fc.double({ min: 0, max: 40, noNaN: true }), fc.double({ min: 0, max: 40, noNaN: true }), (input, dP, dK) => {
        const raised = { ...input, actors: input.actors.map((p) => ({ ...p, P: Math.min(100, p.P + dP), K: Math.min(100, p.K + dK) })) }
        const a = simulateTeam(input, { seed: 1, replicates: 1, pairSeries: false })
        const b = simulateTeam(raised, { seed: 1, replicates: 1, pairSeries: false })
        b.daily.basePower.forEach((x, t) => expect(x).toBeGreaterThanOrEqual(a.daily.basePower[t]))
        expect(b.summary.basePower.median).toBeGreaterThanOrEqual(a.summary.basePower.median)
      }),
      { numRuns: 50, seed: 23 }
    )
  })

  it('team type and competence order follow the leading competence', () => {
    const team = (K: number, P: number, L: number) => {
      const input = allPairsInput(3, 0, 10)
      return simulateTeam({ ...input, actors: input.actors.map((p) => ({ ...p, K, P, L })) }, { seed: 1, replicates: 1 }).summary
    }
    expect([team(90, 50, 50).teamType, team(90, 50, 50).competenceOrder]).toEqual(['launch', 'CPM'])
    expect([team(50, 90, 50).teamType, team(50, 90, 50).competenceOrder]).toEqual(['growth', 'PMC'])
    expect([team(50, 50, 90).teamType, team(50, 50, 90).competenceOrder]).toEqual(['support', 'MCP'])
  })

  it('manager fit exists only while a manager or lead is in the team', () => {
    const input = allPairsInput(4, 0, 20)
    const withManager = simulateTeam(input, { seed: 1, replicates: 2 })
    expect(withManager.summary.managerFit).not.toBeNull()
    expect(withManager.summary.manager).toBe('p0')
    const without = simulateTeam({ ...input, roles: [{ actor: 1, role: 1, from: 10, to: 20 }] }, { seed: 1, replicates: 2 })
    expect(without.daily.managerFit.median.slice(0, 10).every((x) => x === null)).toBe(true)
    expect(without.daily.managerFit.median.slice(10).every((x) => x !== null)).toBe(true)
    expect(without.summary.lead).toBe('p1')
    expect(simulateTeam({ ...input, roles: [] }, { seed: 1, replicates: 2 }).summary.managerFit).toBeNull()
    // A manager who has left holds no rank the model uses, and the summary does not name them.
    const gone = simulateTeam({ ...input, active: input.active.map((s, i) => (i === 0 ? [{ from: 0, to: 10 }] : s)) }, { seed: 1, replicates: 2 })
    expect(gone.daily.managerFit.median.slice(10).every((x) => x === null)).toBe(true)
    expect(gone.summary.manager).toBeNull()
  })

  it('a more mature manager fits the team better', () => {
    const input = allPairsInput(5, 0, 60)
    const fit = (L: number) =>
      simulateTeam({ ...input, actors: input.actors.map((p, i) => (i === 0 ? { ...p, L, P: L } : p)) }, { seed: 1, replicates: 4 }).summary.managerFit!.median
    expect(fit(95)).toBeGreaterThan(fit(20))
  })

  it('sort keys list every actor once, in descending order of their key', () => {
    const r = simulateTeam(allPairsInput(6, 20, 40), { seed: 2, replicates: 3 })
    const byId = new Map(r.actors.map((a) => [a.id, a]))
    const value = {
      power: (id: string) => byId.get(id)!.power.median,
      weight: (id: string) => byId.get(id)!.weight,
      rating: (id: string) => byId.get(id)!.rating,
      addedAt: (id: string) => byId.get(id)!.addedAt,
      resource: (id: string) => byId.get(id)!.resource,
    }
    for (const [key, ids] of Object.entries(r.sortKeys)) {
      expect([...ids].sort()).toEqual(r.actors.map((a) => a.id).sort())
      const v = value[key as keyof typeof value]
      for (let i = 1; i < ids.length; i++) expect(v(ids[i - 1])).toBeGreaterThanOrEqual(v(ids[i]))
    }
    expect(r.actors.reduce((s, a) => s + a.importance, 0)).toBeCloseTo(100, 9)
  })

  it('the per-pair series can be left out for large teams without changing anything else', () => {
    const input = allPairsInput(5, 10, 30)
    const a = simulateTeam(input, { seed: 4, replicates: 3 })
    const b = simulateTeam(input, { seed: 4, replicates: 3, pairSeries: false })
    expect(b.pairs.every((p) => p.series === null)).toBe(true)
    expect(b.summary).toEqual(a.summary)
    expect(b.daily).toEqual(a.daily)
  })
})
