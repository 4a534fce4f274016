// A small questionnaire for the engine's tests: one of each type and each kind of condition.
import type { QuestionOption, QuestionnaireDefinition } from './definition'

const t = (en: string) => ({ ru: `ru ${en}`, en })
const options = (...values: string[]): QuestionOption[] => values.map((value) => ({ value, label: t(value) }))
const days = Array.from({ length: 31 }, (_, i) => String(i + 1))
const months = Array.from({ length: 12 }, (_, i) => String(i + 1))

export const fixture: QuestionnaireDefinition = {
  key: 'work',
  name: t('Fixture'),
  steps: [
    {
      id: 'about',
      title: t('About'),
      questions: [
        { neuronName: 'gender', type: 'select', text: t('Gender'), options: options('male', 'female') },
        { neuronName: 'birth_day', type: 'dropdown', text: t('Day'), options: options(...days) },
        { neuronName: 'birth_month', type: 'dropdown', text: t('Month'), options: options(...months) },
        { neuronName: 'birth_year', type: 'dropdown', text: t('Year'), options: options('1990', '2000', '2020') },
        { neuronName: 'age', type: 'formula', formula: 'age_from_birth_date', text: t('Age') },
      ],
    },
    {
      id: 'education',
      title: t('Education'),
      questions: [
        { neuronName: 'bachelor', type: 'select', text: t('Bachelor'), options: options('no', 'yes') },
        { neuronName: 'master', type: 'select', text: t('Master'), options: options('no', 'yes'), dependsOn: { scope: [{ neuronName: 'bachelor', condition: '=yes' }] } },
        { neuronName: 'doctor', type: 'select', text: t('Doctor'), options: options('no', 'yes'), dependsOn: { scope: [{ neuronName: 'master', condition: '=yes' }] } },
        {
          neuronName: 'courses',
          type: 'range',
          text: t('Courses'),
          answer: { type: 'min' },
          options: [
            { value: '0', label: t('none'), min: 0, max: 0 },
            { value: '1-2', label: t('1-2'), min: 1, max: 2 },
            { value: '3+', label: t('3+'), min: 3, max: 20 },
          ],
        },
        {
          neuronName: 'courses_upper',
          type: 'range',
          text: t('Courses, upper bound'),
          answer: { type: 'max' },
          options: [
            { value: '0', label: t('none'), min: 0, max: 0 },
            { value: '1-2', label: t('1-2'), min: 1, max: 2 },
          ],
        },
        { neuronName: 'languages', type: 'multiselect', text: t('Languages'), options: options('en', 'de', 'fr'), required: false },
        { neuronName: 'hobbies', type: 'multiselect', text: t('Hobbies'), options: options('chess', 'music'), allowNoAnswer: true },
      ],
    },
    {
      id: 'experience',
      title: t('Experience'),
      questions: [
        { neuronName: 'work_years', type: 'slider', text: t('Work'), min: 0, max: 40, step: 1, unit: 'years' },
        { neuronName: 'hours', type: 'slider', text: t('Hours'), min: 0.5, max: 10, step: 0.5, unit: 'hours' },
        {
          neuronName: 'lead_years',
          type: 'slider',
          text: t('Lead'),
          min: 0,
          max: 40,
          dependsOn: {
            operator: 'and',
            scope: [
              { neuronName: 'work_years', condition: '>2' },
              { neuronName: 'age', condition: '>17' },
            ],
          },
        },
        {
          neuronName: 'junior_note',
          type: 'select',
          text: t('Junior or multilingual'),
          options: options('ok'),
          dependsOn: {
            operator: 'or',
            scope: [
              { neuronName: 'work_years', condition: '<2' },
              { neuronName: 'languages', condition: '>1' },
            ],
          },
        },
        { neuronName: 'loss', type: 'select', text: t('Loss'), options: options('no', 'yes'), allowNoAnswer: true },
      ],
    },
  ],
}

export const step = (id: string) => {
  const found = fixture.steps.find((s) => s.id === id)
  if (!found) throw new Error(`no step ${id}`)
  return found
}

export const question = (name: string) => {
  const found = fixture.steps.flatMap((s) => s.questions).find((q) => q.neuronName === name)
  if (!found) throw new Error(`no question ${name}`)
  return found
}

/** A fixed "today", so ages do not drift with the calendar. */
export const TODAY = new Date('2026-06-01T12:00:00Z')
