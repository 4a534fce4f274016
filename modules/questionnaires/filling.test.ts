import { describe, expect, it } from 'vitest'
import { NO_ANSWER, type Answers } from './definition'
import {
  answerFormValue,
  computeFormulas,
  firstIncompleteStep,
  isQuestionnaireComplete,
  mergeStepAnswers,
  normaliseAnswer,
  normaliseStepAnswers,
  questionErrorKey,
  stepErrors,
} from './filling'
import { fixture, question, step, TODAY } from './filling.fixture'
import ru from './locales/ru.json'
import en from './locales/en.json'

const BORN_1990: Answers = { gender: 'female', birth_day: '15', birth_month: '7', birth_year: '1990' }

describe('normaliseAnswer', () => {
  it('a range sends the min of the chosen band when its answer type is min', () => {
    expect(normaliseAnswer(question('courses'), '1-2')).toBe(1)
    expect(normaliseAnswer(question('courses'), '3+')).toBe(3)
    expect(normaliseAnswer(question('courses'), '0')).toBe(0)
  })

  it('a range sends the max of the chosen band when its answer type is max', () => {
    expect(normaliseAnswer(question('courses_upper'), '1-2')).toBe(2)
  })

  it('a range with an option it does not offer sends null', () => {
    expect(normaliseAnswer(question('courses'), '4-7')).toBeNull()
    expect(normaliseAnswer(question('courses'), 3)).toBeNull()
  })

  it('a select or dropdown sends the option value as a string, or null for anything else', () => {
    expect(normaliseAnswer(question('bachelor'), 'yes')).toBe('yes')
    expect(normaliseAnswer(question('bachelor'), ' yes ')).toBe('yes')
    expect(normaliseAnswer(question('birth_year'), 1990)).toBe('1990')
    expect(normaliseAnswer(question('bachelor'), 'maybe')).toBeNull()
    expect(normaliseAnswer(question('bachelor'), '')).toBeNull()
    expect(normaliseAnswer(question('bachelor'), undefined)).toBeNull()
    expect(normaliseAnswer(question('bachelor'), { value: 'yes' })).toBeNull()
  })

  it('a select sent twice (a crafted form) takes the first value', () => {
    expect(normaliseAnswer(question('bachelor'), ['yes', 'no'])).toBe('yes')
  })

  it('a slider sends its value as a string when it is on the scale, else null', () => {
    expect(normaliseAnswer(question('work_years'), '7')).toBe('7')
    expect(normaliseAnswer(question('work_years'), 7)).toBe('7')
    expect(normaliseAnswer(question('work_years'), '07')).toBe('7')
    expect(normaliseAnswer(question('work_years'), '41')).toBeNull()
    expect(normaliseAnswer(question('work_years'), '-1')).toBeNull()
    expect(normaliseAnswer(question('work_years'), '2.5')).toBeNull()
    expect(normaliseAnswer(question('work_years'), '1e3')).toBeNull()
    expect(normaliseAnswer(question('hours'), '2.5')).toBe('2.5')
    expect(normaliseAnswer(question('hours'), '0')).toBeNull()
  })

  it('a multiselect sends the chosen known values, in the definition’s order, once each', () => {
    expect(normaliseAnswer(question('languages'), ['fr', 'en', 'fr', 'xx'])).toEqual(['en', 'fr'])
    expect(normaliseAnswer(question('languages'), 'de')).toEqual(['de'])
    expect(normaliseAnswer(question('languages'), undefined)).toEqual([])
    expect(normaliseAnswer(question('languages'), [1, null])).toEqual([])
  })

  it('keeps "prefer not to say" only where the question allows it', () => {
    expect(normaliseAnswer(question('loss'), NO_ANSWER)).toBe(NO_ANSWER)
    expect(normaliseAnswer(question('hobbies'), [NO_ANSWER])).toBe(NO_ANSWER)
    expect(normaliseAnswer(question('bachelor'), NO_ANSWER)).toBeNull()
    expect(normaliseAnswer(question('languages'), [NO_ANSWER])).toEqual([])
  })

  it('never takes a formula answer from the client', () => {
    expect(normaliseAnswer(question('age'), '99')).toBeNull()
  })
})

