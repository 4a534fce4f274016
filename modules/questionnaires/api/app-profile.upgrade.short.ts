// GET /api/v1/app-profile/upgrade/short?ln=ru|en → { result: questionnaire } (the short form: one list
// of questions, each naming its step). Authorised as GET /upgrade.
import type { LoaderFunctionArgs } from '@remix-run/node'
import { latestQuestionnaire } from '../server/questionnaires.repo.server'
import { questionnaireFor } from '../server/filling.server'
import { apiError, apiResult, methodNotAllowed } from '#app/api/json.server'
import { languageOf, requireFiller, shortQuestionnaireView } from '../server/api.server'

export async function loader({ request, context }: LoaderFunctionArgs) {
  const filler = await requireFiller(request, context)
  const questionnaire = filler.kind === 'invitation' ? await questionnaireFor(context, filler.profile) : await latestQuestionnaire(context, 'work')
  if (!questionnaire) return apiError(404, 'questionnaireNotFound')
  return apiResult(shortQuestionnaireView(questionnaire, languageOf(request, context)))
}

export const action = methodNotAllowed
