// POST /api/v1/payment/create-anonymous-payment-intent body { key, card } on the test-mode provider,
// or { key, paymentMethodId } (a payment method Stripe Elements made) (SPEC §7): buys the
// personality test's full report for that result, once. No sign-in (SPEC §6). → { result: { paid:
// true } }; 402 cardWasDeclined / paymentStatusIncomplete.
import type { ActionFunctionArgs } from '@remix-run/node'
import { apiError, apiResult, methodNotAllowed, readBody } from '#app/api/json.server'
import { anonymousPaymentSchema } from '../schemas'
import { payAnonymousReport } from '../server/anonymous-report.server'

export const loader = () => methodNotAllowed()

export async function action({ request, context }: ActionFunctionArgs) {
  if (request.method !== 'POST') return methodNotAllowed()
  const { key, ...payment } = await readBody(request, anonymousPaymentSchema)
  const bought = await payAnonymousReport(context, key, payment)
  if (!bought.ok) return apiError(bought.error === 'notTestMode' ? 400 : 402, bought.error)
  return apiResult({ paid: true })
}
