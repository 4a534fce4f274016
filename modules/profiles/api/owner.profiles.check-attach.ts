// POST /api/v1/owner/profiles/check-attach/{sharelink} → { result: { profile } } when it can be attached;
// 409 shared_exist (own or already attached), 410 shared_delete, 404 profileNotFound. Attaches nothing.
import { json, type ActionFunctionArgs } from '@remix-run/node'
import { checkAttach } from '../server/profiles.service.server'
import { profileView } from '../server/view'
import { planGrantOf } from '#modules/billing/index.server'
import { acceptOnly, apiError, methodNotAllowed } from '#app/api/json.server'
import { requireApiOwner } from '#modules/accounts/index.server'

const STATUS = { shared_exist: 409, shared_delete: 410, profileNotFound: 404 } as const

export const loader = methodNotAllowed

export const action = acceptOnly(['POST'], async ({ request, params, context }: ActionFunctionArgs) => {
  const owner = await requireApiOwner(request, context)
  const check = await checkAttach(context, owner._id, params.sharelink ?? '')
  if (!check.ok) return apiError(STATUS[check.error], check.error)
  return json({ result: { profile: profileView(check.profile, owner._id, await planGrantOf(context, owner._id)) } })
})
