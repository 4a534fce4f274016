// DELETE /api/v1/owner/scene/bulk body { sceneIds: string[] (1..100) } → { result: { deleted: n } }:
// deletes those of the owner's teams (with their stored results and dashboard entries); ids that
// name no team of the owner's are skipped, so another owner's team is never touched.
import type { ActionFunctionArgs } from '@remix-run/node'
import { acceptOnly, apiResult, methodNotAllowed, readBody } from '#app/api/json.server'
import { requireApiOwner } from '#modules/accounts/index.server'
import { bulkDeleteSchema } from '../schemas'
import { deleteTeams } from '../server/teams.service.server'

export const loader = methodNotAllowed

export const action = acceptOnly(['DELETE'], async ({ request, context }: ActionFunctionArgs) => {
  const owner = await requireApiOwner(request, context)
  const { sceneIds } = await readBody(request, bulkDeleteSchema)
  return apiResult({ deleted: await deleteTeams(context, owner._id, sceneIds) })
})
