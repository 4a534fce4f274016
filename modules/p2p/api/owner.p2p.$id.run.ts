// PUT /api/v1/owner/p2p/{id}/run → { result: { ruid } }: starts a run (SPEC §7). Progress arrives
// as live events (sceneComputePhase, then renderPair); GET /p2p/{id} shows the run state and,
// once stored, the result. 400 actors_ineligible when a slot is empty or a person not usable.
import type { ActionFunctionArgs } from '@remix-run/node'
import { apiError, apiResult, methodNotAllowed } from '#app/api/json.server'
import { requireApiOwner } from '#modules/accounts/index.server'
import { startRun } from '../server/pairs.service.server'

export const loader = () => methodNotAllowed()

export async function action({ request, params, context }: ActionFunctionArgs) {
  if (request.method !== 'PUT') return methodNotAllowed()
  const owner = await requireApiOwner(request, context)
  const started = await startRun(context, owner._id, params.id ?? '')
  if (!started.ok) return started.error === 'compatibilityNotExist' ? apiError(404, started.error) : apiError(400, started.error)
  return apiResult(started.value)
}
