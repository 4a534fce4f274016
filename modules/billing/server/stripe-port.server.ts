// The payment port on Stripe, through the official SDK (used when STRIPE_SECRET_KEY is set). Each
// call is one SDK call with the idempotency key; card refusals become PaymentError with Stripe's
// code and decline code; answers are cut down to the port's shapes (port.ts), so nothing else in
// the platform reads Stripe's objects. Tested against a local server that answers in Stripe's
// shapes (stripe-api.fixture.ts): the SDK builds and sends real requests and parses real answers.
import Stripe from 'stripe'
import {
  PaymentError,
  paymentErrorKey,
  type PaymentPort,
  type PortCard,
  type PortCustomer,
  type PortInvoice,
  type PortPaymentIntent,
  type PortPrice,
  type PortSubscription,
} from './port'

export interface StripePortOptions {
  secretKey: string
  /** A local stand-in for api.stripe.com (tests). */
  api?: { host: string; port: number; protocol: 'http' | 'https' }
}

/** How deep the first payment's refusal sits in a subscription's answer. */
const FIRST_PAYMENT = 'latest_invoice.payments.data.payment.payment_intent'
/** How deep an invoice's refused payment sits in the invoice (a list cannot expand that deep: one level too many). */
const INVOICE_PAYMENTS = 'payments.data.payment.payment_intent'
/** Invoices that may carry a refusal the payment history names. */
const UNPAID: readonly (Stripe.Invoice.Status | null)[] = ['open', 'uncollectible']

const idOf = (value: string | { id: string } | null | undefined): string | null => (value == null ? null : typeof value === 'string' ? value : value.id)

export function toCustomer(c: Stripe.Customer | Stripe.DeletedCustomer): PortCustomer {
  if ('deleted' in c && c.deleted) throw new Error(`No such customer: '${c.id}'`)
  const live = c as Stripe.Customer
  return { id: live.id, email: live.email, metadata: live.metadata, invoice_settings: { default_payment_method: idOf(live.invoice_settings?.default_payment_method) } }
}

const toCard = (pm: Stripe.PaymentMethod): PortCard => ({
  id: pm.id,
  customer: idOf(pm.customer),
  card: { brand: pm.card?.brand ?? 'unknown', last4: pm.card?.last4 ?? '', exp_month: pm.card?.exp_month ?? 0, exp_year: pm.card?.exp_year ?? 0 },
  billing_details: { name: pm.billing_details?.name ?? null },
})

const toPrice = (p: Stripe.Price): PortPrice => ({
  id: p.id,
  lookup_key: p.lookup_key,
  currency: p.currency,
  unit_amount: p.unit_amount,
  recurring: p.recurring ? { interval: p.recurring.interval as NonNullable<PortPrice['recurring']>['interval'], interval_count: p.recurring.interval_count } : null,
})

export const toSubscription = (s: Stripe.Subscription): PortSubscription => ({
  id: s.id,
  customer: idOf(s.customer)!,
  status: s.status,
  cancel_at_period_end: s.cancel_at_period_end,
  latest_invoice: idOf(s.latest_invoice),
  default_payment_method: idOf(s.default_payment_method),
  metadata: s.metadata,
  items: { data: s.items.data.map((i) => ({ id: i.id, price: toPrice(i.price), current_period_start: i.current_period_start, current_period_end: i.current_period_end })) },
  created: s.created,
})

export const toInvoice = (i: Stripe.Invoice): PortInvoice => ({
  id: i.id!,
  customer: idOf(i.customer)!,
  status: i.status,
  amount_due: i.amount_due,
  amount_paid: i.amount_paid,
  currency: i.currency,
  created: i.created,
  period_start: i.period_start,
  period_end: i.period_end,
  parent: i.parent
    ? {
        subscription_details: i.parent.subscription_details
          ? { subscription: idOf(i.parent.subscription_details.subscription)!, metadata: i.parent.subscription_details.metadata }
          : null,
      }
    : null,
  lines: {
    data: i.lines.data.map((line) => ({
      pricing: line.pricing?.price_details ? { price_details: { price: idOf(line.pricing.price_details.price)! } } : null,
      period: { start: line.period.start, end: line.period.end },
    })),
  },
  last_payment_error: lastRefusal(i),
})

/** The refusal of an invoice's payments, when they were expanded down to their intents (INVOICE_PAYMENTS). */
function lastRefusal(i: Stripe.Invoice): PortInvoice['last_payment_error'] {
  const intents = (i.payments?.data ?? []).map((p) => p.payment.payment_intent).filter((p): p is Stripe.PaymentIntent => typeof p === 'object' && p !== null)
  const error = intents.map((p) => p.last_payment_error).find(Boolean)
  return error ? { code: error.code ?? null, decline_code: error.decline_code ?? null } : null
}

export const toIntent = (p: Stripe.PaymentIntent): PortPaymentIntent => ({
  id: p.id,
  status: p.status,
  amount: p.amount,
  currency: p.currency,
  customer: idOf(p.customer),
  metadata: p.metadata,
  client_secret: p.client_secret,
  last_payment_error: p.last_payment_error
    ? { code: p.last_payment_error.code ?? null, decline_code: p.last_payment_error.decline_code ?? null, message: p.last_payment_error.message ?? null }
    : null,
})

