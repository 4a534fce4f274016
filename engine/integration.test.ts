// The engine end to end, through its public API only: questionnaire answers are scored, the
// scores go onto a scene built with the editing rules, the scene is compiled and simulated.
// Each test asserts something an owner would notice on the screen.

import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import {
  addActor,
  compileScene,
  contact as contactOf,
  createScene,
  dismiss,
  forecastPair,
  ROLE_EMPLOYEE,
  ROLE_MANAGER,
  scoreProfile,
  setInteraction,
  setRank,
  simulateTeam,
  staticPower,
  type InteractionMode,
  type NewActor,
  type PersonInput,
  type ProfileAnswers,
  type Scene,
  type TeamResult,
  type TeamOptions,
} from './index'
import { EXAMPLE_ANSWERS } from './scoring/example-answers'
import { applyEdit, editArbFor } from './scene/test-helpers'
import { personArb } from './team/sim-input.arbitrary'
import { expectTeamBounds } from './test-support'

// ---- people from questionnaire answers ----

// The model card's example questionnaires (docs/engine/scoring-and-scene.md §1.6).
const { seasoned: SEASONED, graduate: GRADUATE, leaver: LEAVER } = EXAMPLE_ANSWERS

/** A scene actor whose scores come from the baseline scorer. */
function actorFrom(id: string, answers: ProfileAnswers, setting?: { mode: InteractionMode; hours: number }): NewActor {
  const s = scoreProfile(answers)
  const person: PersonInput = { id, K: s.K, P: s.P, L: s.L, mood: s.mood, grade: s.grade }
  return {
    id,
    firstName: id,
    lastName: 'Test',
    person,
    ...(setting ? { interactionType: setting.mode, interactionIntensive: setting.hours } : {}),
  }
}

/** A team of four that has worked together for a year (365 past days), all joined on day 0. */
function team(): Scene {
  let s = createScene({ pastDays: 365 })
  s = addActor(s, actorFrom('ann', SEASONED), 0)
  s = addActor(s, actorFrom('ben', GRADUATE), 0)
  s = addActor(s, actorFrom('cat', GRADUATE, { mode: 'remote', hours: 3 }), 0)
  s = addActor(s, actorFrom('dan', LEAVER), 0)
  return s
}

const OPTIONS: TeamOptions = { seed: 2026, replicates: 8 }
const run = (scene: Scene, options: TeamOptions = OPTIONS) => simulateTeam(compileScene(scene), options)

/** The daily view of a run on days [from, to): team series, each named actor's mood, each named pair. */
function dailyView(r: TeamResult, from: number, to: number, ids: string[]) {
  const cut = <T>(xs: T[]) => xs.slice(from, to)
  const band = (b: { median: (number | null)[]; p10: (number | null)[]; p90: (number | null)[] }) => [cut(b.median), cut(b.p10), cut(b.p90)]
  return {
    basePower: cut(r.daily.basePower),
    activeCount: cut(r.daily.activeCount),
    power: band(r.daily.power),
    cohesion: band(r.daily.cohesion),
    atmosphere: band(r.daily.atmosphere),
    union: band(r.daily.union),
    managerFit: band(r.daily.managerFit),
    moods: r.actors.filter((a) => ids.includes(a.id)).map((a) => [a.id, band(a.moodSeries)]),
    pairs: r.pairs.filter((p) => ids.includes(p.a) && ids.includes(p.b)).map((p) => [p.a, p.b, band(p.series!.ab), band(p.series!.ba)]),
  }
}

const IDS = ['ann', 'ben', 'cat', 'dan']

