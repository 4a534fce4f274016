// POST /api/v1/passport/owner/mail/forgot-password  body { username, ln }  (a password-reset link)
// POST /api/v1/passport/estimator/mail/login-link   body { username }      (a magic sign-in link)
// The answer never says whether the address is registered.
import { originOf } from '#app/http/origin.server'
import { json, type ActionFunctionArgs } from '@remix-run/node'
import { z } from 'zod'
import { requiredEmailSchema } from '#app/validation/fields'
import { areaParam, LINK_AREAS } from '../server/areas'
import { requestLink } from '../server/auth.server'
import { acceptOnly, apiError, methodNotAllowed, readBody } from '#app/api/json.server'
import { apiRefusal } from '../server/api.server'

const bodySchema = z.object({ username: requiredEmailSchema, ln: z.enum(['ru', 'en']).optional() })
const PURPOSE = { 'forgot-password': 'reset', 'login-link': 'magic' } as const

export const loader = methodNotAllowed

export const action = acceptOnly(['POST'], async ({ request, params, context }: ActionFunctionArgs) => {
  const area = areaParam(params.area, LINK_AREAS)
  const purpose = PURPOSE[params.kind as keyof typeof PURPOSE]
  if (!purpose) return apiError(404, 'not_found')
  const body = await readBody(request, bodySchema)
  const result = await requestLink({ ...context, lng: body.ln ?? context.lng }, area, purpose, body.username, originOf(request, context))
  if (!result.ok) return apiRefusal(result, 429)
  return json({ result: true })
})
