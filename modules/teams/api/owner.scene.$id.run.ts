// PUT /api/v1/owner/scene/{id}/run → { result: { ruid } }: starts a run of the owner's team or quick
// check (SPEC §7). Progress arrives as live events (sceneComputePhase, then renderCheckTeam); GET
// /scene/snapshot/{id}?ruid= gives the stored result's render dataset. 404 teamNotExist for a
// missing or foreign id; 409 teamBroken while a member's profile is gone.
import type { ActionFunctionArgs } from '@remix-run/node'
import { acceptOnly, apiError, apiResult, methodNotAllowed } from '#app/api/json.server'
import { requireApiOwner } from '#modules/accounts/index.server'
import { findOwnRunnable, startTeamRun } from '../server/team-runs.service.server'

export const loader = methodNotAllowed

export const action = acceptOnly(['PUT'], async ({ request, params, context }: ActionFunctionArgs) => {
  const owner = await requireApiOwner(request, context)
  const team = await findOwnRunnable(context, owner._id, params.id)
  if (!team) return apiError(404, 'teamNotExist')
  const started = await startTeamRun(context, team)
  if (!started.ok) return started.error === 'teamBroken' ? apiError(409, 'teamBroken') : apiError(404, 'teamNotExist')
  return apiResult(started.value)
})
