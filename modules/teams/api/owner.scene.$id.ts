// GET /api/v1/owner/scene/{id} → { result: { scene: TeamView, p2pRequests: [], status } } (SPEC §7).
// `p2pRequests` stays empty: a team's pairs are its scene's, not pair checks. Another owner's or
// another tenant's id, or a malformed one, is 404 teamNotExist. Consistency and status are the list
// page's (consistency.server.ts): broken while a member's profile is gone.
// PATCH /api/v1/owner/scene/{id}: the scene editor's changes (scene-patch.server.ts).
import type { LoaderFunctionArgs } from '@remix-run/node'
import { acceptOnly, apiError, apiResult } from '#app/api/json.server'
import { requireApiOwner } from '#modules/accounts/index.server'
import { findOwnTeam } from '../server/teams.repo.server'
import { checkedTeamView } from '../server/consistency.server'
import { patchScene } from './scene-patch.server'

export async function loader({ request, params, context }: LoaderFunctionArgs) {
  const owner = await requireApiOwner(request, context)
  const team = await findOwnTeam(context, owner._id, params.id)
  if (!team) return apiError(404, 'teamNotExist')
  const scene = await checkedTeamView(context, team)
  return apiResult({ scene, p2pRequests: [], status: scene.status })
}

export const action = acceptOnly(['PATCH'], patchScene)
