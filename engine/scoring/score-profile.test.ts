import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { profileFeatures, NEUTRAL } from './features'
import { DECREASING_NEURONS, NEURONS, NEURON_NAMES, NO_ANSWER, type NeuronName, type ProfileAnswers } from './neurons'
import { gradeFrom, scoreProfile } from './score-profile'
import { K_WEIGHTS, L_WEIGHTS, P_WEIGHTS } from './weights'
import { EXAMPLE_ANSWERS } from './example-answers'

/** An answer for one neuron: a valid value, or one of the ways of not answering. */
function answerArb(name: NeuronName): fc.Arbitrary<string | number | string[] | null | undefined> {
  const spec = NEURONS[name]
  const missing = fc.constantFrom(undefined, null, NO_ANSWER)
  if (spec.kind === 'select') return fc.oneof(fc.constantFrom(...spec.options), missing)
  if (spec.kind === 'number') return fc.oneof(fc.integer({ min: spec.min, max: spec.max }), missing)
  return fc.oneof(fc.subarray([...spec.options]), missing)
}

const answersArb: fc.Arbitrary<ProfileAnswers> = fc.record(
  Object.fromEntries(NEURON_NAMES.map((n) => [n, answerArb(n)])) as Record<NeuronName, fc.Arbitrary<string | number | string[] | null | undefined>>
)

/** The same answers with one neuron moved one step "up" (later option, larger number, one more item). */
function raised(answers: ProfileAnswers, name: NeuronName): ProfileAnswers | undefined {
  const spec = NEURONS[name]
  const v = answers[name]
  if (spec.kind === 'select') {
    const i = (spec.options as readonly string[]).indexOf(v as string)
    if (i < 0 || i === spec.options.length - 1) return undefined
    return { ...answers, [name]: spec.options[i + 1] }
  }
  if (spec.kind === 'number') {
    if (typeof v !== 'number' || v >= spec.max) return undefined
    return { ...answers, [name]: v + 1 }
  }
  if (!Array.isArray(v)) return undefined
  const extra = spec.options.find((o) => !v.includes(o))
  return extra === undefined ? undefined : { ...answers, [name]: [...v, extra] }
}

const EDUCATION: NeuronName[] = [
  'school_primary',
  'school_secondary',
  'school_type',
  'school_location',
  'college',
  'university',
  'university_prestige',
  'education_bachelor',
  'education_master',
  'education_doctor',
  'extra_courses_count',
  'foreign_languages',
]