describe('engine end to end: answers → scene → compileScene → simulateTeam', () => {
  it('a hire on day d changes nothing before d and shows from d on', () => {
    const before = team()
    const d = 365 + 40
    const after = addActor(before, actorFrom('eve', SEASONED), d)
    const r0 = run(before)
    const r1 = run(after)
    expect(JSON.stringify(dailyView(r1, 0, d, IDS))).toBe(JSON.stringify(dailyView(r0, 0, d, IDS)))
    expect(r1.daily.activeCount[d - 1]).toBe(4)
    expect(r1.daily.activeCount[d]).toBe(5)
    expect(r1.daily.basePower[d]).not.toBe(r0.daily.basePower[d])
    const eve = r1.actors.find((a) => a.id === 'eve')!
    expect(eve.addedAt).toBe(d)
    // The newcomer works with everyone from the hire on (default interactions), so the others' days change.
    expect(r1.pairs.filter((p) => p.a === 'eve' || p.b === 'eve')).toHaveLength(4)
    const ann = (r: TeamResult) => r.actors.find((a) => a.id === 'ann')!.moodSeries.median
    expect(ann(r1).slice(d + 1)).not.toEqual(ann(r0).slice(d + 1))
  })

  it('a dismissal on day d leaves the days before d alone and removes the actor from d on', () => {
    const before = team()
    const d = 365 + 100
    const after = dismiss(before, 'dan', d)
    // Noise off: every band is a point, so the team figures can be recomputed from the actors'.
    const quiet = { seed: 7, replicates: 1, noise: 0 }
    const r0 = run(before, quiet)
    const r1 = run(after, quiet)
    expect(JSON.stringify(dailyView(r1, 0, d, IDS))).toBe(JSON.stringify(dailyView(r0, 0, d, IDS)))
    const T = r1.days
    const rest = r1.actors.filter((a) => a.id !== 'dan')
    const dan = r1.actors.find((a) => a.id === 'dan')!
    const people = compileScene(after).actors
    const restPower = people.filter((p) => p.id !== 'dan').reduce((s, p) => s + staticPower(p), 0) / 3
    for (let t = d; t < T; t++) {
      expect(r1.daily.activeCount[t]).toBe(3)
      // Base power and atmosphere are the three others' alone.
      expect(r1.daily.basePower[t]).toBeCloseTo(restPower, 9)
      expect(r1.daily.atmosphere.median[t]).toBeCloseTo(rest.reduce((s, a) => s + a.moodSeries.median[t], 0) / 3, 9)
      // Dan's mood and Dan's pairs stop moving: nobody updates them and they update nobody.
      expect(dan.moodSeries.median[t]).toBe(dan.moodSeries.median[d])
    }
    for (const p of r1.pairs.filter((p) => p.a === 'dan' || p.b === 'dan')) {
      for (let t = d; t < T; t++) expect(p.series!.ab.median[t]).toBe(p.series!.ab.median[d])
    }
    // Cohesion from d on is the mean over the three remaining pairs only (equal contact within
    // office pairs of ann and ben; cat's remote pairs weigh less, so compare with the weighted mean).
    const compiled = compileScene(after)
    const idx = new Map(compiled.actors.map((p, i) => [p.id, i]))
    const t = T - 1
    let sum = 0
    let weights = 0
    for (const seg of compiled.pairs.filter((s) => s.from <= t && t < s.to)) {
      const pair = r1.pairs.find((p) => idx.get(p.a) === seg.a && idx.get(p.b) === seg.b)!
      const c = contactOf(seg.hours, seg.mode)
      sum += (c * (pair.series!.ab.median[t] + pair.series!.ba.median[t])) / 2
      weights += c
    }
    expect(compiled.pairs.filter((s) => s.from <= t && t < s.to).every((s) => s.a !== idx.get('dan') && s.b !== idx.get('dan'))).toBe(true)
    expect(r1.daily.cohesion.median[t]).toBeCloseTo(50 + sum / weights / 2, 9)
    // The others' moods are no longer pulled by Dan: after d they differ from the run that kept him.
    expect(r1.actors.find((a) => a.id === 'ben')!.moodSeries.median.slice(d + 1)).not.toEqual(r0.actors.find((a) => a.id === 'ben')!.moodSeries.median.slice(d + 1))
  })

  it('a manager rank changes manager fit from its day, and a new manager changes it again', () => {
    const base = team()
    const d1 = 365 + 30
    const d2 = 365 + 200
    const withAnn = setRank(base, 'ann', ROLE_MANAGER, d1)
    const withDan = setRank(setRank(withAnn, 'ann', ROLE_EMPLOYEE, d2), 'dan', ROLE_MANAGER, d2)
    const r0 = run(base)
    const r1 = run(withAnn)
    const r2 = run(withDan)
    expect(JSON.stringify(dailyView(r1, 0, d1, IDS))).toBe(JSON.stringify(dailyView(r0, 0, d1, IDS)))
    expect(JSON.stringify(dailyView(r2, 0, d2, IDS))).toBe(JSON.stringify(dailyView(r1, 0, d2, IDS)))
    const fit = (r: TeamResult) => r.daily.managerFit.median
    expect(fit(r0).every((x) => x === null)).toBe(true)
    expect(
      fit(r1)
        .slice(0, d1)
        .every((x) => x === null)
    ).toBe(true)
    expect(
      fit(r1)
        .slice(d1)
        .every((x) => x !== null)
    ).toBe(true)
    // The seasoned manager fits better than the school leaver, every day each holds the rank.
    for (let t = d2; t < r2.days; t++) expect(fit(r2)[t]!).toBeLessThan(fit(r1)[t]!)
    expect(r1.summary.manager).toBe('ann')
    expect(r2.summary.manager).toBe('dan')
    expect(r2.summary.managerFit!.median).toBeLessThan(r1.summary.managerFit!.median)
    // The manager acts on attitudes too: the pairs' trajectories part from the day after the rank.
    const pair = (r: TeamResult) => r.pairs.find((p) => p.a === 'ben' && p.b === 'dan')!.series!.ab.median
    expect(pair(r1).slice(0, d1 + 1)).toEqual(pair(r0).slice(0, d1 + 1))
    expect(pair(r1)[d1 + 1]).not.toBe(pair(r0)[d1 + 1])
  })

  it('a pair set to remote converges more slowly than the same pair in the office', () => {
    const halfway = (mode: InteractionMode, hours: number) => {
      let s = createScene({ pastDays: 0 })
      s = addActor(s, actorFrom('leaver', LEAVER), 0)
      s = addActor(s, actorFrom('senior', SEASONED), 0)
      s = setInteraction(s, 'leaver', 'senior', { mode, hours }, 0)
      const r = run(s, { seed: 1, replicates: 1, noise: 0 })
      const p = r.pairs[0]
      const a = p.series!.ab.median
      const gap = p.reality.ab - p.expectation.ab
      return a.findIndex((x) => Math.abs(x - p.expectation.ab) >= Math.abs(gap) / 2)
    }
    for (const hours of [2, 5, 10]) {
      const office = halfway('office', hours)
      const remote = halfway('remote', hours)
      expect(office).toBeGreaterThan(0)
      expect(remote).toBeGreaterThan(office)
    }
    // The pair forecast of the same two people says the same.
    const people = compileScene(addActor(addActor(createScene(), actorFrom('leaver', LEAVER), 0), actorFrom('senior', SEASONED), 0)).actors
    const forecast = (mode: InteractionMode) => forecastPair({ left: people[0], right: people[1], interaction: { mode, hours: 5 }, seed: 3, replicates: 8, variant: 'work' })
    expect(forecast('remote').convergenceDays!).toBeGreaterThan(forecast('office').convergenceDays!)
  })

  it('scores from better answers give a team higher base power, and its people rank higher', () => {
    const build = (answers: ProfileAnswers[]) => {
      let s = createScene({ pastDays: 0, sceneDays: 90 })
      answers.forEach((a, i) => (s = addActor(s, actorFrom(`p${i}`, a), 0)))
      return run(s)
    }
    const strong = build([SEASONED, SEASONED, GRADUATE])
    const weak = build([LEAVER, LEAVER, GRADUATE])
    expect(strong.summary.basePower.median).toBeGreaterThan(weak.summary.basePower.median)
    expect(strong.summary.averagePower.median).toBeGreaterThan(weak.summary.averagePower.median)
    const mixed = build([LEAVER, SEASONED, GRADUATE])
    expect(mixed.sortKeys.power).toEqual(['p1', 'p2', 'p0'])
  })

  it('the same scene and seed give byte-identical JSON; another seed does not', () => {
    const scene = () => setRank(dismiss(addActor(team(), actorFrom('eve', SEASONED), 400), 'dan', 500), 'ann', ROLE_MANAGER, 380)
    const a = JSON.stringify(simulateTeam(compileScene(scene()), { seed: 11 }))
    expect(JSON.stringify(simulateTeam(compileScene(scene()), { seed: 11 }))).toBe(a)
    expect(JSON.stringify(simulateTeam(compileScene(scene()), { seed: 12 }))).not.toBe(a)
    const people = compileScene(scene()).actors
    const pair = (seed: number) =>
      JSON.stringify(forecastPair({ left: people[0], right: people[1], manager: people[4], interaction: { mode: 'office', hours: 5 }, seed, variant: 'work' }))
    expect(pair(11)).toBe(pair(11))
    expect(pair(12)).not.toBe(pair(11))
  })
})

