// GET /api/v1/owner/scene/snapshot/{sceneId}/{ruid}: the render dataset of one stored run
// (server/render-dataset.ts). A run's result never changes, so the answer is cacheable for good by
// the owner's own client (private, immutable) with the ruid as its ETag: a client that has it sends
// If-None-Match and gets 304 with no body. Tenant- and owner-scoped: anything else is 404.
import type { LoaderFunctionArgs } from '@remix-run/node'
import { apiError, methodNotAllowed } from '#app/api/json.server'
import { requireApiOwner } from '#modules/accounts/index.server'
import { findOwnRunnable } from '../server/team-runs.service.server'
import { findTeamRun } from '../server/team-runs.repo.server'
import { renderDataset } from '../server/render-dataset'

export const action = methodNotAllowed

const CACHE = 'private, max-age=31536000, immutable'

export async function loader({ request, params, context }: LoaderFunctionArgs) {
  const owner = await requireApiOwner(request, context)
  const team = await findOwnRunnable(context, owner._id, params.sceneId)
  const run = team ? await findTeamRun(context, owner._id, team._id, params.ruid) : null
  if (!team || !run) return apiError(404, 'teamNotExist')
  const etag = `"${run.ruid}"`
  const vary = { ETag: etag, 'Cache-Control': CACHE, Vary: 'Authorization' }
  const sent = request.headers.get('If-None-Match')
  if (sent && sent.split(',').some((t) => t.trim().replace(/^W\//, '') === etag)) return new Response(null, { status: 304, headers: vary })
  return new Response(JSON.stringify(renderDataset(run, team.summonDay)), { status: 200, headers: { ...vary, 'Content-Type': 'application/json; charset=utf-8' } })
}
