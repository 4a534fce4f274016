// POST /api/v1/owner/profiles/attach/{sharelink} → { result: profile } | 409 shared_exist | 410 shared_delete | 404 profileNotFound
import { json, type ActionFunctionArgs } from '@remix-run/node'
import { attachProfile } from '../server/profiles.service.server'
import { profileView } from '../server/view'
import { planGrantOf } from '#modules/billing/index.server'
import { acceptOnly, apiError, methodNotAllowed } from '#app/api/json.server'
import { requireApiOwner } from '#modules/accounts/index.server'

const STATUS = { shared_exist: 409, shared_delete: 410, profileNotFound: 404 } as const

export const loader = methodNotAllowed

export const action = acceptOnly(['POST'], async ({ request, params, context }: ActionFunctionArgs) => {
  const owner = await requireApiOwner(request, context)
  const result = await attachProfile(context, owner._id, params.sharelink ?? '')
  if (!result.ok) return apiError(STATUS[result.error], result.error)
  return json({ result: profileView(result.profile, owner._id, await planGrantOf(context, owner._id)) })
})
