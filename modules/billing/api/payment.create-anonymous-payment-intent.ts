// POST /api/v1/payment/create-anonymous-payment-intent body { key, card } on the test-mode provider,
// or { key, paymentMethodId } (a payment method Stripe Elements made) (SPEC §7): buys the
// personality test's full report for that result, once. No sign-in (SPEC §6). → { result: { paid:
// true } }; 402 cardWasDeclined / paymentStatusIncomplete.
import type { ActionFunctionArgs } from '@remix-run/node'
import { apiError, apiResult, methodNotAllowed, readBody } from '#app/api/json.server'
import { PaymentError } from '../server/port'
import { anonymousPaymentSchema } from '../schemas'
import { currencyFor, isTestMode, paymentsFor } from '../server/payments.server'
import { buyAnonymousReport } from '../server/purchases.service.server'

export const loader = () => methodNotAllowed()

export async function action({ request, context }: ActionFunctionArgs) {
  if (request.method !== 'POST') return methodNotAllowed()
  const body = await readBody(request, anonymousPaymentSchema)
  const port = paymentsFor(context.services, context.tenant._id)
  let paymentMethod: string
  if ('card' in body) {
    if (!isTestMode(port)) return apiError(400, 'notTestMode')
    try {
      paymentMethod = (await port.createCard({ ...body.card, number: body.card.number.replace(/\s/g, '') }, `anonymous-card:${body.key}:${body.card.number.slice(-4)}`)).id
    } catch (error) {
      if (error instanceof PaymentError) return apiError(402, error.key)
      throw error
    }
  } else paymentMethod = body.paymentMethodId
  const bought = await buyAnonymousReport(context, port, body.key, paymentMethod, currencyFor(context.lng))
  if (!bought.ok) return apiError(402, bought.error)
  return apiResult({ paid: true })
}