describe('engine end to end under random edits', () => {
  const ids = ['a', 'b', 'c', 'd']
  const DAYS = { pastDays: 6, sceneDays: 14 }
  const editArb = editArbFor(ids, DAYS.pastDays + DAYS.sceneDays)
  const peopleArb = fc.tuple(...ids.map((id) => personArb(id)))
  const newActor =
    (people: PersonInput[]) =>
    (id: string): NewActor => ({ id, firstName: id, lastName: 'R', person: people[ids.indexOf(id)] })

  it('simulateTeam(compileScene(scene)) never throws, never yields NaN and keeps every bound', () => {
    fc.assert(
      fc.property(fc.array(editArb, { maxLength: 20 }), peopleArb, fc.integer({ min: 0, max: 2 ** 31 }), (edits, people, seed) => {
        let s = createScene(DAYS)
        for (const e of edits) s = applyEdit(s, e, newActor(people))
        expectTeamBounds(simulateTeam(compileScene(s), { seed, replicates: 3 }))
      }),
      { numRuns: 60, seed: 8 }
    )
  })

  it('one more edit on day d leaves every simulated day before d as it was', () => {
    fc.assert(
      fc.property(fc.array(editArb, { maxLength: 12 }), editArb, peopleArb, (edits, last, people) => {
        let s = createScene(DAYS)
        for (const e of edits) s = applyEdit(s, e, newActor(people))
        const d = Math.max(0, last.date)
        const before = simulateTeam(compileScene(s), { seed: 4, replicates: 3 })
        const after = simulateTeam(compileScene(applyEdit(s, last, newActor(people))), { seed: 4, replicates: 3 })
        const known = s.actors.map((a) => a.id)
        const { pairs: pairsAfter, ...teamAfter } = dailyView(after, 0, d, known)
        const { pairs: pairsBefore, ...teamBefore } = dailyView(before, 0, d, known)
        expect(JSON.stringify(teamAfter)).toBe(JSON.stringify(teamBefore))
        // Pairs in both runs agree before d; a pair that interacts in only one of them does so
        // from d on at the earliest, so before d it still holds its first impression (day 0's value).
        const key = (p: unknown[]) => `${p[0]}|${p[1]}`
        const other = new Map(pairsBefore.map((p) => [key(p), JSON.stringify(p)]))
        for (const p of pairsAfter) if (other.has(key(p))) expect(JSON.stringify(p)).toBe(other.get(key(p)))
        const common = new Set(pairsAfter.map(key).filter((k) => other.has(k)))
        for (const r of [before, after]) {
          for (const p of r.pairs.filter((p) => !common.has(`${p.a}|${p.b}`) && known.includes(p.a) && known.includes(p.b))) {
            for (let t = 0; t < d; t++) expect([p.series!.ab.median[t], p.series!.ba.median[t]]).toEqual([p.series!.ab.median[0], p.series!.ba.median[0]])
          }
        }
      }),
      { numRuns: 60, seed: 9 }
    )
  })
})
