import { describe, expect, it } from 'vitest'
import { NEURONS, NO_ANSWER, scoreProfile, type NeuronName } from '#engine/scoring/index'
import { allQuestions, QUESTION_TYPES, questionnaireDefinitionSchema, type Answers, type Question } from '../definition'
import { avatarFor, firstIncompleteStep, formulaInputs, isVisible, mergeStepAnswers, normaliseStepAnswers, stepErrors } from '../filling'
import { workQuestionnaire } from './work-questionnaire'

const TODAY = new Date('2026-06-01T12:00:00Z')
const work = workQuestionnaire(TODAY.getUTCFullYear())
const questions = allQuestions(work)
const byName = new Map(questions.map((q) => [q.neuronName, q]))
const ask = (name: string) => byName.get(name)!
/** The inputs formulas read: the only names the scorer does not know. */
const formulaInputNames = new Set(questions.flatMap((q) => (q.formula ? formulaInputs(q.formula, q.neuronName) : [])))

function numbersOf(q: Question): number[] {
  if (q.type === 'slider') return [q.min!, q.max!]
  if (q.type === 'range') return q.options!.flatMap((o) => [o.min!, o.max!])
  return q.options!.map((o) => Number(o.value))
}

/** A deterministic generator (mulberry32), so a failing filling can be replayed from its seed. */
function random(seed: number) {
  let a = seed
  return () => {
    a = (a + 0x6d2b79f5) | 0
    let x = Math.imul(a ^ (a >>> 15), 1 | a)
    x = (x + Math.imul(x ^ (x >>> 7), 61 | x)) ^ x
    return ((x ^ (x >>> 14)) >>> 0) / 4294967296
  }
}

/** What a person might send for one question, as a form would carry it. */
function randomFormValue(q: Question, next: () => number): unknown {
  const pick = <T>(items: T[]) => items[Math.floor(next() * items.length)]
  if (q.allowNoAnswer && next() < 0.2) return NO_ANSWER
  if (q.type === 'slider') {
    const steps = Math.round((q.max! - q.min!) / (q.step ?? 1))
    return String(q.min! + Math.floor(next() * (steps + 1)) * (q.step ?? 1))
  }
  const values = q.options!.map((o) => o.value)
  if (q.type === 'multiselect') return values.filter(() => next() < 0.3)
  return pick(values)
}

/** One step's form: only the questions visible given the earlier answers and this step's so far. */
function randomStepForm(step: (typeof work.steps)[number], answers: Answers, next: () => number): Record<string, unknown> {
  const form: Record<string, unknown> = {}
  for (const q of step.questions) {
    if (q.type === 'formula') continue
    const soFar = mergeStepAnswers(work, answers, normaliseStepAnswers(step, form), TODAY)
    if (isVisible(q, soFar, work)) form[q.neuronName] = randomFormValue(q, next)
  }
  return form
}

/**
 * Fills the questionnaire step by step as a person would: only visible questions, each step saved.
 * A random day may not exist in the month (31 February): the step then says so, as it would to a
 * person, and the step is filled again.
 */
function randomFilling(seed: number): Answers {
  const next = random(seed)
  let answers: Answers = {}
  for (const step of work.steps) {
    for (let attempt = 1; ; attempt++) {
      const saved = mergeStepAnswers(work, answers, normaliseStepAnswers(step, randomStepForm(step, answers, next)), TODAY)
      const errors = stepErrors(step, saved, work, TODAY)
      if (Object.keys(errors).length === 0) {
        answers = saved
        break
      }
      expect(errors, `seed ${seed}, step ${step.id}`).toEqual({ age: 'invalid' })
      expect(attempt).toBeLessThan(20)
    }
  }
  return answers
}

