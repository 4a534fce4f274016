// GET /api/v1/administrator/estimators/{id} → { result: estimator }
// PATCH body { email?, name?, fullName?, information?, batchSize? } → { result: estimator }; an address in use is 409 record_already_exists.
// DELETE → { result: estimator } as it was: the account and its assignments go.
import type { ActionFunctionArgs, LoaderFunctionArgs } from '@remix-run/node'
import { findManagedAccount, updateManagedAccount } from '#modules/accounts/index.server'
import { estimatorPatchSchema } from '../schemas'
import { acceptOnly, apiResult, notFound, readBody, refused, requireAdministratorApi } from '../server/api.server'
import { deleteEstimator, estimatorViews } from '../server/estimators.server'

export async function loader({ request, params, context }: LoaderFunctionArgs) {
  await requireAdministratorApi(request, context)
  const estimator = await findManagedAccount(context, 'estimator', params.id)
  if (!estimator) return notFound('estimators')
  const [view] = await estimatorViews(context, [estimator])
  return apiResult(view)
}

export const action = acceptOnly(['PATCH', 'DELETE'], async ({ request, params, context }: ActionFunctionArgs) => {
  await requireAdministratorApi(request, context)
  const body = request.method === 'PATCH' ? await readBody(request, estimatorPatchSchema) : null
  const estimator = await findManagedAccount(context, 'estimator', params.id)
  if (!estimator) return notFound('estimators')
  if (!body) {
    const [view] = await estimatorViews(context, [estimator])
    await deleteEstimator(context, estimator)
    return apiResult(view)
  }
  const updated = await updateManagedAccount(context, 'estimator', estimator._id, body)
  if (!updated.ok) return updated.error === 'notFound' ? notFound('estimators') : refused(updated.error)
  const [view] = await estimatorViews(context, [updated.account])
  return apiResult(view)
})
