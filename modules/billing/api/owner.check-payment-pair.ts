// POST /api/v1/owner/check-payment-pair body { id1, id2 } → { result: { paid } } (SPEC §7): whether
// the owner has bought this pair's report (either order of the two profiles).
import type { ActionFunctionArgs } from '@remix-run/node'
import { apiResult, methodNotAllowed, readBody } from '#app/api/json.server'
import { requireApiOwner } from '#modules/accounts/index.server'
import { pairBodySchema } from '../schemas'
import { hasPairReport } from '../server/purchases.service.server'

export const loader = () => methodNotAllowed()

export async function action({ request, context }: ActionFunctionArgs) {
  if (request.method !== 'POST') return methodNotAllowed()
  const owner = await requireApiOwner(request, context)
  const body = await readBody(request, pairBodySchema)
  return apiResult({ paid: await hasPairReport(context, owner._id, body.id1, body.id2) })
}
