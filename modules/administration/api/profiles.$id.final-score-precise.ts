// PUT /api/v1/administrator/profiles/{id}/final-score-precise body { scorePrecise: { K, P, L } } (0..100) → { result: profile }
// The administrator's final precise score: the profile becomes approved. Only a completed questionnaire (409 profileNotCompleted).
import type { ActionFunctionArgs } from '@remix-run/node'
import { setFinalScore } from '#modules/profiles/index.server'
import { finalScorePreciseBodySchema } from '../schemas'
import { acceptOnly, apiResult, methodNotAllowed, readBody, refused, requireAdministratorApi } from '../server/api.server'
import { profileDetail } from '../server/profiles.server'

export const loader = methodNotAllowed

export const action = acceptOnly(['PUT'], async ({ request, params, context }: ActionFunctionArgs) => {
  await requireAdministratorApi(request, context)
  const { scorePrecise } = await readBody(request, finalScorePreciseBodySchema)
  const updated = await setFinalScore(context, params.id ?? '', { finalScorePrecise: scorePrecise })
  return updated.ok ? apiResult(await profileDetail(context, updated.profile)) : refused(updated.error)
})
