// The personality test's full report bought without an account (SPEC §7 create-anonymous-payment-intent):
// with the plain card form on the test-mode provider, or with a payment method Stripe Elements made.
// The API and the flame result page both pay through here.
import type { AppContext } from '#app/context'
import { PaymentError } from './port'
import { currencyFor, isTestMode, paymentsFor } from './payments.server'
import { buyAnonymousReport, hasAnonymousReport } from './purchases.service.server'
import type { BillingOutcome } from './subscriptions.service.server'
import type { CardInput } from './test-mode/cards'

export type AnonymousPayment = { card: CardInput } | { paymentMethodId: string }

export async function payAnonymousReport(
  context: Pick<AppContext, 'services' | 'tenant' | 'lng'>,
  key: string,
  payment: AnonymousPayment
): Promise<BillingOutcome | { ok: false; error: 'notTestMode' }> {
  const port = paymentsFor(context.services, context.tenant._id)
  let paymentMethod: string
  if ('card' in payment) {
    if (!isTestMode(port)) return { ok: false, error: 'notTestMode' }
    const number = payment.card.number.replace(/\s/g, '')
    try {
      paymentMethod = (await port.createCard({ ...payment.card, number }, `anonymous-card:${key}:${number.slice(-4)}:${payment.card.exp_month}/${payment.card.exp_year}`)).id
    } catch (error) {
      if (error instanceof PaymentError) return { ok: false, error: error.key }
      throw error
    }
  } else paymentMethod = payment.paymentMethodId
  return buyAnonymousReport(context, port, key, paymentMethod, currencyFor(context.lng))
}

export { hasAnonymousReport }
