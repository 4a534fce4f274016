// GET /api/v1/owner/scene/snapshot/{sceneId}?ruid= → { result: { url } }: where the render dataset of
// a stored run of the owner's team is (SPEC §7); without ruid, the team's current stored result.
// 404 teamNotExist for a foreign or missing team, or a run it does not hold.
import type { LoaderFunctionArgs } from '@remix-run/node'
import { apiError, apiResult, methodNotAllowed, readQuery } from '#app/api/json.server'
import { requireApiOwner } from '#modules/accounts/index.server'
import { snapshotQuerySchema } from '../run-schemas'
import { findOwnRunnable } from '../server/team-runs.service.server'
import { findTeamRun } from '../server/team-runs.repo.server'
import { renderDatasetUrl } from '../server/render-dataset'

export const action = methodNotAllowed

export async function loader({ request, params, context }: LoaderFunctionArgs) {
  const owner = await requireApiOwner(request, context)
  const query = readQuery(request, snapshotQuerySchema)
  const team = await findOwnRunnable(context, owner._id, params.sceneId)
  if (!team) return apiError(404, 'teamNotExist')
  const run = await findTeamRun(context, owner._id, team._id, query.ruid ?? team.resultRuid)
  if (!run) return apiError(404, 'teamNotExist')
  return apiResult({ url: renderDatasetUrl(team._id, run.ruid) })
}
