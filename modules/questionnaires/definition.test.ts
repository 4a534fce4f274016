import { describe, expect, it } from 'vitest'
import { NO_ANSWER, partnerNeuronName, questionnaireDefinitionSchema, type Question, type QuestionnaireDefinition } from './definition'
import { computeFormulas, firstIncompleteStep, visibleQuestions } from './filling'
import { fixture } from './filling.fixture'

const t = (en: string) => ({ ru: `ru ${en}`, en })
const yesNo = [
  { value: 'no', label: t('No') },
  { value: 'yes', label: t('Yes') },
]

/** A fixture with one question replaced or added at the end of the last step. */
function withQuestion(q: Partial<Question> & Pick<Question, 'neuronName' | 'type'>): unknown {
  const copy = structuredClone(fixture) as QuestionnaireDefinition
  copy.steps.at(-1)!.questions.push({ text: t('x'), ...q } as Question)
  return copy
}

const problems = (definition: unknown) => {
  const result = questionnaireDefinitionSchema.safeParse(definition)
  return result.success ? [] : result.error.issues.map((i) => i.message)
}

describe('questionnaireDefinitionSchema', () => {
  it('accepts the engine fixture', () => {
    expect(problems(fixture)).toEqual([])
  })

  it('accepts a couple questionnaire: partner answers with a suffix, a partner age formula, love steps', () => {
    const couple: QuestionnaireDefinition = {
      key: 'couple',
      name: t('Couple'),
      steps: [
        {
          id: 'about',
          title: t('You'),
          questions: [
            {
              neuronName: 'gender',
              type: 'select',
              text: t('Gender'),
              options: [
                { value: 'male', label: t('m') },
                { value: 'female', label: t('f') },
              ],
            },
            { neuronName: 'birth_year', type: 'dropdown', text: t('Year'), options: [{ value: '1990', label: t('1990') }] },
            { neuronName: 'birth_month', type: 'dropdown', text: t('Month'), options: [{ value: '7', label: t('July') }] },
            { neuronName: 'birth_day', type: 'dropdown', text: t('Day'), options: [{ value: '15', label: t('15') }] },
            { neuronName: 'age', type: 'formula', formula: 'age_from_birth_date', text: t('Age') },
          ],
        },
        {
          id: 'partner',
          title: t('Your partner'),
          questions: [
            {
              neuronName: partnerNeuronName('gender'),
              type: 'select',
              text: t('Gender'),
              options: [
                { value: 'male', label: t('m') },
                { value: 'female', label: t('f') },
              ],
            },
            { neuronName: 'birth_year_partner', type: 'dropdown', text: t('Year'), options: [{ value: '1992', label: t('1992') }] },
            { neuronName: 'birth_month_partner', type: 'dropdown', text: t('Month'), options: [{ value: '3', label: t('March') }] },
            { neuronName: 'birth_day_partner', type: 'dropdown', text: t('Day'), options: [{ value: '1', label: t('1') }] },
            { neuronName: 'age_partner', type: 'formula', formula: 'age_from_birth_date', text: t('Age') },
          ],
        },
        {
          id: 'relationship',
          title: t('Together'),
          questions: [
            {
              neuronName: 'meeting_place',
              type: 'dropdown',
              text: t('Where did you meet?'),
              options: [
                { value: 'work', label: t('At work') },
                { value: 'online', label: t('Online') },
              ],
            },
            { neuronName: 'long_distance', type: 'select', text: t('Long distance?'), options: yesNo },
            {
              neuronName: 'weekly_time_together',
              type: 'slider',
              text: t('Time together'),
              min: 0,
              max: 80,
              step: 1,
              unit: 'hours',
              dependsOn: { scope: [{ neuronName: 'long_distance', condition: '=no' }] },
            },
            {
              neuronName: 'love_language',
              type: 'multiselect',
              text: t('Love language'),
              options: [
                { value: 'words', label: t('Words') },
                { value: 'time', label: t('Time') },
              ],
            },
          ],
        },
      ],
    }
    expect(problems(couple)).toEqual([])
    const answers = computeFormulas(
      couple,
      { birth_year: '1990', birth_month: '7', birth_day: '15', birth_year_partner: '1992', birth_month_partner: '3', birth_day_partner: '1' },
      new Date('2026-06-01T00:00:00Z')
    )
    expect(answers).toMatchObject({ age: 35, age_partner: 34 })
    expect(visibleQuestions(couple.steps[2], { long_distance: 'yes' }).map((q) => q.neuronName)).not.toContain('weekly_time_together')
    expect(firstIncompleteStep(couple, answers)).toBe('about')
  })

  it('refuses a dependsOn on a question asked later, or never', () => {
    const early = structuredClone(fixture) as QuestionnaireDefinition
    early.steps[0].questions[0].dependsOn = { scope: [{ neuronName: 'bachelor', condition: '=yes' }] }
    expect(problems(early).join()).toMatch(/gender: depends on bachelor, which is not asked before it/)
    expect(problems(withQuestion({ neuronName: 'q', type: 'select', options: yesNo, dependsOn: { scope: [{ neuronName: 'nowhere', condition: '=1' }] } })).join()).toMatch(
      /nowhere/
    )
  })

  it('refuses a question asked twice, and a step listed twice', () => {
    expect(problems(withQuestion({ neuronName: 'gender', type: 'select', options: yesNo })).join()).toMatch(/gender: asked twice/)
    const twice = structuredClone(fixture) as QuestionnaireDefinition
    twice.steps.push({ ...twice.steps[0], questions: [{ neuronName: 'other', type: 'select', text: t('x'), options: yesNo }] })
    expect(problems(twice).join()).toMatch(/step ids repeat/)
  })

  it('refuses a condition without a prefix and an operator it does not know', () => {
    expect(problems(withQuestion({ neuronName: 'q', type: 'select', options: yesNo, dependsOn: { scope: [{ neuronName: 'gender', condition: 'male' }] } }))).not.toEqual([])
    expect(
      problems(withQuestion({ neuronName: 'q', type: 'select', options: yesNo, dependsOn: { operator: 'xor' as 'or', scope: [{ neuronName: 'gender', condition: '=male' }] } }))
    ).not.toEqual([])
  })

  it('needs options on a select, multiselect, dropdown and range, and none elsewhere', () => {
    for (const type of ['select', 'multiselect', 'dropdown', 'range'] as const) {
      expect(problems(withQuestion({ neuronName: 'q', type, answer: type === 'range' ? { type: 'min' } : undefined })).join()).toMatch(/needs options/)
    }
    expect(problems(withQuestion({ neuronName: 'q', type: 'slider', min: 0, max: 5, options: yesNo })).join()).toMatch(/has no options/)
  })

  it('never lets an option take the no-answer sentinel or repeat a value', () => {
    expect(problems(withQuestion({ neuronName: 'q', type: 'select', options: [{ value: NO_ANSWER, label: t('none') }] }))).not.toEqual([])
    expect(problems(withQuestion({ neuronName: 'q', type: 'select', options: [...yesNo, ...yesNo] })).join()).toMatch(/repeat/)
  })

  it('needs a range’s answer type and bounds that lead back to one option', () => {
    const bands = [
      { value: 'a', label: t('a'), min: 0, max: 2 },
      { value: 'b', label: t('b'), min: 0, max: 5 },
    ]
    expect(problems(withQuestion({ neuronName: 'q', type: 'range', options: bands })).join()).toMatch(/answer.type/)
    expect(problems(withQuestion({ neuronName: 'q', type: 'range', options: bands, answer: { type: 'min' } })).join()).toMatch(/same min/)
    expect(problems(withQuestion({ neuronName: 'q', type: 'range', options: bands, answer: { type: 'max' } }))).toEqual([])
    expect(problems(withQuestion({ neuronName: 'q', type: 'range', options: [{ value: 'a', label: t('a'), min: 3, max: 1 }], answer: { type: 'max' } })).join()).toMatch(
      /min <= max/
    )
    expect(problems(withQuestion({ neuronName: 'q', type: 'select', options: [{ value: 'a', label: t('a'), min: 1, max: 2 }] })).join()).toMatch(/only range/)
  })

  it('needs a slider’s min below its max', () => {
    expect(problems(withQuestion({ neuronName: 'q', type: 'slider', min: 5, max: 5 })).join()).toMatch(/min < max/)
    expect(problems(withQuestion({ neuronName: 'q', type: 'slider' })).join()).toMatch(/min < max/)
    expect(problems(withQuestion({ neuronName: 'q', type: 'select', options: yesNo, min: 1 })).join()).toMatch(/only a slider/)
  })

  it('needs a known formula whose inputs are asked before it', () => {
    expect(problems(withQuestion({ neuronName: 'q', type: 'formula' })).join()).toMatch(/names its formula/)
    expect(problems(withQuestion({ neuronName: 'q', type: 'formula', formula: 'eval(1)' as 'age_from_birth_date' }))).not.toEqual([])
    expect(problems(withQuestion({ neuronName: 'age_partner', type: 'formula', formula: 'age_from_birth_date' })).join()).toMatch(/reads birth_year_partner/)
  })

  it('needs option groups that exist', () => {
    expect(problems(withQuestion({ neuronName: 'q', type: 'dropdown', options: [{ value: 'a', label: t('a'), groupId: 'g' }] })).join()).toMatch(/unknown group/)
    expect(problems(withQuestion({ neuronName: 'q', type: 'dropdown', groups: [{ id: 'g', label: t('G') }], options: [{ value: 'a', label: t('a'), groupId: 'g' }] }))).toEqual([])
  })

  it('needs every text in both languages, and refuses unknown fields', () => {
    expect(problems(withQuestion({ neuronName: 'q', type: 'select', options: yesNo, text: { ru: 'вопрос', en: ' ' } }))).not.toEqual([])
    expect(problems(withQuestion({ neuronName: 'q', type: 'select', options: [{ value: 'a', label: { ru: 'а' } as never }] }))).not.toEqual([])
    expect(problems({ ...fixture, script: 'alert(1)' })).not.toEqual([])
  })

  it('refuses neuronNames that could not be form field or store keys', () => {
    for (const name of ['Age', '1age', 'a.b', '$where', 'a-b', '']) {
      expect(problems(withQuestion({ neuronName: name, type: 'select', options: yesNo }))).not.toEqual([])
    }
  })
})
