import { STEP_ANSWERS } from '../work-answers.fixture'
import { describe, expect, it } from 'vitest'
import { NO_ANSWER, type Answers, type Questionnaire } from '../definition'
import { visibleQuestions } from '../filling'
import { workQuestionnaire } from '../seeds/work-questionnaire'
import {
  profileDetailsFrom,
  readStepForm,
  resumeStep,
  stepToShow,
  stepView,
  submitStep,
  withParam,
  type FillingPort,
  type FillingProfile,
  type ProfileDetails,
} from './filling.server'

const TODAY = new Date('2026-06-01T12:00:00Z')
const questionnaire: Questionnaire = { ...workQuestionnaire(2026), _id: 'q1', tenantId: 't', version: 1, status: 'created', createdAt: TODAY }
const options = { lastNameRequired: true, today: TODAY }

const ABOUT: Answers = STEP_ANSWERS.about
// As stored: a range keeps its bound (the lower one here), not the option's value.
const EDUCATION: Answers = { ...STEP_ANSWERS.education, extra_courses_count: 1 }
// As stored after the first step: the age formula is computed when the step is saved.
const STORED_ABOUT: Answers = { ...ABOUT, age: 35 }
const EXPERIENCE: Answers = STEP_ANSWERS.experience
const named = (answers: Answers, extra: Partial<FillingProfile> = {}): FillingProfile => ({ _id: 'p1', firstName: 'Анна', lastName: 'Иванова', answers, ...extra })

function form(entries: Record<string, string | string[]>): FormData {
  const data = new FormData()
  for (const [name, value] of Object.entries(entries)) for (const v of Array.isArray(value) ? value : [value]) data.append(name, v)
  return data
}

function recordingPort() {
  const saves: { answers: Answers; currentStep: string; details?: ProfileDetails }[] = []
  const completed: string[] = []
  const port: FillingPort = {
    async saveAnswers(_id, answers, currentStep, details) {
      saves.push({ answers, currentStep, details })
    },
    async complete(_id, questionnaireId) {
      completed.push(questionnaireId)
    },
  }
  return { port, saves, completed }
}

describe('resume', () => {
  it('a new profile starts at the first step', () => {
    expect(resumeStep(questionnaire, named({}), options)).toBe('about')
  })
  it('a profile without a name starts at the first step even with its answers given', () => {
    expect(resumeStep(questionnaire, named({ ...ABOUT, ...EDUCATION }, { firstName: '' }), options)).toBe('about')
  })
  it('a profile without a last name resumes past the first step only when the last name is not required', () => {
    const profile = named({ ...ABOUT }, { lastName: '' })
    expect(resumeStep(questionnaire, profile, options)).toBe('about')
    expect(resumeStep(questionnaire, profile, { ...options, lastNameRequired: false })).toBe('education')
  })
  it('a half-filled questionnaire resumes at the first step with an unanswered visible question', () => {
    expect(resumeStep(questionnaire, named({ ...ABOUT, ...EDUCATION }), options)).toBe('experience')
  })
  it('a fully answered questionnaire waits on the last step for consent', () => {
    const family = { family_parents_years: NO_ANSWER, family_siblings_count: '1', family_children_count: '0', family_partner: 'none', family_loss: 'no' }
    expect(resumeStep(questionnaire, named({ ...STORED_ABOUT, ...EDUCATION, ...EXPERIENCE, ...family }), options)).toBe('family')
  })
})

describe('stepToShow', () => {
  const profile = named({ ...ABOUT, ...EDUCATION })
  it('no step asked: go to where the person stopped', () => {
    expect(stepToShow(questionnaire, profile, null, options)).toEqual({ stepId: 'experience', redirect: true })
  })
  it('an earlier step may be revisited', () => {
    expect(stepToShow(questionnaire, profile, 'about', options)).toEqual({ stepId: 'about', redirect: false })
  })
  it('a later step cannot be skipped to, nor an unknown one', () => {
    expect(stepToShow(questionnaire, profile, 'family', options)).toEqual({ stepId: 'experience', redirect: true })
    expect(stepToShow(questionnaire, profile, 'nonsense', options)).toEqual({ stepId: 'experience', redirect: true })
  })
})

