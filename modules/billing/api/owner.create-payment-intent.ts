// POST /api/v1/owner/create-payment-intent body { id1, id2, paymentMethodId? | card? } (SPEC §7):
// buys the pair's report once, for good, with a saved card (the default when none is named) or, on
// the test-mode provider, a card entered in the plain form. → { result: { paid: true } }; 402 when
// the card is refused; 404 profileNotFound for a profile not the owner's; 409 noCard.
// The purchase is the pair page's too (server/pair-report.server.ts).
import type { ActionFunctionArgs } from '@remix-run/node'
import { acceptOnly, apiResult, methodNotAllowed, readBody } from '#app/api/json.server'
import { pairPaymentSchema } from '../schemas'
import { answer, billingApi } from '../server/api.server'
import { buyPairReportFor } from '../server/pair-report.server'

export const loader = methodNotAllowed

export const action = acceptOnly(['POST'], async ({ request, context }: ActionFunctionArgs) => {
  const { owner } = await billingApi(request, context)
  const { id1, id2, ...payment } = await readBody(request, pairPaymentSchema)
  const bought = await buyPairReportFor(context, owner, [id1, id2], payment)
  if (!bought.ok) return answer(context, owner._id, bought)
  return apiResult({ paid: true })
})
