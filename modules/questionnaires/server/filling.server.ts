// The filling flow behind both questionnaire pages (a visitor's invitation, an owner filling a profile
// in themselves): which step a request may see, and what a step's POST does. Each step is a plain
// form (works with JavaScript off): 'next' validates and saves the step, 'back' saves what is there
// and goes back, 'refresh' re-renders with the questions the new answers make visible, and the last
// 'next' needs consent (SPEC §5) and completes the questionnaire. Profiles are reached through a small
// port, so this file knows nothing of how the profiles module stores them.
import { json, redirect } from '@remix-run/node'
import { pageError } from '#app/http/page-error.server'
import type { AppContext } from '#app/context'
import { completeProfileQuestionnaire, getProfile, saveProfileAnswers } from '#modules/profiles/index.server'
import { consentSchema, nameSchema, optionalNameSchema } from '#app/validation/fields'
import { isHoneypotFilled } from '#app/validation/honeypot'
import { encodeMessage } from '#app/validation/messages'
import { NO_ANSWER, type Answers, type LocalisedText, type Questionnaire, type QuestionnaireDefinition, type QuestionnaireKey, type Step } from '../definition'
import {
  avatarFor,
  birthDateFromAnswers,
  computeFormulas,
  firstIncompleteStep,
  mergeStepAnswers,
  normaliseStepAnswers,
  offScaleSliders,
  questionErrorKey,
  stepErrors,
  visibleQuestions,
  SHOWN_FIELD,
  type AvatarName,
} from '../filling'
import { getQuestionnaire, latestQuestionnaire } from './questionnaires.repo.server'

type Steps = Pick<QuestionnaireDefinition, 'steps'>

/** What the flow reads of a profile. */
export interface FillingProfile {
  _id: string
  firstName?: string | null
  lastName?: string | null
  answers?: Answers | null
  questionnaireState?: string | null
  birthDate?: string | null
}

/** What the first step adds to a profile besides answers (SPEC §3 profile fields, §5 rules). */
export interface ProfileDetails {
  firstName?: string
  lastName?: string
  birthDate?: string
  age?: number
  gender?: 'male' | 'female'
  avatarName?: AvatarName | null
}

/** The two writes the flow needs, bound by the route to the profiles module. */
export interface FillingPort {
  saveAnswers(profileId: string, answers: Answers, currentStep: string, details?: ProfileDetails): Promise<unknown>
  complete(profileId: string, questionnaireId: string): Promise<unknown>
}

/** The name fields of the first step, as typed (for re-rendering). */
export interface DetailsDraft {
  firstName: string
  lastName: string
}

/** Message keys with their namespace (`common:validation.required`, `questionnaires:errors.required`), by field name. */
export type FieldErrors = Record<string, string>

export type Intent = 'next' | 'back' | 'refresh'

export type StepOutcome =
  { status: 'show'; answers: Answers; details: DetailsDraft; errors: FieldErrors; revealed?: string[] } | { status: 'go'; stepId: string } | { status: 'completed' }

export interface FillingOptions {
  /** SPEC §5: last name required unless a not-required flag is set. */
  lastNameRequired: boolean
  /** SPEC §5, love flow: personal details are complete once the first name is non-blank and the birth date is set. */
  birthDateRequired?: boolean
  today?: Date
}

export const CONSENT_FIELD = 'consent'
export const INTENT_FIELD = 'intent'

function stepIndex(questionnaire: Steps, stepId: string): number {
  return questionnaire.steps.findIndex((s) => s.id === stepId)
}

function detailErrors(details: DetailsDraft, lastNameRequired: boolean): FieldErrors {
  const errors: FieldErrors = {}
  const first = nameSchema.safeParse(details.firstName)
  if (!first.success) errors.firstName = `common:${first.error.issues[0].message}`
  const last = (lastNameRequired ? nameSchema : optionalNameSchema).safeParse(details.lastName)
  if (!last.success) errors.lastName = `common:${last.error.issues[0].message}`
  return errors
}

/** SPEC §5: in the love flow a person's details are complete when the first name is non-blank and the birth date is set (no last name). */
export function loveDetailsComplete(profile: Pick<FillingProfile, 'firstName' | 'birthDate'>): boolean {
  return (profile.firstName ?? '').trim() !== '' && Boolean(profile.birthDate)
}

/**
 * Where a person resumes: the first step whose questions are not all answered (the first step also
 * while the name is missing), else the last step, which still waits for consent and sending.
 */
