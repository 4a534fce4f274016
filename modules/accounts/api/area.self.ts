// GET /api/v1/{owner|estimator|administrator}/self → { result: { owner | estimator | administrator } }
// PATCH body { password } changes the password; DELETE (owners) deletes the account.
import { json, type ActionFunctionArgs, type LoaderFunctionArgs } from '@remix-run/node'
import { z } from 'zod'
import { passwordSchema } from '#app/validation/fields'
import { accountView } from '../index.server'
import { areaParam } from '../server/areas'
import { deleteAccount } from '../server/accounts.server'
import { setPassword } from '../server/auth.server'
import { apiError, readBody } from '#app/api/json.server'
import { requireApiAccount } from '#modules/accounts/index.server'

const patchSchema = z.object({ password: passwordSchema }).strict()

export async function loader({ request, params, context }: LoaderFunctionArgs) {
  const area = areaParam(params.area)
  const account = await requireApiAccount(request, context, area)
  return json({ result: { [area]: accountView(account) } })
}

export async function action({ request, params, context }: ActionFunctionArgs) {
  const area = areaParam(params.area)
  const account = await requireApiAccount(request, context, area)
  if (request.method === 'PATCH') {
    const body = await readBody(request, patchSchema)
    await setPassword(context, area, account._id, body.password)
    return json({ result: true })
  }
  if (request.method === 'DELETE' && area === 'owner') {
    await deleteAccount(context, area, account)
    return json({ result: true })
  }
  return apiError(405, 'methodNotAllowed')
}
