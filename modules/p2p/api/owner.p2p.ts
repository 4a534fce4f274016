// GET /api/v1/owner/p2p → { result: { items } }: the owner's pair requests, newest change first.
// POST /api/v1/owner/p2p body { left?, right?, manager?, mode?, hours? } → 201 { result: pairRequest }
// (SPEC §7 scene service). People must be filled profiles the owner owns or attached (else 400 actors_ineligible).
import type { ActionFunctionArgs, LoaderFunctionArgs } from '@remix-run/node'
import { apiError, apiResult, methodNotAllowed, readBody } from '#app/api/json.server'
import { requireApiOwner } from '#modules/accounts/index.server'
import { pairBodySchema } from '../schemas'
import { createPair } from '../server/pairs.service.server'
import { listOwnPairs } from '../server/pairs.repo.server'
import { pairListItem, pairView } from '../server/view.server'
import { namesOf } from '../server/names.server'

export async function loader({ request, context }: LoaderFunctionArgs) {
  const owner = await requireApiOwner(request, context)
  const pairs = await listOwnPairs(context, owner._id)
  const names = await namesOf(context, owner._id, pairs)
  return apiResult({ items: pairs.map((p) => pairListItem(p, names)) })
}

export async function action({ request, context }: ActionFunctionArgs) {
  if (request.method !== 'POST') return methodNotAllowed()
  const owner = await requireApiOwner(request, context)
  const body = await readBody(request, pairBodySchema)
  const created = await createPair(context, owner._id, body)
  if (!created.ok) return apiError(400, created.error)
  return apiResult(await pairView(context, owner._id, created.value), 201)
}
