// GET /api/v1/owner/questionnaire?ln=ru|en → { result: questionnaire } (the tenant's current work
// questionnaire, short form: the questions POST /owner/profiles/short answers). Verified owners only.
import type { LoaderFunctionArgs } from '@remix-run/node'
import { latestQuestionnaire } from '../server/questionnaires.repo.server'
import { apiError, apiResult, methodNotAllowed } from '#app/api/json.server'
import { requireApiOwner } from '#modules/accounts/index.server'
import { languageOf, shortQuestionnaireView } from '../server/api.server'

export async function loader({ request, context }: LoaderFunctionArgs) {
  await requireApiOwner(request, context)
  const questionnaire = await latestQuestionnaire(context, 'work')
  if (!questionnaire) return apiError(404, 'questionnaireNotFound')
  return apiResult(shortQuestionnaireView(questionnaire, languageOf(request, context)))
}

export const action = methodNotAllowed
