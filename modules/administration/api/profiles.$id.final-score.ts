// PUT /api/v1/administrator/profiles/{id}/final-score body { score: { K, P, L } } (1..10) → { result: profile }
// The administrator's final quick score: the profile becomes approved. Only a completed questionnaire (409 profileNotCompleted).
import type { ActionFunctionArgs } from '@remix-run/node'
import { setFinalScore } from '#modules/profiles/index.server'
import { finalScoreBodySchema } from '../schemas'
import { acceptOnly, apiResult, methodNotAllowed, readBody, refused, requireAdministratorApi } from '../server/api.server'
import { profileDetail } from '../server/profiles.server'

export const loader = methodNotAllowed

export const action = acceptOnly(['PUT'], async ({ request, params, context }: ActionFunctionArgs) => {
  await requireAdministratorApi(request, context)
  const { score } = await readBody(request, finalScoreBodySchema)
  const updated = await setFinalScore(context, params.id ?? '', { finalScore: score })
  return updated.ok ? apiResult(await profileDetail(context, updated.profile)) : refused(updated.error)
})
