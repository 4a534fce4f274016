// POST /api/v1/administrator/questionnaire/{id}/recalculate (no body, or {}) → 202 { result: { id, profiles } }
// Queues the recalculation job: the profiles that filled this version are scored again, then the
// status becomes computed. An inactive version is not recalculated (409 questionnaireStatusRefused).
import type { ActionFunctionArgs } from '@remix-run/node'
import { profileIdsOfQuestionnaire } from '#modules/profiles/index.server'
import { getQuestionnaire } from '#modules/questionnaires/index.server'
import { config as recalculateJob, recalculationJobId } from '../jobs/recalculate-questionnaire.server'
import { recalculateBodySchema } from '../schemas'
import { acceptOnly, apiError, apiResult, methodNotAllowed, notFound, readOptionalBody, requireAdministratorApi } from '../server/api.server'

export const loader = methodNotAllowed

export const action = acceptOnly(['POST'], async ({ request, params, context }: ActionFunctionArgs) => {
  await requireAdministratorApi(request, context)
  await readOptionalBody(request, recalculateBodySchema)
  const questionnaire = await getQuestionnaire(context, params.id ?? '')
  if (!questionnaire) return notFound('questionnaire')
  if (questionnaire.status === 'inactive') return apiError(409, 'questionnaireStatusRefused')
  const profiles = (await profileIdsOfQuestionnaire(context, questionnaire._id)).length
  await context.services.jobs.enqueue(
    recalculateJob.name,
    { tenantId: context.tenant._id, questionnaireId: questionnaire._id },
    { jobId: recalculationJobId(context.tenant._id, questionnaire._id) }
  )
  return apiResult({ id: questionnaire._id, profiles }, 202)
})
