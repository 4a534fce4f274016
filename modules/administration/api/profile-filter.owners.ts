// GET /api/v1/administrator/profile-filter/owners?search&limit → { result: { items: [{ id, name, email, companyName }], total } }
// The owner select of the administrator's profile filter (SPEC §7).
import type { LoaderFunctionArgs } from '@remix-run/node'
import { ownerFilterQuery } from '../schemas'
import { apiResult, methodNotAllowed, readQuery, requireAdministratorApi } from '../server/api.server'
import { ownerChoices } from '../server/owners.server'

export async function loader({ request, context }: LoaderFunctionArgs) {
  await requireAdministratorApi(request, context)
  const query = readQuery(request, ownerFilterQuery)
  return apiResult(await ownerChoices(context, query.search, query.limit))
}

export const action = methodNotAllowed
