// POST /api/v1/passport/owner/mail/verification-link  body { ln? } → { result: true } (ADR 062)
// The signed-in owner's verification link again (SPEC §7), as the dashboard's «send again» does: an
// owner with a password verifies by it, one from first sign-up creates the password. Already
// verified: 409 magic_link:auth_count («Email address already verified», SPEC §8); nothing is mailed.
import { originOf } from '#app/http/origin.server'
import { json, type ActionFunctionArgs } from '@remix-run/node'
import { z } from 'zod'
import { acceptOnly, apiError, methodNotAllowed, readBody } from '#app/api/json.server'
import { apiRefusal, requireApiAccount } from '../server/api.server'
import { resendVerification } from '../server/auth.server'

const bodySchema = z.object({ ln: z.enum(['ru', 'en']).optional() })

export const loader = methodNotAllowed

export const action = acceptOnly(['POST'], async ({ request, context }: ActionFunctionArgs) => {
  const owner = await requireApiAccount(request, context, 'owner')
  const body = await readBody(request, bodySchema, { empty: {} })
  if (owner.verified) return apiError(409, 'magic_link:auth_count')
  const sent = await resendVerification({ ...context, lng: body.ln ?? context.lng }, owner, originOf(request, context))
  if (!sent.ok) return apiRefusal(sent, 429)
  return json({ result: true })
})
