// GET /api/v1/app-profile/upgrade?ln=ru|en → { result: questionnaire } (steps of questions, texts in one language)
// Authorised like every profile-service call: an invitation token (Bearer or ?invite=) or the owner's token.
// An invited person gets the questionnaire their profile fills; the owner the tenant's current one.
import type { LoaderFunctionArgs } from '@remix-run/node'
import { latestQuestionnaire } from '../server/questionnaires.repo.server'
import { questionnaireFor } from '../server/filling.server'
import { apiError, apiResult, methodNotAllowed } from '#app/api/json.server'
import { languageOf, questionnaireView, requireFiller } from '../server/api.server'

export async function loader({ request, context }: LoaderFunctionArgs) {
  const filler = await requireFiller(request, context)
  const questionnaire = filler.kind === 'invitation' ? await questionnaireFor(context, filler.profile) : await latestQuestionnaire(context, 'work')
  if (!questionnaire) return apiError(404, 'questionnaireNotFound')
  return apiResult(questionnaireView(questionnaire, languageOf(request, context)))
}

export const action = methodNotAllowed
