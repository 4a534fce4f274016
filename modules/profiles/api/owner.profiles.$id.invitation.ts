// POST /api/v1/owner/profiles/{id}/invitation body { email? } → { result: { sent: true, email } }
// The wizard's "send an invitation" for a profile of one's own: mails the questionnaire link to the
// given address, or to the profile's own. 400 invalidBody (no address, or not an email), 404 profileNotFound.
import { originOf } from '#app/http/origin.server'
import { json, type ActionFunctionArgs } from '@remix-run/node'
import { z } from 'zod'
import { VALIDATION } from '#app/validation/messages'
import { invitationSchema } from '../schemas'
import { getOwnProfile } from '../server/profiles.service.server'
import { invitationAllowed, sendInvitation } from '../server/mails.server'
import { ownerName } from '../server/pages.server'
import { acceptOnly, apiError, methodNotAllowed, readBody } from '#app/api/json.server'
import { requireApiOwner } from '#modules/accounts/index.server'

const bodySchema = invitationSchema.extend({ lng: z.enum(['ru', 'en']).optional() }).strict()

export const loader = methodNotAllowed

export const action = acceptOnly(['POST'], async ({ request, params, context }: ActionFunctionArgs) => {
  const owner = await requireApiOwner(request, context)
  const body = await readBody(request, bodySchema)
  const profile = await getOwnProfile(context, owner._id, params.id ?? '')
  if (!profile) return apiError(404, 'profileNotFound')
  const email = body.email ?? profile.email
  if (!email) return apiError(400, 'invalidBody', { fields: { email: [VALIDATION.required] } })
  if (profile.questionnaireState === 'ack_a') return apiError(409, 'owner:url_count')
  if (!(await invitationAllowed(context, owner._id))) return apiError(429, 'tooManyAttempts')
  await sendInvitation(context, profile, { email, ownerName: ownerName(owner, context.tenant.variant), lng: body.lng ?? context.lng }, originOf(request, context))
  return json({ result: { sent: true, email } })
})
