// POST /api/v1/estimator/profiles/assignment (no body) → { result: { batchSize, open } }: a new batch,
// topping the estimator's open profiles up to their batch size; batchSize says how many were added
// (0 when the list is full or no profile is waiting). Rules: ADR 034.
import type { ActionFunctionArgs } from '@remix-run/node'
import { acceptOnly, apiResult, methodNotAllowed } from '#app/api/json.server'
import { requireApiAccount } from '#modules/accounts/index.server'
import { requestBatch } from '../server/assignment.server'

export const loader = methodNotAllowed

export const action = acceptOnly(['POST'], async ({ request, context }: ActionFunctionArgs) => {
  const estimator = await requireApiAccount(request, context, 'estimator')
  return apiResult(await requestBatch(context, estimator as typeof estimator & { batchSize?: unknown }))
})
