// POST /api/v1/administrator/neuronet/models/{id}/upload body: a model file (README 'Model file',
// at most 60 KiB) → { result: model }. `new` makes a new model; an existing id replaces its network
// unless it is published or training. The file is untrusted: every field, shape and number is
// checked (model-file.ts) before anything is written; it is then measured against the baseline.
import type { ActionFunctionArgs } from '@remix-run/node'
import { z } from 'zod'
import { acceptOnly, apiError, apiResult, methodNotAllowed, readBody } from '#app/api/json.server'
import { MODEL_BOUNDS, modelFileSchema } from '../model-file'
import { uploadModel } from '../server/models.service.server'
import { modelIdSchema, refusalResponse, requireAdministratorApi } from '../server/api.server'
import { modelView } from '../server/view'

export const loader = methodNotAllowed

export const action = acceptOnly(['POST'], async ({ request, params, context }: ActionFunctionArgs) => {
  await requireAdministratorApi(request, context)
  const id = modelIdSchema.safeParse(params.id)
  if (!id.success) return apiError(404, 'neuronetModelNotFound')
  if (Number(request.headers.get('content-length') ?? 0) > MODEL_BOUNDS.maxFileBytes) return apiError(413, 'bodyTooLarge')
  const raw = await readBody(request, z.unknown())
  const file = modelFileSchema.safeParse(raw)
  if (!file.success) {
    const issues = file.error.issues.slice(0, 20).map((i) => ({ path: i.path.slice(0, 6).join('.'), message: i.message.slice(0, 200) }))
    return apiError(400, 'neuronetInvalidFile', { issues })
  }
  const outcome = await uploadModel(context, id.data, file.data)
  return outcome.ok ? apiResult(modelView(outcome.value)) : refusalResponse(outcome)
})