/** A card error from the SDK as the port's PaymentError; anything else is rethrown as it is. */
async function refusals<T>(objectId: string | null, call: () => Promise<T>): Promise<T> {
  try {
    return await call()
  } catch (error) {
    if (error instanceof Stripe.errors.StripeCardError) {
      throw new PaymentError(paymentErrorKey(error.decline_code), error.code ?? 'card_declined', error.decline_code ?? null, error.payment_intent?.id ?? objectId)
    }
    throw error
  }
}

/** The refusal of a subscription's first payment, read from its expanded latest invoice. */
function firstPaymentRefusal(s: Stripe.Subscription): PaymentError {
  const invoice = typeof s.latest_invoice === 'object' ? s.latest_invoice : null
  const intents = (invoice?.payments?.data ?? []).map((p) => p.payment.payment_intent).filter((p): p is Stripe.PaymentIntent => typeof p === 'object' && p !== null)
  const error = intents.map((p) => p.last_payment_error).find(Boolean)
  return new PaymentError(paymentErrorKey(error?.decline_code), error?.code ?? 'card_declined', error?.decline_code ?? null, s.id)
}

export function openStripePort({ secretKey, api }: StripePortOptions): PaymentPort {
  const stripe = new Stripe(secretKey, { maxNetworkRetries: 2, ...(api ?? {}) })
  const options = (idempotencyKey: string) => ({ idempotencyKey })

  return {
    mode: 'stripe',
    createCustomer: async (params, key) => toCustomer(await stripe.customers.create(params, options(key))),
    getCustomer: async (id) => toCustomer(await stripe.customers.retrieve(id)),
    setDefaultCard: async (customer, paymentMethod, key) =>
      toCustomer(await stripe.customers.update(customer, { invoice_settings: { default_payment_method: paymentMethod } }, options(key))),
    createSetupIntent: async (customer, key) => {
      const intent = await stripe.setupIntents.create({ customer, allowed_payment_method_types: ['card'], usage: 'off_session' }, options(key))
      return { id: intent.id, client_secret: intent.client_secret! }
    },
    attachCard: (paymentMethod, customer, key) => refusals(paymentMethod, async () => toCard(await stripe.paymentMethods.attach(paymentMethod, { customer }, options(key)))),
    detachCard: async (paymentMethod, key) => toCard(await stripe.paymentMethods.detach(paymentMethod, {}, options(key))),
    listCards: async (customer) => (await stripe.customers.listPaymentMethods(customer, { type: 'card', limit: 100 })).data.map(toCard),
    findPrice: async (lookupKey) => {
      const [price] = (await stripe.prices.list({ lookup_keys: [lookupKey], limit: 1 })).data
      return price ? toPrice(price) : null
    },
    createPrice: async ({ product_name, ...params }, key) =>
      toPrice(await stripe.prices.create({ ...params, recurring: params.recurring ?? undefined, product_data: { name: product_name } }, options(key))),
    createSubscription: async (params, key) => {
      const created = await refusals(null, () =>
        stripe.subscriptions.create(
          { ...params, items: [{ price: params.price }], price: undefined, payment_behavior: 'allow_incomplete', expand: [FIRST_PAYMENT] } as never,
          options(key)
        )
      )
      if (created.status === 'incomplete') throw firstPaymentRefusal(created)
      return toSubscription(created)
    },
    getSubscription: async (id) => toSubscription(await stripe.subscriptions.retrieve(id)),
    updateSubscription: async (id, change, key) => {
      if (!change.price) return toSubscription(await stripe.subscriptions.update(id, { cancel_at_period_end: change.cancel_at_period_end }, options(key)))
      const current = await stripe.subscriptions.retrieve(id)
      const updated = await refusals(id, () =>
        stripe.subscriptions.update(
          id,
          {
            items: [{ id: current.items.data[0].id, price: change.price }],
            proration_behavior: 'none',
            billing_cycle_anchor: { type: 'now' },
            payment_behavior: 'pending_if_incomplete',
            ...(change.cancel_at_period_end === undefined ? { cancel_at_period_end: false } : { cancel_at_period_end: change.cancel_at_period_end }),
            expand: [FIRST_PAYMENT],
          },
          options(key)
        )
      )
      if (updated.pending_update) throw firstPaymentRefusal(updated)
      return toSubscription(updated)
    },
    // Stripe's default on cancel stops automatic collection of the customer's finalized invoices.
    cancelSubscription: async (id, key) => toSubscription(await stripe.subscriptions.cancel(id, {}, options(key))),
    payInvoice: (id, key) => refusals(id, async () => toInvoice(await stripe.invoices.pay(id, {}, options(key)))),
    getInvoice: async (id) => toInvoice(await stripe.invoices.retrieve(id)),
    listInvoices: async (customer, page) => {
      const list = await stripe.invoices.list({ customer, limit: page.limit, ...(page.starting_after ? { starting_after: page.starting_after } : {}) })
      // An unpaid invoice is read again with its payments, for why it is unpaid (rarely more than one a page).
      const invoices = await Promise.all(list.data.map((i) => (UNPAID.includes(i.status) ? stripe.invoices.retrieve(i.id!, { expand: [INVOICE_PAYMENTS] }) : i)))
      return { data: invoices.map(toInvoice), has_more: list.has_more }
    },
    createPaymentIntent: (params, key) =>
      refusals(null, async () =>
        toIntent(
          await stripe.paymentIntents.create(
            { ...params, customer: params.customer ?? undefined, confirm: true, automatic_payment_methods: { enabled: true, allow_redirects: 'never' } },
            options(key)
          )
        )
      ),
    getPaymentIntent: async (id) => toIntent(await stripe.paymentIntents.retrieve(id)),
  }
}
