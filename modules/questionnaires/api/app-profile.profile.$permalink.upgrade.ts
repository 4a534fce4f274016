// PUT /api/v1/app-profile/profile/{permalink}/upgrade body { step, answers, consent?, firstName?, lastName? }
//   → { result: fillable view + nextStep } when the step is saved (nextStep null once completed)
// The JSON twin of a step page's 'next': the answers become the step's form and go through the
// pages' submitStep, so validation (stepErrors, names on the first step, consent on the last) and
// saving are the pages'. 400 invalidAnswers with per-question keys when the step is not valid;
// 409 stepNotReached for a step past where the person stopped; completing the last step queues scoring.
import { type ActionFunctionArgs } from '@remix-run/node'
import { z } from 'zod'
import { getProfile } from '#modules/profiles/index.server'
import { findStep, type Answers } from '../definition'
import { fillingOptions, profilesPort, questionnaireFor, stepToShow, submitStep } from '../server/filling.server'
import { acceptOnly, apiError, apiResult, methodNotAllowed, readBody } from '#app/api/json.server'
import { answersSchema, asFields, bodyNameSchema, fillableProfile, fillingView, profileNotFound, requireFiller, stepFormData, unknownAnswerKeys } from '../server/api.server'

const upgradeSchema = z
  .object({
    step: z.string().max(32),
    answers: answersSchema,
    consent: z.boolean().optional(),
    firstName: bodyNameSchema.optional(),
    lastName: bodyNameSchema.optional(),
  })
  .strict()

export const loader = methodNotAllowed

export const action = acceptOnly(['PUT'], async ({ request, params, context }: ActionFunctionArgs) => {
  const filler = await requireFiller(request, context)
  const body = await readBody(request, upgradeSchema)
  const profile = await fillableProfile(context, filler, params.permalink)
  if (profile.questionnaireState === 'ack_a') return apiError(409, 'owner:url_count')
  const questionnaire = await questionnaireFor(context, profile)
  if (!questionnaire) return apiError(404, 'questionnaireNotFound')
  const step = findStep(questionnaire, body.step)
  if (!step) return apiError(400, 'invalidBody', { fields: { step: ['unknownStep'] } })
  const unknown = unknownAnswerKeys(body.answers, step.questions)
  if (unknown.length > 0) return apiError(400, 'invalidBody', { fields: { answers: unknown.slice(0, 20).map((k) => `unknownQuestion:${k.slice(0, 64)}`) } })

  const filling = { ...profile, answers: (profile.answers ?? {}) as Answers }
  const options = fillingOptions(profile, questionnaire.key)
  const shown = stepToShow(questionnaire, filling, step.id, options)
  if (shown.redirect) return apiError(409, 'stepNotReached', { currentStep: shown.stepId })

  const outcome = await submitStep(profilesPort(context), questionnaire, filling, step.id, stepFormData(step, body.answers, body), options)
  if (outcome.status === 'show') return apiError(400, 'invalidAnswers', { fields: asFields(outcome.errors) })
  const saved = await getProfile(context, profile._id)
  if (!saved) return profileNotFound()
  return apiResult({ ...fillingView(questionnaire, saved), nextStep: outcome.status === 'go' ? outcome.stepId : null })
})
