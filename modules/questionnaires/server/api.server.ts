// The JSON twins of the filling pages (docs/decisions/011-app-profile-api.md): who fills (an
// invitation token, or the owner's bearer token for their own profile), the questionnaire in one
// language, a profile's fillable view, and JSON bodies turned into the step form the pages post,
// so `submitStep` (filling.server.ts) validates and saves exactly as the pages do.
import { apiError } from '#app/api/json.server'
import { MAX_LENGTH, maxLengthMessage } from '#app/validation/fields'
import { VALIDATION } from '#app/validation/messages'
import { bearerToken } from '#app/http/bearer'
import { z } from 'zod'
import type { AppContext } from '#app/context'
import { isAreaToken, requireApiAccount, type Account } from '#modules/accounts/index.server'
import { findByPermalink, getOwnedProfile, getProfile, profileView, resolveInvitation, type ProfileDoc } from '#modules/profiles/index.server'
import { NO_ANSWER, type Answers, type Question, type Questionnaire, type Step } from '../definition'
import { answerFormValue, computeFormulas, stepErrors } from '../filling'
import { CONSENT_FIELD, fillingOptions, resumeStep, type FieldErrors } from './filling.server'

export type Lang = 'ru' | 'en'

export const profileNotFound = () => apiError(404, 'profileNotFound')

/** `?ln=ru|en`, else the request's language. Another `ln` is a 400, as GET /list-price answers it (was silently the default). */
export function languageOf(request: Request, ctx: Pick<AppContext, 'lng'>): Lang {
  const ln = new URL(request.url).searchParams.get('ln')
  if (ln === 'ru' || ln === 'en') return ln
  if (ln) throw apiError(400, 'invalidQuery', { fields: { ln: [VALIDATION.invalid] } })
  return ctx.lng === 'ru' ? 'ru' : 'en'
}

// --- who fills ---------------------------------------------------------------------------------

export type Filler = { kind: 'invitation'; profile: ProfileDoc } | { kind: 'owner'; owner: Account }

/**
 * `?invite=<token>` or `Authorization: Bearer <invite token>`: the invited person, on their profile
 * only. A bearer token with a dot is an area token (`body.signature`, invitation tokens are plain
 * base64url): the owner, on their own profiles. SPEC §8 keys for a link that does not open.
 */
export async function requireFiller(request: Request, ctx: AppContext): Promise<Filler> {
  const invite = new URL(request.url).searchParams.get('invite') ?? ''
  const bearer = bearerToken(request)
  if (!invite && isAreaToken(bearer)) return { kind: 'owner', owner: await requireApiAccount(request, ctx, 'owner') }
  const token = invite || bearer
  if (!token) throw apiError(401, 'unauthorized')
  const check = await resolveInvitation(ctx, token)
  if (!check.ok) throw apiError(check.error === 'owner:record_not_found' ? 404 : 410, check.error, { canRequestNew: check.canRequestNew })
  return { kind: 'invitation', profile: check.profile }
}

/** A live profile of this tenant by its permalink (another tenant's is never found). */
export async function findLiveByPermalink(ctx: AppContext, permalink: unknown): Promise<ProfileDoc | null> {
  const found = await findByPermalink(ctx, permalink)
  return found ? getProfile(ctx, found._id) : null
}

/** The profile a filler may fill: the invitation's own, or the owner's own (not an attached one). */
export async function fillableProfile(ctx: AppContext, filler: Filler, permalink: string | undefined): Promise<ProfileDoc> {
  if (filler.kind === 'invitation') {
    if (filler.profile.permalink !== permalink) throw profileNotFound()
    return filler.profile
  }
  const profile = await findLiveByPermalink(ctx, permalink)
  if (!profile || profile.ownerId !== filler.owner._id) throw profileNotFound()
  return profile
}

