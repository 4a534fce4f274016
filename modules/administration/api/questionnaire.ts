// GET /api/v1/administrator/questionnaire?key&status&search&sort&order&limit&offset&ids → { result: { items, total } }
// POST body { key, name: { ru, en }, steps } → 201 { result: questionnaire }: the next version of its key, status created.
import type { ActionFunctionArgs, LoaderFunctionArgs } from '@remix-run/node'
import { z } from 'zod'
import { questionnaireListQuery } from '../schemas'
import { acceptOnly, apiError, apiResult, readBody, readQuery, requireAdministratorApi } from '../server/api.server'
import { createQuestionnaire, listQuestionnaires, questionnaireDetail } from '../server/questionnaires.server'

export async function loader({ request, context }: LoaderFunctionArgs) {
  await requireAdministratorApi(request, context)
  return apiResult(await listQuestionnaires(context, readQuery(request, questionnaireListQuery)))
}

export const action = acceptOnly(['POST'], async ({ request, context }: ActionFunctionArgs) => {
  await requireAdministratorApi(request, context)
  // Parsed whole by the questionnaires module's schema, which also names cross-question problems.
  const body = await readBody(request, z.unknown())
  const created = await createQuestionnaire(context, body)
  if (!created.ok) return apiError(400, 'invalidBody', { fields: created.fields })
  return apiResult(await questionnaireDetail(context, created.questionnaire), 201)
})
