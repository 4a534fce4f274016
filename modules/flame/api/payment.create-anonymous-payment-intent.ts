// POST /api/v1/payment/create-anonymous-payment-intent body { key, card } on the test-mode provider,
// or { key, paymentMethodId } (a payment method Stripe Elements made) (SPEC §7): buys the
// personality test's full report for that result, once. No sign-in (SPEC §6). → { result: { paid:
// true } }; 404 questionnaireNotFound unless the key is a finished test of this tenant (nothing is
// charged for a report that does not exist); 402 cardWasDeclined / paymentStatusIncomplete.
// Here rather than in billing: billing sells, the flame module knows what there is to sell.
import type { ActionFunctionArgs } from '@remix-run/node'
import { acceptOnly, apiError, apiResult, methodNotAllowed, readBody } from '#app/api/json.server'
import { payAnonymousReport } from '#modules/billing/index.server'
import { anonymousPaymentSchema } from '#modules/billing/schemas'
import { findResult } from '../server/results.server'

export const loader = methodNotAllowed

export const action = acceptOnly(['POST'], async ({ request, context }: ActionFunctionArgs) => {
  const { key, ...payment } = await readBody(request, anonymousPaymentSchema)
  if (!(await findResult(context, key))?.completedAt) return apiError(404, 'questionnaireNotFound')
  const bought = await payAnonymousReport(context, key, payment)
  if (!bought.ok) return apiError(bought.error === 'notTestMode' ? 400 : 402, bought.error)
  return apiResult({ paid: true })
})
