// POST /api/v1/payment/check-anonymous-payment-pair body { key } → { result: { paid } } (SPEC §7):
// whether the personality test's full report of this result has been bought. No sign-in (SPEC §6).
import type { ActionFunctionArgs } from '@remix-run/node'
import { acceptOnly, apiResult, methodNotAllowed, readBody } from '#app/api/json.server'
import { anonymousKeySchema } from '../schemas'
import { hasAnonymousReport } from '../server/purchases.service.server'

export const loader = methodNotAllowed

export const action = acceptOnly(['POST'], async ({ request, context }: ActionFunctionArgs) => {
  const body = await readBody(request, anonymousKeySchema)
  return apiResult({ paid: await hasAnonymousReport(context, body.key) })
})
