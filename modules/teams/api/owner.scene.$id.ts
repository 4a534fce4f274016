// GET /api/v1/owner/scene/{id} → { result: { scene: team view, p2pRequests: [], status } }
// PATCH /api/v1/owner/scene/{id} → the editor's changes (scene-patch.server.ts).
// Another owner's or tenant's id is a 404 teamNotExist.
import type { ActionFunctionArgs, LoaderFunctionArgs } from '@remix-run/node'
import { apiError, apiResult, methodNotAllowed } from '#app/api/json.server'
import { requireApiOwner } from '#modules/accounts/index.server'
import { findOwnTeam } from '../server/teams.repo.server'
import { editorTeamView } from '../server/editor-view.server'
import { patchScene } from './scene-patch.server'

export async function loader({ request, params, context }: LoaderFunctionArgs) {
  const owner = await requireApiOwner(request, context)
  const team = await findOwnTeam(context, owner._id, params.id)
  if (!team) return apiError(404, 'teamNotExist')
  return apiResult({ scene: editorTeamView(team), p2pRequests: [], status: team.status })
}

export async function action(args: ActionFunctionArgs) {
  if (args.request.method === 'PATCH') return patchScene(args)
  return methodNotAllowed()
}