export function resumeStep(questionnaire: Steps, profile: FillingProfile, options: FillingOptions): string {
  const first = questionnaire.steps[0].id
  const draft = { firstName: profile.firstName ?? '', lastName: profile.lastName ?? '' }
  if (Object.keys(detailErrors(draft, options.lastNameRequired)).length > 0) return first
  if (options.birthDateRequired && !loveDetailsComplete(profile)) return first
  return firstIncompleteStep(questionnaire, profile.answers ?? {}, options.today) ?? questionnaire.steps[questionnaire.steps.length - 1].id
}

/**
 * The step a request may see: the requested one if it is not past where the person stopped
 * (answers are given in order: a later step may depend on an earlier one), else the resume step.
 * `redirect` says the URL should change to the returned step.
 */
export function stepToShow(questionnaire: Steps, profile: FillingProfile, requested: string | null, options: FillingOptions): { stepId: string; redirect: boolean } {
  const resume = resumeStep(questionnaire, profile, options)
  if (requested === null) return { stepId: resume, redirect: true }
  const index = stepIndex(questionnaire, requested)
  if (index < 0 || index > stepIndex(questionnaire, resume)) return { stepId: resume, redirect: true }
  return { stepId: requested, redirect: false }
}

/**
 * A step's form → what normaliseStepAnswers reads: field name = neuronName, a multiselect's field a
 * list. A "prefer not to say" box sent beside a value wins: the person ticked it last or on purpose.
 */
export function readStepForm(step: Step, formData: FormData): Record<string, unknown> {
  const form: Record<string, unknown> = {}
  for (const question of step.questions) {
    const values = formData.getAll(question.neuronName).filter((v): v is string => typeof v === 'string')
    if (question.allowNoAnswer && values.includes(NO_ANSWER)) form[question.neuronName] = NO_ANSWER
    else if (question.type === 'multiselect') form[question.neuronName] = values
    else form[question.neuronName] = values.find((v) => v.trim() !== '') ?? null
  }
  return form
}

function readIntent(formData: FormData): Intent {
  const intent = formData.get(INTENT_FIELD)
  return intent === 'back' || intent === 'refresh' ? intent : 'next'
}

function detailsFrom(formData: FormData, profile: FillingProfile): DetailsDraft {
  const read = (name: string, fallback: string | null | undefined) => {
    const value = formData.get(name)
    return typeof value === 'string' ? value : (fallback ?? '')
  }
  return { firstName: read('firstName', profile.firstName), lastName: read('lastName', profile.lastName) }
}

/** Birth date, age, gender and avatar follow from the answers (SPEC §5: ISO midnight UTC; avatar from age group and gender). */
export function profileDetailsFrom(answers: Answers, names?: { firstName: string; lastName?: string }): ProfileDetails {
  const details: ProfileDetails = {}
  if (names) {
    details.firstName = names.firstName
    if (names.lastName !== undefined) details.lastName = names.lastName
  }
  const birthDate = birthDateFromAnswers(answers)
  if (birthDate) details.birthDate = birthDate
  if (typeof answers.age === 'number') details.age = answers.age
  if (answers.gender === 'male' || answers.gender === 'female') details.gender = answers.gender
  const avatar = avatarFor(answers.age, answers.gender)
  if (avatar) details.avatarName = avatar
  return details
}

/**
 * One POST of a step. Returns what to do next: show the step again (errors, or the questions a
 * 'refresh' made visible), go to another step, or the questionnaire is completed. A filled honeypot
 * re-renders and writes nothing.
 */
