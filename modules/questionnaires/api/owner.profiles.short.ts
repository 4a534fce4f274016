// POST /api/v1/owner/profiles/short body { firstName, lastName?, birthDate? (YYYY-MM-DD), avatarName?, answers }
//   → 201 { result: profile } (completed, scoring queued)
// An owner creates a profile with all its answers in one call (SPEC §7 owner API). The answers are
// checked against the tenant's current work questionnaire as every step would be (visible questions
// answered, values it offers); 400 invalidAnswers with per-question keys, and nothing is written.
import { type ActionFunctionArgs } from '@remix-run/node'
import { z } from 'zod'
import { nameSchema, optionalNameSchema } from '#app/validation/fields'
import { completeProfileQuestionnaire, getProfile, profileView, saveProfileAnswers } from '#modules/profiles/index.server'
// Not in profiles' index.server yet (a follow-up for that module): creating a profile.
import { createProfile } from '#modules/profiles/index.server'
import { allQuestions, type Answers } from '../definition'
import { AVATAR_AGE_GROUPS, birthDateFromAnswers, mergeStepAnswers, normaliseStepAnswers, questionErrorKey, stepErrors } from '../filling'
import { latestQuestionnaire } from '../server/questionnaires.repo.server'
import { profileDetailsFrom } from '../server/filling.server'
import { acceptOnly, apiError, apiResult, methodNotAllowed, readBody } from '#app/api/json.server'
import { requireApiOwner } from '#modules/accounts/index.server'
import { planGrantOf } from '#modules/billing/index.server'
import { answersSchema, birthDateSchema, ISO_DATE, profileNotFound, unknownAnswerKeys } from '../server/api.server'

const AVATARS = (['male', 'female'] as const).flatMap((g) => AVATAR_AGE_GROUPS.map((a) => `${g}-${a}` as const))

const shortSchema = z
  .object({
    firstName: nameSchema,
    lastName: optionalNameSchema,
    birthDate: birthDateSchema.optional(),
    avatarName: z.enum(AVATARS as [string, ...string[]]).optional(),
    answers: answersSchema,
  })
  .strict()

export const loader = methodNotAllowed

export const action = acceptOnly(['POST'], async ({ request, context }: ActionFunctionArgs) => {
  const owner = await requireApiOwner(request, context)
  const body = await readBody(request, shortSchema)
  const questionnaire = await latestQuestionnaire(context, 'work')
  if (!questionnaire) return apiError(404, 'questionnaireNotFound')
  const unknown = unknownAnswerKeys(body.answers, allQuestions(questionnaire))
  if (unknown.length > 0) return apiError(400, 'invalidBody', { fields: { answers: unknown.slice(0, 20).map((k) => `unknownQuestion:${k.slice(0, 64)}`) } })

  // The birth date may come as a date instead of the three answers.
  const raw: Record<string, unknown> = { ...body.answers }
  const date = body.birthDate ? ISO_DATE.exec(body.birthDate) : null
  if (date) {
    raw.birth_year ??= String(Number(date[1]))
    raw.birth_month ??= String(Number(date[2]))
    raw.birth_day ??= String(Number(date[3]))
  }
  let answers: Answers = {}
  for (const step of questionnaire.steps) answers = mergeStepAnswers(questionnaire, answers, normaliseStepAnswers(step, raw))

  const fields: Record<string, string[]> = {}
  for (const step of questionnaire.steps) {
    for (const [name, error] of Object.entries(stepErrors(step, answers, questionnaire))) {
      const question = step.questions.find((q) => q.neuronName === name)
      if (question) fields[name] = [`questionnaires:${questionErrorKey(question, error)}`]
    }
  }
  if (date && birthDateFromAnswers(answers) !== `${date[1]}-${date[2]}-${date[3]}T00:00:00.000Z`) fields.birthDate = ['questionnaires:errors.invalid']
  if (Object.keys(fields).length > 0) return apiError(400, 'invalidAnswers', { fields })

  const profile = await createProfile(context, owner._id, { firstName: body.firstName, lastName: body.lastName ?? '', isShort: true })
  const details = profileDetailsFrom(answers, { firstName: body.firstName, lastName: body.lastName ?? '' })
  if (body.avatarName) details.avatarName = body.avatarName as typeof details.avatarName
  const lastStep = questionnaire.steps[questionnaire.steps.length - 1].id
  await saveProfileAnswers(context, profile._id, answers, lastStep, details)
  await completeProfileQuestionnaire(context, profile._id, questionnaire._id)
  const saved = await getProfile(context, profile._id)
  if (!saved) return profileNotFound()
  return apiResult(profileView(saved, owner._id, await planGrantOf(context, owner._id)), 201)
})
