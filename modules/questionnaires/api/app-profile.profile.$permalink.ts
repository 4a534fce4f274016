// GET /api/v1/app-profile/profile/{permalink} → { result: fillable view } (names, questionnaire state,
//   the step to fill, each step's completeness, the answers as PUT /upgrade takes them)
// PATCH body { firstName?, lastName?, birthDate? (YYYY-MM-DD), gender? } → { result: fillable view }
//   Birth date and gender are the questionnaire's answers (birth_day/month/year, gender), saved as a
//   step save would; age and avatar follow. A completed questionnaire is not changed here (409).
// Authorised by the profile's invitation (Bearer or ?invite=) or its owner's token (own profiles only).
import { type ActionFunctionArgs, type LoaderFunctionArgs } from '@remix-run/node'
import { z } from 'zod'
import { nameSchema, optionalNameSchema } from '#app/validation/fields'
import { getProfile } from '#modules/profiles/index.server'
import { allQuestions, type Answers } from '../definition'
import { birthDateFromAnswers, mergeStepAnswers, normaliseAnswer } from '../filling'
import { fillingOptions, profileDetailsFrom, profilesPort, questionnaireFor, resumeStep } from '../server/filling.server'
import { acceptOnly, apiError, apiResult, readBody } from '#app/api/json.server'
import { birthDateSchema, fillableProfile, fillingView, ISO_DATE, profileNotFound, requireFiller } from '../server/api.server'

const patchSchema = z
  .object({
    firstName: nameSchema.optional(),
    lastName: optionalNameSchema,
    birthDate: birthDateSchema.optional(),
    gender: z.enum(['male', 'female']).optional(),
  })
  .strict()

export async function loader({ request, params, context }: LoaderFunctionArgs) {
  const filler = await requireFiller(request, context)
  const profile = await fillableProfile(context, filler, params.permalink)
  const questionnaire = await questionnaireFor(context, profile)
  if (!questionnaire) return apiError(404, 'questionnaireNotFound')
  return apiResult(fillingView(questionnaire, profile))
}

export const action = acceptOnly(['PATCH'], async ({ request, params, context }: ActionFunctionArgs) => {
  const filler = await requireFiller(request, context)
  const body = await readBody(request, patchSchema)
  const profile = await fillableProfile(context, filler, params.permalink)
  if (profile.questionnaireState === 'ack_a') return apiError(409, 'owner:url_count')
  const questionnaire = await questionnaireFor(context, profile)
  if (!questionnaire) return apiError(404, 'questionnaireNotFound')
  // Nothing to change: nothing is written (not even updatedAt or the questionnaire state).
  if (Object.values(body).every((v) => v === undefined)) return apiResult(fillingView(questionnaire, profile))

  const wanted: Record<string, string> = {}
  if (body.gender) wanted.gender = body.gender
  const date = body.birthDate ? ISO_DATE.exec(body.birthDate) : null
  if (date) Object.assign(wanted, { birth_year: String(Number(date[1])), birth_month: String(Number(date[2])), birth_day: String(Number(date[3])) })
  const questions = new Map(allQuestions(questionnaire).map((q) => [q.neuronName, q]))
  const patch: Answers = {}
  const fields: Record<string, string[]> = {}
  for (const [name, raw] of Object.entries(wanted)) {
    const question = questions.get(name)
    const value = question ? normaliseAnswer(question, raw) : null
    const field = name === 'gender' ? 'gender' : 'birthDate'
    if (value === null) fields[field] = ['questionnaires:errors.invalid']
    else patch[name] = value
  }
  const stored = (profile.answers ?? {}) as Answers
  const merged = mergeStepAnswers(questionnaire, stored, patch)
  // 31 February reads as three valid dropdown values; the date must come back as it was sent.
  if (date && !fields.birthDate && birthDateFromAnswers(merged) !== `${date[1]}-${date[2]}-${date[3]}T00:00:00.000Z`) {
    fields.birthDate = ['questionnaires:errors.invalid']
  }
  if (Object.keys(fields).length > 0) return apiError(400, 'invalidBody', { fields })

  const details = profileDetailsFrom(merged)
  if (body.firstName !== undefined) details.firstName = body.firstName
  if (body.lastName !== undefined) details.lastName = body.lastName
  const currentStep = profile.currentStep ?? resumeStep(questionnaire, { ...profile, answers: merged }, fillingOptions(profile, questionnaire.key))
  await profilesPort(context).saveAnswers(profile._id, merged, currentStep, details)
  const saved = await getProfile(context, profile._id)
  if (!saved) return profileNotFound()
  return apiResult(fillingView(questionnaire, saved))
})