/** A profile a filler may read the grade of: the invitation's, or one in the owner's list (own or attached). */
export async function readableProfile(ctx: AppContext, filler: Filler, permalink: string | null): Promise<{ profile: ProfileDoc; viewerId: string }> {
  if (filler.kind === 'invitation') {
    if (permalink !== null && permalink !== filler.profile.permalink) throw profileNotFound()
    return { profile: filler.profile, viewerId: filler.profile.ownerId }
  }
  const found = await findLiveByPermalink(ctx, permalink)
  const profile = found && (await getOwnedProfile(ctx, filler.owner._id, found._id))
  if (!profile) throw profileNotFound()
  return { profile, viewerId: filler.owner._id }
}

// --- the questionnaire in one language ------------------------------------------------------------

export function questionView(q: Question, ln: Lang) {
  return {
    neuronName: q.neuronName,
    type: q.type,
    text: q.text[ln],
    ...(q.hint ? { hint: q.hint[ln] } : {}),
    ...(q.options
      ? {
          options: q.options.map((o) => ({
            value: o.value,
            label: o.label[ln],
            ...(o.groupId ? { groupId: o.groupId } : {}),
            ...(o.min !== undefined ? { min: o.min, max: o.max } : {}),
          })),
        }
      : {}),
    ...(q.groups ? { groups: q.groups.map((g) => ({ id: g.id, label: g.label[ln] })) } : {}),
    ...(q.type === 'slider' ? { min: q.min, max: q.max, step: q.step ?? 1 } : {}),
    ...(q.unit ? { unit: q.unit } : {}),
    ...(q.answer ? { answerType: q.answer.type } : {}),
    ...(q.dependsOn ? { dependsOn: { operator: q.dependsOn.operator ?? 'or', scope: q.dependsOn.scope } } : {}),
    ...(q.formula ? { formula: q.formula } : {}),
    required: q.required !== false,
    allowNoAnswer: Boolean(q.allowNoAnswer),
  }
}

function questionnaireHead(q: Questionnaire, ln: Lang) {
  return { id: q._id, key: q.key, version: q.version, name: q.name[ln], noAnswer: NO_ANSWER, consentRequired: true }
}

/** GET /upgrade: steps of questions. */
export function questionnaireView(q: Questionnaire, ln: Lang) {
  return { ...questionnaireHead(q, ln), steps: q.steps.map((s) => ({ id: s.id, title: s.title[ln], questions: s.questions.map((x) => questionView(x, ln)) })) }
}

/** The short form (GET /upgrade/short, owner GET /questionnaire): one list of questions, each naming its step. */
export function shortQuestionnaireView(q: Questionnaire, ln: Lang) {
  return { ...questionnaireHead(q, ln), questions: q.steps.flatMap((s) => s.questions.map((x) => ({ ...questionView(x, ln), step: s.id }))) }
}

// --- a profile as the filling sees it ---------------------------------------------------------------

/** Stored answers → what PUT /upgrade takes back (a range's option value, a slider's number as a string; formulas as numbers). */
export function formAnswers(q: Questionnaire, answers: Answers): Record<string, string | string[] | number> {
  const out: Record<string, string | string[] | number> = {}
  const computed = computeFormulas(q, answers)
  for (const question of q.steps.flatMap((s) => s.questions)) {
    const value = computed[question.neuronName]
    if (value === undefined || value === null) continue
    if (question.type === 'formula') {
      if (typeof value === 'number') out[question.neuronName] = value
      continue
    }
    const form = answerFormValue(question, value)
    if (form !== null) out[question.neuronName] = form
  }
  return out
}

export function fillingView(q: Questionnaire, profile: ProfileDoc) {
  const answers = (profile.answers ?? {}) as Answers
  const completed = profile.questionnaireState === 'ack_a'
  const options = fillingOptions(profile, q.key)
  return {
    permalink: profile.permalink,
    firstName: profile.firstName,
    lastName: profile.lastName,
    birthDate: profile.birthDate ?? null,
    gender: profile.gender ?? null,
    age: profile.age ?? null,
    avatarName: profile.avatarName ?? null,
    lastNameRequired: options.lastNameRequired,
    questionnaireId: q._id,
    questionnaireState: profile.questionnaireState,
    completed,
    scoring: profile.scoring ?? null,
    currentStep: completed ? null : resumeStep(q, { ...profile, answers }, options),
    steps: q.steps.map((s) => ({ id: s.id, complete: Object.keys(stepErrors(s, answers, q)).length === 0 })),
    answers: formAnswers(q, answers),
  }
}

