// GET /api/v1/administrator/profiles?filter&search&ownerId&sort&order&limit&offset&ids → { result: { items, total } }
// DELETE body { ids } → { result: { ids } }: soft deletion (status deleted) of those not deleted yet.
import type { ActionFunctionArgs, LoaderFunctionArgs } from '@remix-run/node'
import { deleteProfilesByAdministrator } from '#modules/profiles/index.server'
import { idsBodySchema, profileListQuery } from '../schemas'
import { acceptOnly, apiResult, readBody, readQuery, requireAdministratorApi } from '../server/api.server'
import { listProfiles } from '../server/profiles.server'

export async function loader({ request, context }: LoaderFunctionArgs) {
  await requireAdministratorApi(request, context)
  return apiResult(await listProfiles(context, readQuery(request, profileListQuery)))
}

export const action = acceptOnly(['DELETE'], async ({ request, context }: ActionFunctionArgs) => {
  await requireAdministratorApi(request, context)
  const { ids } = await readBody(request, idsBodySchema)
  return apiResult({ ids: await deleteProfilesByAdministrator(context, ids) })
})
