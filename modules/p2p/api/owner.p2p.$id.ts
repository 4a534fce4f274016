// GET /api/v1/owner/p2p/{id} → { result: pairRequest } (with its run state and stored result)
// POST /api/v1/owner/p2p/{id} body { left?, right?, manager?, mode?, hours? } → { result }: replaces the request's settings
// PATCH /api/v1/owner/p2p/{id} body (any of those; null empties a slot) → { result }: changes what it names;
// what the change leaves is held to POST's rules, and refused as POST refuses it (400 invalidBody, the same fields)
// DELETE → { result: true }. Another owner's or another tenant's id is a 404 compatibilityNotExist.
// A result carries `locked`: on the basic plan, until the pair's report is bought, only its headline
// (compatibility and the summary line) is sent, as on the page (server/report-lock.server.ts).
import type { ActionFunctionArgs, AppLoadContext, LoaderFunctionArgs } from '@remix-run/node'
import { acceptOnly, apiError, apiResult, checkBody, readBody } from '#app/api/json.server'
import { requireApiOwner } from '#modules/accounts/index.server'
import { pairBodySchema, pairPatchSchema, pairSlotsSchemaKeeping } from '../schemas'
import { deletePair, findOwnPair, slotsAfter, updatePair } from '../server/pairs.service.server'
import { pairView } from '../server/view.server'
import type { PairDoc } from '../server/pairs.repo.server'
import { lockView, reportOpen } from '../server/report-lock.server'

const notFound = () => apiError(404, 'compatibilityNotExist')

const answerPair = async (context: AppLoadContext, ownerId: string, pair: PairDoc) =>
  apiResult(lockView(await pairView(context, ownerId, pair), await reportOpen(context, ownerId, pair)))

export async function loader({ request, params, context }: LoaderFunctionArgs) {
  const owner = await requireApiOwner(request, context)
  const pair = await findOwnPair(context, owner._id, params.id)
  return pair ? answerPair(context, owner._id, pair) : notFound()
}

export const action = acceptOnly(['POST', 'PATCH', 'DELETE'], async ({ request, params, context }: ActionFunctionArgs) => {
  const owner = await requireApiOwner(request, context)
  const id = params.id ?? ''
  if (request.method === 'DELETE') return (await deletePair(context, owner._id, id)) ? apiResult(true) : notFound()
  // The body is read first: a bad body is a 400 whoever's id it names.
  const patch =
    request.method === 'POST'
      ? await readBody(request, pairBodySchema).then((b) => ({ left: b.left ?? null, right: b.right ?? null, manager: b.manager ?? null, mode: b.mode, hours: b.hours }))
      : await readBody(request, pairPatchSchema)
  // POST's rules on what PATCH leaves: the same 400 invalidBody and messages as POST (managerNeedsPair, samePerson…).
  if (request.method === 'PATCH') {
    const pair = await findOwnPair(context, owner._id, id)
    if (!pair) return notFound()
    checkBody(slotsAfter(pair, patch), pairSlotsSchemaKeeping(pair.managerId))
  }
  const updated = await updatePair(context, owner._id, id, patch)
  if (!updated.ok) return updated.error === 'compatibilityNotExist' ? notFound() : apiError(400, updated.error)
  return answerPair(context, owner._id, updated.value)
})
