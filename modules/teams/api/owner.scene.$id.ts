// GET /api/v1/owner/scene/{id} → { result: { scene: TeamView, p2pRequests: [], status } } (SPEC §7).
// `p2pRequests` stays empty: a team's pairs are its scene's, not pair checks. Another owner's or
// another tenant's id, or a malformed one, is 404 teamNotExist.
import type { LoaderFunctionArgs } from '@remix-run/node'
import { apiError, apiResult } from '#app/api/json.server'
import { requireApiOwner } from '#modules/accounts/index.server'
import { findOwnTeam } from '../server/teams.repo.server'
import { teamView } from '../server/view.server'

export async function loader({ request, params, context }: LoaderFunctionArgs) {
  const owner = await requireApiOwner(request, context)
  const team = await findOwnTeam(context, owner._id, params.id)
  if (!team) return apiError(404, 'teamNotExist')
  return apiResult({ scene: teamView(team), p2pRequests: [], status: team.status })
}
