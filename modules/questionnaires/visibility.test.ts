import { describe, expect, it } from 'vitest'
import { NO_ANSWER, type Question } from './definition'
import { conditionHolds, isVisible, visibleAnswers, visibleQuestions } from './visibility'
import { fixture, question, step } from './filling.fixture'

const dependent = (dependsOn: Question['dependsOn']): Question => ({
  neuronName: 'dependent',
  type: 'select',
  text: { ru: 'x', en: 'x' },
  options: [{ value: 'a', label: { ru: 'a', en: 'a' } }],
  dependsOn,
})

describe('conditionHolds', () => {
  it('`=` holds for an equal answer only', () => {
    expect(conditionHolds('yes', '=yes')).toBe(true)
    expect(conditionHolds('no', '=yes')).toBe(false)
    expect(conditionHolds('Yes', '=yes')).toBe(false)
  })

  it('`=` compares numbers as numbers when both sides are numbers', () => {
    expect(conditionHolds('5', '=5')).toBe(true)
    expect(conditionHolds(5, '=5.0')).toBe(true)
    expect(conditionHolds('05', '=5')).toBe(true)
  })

  it('`>` and `<` compare numbers numerically, not as text', () => {
    expect(conditionHolds('10', '>9')).toBe(true)
    expect(conditionHolds('9', '>10')).toBe(false)
    expect(conditionHolds(3, '<10')).toBe(true)
    expect(conditionHolds('10', '<9')).toBe(false)
    expect(conditionHolds('2', '>2')).toBe(false)
    expect(conditionHolds('2', '<2')).toBe(false)
    expect(conditionHolds('-1', '<0')).toBe(true)
  })

  it('`>` and `<` compare text in code-point order when a side is not a number', () => {
    expect(conditionHolds('b', '>a')).toBe(true)
    expect(conditionHolds('a', '<b')).toBe(true)
    expect(conditionHolds('10', '>abc')).toBe(false)
  })

  it('a condition without a prefix is read as equality', () => {
    expect(conditionHolds('yes', 'yes')).toBe(true)
    expect(conditionHolds('no', 'yes')).toBe(false)
  })

  it('no answer satisfies no condition', () => {
    for (const condition of ['=', '=yes', '>0', '<100', '=0']) {
      expect(conditionHolds(undefined, condition)).toBe(false)
      expect(conditionHolds(null, condition)).toBe(false)
      expect(conditionHolds('', condition)).toBe(false)
    }
  })

  it('"prefer not to say" satisfies nothing but an explicit condition on it', () => {
    expect(conditionHolds(NO_ANSWER, '=yes')).toBe(false)
    expect(conditionHolds(NO_ANSWER, '>0')).toBe(false)
    expect(conditionHolds(NO_ANSWER, '<zzz')).toBe(false)
    expect(conditionHolds(NO_ANSWER, `=${NO_ANSWER}`)).toBe(true)
  })

  it('a multiselect holds `=x` when it contains x, and compares its count with `>` and `<`', () => {
    expect(conditionHolds(['en', 'de'], '=de')).toBe(true)
    expect(conditionHolds(['en'], '=de')).toBe(false)
    expect(conditionHolds(['en', 'de'], '>1')).toBe(true)
    expect(conditionHolds(['en'], '>1')).toBe(false)
    expect(conditionHolds([], '<1')).toBe(true)
    expect(conditionHolds(['en'], '>x')).toBe(false)
  })
})

describe('isVisible', () => {
  it('shows a question without dependsOn, or with an empty scope', () => {
    expect(isVisible(question('bachelor'), {})).toBe(true)
    expect(isVisible(dependent({ scope: [] }), {})).toBe(true)
  })

  it("no operator means any condition: 'or'", () => {
    const q = dependent({
      scope: [
        { neuronName: 'a', condition: '=1' },
        { neuronName: 'b', condition: '=1' },
      ],
    })
    expect(isVisible(q, { a: '1', b: '0' })).toBe(true)
    expect(isVisible(q, { a: '0', b: '1' })).toBe(true)
    expect(isVisible(q, { a: '0', b: '0' })).toBe(false)
    expect(isVisible(q, {})).toBe(false)
  })

  it("'or' holds when any condition holds", () => {
    const q = question('junior_note')
    expect(isVisible(q, { work_years: '1' })).toBe(true)
    expect(isVisible(q, { work_years: '5', languages: ['en', 'de'] })).toBe(true)
    expect(isVisible(q, { work_years: '5', languages: ['en'] })).toBe(false)
  })

  it("'and' holds only when every condition holds", () => {
    const q = question('lead_years')
    expect(isVisible(q, { work_years: '3', age: 30 })).toBe(true)
    expect(isVisible(q, { work_years: '3', age: 17 })).toBe(false)
    expect(isVisible(q, { work_years: '2', age: 30 })).toBe(false)
    expect(isVisible(q, { work_years: '3' })).toBe(false)
  })

  it('a condition on a hidden question does not hold, even with a stale answer', () => {
    // With JavaScript off, a form may still carry master=yes after bachelor was changed to no.
    const stale = { bachelor: 'no', master: 'yes' }
    expect(isVisible(question('doctor'), stale, fixture)).toBe(false)
    expect(isVisible(question('master'), stale, fixture)).toBe(false)
    expect(isVisible(question('doctor'), { bachelor: 'yes', master: 'yes' }, fixture)).toBe(true)
  })

  it('without the questionnaire, answers are taken as already cleaned of hidden questions', () => {
    expect(isVisible(question('doctor'), { bachelor: 'no', master: 'yes' })).toBe(true)
  })

  it('a condition may read an answer that is not a question of the questionnaire', () => {
    const q = dependent({ scope: [{ neuronName: 'profile_flag', condition: '=on' }] })
    expect(isVisible(q, { profile_flag: 'on' }, fixture)).toBe(true)
  })
})

describe('visibleQuestions and visibleAnswers', () => {
  it('a chain hides all the way down: no master without a bachelor, no doctor without a master', () => {
    const names = (answers: Record<string, string>) => visibleQuestions(step('education'), answers, fixture).map((q) => q.neuronName)
    expect(names({})).toEqual(['bachelor', 'courses', 'courses_upper', 'languages', 'hobbies'])
    expect(names({ bachelor: 'yes' })).toContain('master')
    expect(names({ bachelor: 'yes' })).not.toContain('doctor')
    expect(names({ bachelor: 'yes', master: 'yes' })).toContain('doctor')
    expect(names({ bachelor: 'no', master: 'yes', doctor: 'yes' })).not.toContain('doctor')
  })

  it('removes the answers of hidden questions, in chain order, and keeps the rest', () => {
    expect(visibleAnswers(fixture, { bachelor: 'no', master: 'yes', doctor: 'no', gender: 'male', extra: 'x' })).toEqual({
      bachelor: 'no',
      gender: 'male',
      extra: 'x',
    })
  })

  it('keeps formula questions among the visible ones: a page shows their value', () => {
    expect(visibleQuestions(step('about'), {}).map((q) => q.neuronName)).toContain('age')
  })
})
