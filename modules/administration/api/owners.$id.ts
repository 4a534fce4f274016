// GET /api/v1/administrator/owners/{id} → { result: owner }
// PATCH body { companyName?, status?: 'active' | 'blocked', unlimited?: boolean } → { result: owner }; blocking ends the owner's
// sessions (ADR 035); `unlimited` gives or takes back the 'unlimited' plan, and the owner's open pages hear of it (syncAccessRules).
// DELETE → { result: owner } as it was: irreversible, the accounts module's deletion.
import type { ActionFunctionArgs, LoaderFunctionArgs } from '@remix-run/node'
import { closeOwnerAccount, findManagedAccount, updateManagedAccount } from '#modules/accounts/index.server'
import { announcePlan, setUnlimited } from '#modules/billing/index.server'
import { ownerPatchSchema } from '../schemas'
import { acceptOnly, apiResult, notFound, readBody, refused, requireAdministratorApi } from '../server/api.server'
import { ownerViews } from '../server/owners.server'

export async function loader({ request, params, context }: LoaderFunctionArgs) {
  await requireAdministratorApi(request, context)
  const owner = await findManagedAccount(context, 'owner', params.id)
  if (!owner) return notFound('owners')
  const [view] = await ownerViews(context, [owner])
  return apiResult(view)
}

export const action = acceptOnly(['PATCH', 'DELETE'], async ({ request, params, context }: ActionFunctionArgs) => {
  await requireAdministratorApi(request, context)
  // The body is read first: a bad body is a 400 whatever the id.
  const body = request.method === 'PATCH' ? await readBody(request, ownerPatchSchema) : null
  const owner = await findManagedAccount(context, 'owner', params.id)
  if (!owner) return notFound('owners')
  if (!body) {
    const [view] = await ownerViews(context, [owner])
    await closeOwnerAccount(context, owner)
    return apiResult(view)
  }
  const { unlimited, ...fields } = body
  let account = owner
  if (Object.keys(fields).length > 0) {
    const updated = await updateManagedAccount(context, 'owner', owner._id, fields)
    if (!updated.ok) return updated.error === 'notFound' ? notFound('owners') : refused(updated.error)
    account = updated.account
  }
  if (unlimited !== undefined) {
    await setUnlimited(context, owner._id, unlimited)
    await announcePlan(context, owner._id, account)
  }
  const [view] = await ownerViews(context, [account])
  return apiResult(view)
})