/** The grade once scored; `scoring` says pending or failed before. Hidden details stay hidden, and expertise unless the owner's plan shows it (SPEC §6). */
export function gradeView(profile: ProfileDoc, viewerId: string, plan: { expertise: boolean }) {
  const view = profileView(profile, viewerId, plan)
  const scored = profile.scoring === 'done' && !view.hidden
  return {
    permalink: profile.permalink,
    questionnaireState: profile.questionnaireState,
    scoring: profile.scoring ?? null,
    hidden: view.hidden,
    expertiseHidden: view.expertiseHidden,
    grade: scored
      ? {
          competencies: profile.competencies ?? null,
          professionalism: profile.professionalism ?? null,
          maturity: profile.maturity ?? null,
          expertise: view.expertise ?? null,
          mood: profile.mood ?? null,
          moodBand: profile.moodBand ?? null,
          finalScore: profile.finalScore ?? null,
        }
      : null,
  }
}

// --- bodies ----------------------------------------------------------------------------------------

/** An answer as a client sends it: the control's value (option value, slider number), a list for a multiselect. */
const answerText = z.string().max(MAX_LENGTH.answer, maxLengthMessage(MAX_LENGTH.answer))
export const answerValueSchema = z.union([answerText, z.number().finite(), z.array(answerText).max(MAX_LENGTH.answerItems), z.null()])
export const answersSchema = z.record(z.string().max(64), answerValueSchema).refine((a) => Object.keys(a).length <= 200, { message: 'tooManyAnswers' })

/** A birth date as `YYYY-MM-DD` (or that day's ISO midnight UTC); the groups are year, month, day. */
export const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})(T00:00:00(\.000)?Z)?$/
// The length first, through a pipe: zod would otherwise run the pattern on a longer string too.
export const birthDateSchema = z.string().max(24, maxLengthMessage(24)).pipe(z.string().regex(ISO_DATE))

/** Names as a step's JSON body carries them; the step's own rules (nameSchema) judge them after. */
export const bodyNameSchema = z.string().max(MAX_LENGTH.name, maxLengthMessage(MAX_LENGTH.name))
export type AnswersBody = z.infer<typeof answersSchema>

/** Keys that are not questions of `questions` (a typo would otherwise be a silent "not answered"). */
export function unknownAnswerKeys(answers: AnswersBody, questions: Question[]): string[] {
  const names = new Set(questions.map((q) => q.neuronName))
  return Object.keys(answers).filter((k) => !names.has(k))
}

/** A step's JSON answers → the form the step page posts (field name = neuronName, a list repeated). */
export function stepFormData(step: Step, answers: AnswersBody, extra: { consent?: boolean; firstName?: string; lastName?: string }): FormData {
  const form = new FormData()
  for (const question of step.questions) {
    const value = answers[question.neuronName]
    if (value === undefined || value === null) continue
    for (const v of Array.isArray(value) ? value : [value]) form.append(question.neuronName, String(v))
  }
  if (extra.consent === true) form.append(CONSENT_FIELD, 'on')
  if (extra.firstName !== undefined) form.append('firstName', extra.firstName)
  if (extra.lastName !== undefined) form.append('lastName', extra.lastName)
  return form
}

/** The pages' error keys (`questionnaires:errors.required`) as ADR 005's `fields`. */
export function asFields(errors: FieldErrors): Record<string, string[]> {
  return Object.fromEntries(Object.entries(errors).map(([name, key]) => [name, [key]]))
}
