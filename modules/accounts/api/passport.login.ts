// POST /api/v1/passport/{owner|estimator|administrator}/login  body { username, password } → { result: { token } }
// Each sign-in is a new session (ADR 012); too many failures answer 429 with Retry-After.
import { json, type ActionFunctionArgs } from '@remix-run/node'
import { z } from 'zod'
import { currentPasswordSchema, requiredEmailSchema } from '#app/validation/fields'
import { areaParam } from '../server/areas'
import { checkPassword } from '../server/auth.server'
import { acceptOnly, methodNotAllowed, readBody } from '#app/api/json.server'
import { apiRefusal, tokenFor } from '../server/api.server'

const bodySchema = z.object({ username: requiredEmailSchema, password: currentPasswordSchema })

export const loader = methodNotAllowed

export const action = acceptOnly(['POST'], async ({ request, params, context }: ActionFunctionArgs) => {
  const area = areaParam(params.area)
  const body = await readBody(request, bodySchema)
  const result = await checkPassword(context, area, body.username, body.password)
  if (!result.ok) return apiRefusal(result, 401)
  return json({ result: { token: await tokenFor(context, area, result.value) } })
})