describe('the seeded work questionnaire', () => {
  it('is a valid definition with the four steps', () => {
    expect(questionnaireDefinitionSchema.safeParse(work).success).toBe(true)
    expect(work.steps.map((s) => s.id)).toEqual(['about', 'education', 'experience', 'family'])
  })

  it('asks every neuron of the scorer’s vocabulary, in the neuron’s step, and nothing else but formula inputs', () => {
    for (const name of Object.keys(NEURONS) as NeuronName[]) {
      expect(byName.has(name), name).toBe(true)
      const step = work.steps.find((s) => s.questions.some((q) => q.neuronName === name))
      expect(step?.id, name).toBe(NEURONS[name].step)
    }
    const unknown = questions.map((q) => q.neuronName).filter((name) => !(name in NEURONS))
    expect(unknown.sort()).toEqual([...formulaInputNames].sort())
    expect(unknown.sort()).toEqual(['birth_day', 'birth_month', 'birth_year'])
  })

  it('offers exactly the scorer’s option values, and numbers inside its ranges', () => {
    for (const [name, neuron] of Object.entries(NEURONS)) {
      const q = ask(name)
      if (neuron.kind === 'number') {
        expect(['slider', 'range', 'dropdown', 'formula'], name).toContain(q.type)
        if (q.type === 'formula') continue
        for (const n of numbersOf(q)) {
          expect(Number.isFinite(n), name).toBe(true)
          expect(n, name).toBeGreaterThanOrEqual(neuron.min)
          expect(n, name).toBeLessThanOrEqual(neuron.max)
        }
      } else {
        expect(q.type === 'multiselect', name).toBe(neuron.kind === 'multiselect')
        // Same values in the same order: the scorer reads "less" to "more" in this order.
        expect(
          q.options!.map((o) => o.value),
          name
        ).toEqual([...neuron.options])
      }
    }
  })

  it('uses every question type', () => {
    expect(new Set(questions.map((q) => q.type))).toEqual(new Set(QUESTION_TYPES))
  })

  it('has every text and option label in Russian and in English', () => {
    const texts = [
      work.name,
      ...work.steps.map((s) => s.title),
      ...questions.flatMap((q) => [q.text, ...(q.hint ? [q.hint] : []), ...(q.options ?? []).map((o) => o.label), ...(q.groups ?? []).map((g) => g.label)]),
    ]
    for (const text of texts) {
      expect(text.ru.trim(), JSON.stringify(text)).not.toBe('')
      expect(text.en.trim(), JSON.stringify(text)).not.toBe('')
    }
    // Words, not just numbers, are really translated: Cyrillic in Russian, none in English.
    for (const text of texts.filter((x) => /[A-Za-zА-Яа-яЁё]/.test(x.en + x.ru))) {
      expect(text.ru, JSON.stringify(text)).toMatch(/[А-Яа-яЁё]/)
      expect(text.en, JSON.stringify(text)).not.toMatch(/[А-Яа-яЁё]/)
    }
  })

  it('offers birth years for people 14 to 100 years old in the given year', () => {
    const years = ask('birth_year').options!.map((o) => Number(o.value))
    expect(Math.max(...years)).toBe(TODAY.getUTCFullYear() - 14)
    expect(Math.min(...years)).toBe(TODAY.getUTCFullYear() - 100)
  })

  it('scores 200 random complete fillings that respect visibility, without NaN', () => {
    const answered = new Set<string>()
    for (let seed = 1; seed <= 200; seed++) {
      const answers = randomFilling(seed)
      for (const name of Object.keys(answers)) answered.add(name)
      expect(firstIncompleteStep(work, answers, TODAY), `seed ${seed}`).toBeNull()
      expect(typeof answers.age).toBe('number')
      const score = scoreProfile(answers)
      for (const value of [score.K, score.P, score.L, score.mood, score.coverage]) expect(Number.isFinite(value), `seed ${seed}`).toBe(true)
      expect(avatarFor(answers.age, answers.gender)).toMatch(/^(male|female)-/)
    }
    // No chain is dead: every question, down to the doctor's, was reached by some filling.
    expect([...answered].sort()).toEqual(questions.map((q) => q.neuronName).sort())
  })
})

describe('the work questionnaire’s chains', () => {
  const visible = (name: string, answers: Answers) => isVisible(ask(name), answers, work)

  it('no master’s question without a bachelor’s, no doctor’s without a master’s', () => {
    const graduate = { school_primary: 'yes', school_secondary: 'complete', university: 'complete' }
    expect(visible('education_bachelor', graduate)).toBe(true)
    expect(visible('education_master', { ...graduate, education_bachelor: 'no' })).toBe(false)
    expect(visible('education_master', { ...graduate, education_bachelor: 'yes' })).toBe(true)
    expect(visible('education_doctor', { ...graduate, education_bachelor: 'yes', education_master: 'no' })).toBe(false)
    expect(visible('education_doctor', { ...graduate, education_bachelor: 'yes', education_master: 'yes' })).toBe(true)
    // A stale doctor's chain falls with the bachelor's.
    expect(visible('education_doctor', { ...graduate, education_bachelor: 'no', education_master: 'yes' })).toBe(false)
  })

  it('no degree questions without a finished university, no university without school or college', () => {
    expect(visible('education_bachelor', { school_primary: 'yes', school_secondary: 'complete', university: 'incomplete' })).toBe(false)
    expect(visible('university', { school_primary: 'yes', school_secondary: 'incomplete' })).toBe(false)
    expect(visible('university', { school_primary: 'yes', school_secondary: 'incomplete', college: 'complete' })).toBe(true)
    expect(visible('university', { school_primary: 'no', school_secondary: 'complete' })).toBe(false)
  })

  it('university standing only with a university', () => {
    const school = { school_primary: 'yes', school_secondary: 'complete' }
    expect(visible('university_prestige', { ...school, university: 'none' })).toBe(false)
    expect(visible('university_prestige', { ...school, university: 'incomplete' })).toBe(true)
    expect(visible('university_prestige', { ...school, university: 'complete' })).toBe(true)
  })

  it('school details only after primary school', () => {
    for (const name of ['school_secondary', 'schools_count', 'school_type', 'school_location']) {
      expect(visible(name, { school_primary: 'no' }), name).toBe(false)
      expect(visible(name, { school_primary: 'yes' }), name).toBe(true)
    }
  })

  it('partner years and living together only with a partner', () => {
    for (const name of ['family_partner_years', 'family_cohabitation']) {
      expect(visible(name, { family_partner: 'none' }), name).toBe(false)
      expect(visible(name, { family_partner: 'partner' }), name).toBe(true)
      expect(visible(name, { family_partner: 'married' }), name).toBe(true)
    }
  })

  it('leadership years only with work experience, as an adult', () => {
    expect(visible('leadership_experience_years', { work_experience_years: '0', age: 30 })).toBe(false)
    expect(visible('leadership_experience_years', { work_experience_years: '3', age: 17 })).toBe(false)
    expect(visible('leadership_experience_years', { work_experience_years: '3', age: 30 })).toBe(true)
  })

  it('saying "no bachelor’s" later removes the master’s and doctor’s answers given before', () => {
    const before = { school_primary: 'yes', school_secondary: 'complete', university: 'complete', education_bachelor: 'yes', education_master: 'yes', education_doctor: 'yes' }
    const after = mergeStepAnswers(work, before, { education_bachelor: 'no' }, TODAY)
    expect(after).not.toHaveProperty('education_master')
    expect(after).not.toHaveProperty('education_doctor')
  })
})
