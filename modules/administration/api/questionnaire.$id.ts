// GET /api/v1/administrator/questionnaire/{id} → { result: questionnaire with steps }
// PATCH body { name?, steps? } → { result: the new version, previousId }; { status: 'inactive' } → { result: questionnaire }.
//   id, key, version or createdAt in the body: 409 questionnaireImmutable (a stored questionnaire never changes).
// DELETE → { result: questionnaire }: retired (inactive), never removed.
import type { ActionFunctionArgs, LoaderFunctionArgs } from '@remix-run/node'
import { getQuestionnaire, setQuestionnaireStatus } from '#modules/questionnaires/index.server'
import { IMMUTABLE_FIELDS, questionnairePatchSchema } from '../schemas'
import { acceptOnly, apiError, apiResult, notFound, readBody, requireAdministratorApi } from '../server/api.server'
import { questionnaireDetail, saveNewVersion } from '../server/questionnaires.server'

export async function loader({ request, params, context }: LoaderFunctionArgs) {
  await requireAdministratorApi(request, context)
  const questionnaire = await getQuestionnaire(context, params.id ?? '')
  return questionnaire ? apiResult(await questionnaireDetail(context, questionnaire)) : notFound('questionnaire')
}

export const action = acceptOnly(['PATCH', 'DELETE'], async ({ request, params, context }: ActionFunctionArgs) => {
  await requireAdministratorApi(request, context)
  const body = request.method === 'PATCH' ? await readBody(request, questionnairePatchSchema) : null
  const stored = await getQuestionnaire(context, params.id ?? '')
  if (!stored) return notFound('questionnaire')
  if (!body || body.status === 'inactive') {
    if (stored.status === 'inactive') return apiResult(await questionnaireDetail(context, stored))
    const retired = await setQuestionnaireStatus(context, stored._id, 'inactive')
    return retired ? apiResult(await questionnaireDetail(context, retired)) : apiError(409, 'questionnaireStatusRefused')
  }
  if (IMMUTABLE_FIELDS.some((field) => (body as Record<string, unknown>)[field] !== undefined)) return apiError(409, 'questionnaireImmutable')
  const saved = await saveNewVersion(context, stored, body)
  if (!saved.ok) return apiError(400, 'invalidBody', { fields: saved.fields })
  return apiResult({ ...(await questionnaireDetail(context, saved.questionnaire)), previousId: stored._id })
})
