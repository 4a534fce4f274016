// GET /api/v1/administrator/estimators?search&sort&order&limit&offset&ids → { result: { items, total } }
// POST body { email, name, fullName?, information?, batchSize? } → 201 { result: estimator }; an address in use is 409 record_already_exists.
import type { ActionFunctionArgs, LoaderFunctionArgs } from '@remix-run/node'
import { createEstimatorAccount } from '#modules/accounts/index.server'
import { estimatorCreateSchema, estimatorListQuery } from '../schemas'
import { acceptOnly, apiResult, readBody, readQuery, refused, requireAdministratorApi } from '../server/api.server'
import { estimatorView, listEstimators } from '../server/estimators.server'

export async function loader({ request, context }: LoaderFunctionArgs) {
  await requireAdministratorApi(request, context)
  return apiResult(await listEstimators(context, readQuery(request, estimatorListQuery)))
}

export const action = acceptOnly(['POST'], async ({ request, context }: ActionFunctionArgs) => {
  await requireAdministratorApi(request, context)
  const body = await readBody(request, estimatorCreateSchema)
  const created = await createEstimatorAccount(context, body)
  if (!created.ok) return refused(created.error)
  return apiResult(estimatorView(created.account, 0), 201)
})
