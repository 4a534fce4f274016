// POST /api/v1/owner/check-payment-pair body { id1, id2 } → { result: { paid } } (SPEC §7): whether
// the owner has bought this pair's report (either order of the two profiles). A profile that is not
// the owner's (another owner's, another tenant's, unknown) is 404 profileNotFound, as when buying it:
// `paid: false` would read as "not bought yet, buy it" for a pair the owner cannot buy.
import type { ActionFunctionArgs } from '@remix-run/node'
import { acceptOnly, apiError, apiResult, methodNotAllowed, readBody } from '#app/api/json.server'
import { requireApiOwner } from '#modules/accounts/index.server'
import { pairBodySchema } from '../schemas'
import { ownedPair } from '../server/pair-report.server'
import { hasPairReport } from '../server/purchases.service.server'

export const loader = methodNotAllowed

export const action = acceptOnly(['POST'], async ({ request, context }: ActionFunctionArgs) => {
  const owner = await requireApiOwner(request, context)
  const body = await readBody(request, pairBodySchema)
  const pair = await ownedPair(context, owner._id, [body.id1, body.id2])
  if (!pair) return apiError(404, 'profileNotFound')
  return apiResult({ paid: await hasPairReport(context, owner._id, pair[0]._id, pair[1]._id) })
})
