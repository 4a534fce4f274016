// POST /api/v1/owner/scene/check body { members: string[] } → 201 { result: { id, ruid } }: the quick
// team check (SPEC §2): a team of the chosen filled profiles with default interactions, run at once;
// its result page is /owner/dashboard/team/{id}. 400 invalidBody, teamTooSmall (fewer than 2),
// actors_ineligible (an unfilled or foreign profile, or more than 50); 403 maxTeams (no team in the plan), verifyAccount.
import type { ActionFunctionArgs } from '@remix-run/node'
import { teamErrorStatus } from '../server/api-errors.server'
import { acceptOnly, apiError, apiResult, methodNotAllowed, readBody } from '#app/api/json.server'
import { requireApiOwner } from '#modules/accounts/index.server'
import { quickCheckSchema } from '../run-schemas'
import { checkTitle } from '../server/check-title.server'
import { startQuickCheck } from '../server/team-runs.service.server'

export const loader = methodNotAllowed

export const action = acceptOnly(['POST'], async ({ request, context }: ActionFunctionArgs) => {
  const owner = await requireApiOwner(request, context)
  const body = await readBody(request, quickCheckSchema)
  const started = await startQuickCheck(context, owner, { memberIds: body.members, title: await checkTitle(context, owner._id, body.members) })
  // The same statuses as POST /scene for the same refusals (maxTeams was a 400 here, a 403 there).
  if (!started.ok) return apiError(started.error === 'teamBroken' ? 409 : teamErrorStatus(started.error), started.error)
  return apiResult(started.value, 201)
})
