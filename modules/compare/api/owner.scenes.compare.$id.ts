// GET /api/v1/owner/scenes/compare/{id} → { result: comparison } (its teams, run state and, once
// stored, the rows with bands, leaders and wins, and each team's summary).
// DELETE → { result: true }. Another owner's or another tenant's id is a 404 comparisonNotExist
// ('Comparison not exist', SPEC §8).
import type { ActionFunctionArgs, LoaderFunctionArgs } from '@remix-run/node'
import { acceptOnly, apiError, apiResult } from '#app/api/json.server'
import { requireApiOwner } from '#modules/accounts/index.server'
import { deleteComparison, findOwnComparison } from '../server/compare.service.server'
import { comparisonView } from '../server/view.server'

const notFound = () => apiError(404, 'comparisonNotExist')

export async function loader({ request, params, context }: LoaderFunctionArgs) {
  const owner = await requireApiOwner(request, context)
  const found = await findOwnComparison(context, owner._id, params.id)
  return found ? apiResult(await comparisonView(context, owner._id, found)) : notFound()
}

export const action = acceptOnly(['DELETE'], async ({ request, params, context }: ActionFunctionArgs) => {
  const owner = await requireApiOwner(request, context)
  return (await deleteComparison(context, owner._id, params.id ?? '')) ? apiResult(true) : notFound()
})