describe('readStepForm', () => {
  const family = questionnaire.steps[3]
  it('reads a multiselect as a list and a single control as its value', () => {
    const education = questionnaire.steps[1]
    const read = readStepForm(education, form({ foreign_languages: ['english', 'german'], school_primary: 'yes' }))
    expect(read.foreign_languages).toEqual(['english', 'german'])
    expect(read.school_primary).toBe('yes')
    expect(read.university).toBeNull()
  })
  it('a ticked "prefer not to say" wins over a typed number', () => {
    expect(readStepForm(family, form({ family_parents_years: ['12', NO_ANSWER] })).family_parents_years).toBe(NO_ANSWER)
  })
  it('an empty number field is no answer', () => {
    expect(readStepForm(family, form({ family_parents_years: '' })).family_parents_years).toBeNull()
  })
})

describe('submitStep', () => {
  it('the first step needs a first name and a last name, and shows the step again with the errors', async () => {
    const { port, saves } = recordingPort()
    const outcome = await submitStep(port, questionnaire, named({}, { firstName: '', lastName: '' }), 'about', form({ firstName: '', lastName: '', ...strings(ABOUT) }), options)
    expect(outcome).toMatchObject({ status: 'show', errors: { firstName: 'common:validation.required', lastName: 'common:validation.required' } })
    expect(saves).toHaveLength(0)
  })

  it('a last name may stay empty when the flag says so', async () => {
    const { port, saves } = recordingPort()
    const outcome = await submitStep(port, questionnaire, named({}), 'about', form({ firstName: 'Anna', lastName: '', ...strings(ABOUT) }), { ...options, lastNameRequired: false })
    expect(outcome).toEqual({ status: 'go', stepId: 'education' })
    expect(saves[0].details?.firstName).toBe('Anna')
  })

  it('refuses a name with digits', async () => {
    const { port } = recordingPort()
    const outcome = await submitStep(port, questionnaire, named({}), 'about', form({ firstName: 'Anna2', lastName: 'Li', ...strings(ABOUT) }), options)
    expect(outcome).toMatchObject({ status: 'show', errors: { firstName: 'common:validation.name' } })
  })

  it("'next' saves the first step with the birth date at ISO midnight UTC, the age and the avatar, and goes on", async () => {
    const { port, saves } = recordingPort()
    const outcome = await submitStep(port, questionnaire, named({}), 'about', form({ firstName: 'Анна', lastName: 'Иванова', ...strings(ABOUT) }), options)
    expect(outcome).toEqual({ status: 'go', stepId: 'education' })
    expect(saves).toHaveLength(1)
    expect(saves[0].currentStep).toBe('education')
    expect(saves[0].answers).toMatchObject({ ...ABOUT, age: 35 })
    expect(saves[0].details).toEqual({
      firstName: 'Анна',
      lastName: 'Иванова',
      birthDate: '1990-07-15T00:00:00.000Z',
      age: 35,
      gender: 'female',
      avatarName: 'female-21-35',
    })
  })

  it('an impossible birth date is the formula question’s error', async () => {
    const { port, saves } = recordingPort()
    const outcome = await submitStep(
      port,
      questionnaire,
      named({}),
      'about',
      form({ firstName: 'Anna', lastName: 'Li', ...strings({ ...ABOUT, birth_day: '31', birth_month: '2' }) }),
      options
    )
    expect(outcome).toMatchObject({ status: 'show', errors: { age: 'questionnaires:errors.formula.age_from_birth_date' } })
    expect(saves).toHaveLength(0)
  })

  it('a number typed off its scale is said as the range, not as "mandatory", shown again as typed, and not stored', async () => {
    const { port, saves } = recordingPort()
    const typed = { ...strings(EXPERIENCE), work_experience_years: '150' }
    const outcome = await submitStep(port, questionnaire, named({ ...STORED_ABOUT, ...EDUCATION }), 'experience', form(typed), options)
    expect(outcome).toMatchObject({ status: 'show', errors: { work_experience_years: 'questionnaires:errors.outOfRange|0|60' }, answers: { work_experience_years: '150' } })
    expect(saves).toHaveLength(0)
    const empty = await submitStep(port, questionnaire, named({ ...STORED_ABOUT, ...EDUCATION }), 'experience', form({ ...typed, work_experience_years: '' }), options)
    expect(empty).toMatchObject({ status: 'show', errors: { work_experience_years: 'questionnaires:errors.required' } })
  })

  it('a visible unanswered question is required; a hidden one is not', async () => {
    const { port } = recordingPort()
    const outcome = await submitStep(port, questionnaire, named(ABOUT), 'education', form({ school_primary: 'no', relocation: 'none', extra_courses_count: '0' }), options)
    expect(outcome).toEqual({ status: 'go', stepId: 'experience' })
    const missing = await submitStep(port, questionnaire, named(ABOUT), 'education', form({ school_primary: 'yes', relocation: 'none', extra_courses_count: '0' }), options)
    expect(missing.status).toBe('show')
    if (missing.status !== 'show') return
    expect(Object.keys(missing.errors).sort()).toEqual(['school_location', 'school_secondary', 'school_type', 'schools_count'])
  })

  it("without JavaScript, 'next' shows the questions an answer has just revealed without calling them missing, and checks the rest in the same round trip", async () => {
    const { port, saves } = recordingPort()
    const education = questionnaire.steps.find((st) => st.id === 'education')!
    const shown = visibleQuestions(education, ABOUT)
      .map((q) => q.neuronName)
      .join(',')
    const revealed = await submitStep(port, questionnaire, named(ABOUT), 'education', form({ shown, school_primary: 'yes', extra_courses_count: '0' }), options)
    expect(revealed).toMatchObject({ status: 'show', errors: { relocation: 'questionnaires:errors.required' } })
    if (revealed.status !== 'show') return
    expect([...(revealed.revealed ?? [])].sort()).toEqual(['school_location', 'school_secondary', 'school_type', 'schools_count'])
    expect(saves).toHaveLength(0)
    // The next page showed them: now they are the person's to answer.
    const seen = `${shown},school_location,school_secondary,school_type,schools_count`
    const missing = await submitStep(
      port,
      questionnaire,
      named(ABOUT),
      'education',
      form({ shown: seen, school_primary: 'yes', relocation: 'none', extra_courses_count: '0' }),
      options
    )
    expect(missing.status === 'show' && Object.keys(missing.errors).sort()).toEqual(['school_location', 'school_secondary', 'school_type', 'schools_count'])
  })

  it("'refresh' shows the questions the new answers make visible, keeps them, and saves nothing", async () => {
    const { port, saves } = recordingPort()
    const outcome = await submitStep(port, questionnaire, named(ABOUT), 'education', form({ intent: 'refresh', school_primary: 'yes' }), options)
    expect(outcome).toMatchObject({ status: 'show', errors: {} })
    if (outcome.status !== 'show') return
    expect(outcome.answers.school_primary).toBe('yes')
    expect(saves).toHaveLength(0)
    const view = stepView(questionnaire, 'education', outcome.answers, outcome.details, {}, options)
    expect(view.step.id).toBe('education')
    expect(view.details).toBeNull()
  })

  it("'back' keeps what was typed, valid or not, and goes to the previous step", async () => {
    const { port, saves } = recordingPort()
    const outcome = await submitStep(port, questionnaire, named(ABOUT), 'education', form({ intent: 'back', school_primary: 'yes' }), options)
    expect(outcome).toEqual({ status: 'go', stepId: 'about' })
    expect(saves[0]).toMatchObject({ currentStep: 'about', answers: { school_primary: 'yes' } })
  })

  it('saying "no bachelor’s" drops the master’s answer given before', async () => {
    const { port, saves } = recordingPort()
    await submitStep(
      port,
      questionnaire,
      named({ ...ABOUT, ...EDUCATION }),
      'education',
      form(strings({ ...EDUCATION, education_bachelor: 'no', extra_courses_count: '1-2' })),
      options
    )
    expect(saves[0].answers.education_bachelor).toBe('no')
    expect(saves[0].answers).not.toHaveProperty('education_master')
    expect(saves[0].answers.extra_courses_count).toBe(1)
  })

  it('the last step needs consent, then completes the questionnaire', async () => {
    const { port, saves, completed } = recordingPort()
    const before = named({ ...STORED_ABOUT, ...EDUCATION, ...EXPERIENCE })
    const family = STEP_ANSWERS.family
    const refused = await submitStep(port, questionnaire, before, 'family', form(family), options)
    expect(refused).toMatchObject({ status: 'show', errors: { consent: 'common:validation.consent' } })
    expect(saves).toHaveLength(0)
    const outcome = await submitStep(port, questionnaire, before, 'family', form({ ...family, consent: 'on' }), options)
    expect(outcome).toEqual({ status: 'completed' })
    expect(saves[0].answers).toMatchObject({ family_partner_years: '5', family_loss: NO_ANSWER, work_experience_years: '10' })
    expect(completed).toEqual(['q1'])
  })

  it('sending the last step with an earlier step incomplete goes back to that step instead of completing', async () => {
    const { port, completed } = recordingPort()
    const family = { family_parents_years: '20', family_siblings_count: '1', family_children_count: '0', family_partner: 'none', family_loss: 'no', consent: 'on' }
    const outcome = await submitStep(port, questionnaire, named({ ...ABOUT, ...EDUCATION }), 'family', form(family), options)
    expect(outcome).toEqual({ status: 'go', stepId: 'experience' })
    expect(completed).toEqual([])
  })

  it('a filled honeypot writes nothing', async () => {
    const { port, saves } = recordingPort()
    const outcome = await submitStep(port, questionnaire, named({}), 'about', form({ firstName: 'Anna', lastName: 'Li', website: 'http://spam', ...strings(ABOUT) }), options)
    expect(outcome.status).toBe('show')
    expect(saves).toHaveLength(0)
  })
})

describe('profileDetailsFrom', () => {
  it('gives no avatar, birth date or age without the answers they come from', () => {
    expect(profileDetailsFrom({ gender: 'male' })).toEqual({ gender: 'male' })
  })
  it('an older person gets the over-50 avatar', () => {
    expect(profileDetailsFrom({ gender: 'male', age: 61 }).avatarName).toBe('male-over-50')
  })
})

describe('withParam', () => {
  it('adds to an existing query or starts one', () => {
    expect(withParam('/profile-questionnaire?invite=a b', 'step', 'education')).toBe('/profile-questionnaire?invite=a b&step=education')
    expect(withParam('/owner/profiles/1/questionnaire', 'done')).toBe('/owner/profiles/1/questionnaire?done')
  })
})

/** Answers as a form sends them: strings (a range's option value is not its bound: callers pass the option). */
function strings(answers: Answers): Record<string, string | string[]> {
  const out: Record<string, string | string[]> = {}
  for (const [k, v] of Object.entries(answers)) {
    if (v === null) continue
    out[k] = Array.isArray(v) ? v : k === 'extra_courses_count' && typeof v === 'number' ? ({ 0: '0', 1: '1-2', 3: '3-5' } as Record<number, string>)[v] : String(v)
  }
  return out
}