export async function submitStep(
  port: FillingPort,
  questionnaire: Questionnaire,
  profile: FillingProfile,
  stepId: string,
  formData: FormData,
  options: FillingOptions
): Promise<StepOutcome> {
  const today = options.today ?? new Date()
  const index = stepIndex(questionnaire, stepId)
  const step = questionnaire.steps[index]
  const isFirst = index === 0
  const isLast = index === questionnaire.steps.length - 1
  const intent = readIntent(formData)
  const previous = profile.answers ?? {}
  const form = readStepForm(step, formData)
  const answers = mergeStepAnswers(questionnaire, previous, normaliseStepAnswers(step, form), today)
  const details = detailsFrom(formData, profile)

  if (isHoneypotFilled(formData) || intent === 'refresh') return { status: 'show', answers, details, errors: {} }

  if (intent === 'back') {
    const back = questionnaire.steps[Math.max(0, index - 1)].id
    // What was typed is kept (normalised, so nothing junk), valid or not: the person comes back to it.
    await port.saveAnswers(profile._id, answers, back)
    return { status: 'go', stepId: back }
  }

  const revealed = revealedQuestions(step, answers, formData, today, questionnaire)
  const errors: FieldErrors = {}
  if (isFirst) Object.assign(errors, detailErrors(details, options.lastNameRequired))
  for (const [name, error] of Object.entries(stepErrors(step, answers, questionnaire, today))) {
    const question = step.questions.find((q) => q.neuronName === name)
    // A question that has just appeared is not missing: the person has not seen it yet.
    if (question && !revealed.includes(name)) errors[name] = `questionnaires:${questionErrorKey(question, error)}`
  }
  const offScale = offScaleSliders(step, form)
  for (const [name, { min, max, step: by }] of Object.entries(offScale)) {
    if (errors[name]) errors[name] = by === 1 ? encodeMessage('questionnaires:errors.outOfRange', min, max) : encodeMessage('questionnaires:errors.outOfRangeStep', min, max, by)
  }
  if (isLast && !consentSchema.safeParse(formData.get(CONSENT_FIELD) ?? undefined).success) errors[CONSENT_FIELD] = 'common:validation.consent'
  // One round trip shows the new questions and checks the others.
  if (Object.keys(errors).length > 0 || revealed.length > 0) {
    const typed = Object.fromEntries(Object.entries(offScale).map(([name, v]) => [name, v.typed]))
    return { status: 'show', answers: { ...answers, ...typed }, details, errors, revealed }
  }

  const names = isFirst ? { firstName: nameSchema.parse(details.firstName), lastName: optionalNameSchema.parse(details.lastName) } : undefined
  const next = isLast ? step.id : questionnaire.steps[index + 1].id
  await port.saveAnswers(profile._id, answers, next, isFirst ? profileDetailsFrom(answers, names) : undefined)
  if (!isLast) return { status: 'go', stepId: next }
  // An earlier step may have been left incomplete (a crafted URL, or an answer that unhid a question).
  const incomplete = firstIncompleteStep(questionnaire, answers, today)
  if (incomplete !== null) return { status: 'go', stepId: incomplete }
  await port.complete(profile._id, questionnaire._id)
  return { status: 'completed' }
}

/** Questions visible with the posted answers that the posted page did not show (none when the page said nothing). */
function revealedQuestions(step: Step, answers: Answers, formData: FormData, today: Date, questionnaire: Steps): string[] {
  const shown = formData.get(SHOWN_FIELD)
  if (typeof shown !== 'string') return []
  const seen = new Set(shown.split(','))
  return visibleQuestions(step, computeFormulas(questionnaire, answers, today))
    .map((q) => q.neuronName)
    .filter((name) => !seen.has(name))
}

/** What a step page shows: plain data, the same for a loader (stored answers) and an action (the draft). */
export interface StepView {
  questionnaireName: LocalisedText
  steps: { id: string; title: LocalisedText }[]
  stepIndex: number
  step: Step
  /** Answers the controls show (this step's) and the conditions read (earlier steps'). */
  answers: Answers
  /** The name fields, on the first step only. */
  details: DetailsDraft | null
  lastNameRequired: boolean
  isLast: boolean
  errors: FieldErrors
  /** Questions the last 'next' revealed (the page says new questions appeared). */
  revealed: string[]
}

export function stepView(
  questionnaire: Questionnaire,
  stepId: string,
  answers: Answers,
  details: DetailsDraft,
  errors: FieldErrors,
  options: FillingOptions,
  revealed: string[] = []
): StepView {
  const index = Math.max(0, stepIndex(questionnaire, stepId))
  return {
    questionnaireName: questionnaire.name,
    steps: questionnaire.steps.map((s) => ({ id: s.id, title: s.title })),
    stepIndex: index,
    step: questionnaire.steps[index],
    answers: computeFormulas(questionnaire, answers, options.today),
    details: index === 0 ? details : null,
    lastNameRequired: options.lastNameRequired,
    isLast: index === questionnaire.steps.length - 1,
    errors,
    revealed,
  }
}

/** A profile's stored names as the first step's fields show them. */
export function storedDetails(profile: FillingProfile): DetailsDraft {
  return { firstName: profile.firstName ?? '', lastName: profile.lastName ?? '' }
}

// --- the pages' side: a profile from the profiles module, the questionnaire it fills --------------

type PageCtx = Pick<AppContext, 'services' | 'tenant'>

/** A profile as the profiles module stores it, as much of it as the pages read. */
export type StoredProfile = Omit<FillingProfile, 'answers'> & {
  answers?: Record<string, unknown> | null
  questionnaireId?: string
  isShort?: boolean
  /** Set on the partner a couple link creates: that profile fills the couple questionnaire. */
  questionnaireKey?: QuestionnaireKey
}