describe('scoreProfile', () => {
  it('keeps K, P and L within 0..100 and mood within -100..100 for any answers', () => {
    fc.assert(
      fc.property(answersArb, (answers) => {
        const s = scoreProfile(answers)
        for (const v of [s.K, s.P, s.L]) expect(v >= 0 && v <= 100).toBe(true)
        expect(s.mood >= -100 && s.mood <= 100).toBe(true)
        expect(s.coverage >= 0 && s.coverage <= 1).toBe(true)
      })
    )
  })

  it('never lowers K when more education is reported', () => {
    fc.assert(
      fc.property(answersArb, fc.constantFrom(...EDUCATION), (answers, name) => {
        const up = raised(answers, name)
        if (!up) return
        expect(scoreProfile(up).K).toBeGreaterThanOrEqual(scoreProfile(answers).K - 1e-9)
      }),
      { numRuns: 500 }
    )
  })

  it('never lowers K, P, L or mood when any increasing answer grows, and never raises them when a decreasing one grows', () => {
    fc.assert(
      fc.property(answersArb, fc.constantFrom(...NEURON_NAMES), (answers, name) => {
        const up = raised(answers, name)
        if (!up) return
        const before = scoreProfile(answers)
        const after = scoreProfile(up)
        const sign = DECREASING_NEURONS.includes(name) ? -1 : 1
        for (const key of ['K', 'P', 'L', 'mood'] as const) {
          expect(sign * (after[key] - before[key])).toBeGreaterThanOrEqual(-1e-9)
        }
      }),
      { numRuns: 1000 }
    )
  })

  it('treats a missing answer, null, the no-answer sentinel and an unknown option alike', () => {
    const base: ProfileAnswers = { age: 30, work_experience_years: 4, education_bachelor: 'yes' }
    const missing = scoreProfile(base)
    for (const v of [null, NO_ANSWER, 'not-an-option', '']) {
      expect(scoreProfile({ ...base, family_partner: v })).toEqual(missing)
    }
  })

  it('scores an empty questionnaire as the neutral typical respondent with an unclear mood', () => {
    const s = scoreProfile({})
    expect(profileFeatures({})).toEqual(NEUTRAL)
    expect(s.coverage).toBe(0)
    expect(s.moodBand).toBe('UNCLEAR')
    expect(s.mood).toBe(0)
    expect(s.grade).toBe('middle')
    for (const v of [s.K, s.P, s.L]) expect(v > 20 && v < 60).toBe(true)
  })

  it('reads the education step as a block: answered rungs count, unanswered rungs count as not reached', () => {
    const only = scoreProfile({ education_master: 'yes' }).K
    const withNo = scoreProfile({ education_master: 'yes', education_doctor: 'no' }).K
    expect(withNo).toBe(only)
    expect(scoreProfile({ school_secondary: 'complete' }).K).toBeLessThan(scoreProfile({}).K)
  })

  it('gives no university standing to someone without any university', () => {
    const none = scoreProfile({ university: 'none', college: 'complete', university_prestige: 'top' })
    const noPrestige = scoreProfile({ university: 'none', college: 'complete' })
    expect(none.K).toBe(noPrestige.K)
  })

  it('ignores partner years and living together when there is no partner', () => {
    const a = scoreProfile({ family_partner: 'none', family_partner_years: 20, family_cohabitation: 'yes' })
    const b = scoreProfile({ family_partner: 'none' })
    expect(a.L).toBe(b.L)
    expect(a.mood).toBe(b.mood)
  })

  it('accepts numeric strings and clamps numbers to the vocabulary range', () => {
    expect(scoreProfile({ work_experience_years: '5' }).P).toBe(scoreProfile({ work_experience_years: 5 }).P)
    expect(scoreProfile({ work_experience_years: -3 }).P).toBe(scoreProfile({ work_experience_years: 0 }).P)
    expect(scoreProfile({ work_experience_years: 500 }).P).toBe(scoreProfile({ work_experience_years: 60 }).P)
  })

  it('counts foreign languages, and a bare number is taken as the count', () => {
    expect(scoreProfile({ foreign_languages: ['english', 'german'] }).K).toBe(scoreProfile({ foreign_languages: 2 }).K)
    expect(scoreProfile({ foreign_languages: [] }).K).toBeLessThan(scoreProfile({}).K)
  })

  it('lowers the starting mood after a loss and raises it with a partner', () => {
    const base = { family_loss: 'no', family_partner: 'none' }
    const m = scoreProfile(base).mood
    expect(scoreProfile({ ...base, family_loss: 'yes' }).mood).toBeLessThan(m)
    expect(scoreProfile({ ...base, family_partner: 'married' }).mood).toBeGreaterThan(m)
    expect(scoreProfile(base).moodBand).toBe('GOOD')
  })

  it('scores a seasoned, well-educated person well above a school leaver', () => {
    const senior = scoreProfile({
      age: 42,
      education_master: 'yes',
      university: 'complete',
      university_prestige: 'top',
      extra_courses_count: 6,
      foreign_languages: ['english', 'german'],
      work_experience_years: 18,
      leadership_experience_years: 8,
      family_partner: 'married',
      family_partner_years: 12,
    })
    const leaver = scoreProfile({ age: 18, school_secondary: 'complete', university: 'none', work_experience_years: 0, leadership_experience_years: 0 })
    expect(senior.K - leaver.K).toBeGreaterThan(30)
    expect(senior.P - leaver.P).toBeGreaterThan(30)
    expect(senior.L - leaver.L).toBeGreaterThan(20)
    expect(senior.grade).toBe('senior+')
    expect(leaver.grade).toBe('junior')
  })

  it('reproduces the examples of the model card (docs/engine/scoring-and-scene.md §1.6)', () => {
    const examples: [ProfileAnswers, number, number, number, string, number, string][] = [
      [EXAMPLE_ANSWERS.none, 44.3, 29.3, 54.3, 'middle', 0, 'UNCLEAR'],
      [EXAMPLE_ANSWERS.leaver, 26.8, 11.9, 21.5, 'junior', 21.5, 'GOOD'],
      [EXAMPLE_ANSWERS.graduate, 51.3, 27.3, 49.3, 'middle', 37.8, 'GOOD'],
      [EXAMPLE_ANSWERS.seasoned, 76.7, 75.4, 83.8, 'senior+', 59.1, 'GOOD'],
      [EXAMPLE_ANSWERS.bereaved, 56.4, 46.5, 50.6, 'senior+', 0.2, 'ANXIOUS'],
    ]
    for (const [answers, K, P, L, grade, mood, band] of examples) {
      const s = scoreProfile(answers)
      expect([s.K, s.P, s.L, s.mood].map((x) => Math.round(x * 10) / 10)).toEqual([K, P, L, mood])
      expect([s.grade, s.moodBand]).toEqual([grade, band])
    }
  })

  it('is deterministic', () => {
    fc.assert(
      fc.property(answersArb, (a) => {
        expect(scoreProfile(a)).toEqual(scoreProfile(a))
      })
    )
  })
})

