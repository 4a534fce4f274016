// GET /api/v1/owner/p2p?limit&offset → { result: { items, total, limit, offset } }: the owner's pair requests,
// newest change first, `limit` (1…100, 50 by default) from `offset` on; a bad value is 400 invalidQuery (ADR 060).
// POST /api/v1/owner/p2p body { left?, right?, manager?, mode?, hours? } → 201 { result: pairRequest }
// (SPEC §7 scene service). People must be filled profiles the owner owns or attached (else 400 actors_ineligible).
import type { ActionFunctionArgs, LoaderFunctionArgs } from '@remix-run/node'
import { acceptOnly, apiError, apiResult, readBody, readQuery } from '#app/api/json.server'
import { requireApiOwner } from '#modules/accounts/index.server'
import { pairBodySchema, pairListQuerySchema } from '../schemas'
import { createPair } from '../server/pairs.service.server'
import { pairSlice } from '../server/list-page.server'
import { pairView } from '../server/view.server'

export async function loader({ request, context }: LoaderFunctionArgs) {
  const owner = await requireApiOwner(request, context)
  const { limit, offset } = readQuery(request, pairListQuerySchema)
  const { items, total } = await pairSlice(context, owner._id, limit, offset)
  return apiResult({ items, total, limit, offset })
}

export const action = acceptOnly(['POST'], async ({ request, context }: ActionFunctionArgs) => {
  const owner = await requireApiOwner(request, context)
  const body = await readBody(request, pairBodySchema)
  const created = await createPair(context, owner._id, body)
  if (!created.ok) return apiError(400, created.error)
  return apiResult(await pairView(context, owner._id, created.value), 201)
})
