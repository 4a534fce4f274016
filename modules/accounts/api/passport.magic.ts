// POST /api/v1/passport/{owner|estimator}/login/magic/{token} → { result: { token } }
import { json, type ActionFunctionArgs } from '@remix-run/node'
import { areaParam, LINK_AREAS } from '../server/areas'
import { findAccountById } from '../server/accounts.server'
import { consumeLink } from '../server/links.server'
import { acceptOnly, apiError, methodNotAllowed } from '#app/api/json.server'
import { tokenFor } from '../server/api.server'

export const loader = methodNotAllowed

export const action = acceptOnly(['POST'], async ({ params, context }: ActionFunctionArgs) => {
  const area = areaParam(params.area, LINK_AREAS)
  const used = await consumeLink(context, area, 'magic', params.token ?? '')
  if (!used.ok) return apiError(410, used.error)
  const account = await findAccountById(context, area, used.link.accountId)
  if (!account || account.status !== 'active') return apiError(404, area === 'owner' ? 'auth:owner_not_found' : 'auth:estimator_not_found')
  return json({ result: { token: await tokenFor(context, area, account) } })
})
