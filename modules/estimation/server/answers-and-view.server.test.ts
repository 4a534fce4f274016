// What an estimator reads of a profile: answers in words (labels, units, 'prefers not to say'),
// the birth-date questions left out, the label without the last name, no contact data; and the
// read-only state once the administrator has decided.
import { describe, expect, it } from 'vitest'
import { NO_ANSWER, workQuestionnaire, type Questionnaire } from '#modules/questionnaires/index'
import type { ProfileDoc } from '#modules/profiles/index.server'
import en from '../locales/en.json'
import ru from '../locales/ru.json'
import { answerText, readableAnswers } from './answers.server'
import { profileLabel, profileView, estimateStatusOf } from './view.server'
import { batchSizeOf } from './assignment.server'
import type { EstimationDoc } from './estimations.repo.server'

const questionnaire = { ...workQuestionnaire(2026), _id: 'q', tenantId: 't', version: 1, status: 'created', createdAt: new Date() } as Questionnaire

describe('answers in words', () => {
  const answers = {
    gender: 'female',
    birth_day: '3',
    birth_month: '4',
    birth_year: '1985',
    age: 41,
    school_primary: 'yes',
    foreign_languages: ['english', 'german'],
    work_experience_years: 17,
    military_service: NO_ANSWER,
  }

  it('shows option labels, lists, numbers with their unit and the no-answer sentinel, in the page language', () => {
    const steps = readableAnswers(questionnaire, answers, 'en', en.answers)
    const all = Object.fromEntries(steps.flatMap((s) => s.answers.map((a) => [a.id, a.answer])))
    expect(all.gender).toBe('Female')
    expect(all.work_experience_years).toMatch(/^17 years/)
    expect(all.military_service).toBe('Prefers not to say')
    expect(all.foreign_languages).toContain(',')
    const ruSteps = readableAnswers(questionnaire, answers, 'ru', ru.answers)
    expect(Object.fromEntries(ruSteps.flatMap((s) => s.answers.map((a) => [a.id, a.answer]))).gender).toBe('Женский')
  })

  it('gives a number its unit in the plural form its count takes (24 года, not 24 лет)', () => {
    const years = questionnaire.steps.flatMap((s) => s.questions).find((q) => q.neuronName === 'work_experience_years')!
    const hours = { ...years, unit: 'hours' as const }
    const text = (q: typeof years, value: number | string, lng: 'ru' | 'en') => answerText(q, value, lng, (lng === 'ru' ? ru : en).answers)
    expect([1, 3, 5, 21, 24, 11, 12].map((n) => text(years, n, 'ru'))).toEqual(['1 год', '3 года', '5 лет', '21 год', '24 года', '11 лет', '12 лет'])
    expect([1, 2, 0].map((n) => text(years, n, 'en'))).toEqual(['1 year', '2 years', '0 years'])
    expect([text(hours, '1.5', 'ru'), text(hours, 2, 'ru'), text(hours, 7, 'ru'), text(hours, 1, 'en'), text(hours, 1.5, 'en')]).toEqual([
      '1,5 часа в неделю',
      '2 часа в неделю',
      '7 часов в неделю',
      '1 hour a week',
      '1.5 hours a week',
    ])
  })

  it('leaves out the day, month and year of birth: the age says enough', () => {
    const ids = readableAnswers(questionnaire, answers, 'en', en.answers).flatMap((s) => s.answers.map((a) => a.id))
    expect(ids).toContain('age')
    expect(ids.filter((id) => id.startsWith('birth_'))).toEqual([])
  })
})

describe('what an estimator sees', () => {
  const profile = {
    _id: 'p',
    firstName: 'Анна',
    lastName: 'Демидова',
    email: 'anna@example.com',
    phone: '+7 900',
    position: 'Lead',
    hideDetails: false,
    age: 41,
    gender: 'female',
    status: 'completed',
    competencies: 77.4,
    professionalism: 75,
    maturity: 83,
    ownerId: 'owner',
    answers: {},
  } as unknown as ProfileDoc
  const estimation = { _id: 'e', tenantId: 't', estimatorId: 'x', profileId: 'p', assignedAt: new Date('2026-01-01'), updatedAt: new Date('2026-01-01') } as EstimationDoc

  it('names the profile by first name and initial; no e-mail, phone, last name or owner', () => {
    const view = profileView(profile, estimation)
    expect(view.label).toBe('Анна Д.')
    expect(view.baseline).toEqual({ K: 77, P: 75, L: 83 })
    expect(JSON.stringify(view)).not.toMatch(/anna@|\+7 900|Демидова|owner/)
    expect(profileLabel({ ...profile, hideDetails: true })).toBe('Анна')
    expect(profileView({ ...profile, hideDetails: true }, estimation).position).toBeNull()
  })

  it('is read only once the administrator has approved the profile', () => {
    expect(estimateStatusOf({ status: 'completed' })).toBe('write')
    expect(estimateStatusOf({ status: 'suspicious' })).toBe('write')
    expect(estimateStatusOf({ status: 'approved' })).toBe('read')
  })

  it("takes the administrator's batch size when it is sane, else 10", () => {
    expect(batchSizeOf({})).toBe(10)
    expect(batchSizeOf({ batchSize: 5 })).toBe(5)
    expect(batchSizeOf({ batchSize: 0 })).toBe(10)
    expect(batchSizeOf({ batchSize: 1000 })).toBe(10)
    expect(batchSizeOf({ batchSize: '5' })).toBe(10)
  })
})
