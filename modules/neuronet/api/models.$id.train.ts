// POST /api/v1/administrator/neuronet/models/{id}/train body {} or { name } → 202 { result: model }
// `new` makes a new model; an existing id retrains it unless it is published or training (ADR 037).
// The training runs as a job; poll GET /models/{id} for status and progress.
import type { ActionFunctionArgs } from '@remix-run/node'
import { z } from 'zod'
import { acceptOnly, apiError, apiResult, methodNotAllowed, readBody } from '#app/api/json.server'
import { startTraining } from '../server/models.service.server'
import { modelIdSchema, refusalResponse, requireAdministratorApi } from '../server/api.server'
import { modelView } from '../server/view'

const bodySchema = z.object({ name: z.string().trim().min(1).max(100).optional() }).strict()

export const loader = methodNotAllowed

export const action = acceptOnly(['POST'], async ({ request, params, context }: ActionFunctionArgs) => {
  await requireAdministratorApi(request, context)
  const id = modelIdSchema.safeParse(params.id)
  if (!id.success) return apiError(404, 'neuronetModelNotFound')
  const body = await readBody(request, bodySchema)
  const outcome = await startTraining(context, id.data, body.name)
  return outcome.ok ? apiResult(modelView(outcome.value), 202) : refusalResponse(outcome)
})
