// POST /api/v1/owner/scenes/compare body { sceneIds: 2..4 of the owner's team ids } → 201 { result: { id, ruid } }
// (SPEC §7 scene service): starts a comparison; progress arrives as live events (sceneComputePhase,
// then renderCompareTeam), and GET /scenes/compare/{id} shows the run and, once stored, the result.
// GET /api/v1/owner/scenes/compare → { result: { items } }: the owner's comparisons, newest first.
// 400 invalidBody, 404 teamNotExist (a team not the owner's), 409 teamBroken (with the team's title and sceneId),
// 403 verifyAccount / compareNotAllowed.
import type { ActionFunctionArgs, LoaderFunctionArgs } from '@remix-run/node'
import { acceptOnly, apiError, apiResult, readBody } from '#app/api/json.server'
import { requireApiOwner } from '#modules/accounts/index.server'
import { COMPARISONS_LISTED } from '../options'
import { compareBodySchema } from '../schemas'
import { listOwnComparisons, startComparison } from '../server/compare.service.server'
import { comparisonListItem } from '../server/view.server'
import { startErrorStatus } from '../server/errors'

export async function loader({ request, context }: LoaderFunctionArgs) {
  const owner = await requireApiOwner(request, context)
  const items = await listOwnComparisons(context, owner._id, COMPARISONS_LISTED)
  return apiResult({ items: items.map(comparisonListItem) })
}

export const action = acceptOnly(['POST'], async ({ request, context }: ActionFunctionArgs) => {
  const owner = await requireApiOwner(request, context)
  const body = await readBody(request, compareBodySchema)
  const started = await startComparison(context, owner, body.sceneIds)
  if (!started.ok) {
    const { ok: _ok, error, ...extra } = started
    return apiError(startErrorStatus[error], error, extra)
  }
  return apiResult(started.value, 201)
})
