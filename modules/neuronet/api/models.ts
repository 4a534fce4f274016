// GET /api/v1/administrator/neuronet/models?limit&offset → { result: { items, total, published } }
// The tenant's models, newest first, and the id of the published one (null: the baseline scores).
import type { LoaderFunctionArgs } from '@remix-run/node'
import { z } from 'zod'
import { apiResult, readQuery } from '#app/api/json.server'
import { findPublishedModel } from '../server/models.repo.server'
import { listModels } from '../server/models.service.server'
import { requireAdministratorApi } from '../server/api.server'
import { modelView } from '../server/view'

const querySchema = z.object({
  limit: z.coerce.number().int().min(1).max(100).default(25),
  offset: z.coerce.number().int().min(0).max(100_000).default(0),
})

export async function loader({ request, context }: LoaderFunctionArgs) {
  await requireAdministratorApi(request, context)
  const query = readQuery(request, querySchema)
  const [{ items, total }, published] = await Promise.all([listModels(context, query), findPublishedModel(context)])
  return apiResult({ items: items.map(modelView), total, published: published?._id ?? null })
}
