// PATCH /api/v1/owner/scene/{id} body { actors?: EditOp[] (1..100), settings?, title? }
//   → { result: team view + refused: [{ index, reason, holder? }] } (SPEC §7 scene service).
// The route file of owner/scene/:id calls this for PATCH. The body is read first: a bad body is a 400
// whoever's id it names; a change the engine throws for is a 400 invalidBody and nothing is written;
// another owner's or tenant's id is a 404 teamNotExist and nothing changes.
import type { ActionFunctionArgs } from '@remix-run/node'
import { apiError, apiResult, readBody } from '#app/api/json.server'
import { requireApiOwner } from '#modules/accounts/index.server'
import { scenePatchSchema } from '../editor-schemas'
import { editTeam } from '../server/editor.service.server'
import { editResult } from '../server/editor-view.server'

export async function patchScene({ request, params, context }: ActionFunctionArgs) {
  const owner = await requireApiOwner(request, context)
  const patch = await readBody(request, scenePatchSchema)
  const edited = await editTeam(context, owner, params.id ?? '', patch)
  if (!edited.ok)
    return edited.error === 'teamNotExist'
      ? apiError(404, edited.error)
      : edited.error === 'verifyAccount' || edited.error === 'notInPlan'
        ? apiError(403, edited.error)
        : apiError(400, edited.error)
  return apiResult(editResult(edited.team, edited.refused))
}