describe('normaliseStepAnswers and answerFormValue', () => {
  it('gives every question of the step a key, null when left empty, and skips formulas', () => {
    expect(normaliseStepAnswers(step('about'), { gender: 'male', age: '99', other: 'x' })).toEqual({
      gender: 'male',
      birth_day: null,
      birth_month: null,
      birth_year: null,
    })
  })

  it('leads a stored range bound back to the chosen option', () => {
    expect(answerFormValue(question('courses'), 3)).toBe('3+')
    expect(answerFormValue(question('courses_upper'), 2)).toBe('1-2')
    expect(answerFormValue(question('courses'), 9)).toBeNull()
    expect(answerFormValue(question('bachelor'), 'yes')).toBe('yes')
    expect(answerFormValue(question('languages'), undefined)).toEqual([])
    expect(answerFormValue(question('languages'), ['en'])).toEqual(['en'])
    expect(answerFormValue(question('work_years'), null)).toBeNull()
  })
})

describe('computeFormulas', () => {
  it('computes the age from the birth date', () => {
    expect(computeFormulas(fixture, BORN_1990, TODAY).age).toBe(35)
  })

  it('overrides an age sent by the client and removes it when the date is impossible or missing', () => {
    expect(computeFormulas(fixture, { ...BORN_1990, age: 99 }, TODAY).age).toBe(35)
    expect(computeFormulas(fixture, { ...BORN_1990, birth_day: '31', birth_month: '2', age: 99 }, TODAY)).not.toHaveProperty('age')
    expect(computeFormulas(fixture, { birth_year: '1990', age: 99 }, TODAY)).not.toHaveProperty('age')
  })

  it('does not change the answers it is given', () => {
    const answers = { ...BORN_1990 }
    computeFormulas(fixture, answers, TODAY)
    expect(answers).toEqual(BORN_1990)
  })
})

describe('stepErrors', () => {
  it('a step is valid when every visible question has an answer', () => {
    expect(stepErrors(step('about'), BORN_1990, fixture, TODAY)).toEqual({})
  })

  it('names each visible question left empty as required', () => {
    expect(stepErrors(step('about'), { gender: 'male' }, fixture, TODAY)).toEqual({ birth_day: 'required', birth_month: 'required', birth_year: 'required' })
  })

  it('ignores hidden questions: a master’s is not required without a bachelor’s', () => {
    const base = { courses: 0, courses_upper: 0, hobbies: ['chess'] }
    expect(stepErrors(step('education'), { ...base, bachelor: 'no' }, fixture)).toEqual({})
    expect(stepErrors(step('education'), { ...base, bachelor: 'yes' }, fixture)).toEqual({ master: 'required' })
    // A stale master's answer does not make the doctor's question required once the bachelor's is no.
    expect(stepErrors(step('education'), { ...base, bachelor: 'no', master: 'yes' }, fixture)).toEqual({})
  })

  it('an optional multiselect may stay empty; a required one may not', () => {
    const base = { bachelor: 'no', courses: 0, courses_upper: 0 }
    expect(stepErrors(step('education'), { ...base, hobbies: ['music'], languages: [] }, fixture)).toEqual({})
    expect(stepErrors(step('education'), { ...base, hobbies: [] }, fixture)).toEqual({ hobbies: 'required' })
  })

  it('"prefer not to say" answers a question that allows it and is invalid elsewhere', () => {
    const base = { work_years: '1', hours: '2', junior_note: 'ok' }
    expect(stepErrors(step('experience'), { ...base, loss: NO_ANSWER }, fixture)).toEqual({})
    expect(stepErrors(step('experience'), { ...base, loss: 'yes', junior_note: NO_ANSWER }, fixture)).toEqual({ junior_note: 'invalid' })
  })

  it('an answer the question does not offer is invalid', () => {
    const base = { courses: 0, courses_upper: 0, hobbies: ['chess'] }
    expect(stepErrors(step('education'), { ...base, bachelor: 'maybe' }, fixture)).toEqual({ bachelor: 'invalid' })
    expect(stepErrors(step('education'), { ...base, bachelor: 'no', courses: 4 }, fixture)).toEqual({ courses: 'invalid' })
    expect(stepErrors(step('education'), { ...base, bachelor: 'no', hobbies: ['golf'] }, fixture)).toEqual({ hobbies: 'invalid' })
    expect(stepErrors(step('experience'), { work_years: '99', hours: '2', loss: 'no' }, fixture)).toMatchObject({ work_years: 'invalid' })
  })

  it('an impossible birth date makes the formula question invalid, computed rather than trusted', () => {
    const feb31 = { ...BORN_1990, birth_day: '31', birth_month: '2', age: 35 }
    expect(stepErrors(step('about'), feb31, fixture, TODAY)).toEqual({ age: 'invalid' })
    expect(questionErrorKey(question('age'), 'invalid')).toBe('errors.formula.age_from_birth_date')
  })

  it('a birth date after today is invalid too', () => {
    expect(stepErrors(step('about'), { ...BORN_1990, birth_year: '2020' }, fixture, new Date('2019-01-01T00:00:00Z'))).toEqual({ age: 'invalid' })
  })

  it('every error key has a text in both languages', () => {
    const lookup = (tree: unknown, key: string) => key.split('.').reduce<unknown>((node, part) => (node as Record<string, unknown>)?.[part], tree)
    for (const key of [questionErrorKey(question('bachelor'), 'required'), questionErrorKey(question('bachelor'), 'invalid'), questionErrorKey(question('age'), 'invalid')]) {
      expect(typeof lookup(ru, key)).toBe('string')
      expect(typeof lookup(en, key)).toBe('string')
    }
  })
})

