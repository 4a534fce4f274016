// GET /api/v1/estimator/profiles?filter=&limit=&offset= → { result: { items, total, counts } }:
// the estimator's assigned profiles (SPEC §4 filters all, notEstimated, view, estimated, skipNormal,
// skipSuspicious), newest assignment first. Never another estimator's, never another tenant's.
import type { LoaderFunctionArgs } from '@remix-run/node'
import { apiResult, methodNotAllowed, readQuery } from '#app/api/json.server'
import { requireApiAccount } from '#modules/accounts/index.server'
import { estimatorListSchema } from '../schemas'
import { listAssigned } from '../server/estimations.service.server'

export async function loader({ request, context }: LoaderFunctionArgs) {
  const estimator = await requireApiAccount(request, context, 'estimator')
  const query = readQuery(request, estimatorListSchema)
  return apiResult(await listAssigned(context, estimator._id, query))
}

export const action = methodNotAllowed
