// GET /api/v1/administrator/owners?search&status&createdFrom&createdTo&subscribe&sort&order&limit&offset&ids → { result: { items, total } }
// DELETE body { ids } → { result: { ids } }: the owners deleted (the accounts module's deletion; sessions end;
// subscriptions are cancelled at once first, so a deleted owner's card is charged no more).
import type { ActionFunctionArgs, LoaderFunctionArgs } from '@remix-run/node'
import { closeOwnerAccount, findManagedAccount } from '#modules/accounts/index.server'
import { idsBodySchema, ownerListQuery } from '../schemas'
import { acceptOnly, apiResult, readBody, readQuery, requireAdministratorApi } from '../server/api.server'
import { listOwners } from '../server/owners.server'

export async function loader({ request, context }: LoaderFunctionArgs) {
  await requireAdministratorApi(request, context)
  return apiResult(await listOwners(context, readQuery(request, ownerListQuery)))
}

export const action = acceptOnly(['DELETE'], async ({ request, context }: ActionFunctionArgs) => {
  await requireAdministratorApi(request, context)
  const { ids } = await readBody(request, idsBodySchema)
  const deleted: string[] = []
  for (const id of new Set(ids)) {
    const owner = await findManagedAccount(context, 'owner', id)
    if (!owner) continue
    await closeOwnerAccount(context, owner)
    deleted.push(id)
  }
  return apiResult({ ids: deleted })
})