describe('vocabulary', () => {
  it('is read in full: every neuron except gender changes some feature', () => {
    const extreme = (name: NeuronName, high: boolean): ProfileAnswers => {
      const spec = NEURONS[name]
      if (spec.kind === 'number') return { [name]: high ? spec.max : spec.min }
      if (spec.kind === 'multiselect') return { [name]: high ? [...spec.options] : [] }
      return { [name]: spec.options[high ? spec.options.length - 1 : 0] }
    }
    // Context that lets dependent answers count: a university for its standing, a partner for partner years.
    const contextOf = (name: NeuronName): ProfileAnswers =>
      name === 'university_prestige' ? { university: 'complete' } : name.startsWith('family_partner_') || name === 'family_cohabitation' ? { family_partner: 'partner' } : {}
    const unread = NEURON_NAMES.filter((name) => {
      const context = contextOf(name)
      const lo = profileFeatures({ ...context, ...extreme(name, false) })
      const hi = profileFeatures({ ...context, ...extreme(name, true) })
      return JSON.stringify(lo) === JSON.stringify(hi)
    })
    expect(unread).toEqual(['gender'])
  })

  it('exports the no-answer sentinel the questionnaire sends', () => {
    expect(NO_ANSWER).toBe('__none__')
  })
})

describe('weights', () => {
  it('are non-negative and sum to 1 for each competence, so a score is a weighted mean', () => {
    for (const table of [K_WEIGHTS, P_WEIGHTS, L_WEIGHTS]) {
      expect(table.every((w) => w.weight >= 0 && w.reason.length > 10)).toBe(true)
      expect(table.reduce((s, w) => s + w.weight, 0)).toBeCloseTo(1, 9)
    }
  })
})

describe('gradeFrom', () => {
  it('never lowers the grade with more work, more leadership or a higher K', () => {
    const order = ['junior', 'junior+', 'middle', 'middle+', 'senior', 'senior+']
    fc.assert(
      fc.property(
        fc.double({ min: 0, max: 40, noNaN: true }),
        fc.double({ min: 0, max: 20, noNaN: true }),
        fc.double({ min: 0, max: 100, noNaN: true }),
        fc.double({ min: 0, max: 5, noNaN: true }),
        (w, l, k, d) => {
          const g = order.indexOf(gradeFrom(w, l, k))
          expect(order.indexOf(gradeFrom(w + d, l, k))).toBeGreaterThanOrEqual(g)
          expect(order.indexOf(gradeFrom(w, l + d, k))).toBeGreaterThanOrEqual(g)
          expect(order.indexOf(gradeFrom(w, l, Math.min(100, k + 10 * d)))).toBeGreaterThanOrEqual(g)
        }
      )
    )
  })

  it('places typical careers on the expected grades at an average K', () => {
    expect(gradeFrom(0, 0, 50)).toBe('junior')
    expect(gradeFrom(1.5, 0, 50)).toBe('junior+')
    expect(gradeFrom(2.5, 0, 50)).toBe('middle')
    expect(gradeFrom(4, 0, 50)).toBe('middle+')
    expect(gradeFrom(6, 0, 50)).toBe('senior')
    expect(gradeFrom(7, 4, 50)).toBe('senior+')
  })
})
