// GET /api/v1/{owner|estimator|administrator}/self → { result: { owner | estimator | administrator } }
// PATCH body { currentPassword, password } changes the password (the current one is required when
// the account has one) and ends every other session of the account; DELETE (owners) deletes the
// account (a subscription's renewal stopped first) and ends all its sessions.
import { json, type ActionFunctionArgs, type LoaderFunctionArgs } from '@remix-run/node'
import { z } from 'zod'
import { currentPasswordSchema, passwordSchema } from '#app/validation/fields'
import { accountView } from '../index.server'
import { areaParam } from '../server/areas'
import { closeOwnerAccount } from '../server/close-owner.server'
import { changePassword } from '../server/auth.server'
import { acceptOnly, methodNotAllowed, readBody } from '#app/api/json.server'
import { apiRefusal, requireApiAccount, requireApiSession } from '../server/api.server'

const patchSchema = z.object({ currentPassword: currentPasswordSchema.optional(), password: passwordSchema }).strict()

export async function loader({ request, params, context }: LoaderFunctionArgs) {
  const area = areaParam(params.area)
  const account = await requireApiAccount(request, context, area)
  return json({ result: { [area]: accountView(account) } })
}

// DELETE is the owner's only (the other areas' accounts are closed by an administrator): 405 there.
export const action = acceptOnly(['PATCH', 'DELETE'], async ({ request, params, context }: ActionFunctionArgs) => {
  const area = areaParam(params.area)
  const current = await requireApiSession(request, context, area)
  if (request.method === 'PATCH') {
    const body = await readBody(request, patchSchema)
    const changed = await changePassword(context, area, current, body.currentPassword, body.password)
    if (!changed.ok) return apiRefusal(changed, 400)
    return json({ result: true })
  }
  if (request.method === 'DELETE' && area === 'owner') {
    await closeOwnerAccount(context, current.account)
    return json({ result: true })
  }
  return methodNotAllowed()
})
