// PUT /api/v1/owner/p2p/{id}/run body { type? } → { result: { ruid } }: starts a run (SPEC §7). `type`
// 'love' runs the love variant on any tenant; 'work', an empty body or no type keeps the tenant's own
// (a love tenant's runs are always love). Anything else: 400 invalidBody with fields.type
// 'p2p:errors.runType', and nothing starts. Progress arrives as live events (sceneComputePhase, then
// renderPair); GET /p2p/{id} shows the run state and, once stored, the result with its variant
// (result.pair.variant). 400 actors_ineligible when a slot is empty or a person not usable.
import type { ActionFunctionArgs } from '@remix-run/node'
import { acceptOnly, apiError, apiResult, methodNotAllowed, readBody } from '#app/api/json.server'
import { requireApiOwner } from '#modules/accounts/index.server'
import { runBodySchema } from '../schemas'
import { startRun } from '../server/pairs.service.server'

export const loader = methodNotAllowed

export const action = acceptOnly(['PUT'], async ({ request, params, context }: ActionFunctionArgs) => {
  const owner = await requireApiOwner(request, context)
  const { type } = await readBody(request, runBodySchema, { empty: {} })
  const started = await startRun(context, owner._id, params.id ?? '', type === 'love' ? { variant: 'love' } : {})
  if (!started.ok) return started.error === 'compatibilityNotExist' ? apiError(404, started.error) : apiError(400, started.error)
  return apiResult(started.value)
})
