// GET /api/v1/administrator/neuronet/models/{id} → { result: model } (status and progress: the console polls it while training)
import type { LoaderFunctionArgs } from '@remix-run/node'
import { apiError, apiResult } from '#app/api/json.server'
import { findModel } from '../server/models.repo.server'
import { requireAdministratorApi } from '../server/api.server'
import { modelView } from '../server/view'

export async function loader({ request, params, context }: LoaderFunctionArgs) {
  await requireAdministratorApi(request, context)
  // Another tenant's id is not found in this tenant's collection: a 404 with no hint it exists.
  const model = await findModel(context, params.id)
  return model ? apiResult(modelView(model)) : apiError(404, 'neuronetModelNotFound')
}
