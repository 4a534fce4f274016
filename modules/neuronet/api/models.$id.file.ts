// GET /api/v1/administrator/neuronet/models/{id}/file → the model file (README 'Model file') as a
// JSON attachment, what upload takes back.
import type { LoaderFunctionArgs } from '@remix-run/node'
import { apiError } from '#app/api/json.server'
import { modelFileOf } from '../server/models.service.server'
import { refusalResponse, requireAdministratorApi, storedIdSchema } from '../server/api.server'

export async function loader({ request, params, context }: LoaderFunctionArgs) {
  await requireAdministratorApi(request, context)
  const id = storedIdSchema.safeParse(params.id)
  if (!id.success) return apiError(404, 'neuronetModelNotFound')
  const outcome = await modelFileOf(context, id.data)
  if (!outcome.ok) return refusalResponse(outcome)
  return new Response(JSON.stringify(outcome.value), {
    headers: {
      'Content-Type': 'application/json; charset=utf-8',
      'Content-Disposition': `attachment; filename="neuronet-${id.data}.json"`,
      'Cache-Control': 'no-store',
    },
  })
}