describe('mergeStepAnswers', () => {
  it('adds a step’s answers to the earlier ones and computes the formulas', () => {
    const merged = mergeStepAnswers(
      fixture,
      { gender: 'male' },
      normaliseStepAnswers(step('about'), { gender: 'female', birth_day: '15', birth_month: '7', birth_year: '1990' }),
      TODAY
    )
    expect(merged).toEqual({ ...BORN_1990, age: 35 })
  })

  it('drops the answers of questions that became hidden, down the chain', () => {
    const before = { bachelor: 'yes', master: 'yes', doctor: 'yes' }
    expect(mergeStepAnswers(fixture, before, { bachelor: 'no' }, TODAY)).toEqual({ bachelor: 'no' })
  })

  it('a later step can hide a question of an earlier one', () => {
    const before = { ...BORN_1990, age: 35, work_years: '5', lead_years: '3' }
    expect(mergeStepAnswers(fixture, before, { work_years: '1' }, TODAY)).not.toHaveProperty('lead_years')
  })

  it('clears an answer the person emptied, and keeps an optional multiselect’s empty list', () => {
    const merged = mergeStepAnswers(fixture, { bachelor: 'yes', languages: ['en'] }, { bachelor: null, languages: [] }, TODAY)
    expect(merged).toEqual({ languages: [] })
  })

  it('keeps only questions of this questionnaire', () => {
    expect(mergeStepAnswers(fixture, { removed_in_v2: 'x' }, { gender: 'male', injected: 'y' }, TODAY)).toEqual({ gender: 'male' })
  })
})

describe('firstIncompleteStep', () => {
  const about = { ...BORN_1990 }
  const education = { bachelor: 'yes', master: 'no', courses: 1, courses_upper: 2, hobbies: ['chess'] }
  const experience = { work_years: '10', hours: '5', lead_years: '2', loss: NO_ANSWER }

  it('resumes at the first step that is not complete', () => {
    expect(firstIncompleteStep(fixture, {}, TODAY)).toBe('about')
    expect(firstIncompleteStep(fixture, about, TODAY)).toBe('education')
    expect(firstIncompleteStep(fixture, { ...about, ...education }, TODAY)).toBe('experience')
  })

  it('goes back to an earlier step that a later answer made incomplete', () => {
    expect(firstIncompleteStep(fixture, { ...about, bachelor: 'yes', courses: 1, courses_upper: 2, hobbies: ['chess'], ...experience }, TODAY)).toBe('education')
  })

  it('is null once every step is complete', () => {
    const all = { ...about, ...education, ...experience }
    expect(firstIncompleteStep(fixture, all, TODAY)).toBeNull()
    expect(isQuestionnaireComplete(fixture, all, TODAY)).toBe(true)
  })
})
