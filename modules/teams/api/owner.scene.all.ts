// DELETE /api/v1/owner/scene/all → { result: { deleted: n } }: every team of the owner's list (with
// their stored results and dashboard entries); quick checks and the sandbox stay.
import type { ActionFunctionArgs } from '@remix-run/node'
import { acceptOnly, apiResult, methodNotAllowed } from '#app/api/json.server'
import { requireApiOwner } from '#modules/accounts/index.server'
import { deleteTeams } from '../server/teams.service.server'

export const loader = methodNotAllowed

export const action = acceptOnly(['DELETE'], async ({ request, context }: ActionFunctionArgs) => {
  const owner = await requireApiOwner(request, context)
  return apiResult({ deleted: await deleteTeams(context, owner._id, 'all') })
})
