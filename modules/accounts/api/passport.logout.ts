// POST /api/v1/passport/{owner|estimator|administrator}/logout → { result: true }
// Ends the session the bearer token names (ADR 012): the token answers 401 from then on.
import { type ActionFunctionArgs } from '@remix-run/node'
import { acceptOnly, apiResult, methodNotAllowed } from '#app/api/json.server'
import { areaParam } from '../server/areas'
import { requireApiSession } from '../server/api.server'
import { revokeSessionRecord } from '../server/sessions.server'

export const loader = methodNotAllowed

export const action = acceptOnly(['POST'], async ({ request, params, context }: ActionFunctionArgs) => {
  const area = areaParam(params.area)
  const { session } = await requireApiSession(request, context, area)
  await revokeSessionRecord(context, session)
  return apiResult(true)
})