/** The profiles module's writes, bound to a request's context. */
export function profilesPort(ctx: PageCtx): FillingPort {
  return {
    async saveAnswers(profileId, answers, currentStep, details) {
      // The profiles module merges over the stored answers: an answer the new ones dropped (its
      // question is hidden now) is written as null, so a stale answer does not outlive its question.
      const stored = (await getProfile(ctx, profileId))?.answers ?? {}
      const cleared = Object.fromEntries(
        Object.keys(stored)
          .filter((k) => !(k in answers))
          .map((k) => [k, null])
      )
      await saveProfileAnswers(ctx, profileId, { ...cleared, ...answers }, currentStep, details)
    },
    async complete(profileId, questionnaireId) {
      await completeProfileQuestionnaire(ctx, profileId, questionnaireId)
    },
  }
}

/**
 * Which questionnaire a profile fills when it has not completed one: the partner a couple link
 * created fills 'couple'; any other profile of a love tenant 'love'; of a work tenant 'work' (ADR 041).
 */
export function questionnaireKeyFor(ctx: Pick<PageCtx, 'tenant'>, profile: Pick<StoredProfile, 'questionnaireKey'>): QuestionnaireKey {
  return profile.questionnaireKey ?? (ctx.tenant.variant === 'love' ? 'love' : 'work')
}

/** The questionnaire a profile fills: the one it was completed with, else the tenant's current one of its key. */
export async function questionnaireFor(ctx: PageCtx, profile: StoredProfile): Promise<Questionnaire | null> {
  if (profile.questionnaireId) {
    const stored = await getQuestionnaire(ctx, profile.questionnaireId)
    if (stored) return stored
  }
  return latestQuestionnaire(ctx, questionnaireKeyFor(ctx, profile))
}

/**
 * SPEC §5: the last name is required unless the profile says otherwise (a short profile asks only
 * the first name); the love and couple questionnaires ask no last name and need the birth date.
 */
export function fillingOptions(profile: StoredProfile, key: QuestionnaireKey = 'work'): FillingOptions {
  if (key !== 'work') return { lastNameRequired: false, birthDateRequired: true }
  return { lastNameRequired: !profile.isShort }
}

/** SPEC §8 'Questionnaire creation failure': the message for each kind of questionnaire. */
export function questionnaireFailedCode(key: QuestionnaireKey) {
  return key === 'couple' ? 'coupleQuestionnaireFailed' : key === 'love' ? 'loveQuestionnaireFailed' : 'profileQuestionnaireFailed'
}

const asFilling = (profile: StoredProfile): FillingProfile => ({ ...profile, answers: (profile.answers ?? {}) as Answers })

/** `base` with `name=value` added to its query. */
export function withParam(base: string, name: string, value?: string): string {
  const joiner = base.includes('?') ? '&' : '?'
  return value === undefined ? `${base}${joiner}${name}` : `${base}${joiner}${name}=${encodeURIComponent(value)}`
}

/** The step a request may see, with what it needs; or a redirect to the step the person may see. */
async function stepFor(ctx: PageCtx, stored: StoredProfile, base: string, requested: string | null) {
  const questionnaire = await questionnaireFor(ctx, stored)
  if (!questionnaire) pageError(404, { kind: 'notFound', error: questionnaireFailedCode(questionnaireKeyFor(ctx, stored)) })
  const profile = asFilling(stored)
  const options = fillingOptions(stored, questionnaire.key)
  const { stepId, redirect: move } = stepToShow(questionnaire, profile, requested, options)
  // A plain Response, so callers narrow with instanceof.
  if (move) return redirect(withParam(base, 'step', stepId)) as Response
  return { questionnaire, profile, options, stepId }
}

/** GET of a step page: the step's view, or a redirect to the step the person may see. */
export async function loadStep(ctx: PageCtx, stored: StoredProfile, base: string, requested: string | null): Promise<StepView | Response> {
  const step = await stepFor(ctx, stored, base, requested)
  if (step instanceof Response) return step
  const { questionnaire, profile, options, stepId } = step
  return stepView(questionnaire, stepId, profile.answers ?? {}, storedDetails(profile), {}, options)
}

/** POST of a step page: a redirect (next step, back, done) or the step again with its errors (400). */
export async function postStep(ctx: PageCtx, stored: StoredProfile, base: string, requested: string | null, formData: FormData) {
  const step = await stepFor(ctx, stored, base, requested)
  if (step instanceof Response) return step
  const { questionnaire, profile, options, stepId } = step
  const outcome = await submitStep(profilesPort(ctx), questionnaire, profile, stepId, formData, options)
  if (outcome.status === 'go') return redirect(withParam(base, 'step', outcome.stepId))
  if (outcome.status === 'completed') return redirect(withParam(base, 'done'))
  const view = stepView(questionnaire, stepId, outcome.answers, outcome.details, outcome.errors, options, outcome.revealed)
  return json({ kind: 'step' as const, view }, { status: Object.keys(outcome.errors).length > 0 ? 400 : 200 })
}
