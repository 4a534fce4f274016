// POST /api/v1/administrator/neuronet/predict/{profileId} body { modelId } → { result: prediction }
// The model's test prediction for a completed profile beside its current scores (and which scorer
// gave them) and the baseline's. Writes nothing.
import type { ActionFunctionArgs } from '@remix-run/node'
import { z } from 'zod'
import { acceptOnly, apiError, apiResult, methodNotAllowed, readBody } from '#app/api/json.server'
import { predictProfile } from '../server/models.service.server'
import { refusalResponse, requireAdministratorApi, storedIdSchema } from '../server/api.server'

const bodySchema = z.object({ modelId: z.string().max(40) }).strict()

export const loader = methodNotAllowed

export const action = acceptOnly(['POST'], async ({ request, params, context }: ActionFunctionArgs) => {
  await requireAdministratorApi(request, context)
  const body = await readBody(request, bodySchema)
  const profileId = storedIdSchema.safeParse(params.profileId)
  if (!profileId.success) return apiError(404, 'profileNotFound')
  if (!storedIdSchema.safeParse(body.modelId).success) return apiError(404, 'neuronetModelNotFound')
  const outcome = await predictProfile(context, profileId.data, body.modelId)
  return outcome.ok ? apiResult(outcome.value) : refusalResponse(outcome)
})
