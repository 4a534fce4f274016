// PATCH /api/v1/owner/scene/{id}/fix → { result: team view + removed: [profile ids] }: members whose
// profiles are gone leave the team, on the owner's confirmation (SPEC §4 'Состав команды изменился!').
// Another owner's or tenant's id is a 404 teamNotExist and nothing changes.
import type { ActionFunctionArgs } from '@remix-run/node'
import { acceptOnly, apiError, apiResult, methodNotAllowed } from '#app/api/json.server'
import { requireApiOwner } from '#modules/accounts/index.server'
import { fixTeam } from '../server/editor.service.server'
import { editorTeamView } from '../server/editor-view.server'

export const loader = methodNotAllowed

export const action = acceptOnly(['PATCH'], async ({ request, params, context }: ActionFunctionArgs) => {
  const owner = await requireApiOwner(request, context)
  const fixed = await fixTeam(context, owner, params.id ?? '')
  if (!fixed.ok) return fixed.error === 'teamNotExist' ? apiError(404, fixed.error) : apiError(403, fixed.error)
  return apiResult({ ...editorTeamView(fixed.team), removed: fixed.removed })
})
