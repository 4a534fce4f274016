// POST /api/v1/administrator/neuronet/models/{id}/publish body {} → { result: model }
// Makes the model the scorer of newly completed profiles (the one published before steps down).
// Refused with 409 neuronetNotBetterThanBaseline { model, baseline } (overall MAEs) when it does not
// beat the baseline, 409 neuronetModelNotReady when it has no evaluated network.
import type { ActionFunctionArgs } from '@remix-run/node'
import { z } from 'zod'
import { acceptOnly, apiError, apiResult, methodNotAllowed, readBody } from '#app/api/json.server'
import { publishModel } from '../server/models.service.server'
import { refusalResponse, requireAdministratorApi, storedIdSchema } from '../server/api.server'
import { modelView } from '../server/view'

export const loader = methodNotAllowed

export const action = acceptOnly(['POST'], async ({ request, params, context }: ActionFunctionArgs) => {
  await requireAdministratorApi(request, context)
  const id = storedIdSchema.safeParse(params.id)
  if (!id.success) return apiError(404, 'neuronetModelNotFound')
  await readBody(request, z.object({}).strict().optional())
  const outcome = await publishModel(context, id.data)
  return outcome.ok ? apiResult(modelView(outcome.value)) : refusalResponse(outcome)
})
