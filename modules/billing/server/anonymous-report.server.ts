// The personality test's full report bought without an account (SPEC §7 create-anonymous-payment-intent):
// with the plain card form on the test-mode provider, or with a payment method Stripe Elements made.
// The API and the flame result page both pay through here.
//
// On Stripe the browser confirms a SetupIntent with the card, and a SetupIntent's card can pay again
// only once attached to a customer. So each result gets a customer of its own, made when its page
// first offers Elements (no email: the visitor has no account), and the payment is that customer's.
import type { AppContext } from '#app/context'
import { tenantCollection } from '#app/store/tenant-scope'
import type { TenantDoc } from '#app/store/types'
import { isDuplicateKeyError } from '#app/store/errors'
import type { CardEntry } from '../ui/CardFields'
import { cardEntryFor } from './card-entry.server'
import { ANONYMOUS_CUSTOMERS } from './indexes'
import { PaymentError, type PaymentPort } from './port'
import { currencyFor, isTestMode, paymentsFor } from './payments.server'
import { buyAnonymousReport, hasAnonymousReport } from './purchases.service.server'
import type { BillingOutcome } from './subscriptions.service.server'
import type { CardInput } from './test-mode/cards'

export type AnonymousPayment = { card: CardInput } | { paymentMethodId: string }

type Ctx = Pick<AppContext, 'services' | 'tenant'>

interface AnonymousCustomerDoc extends TenantDoc {
  key: string
  customerId: string
  createdAt: Date
}

const anonymousCustomersOf = (ctx: Ctx) => tenantCollection<AnonymousCustomerDoc>(ctx.services.store, ctx.tenant._id, ANONYMOUS_CUSTOMERS)

/** The result's own customer, made once (two pages opened at once: the unique index keeps one, the provider's idempotency the same customer). */
async function anonymousCustomer(ctx: Ctx, port: PaymentPort, key: string): Promise<AnonymousCustomerDoc> {
  const found = await anonymousCustomersOf(ctx).findOne({ key })
  if (found) return found
  const customer = await port.createCustomer({ metadata: { tenantId: ctx.tenant._id, kind: 'anonymousReport', key } }, `anonymous-customer:${ctx.tenant._id}:${key}`)
  try {
    return await anonymousCustomersOf(ctx).insertOne({ key, customerId: customer.id, createdAt: new Date() })
  } catch (error) {
    const kept = isDuplicateKeyError(error) ? await anonymousCustomersOf(ctx).findOne({ key }) : null
    if (!kept) throw error
    return kept
  }
}

/** How the result page takes a card: the plain form on the test-mode provider, Elements (with the result's customer) on Stripe. */
export function anonymousCardEntry(context: AppContext, key: string, port: PaymentPort = paymentsFor(context.services, context.tenant._id)): Promise<CardEntry> {
  return cardEntryFor(context, port, () => anonymousCustomer(context, port, key))
}

export async function payAnonymousReport(
  context: Pick<AppContext, 'services' | 'tenant' | 'lng'>,
  key: string,
  payment: AnonymousPayment,
  port: PaymentPort = paymentsFor(context.services, context.tenant._id)
): Promise<BillingOutcome | { ok: false; error: 'notTestMode' }> {
  let paymentMethod: string
  let customer: string | null = null
  if ('card' in payment) {
    if (!isTestMode(port)) return { ok: false, error: 'notTestMode' }
    const number = payment.card.number.replace(/\s/g, '')
    try {
      paymentMethod = (await port.createCard({ ...payment.card, number }, `anonymous-card:${key}:${number.slice(-4)}:${payment.card.exp_month}/${payment.card.exp_year}`)).id
    } catch (error) {
      if (error instanceof PaymentError) return { ok: false, error: error.key }
      throw error
    }
  } else {
    paymentMethod = payment.paymentMethodId
    // Elements set the card up for the result's customer; a payment method from elsewhere pays on its own.
    customer = (await anonymousCustomersOf(context).findOne({ key }))?.customerId ?? null
  }
  return buyAnonymousReport(context, port, key, { paymentMethod, customer }, currencyFor(context.lng))
}

export { hasAnonymousReport }
