// POST /api/v1/owner/cancel-subscription (SPEC §7): turns renewal off; access stays until the period ends.
// → { result: { subscription } }; 409 noSubscription.
import type { ActionFunctionArgs } from '@remix-run/node'
import { acceptOnly, methodNotAllowed } from '#app/api/json.server'
import { answer, billingApi } from '../server/api.server'
import { setRenewal } from '../server/subscriptions.service.server'

export const loader = methodNotAllowed

export const action = acceptOnly(['POST'], async ({ request, context }: ActionFunctionArgs) => {
  const { owner, port } = await billingApi(request, context)
  return answer(context, owner._id, await setRenewal(context, port, owner._id, false))
})
