// The payment port (ARCHITECTURE 'payments'): the part of Stripe's API the billing module uses, in
// Stripe's own names and shapes (the subset it reads), so the two adapters differ only in where
// the objects live. Stripe's adapter (stripe-port.server.ts) calls the official SDK; the embedded
// default (test-mode/) keeps the same objects in the document store with Stripe's test-card rules.
// Every write takes an idempotency key: a retried request returns the first answer.
import type Stripe from 'stripe'

export type PortMetadata = Record<string, string>

export interface PortCustomer {
  id: string
  email: string | null
  metadata: PortMetadata
  invoice_settings: { default_payment_method: string | null }
}

export interface PortCard {
  id: string
  customer: string | null
  card: { brand: string; last4: string; exp_month: number; exp_year: number }
  billing_details: { name: string | null }
}

export interface PortPrice {
  id: string
  lookup_key: string | null
  currency: string
  unit_amount: number | null
  recurring: { interval: 'day' | 'week' | 'month' | 'year'; interval_count: number } | null
}

export interface PortSubscriptionItem {
  id: string
  price: PortPrice
  current_period_start: number
  current_period_end: number
}

export interface PortSubscription {
  id: string
  customer: string
  status: Stripe.Subscription.Status
  cancel_at_period_end: boolean
  latest_invoice: string | null
  default_payment_method: string | null
  metadata: PortMetadata
  items: { data: PortSubscriptionItem[] }
  created: number
}

export interface PortInvoice {
  id: string
  customer: string
  status: Stripe.Invoice.Status | null
  amount_due: number
  amount_paid: number
  currency: string
  created: number
  period_start: number
  period_end: number
  /** Stripe copies the subscription's metadata here when it bills it. */
  parent: { subscription_details: { subscription: string; metadata: PortMetadata | null } | null } | null
  /** The price it bills (first line), for the payment history. */
  lines: { data: { pricing: { price_details: { price: string } | null } | null; period: { start: number; end: number } }[] }
  /** Why its last payment was refused (Stripe: the refused payment intent's last_payment_error); null when none was. */
  last_payment_error: { code: string | null; decline_code: string | null } | null
}

export interface PortPaymentIntent {
  id: string
  status: Stripe.PaymentIntent.Status
  amount: number
  currency: string
  customer: string | null
  metadata: PortMetadata
  client_secret: string | null
  last_payment_error: { code: string | null; decline_code: string | null; message: string | null } | null
}

export interface PortEvent {
  id: string
  type: string
  created: number
  data: { object: PortSubscription | PortInvoice | PortPaymentIntent | PortCustomer }
}

export interface PortList<T> {
  data: T[]
  has_more: boolean
}

/** SPEC §8: an incomplete payment status gives 'Your card has insufficient funds'; any other payment error 'Your card was declined'. */
export type PaymentErrorKey = 'cardWasDeclined' | 'paymentStatusIncomplete'

/** A card or a payment the provider refused. `code` and `declineCode` are Stripe's. */
export class PaymentError extends Error {
  constructor(
    readonly key: PaymentErrorKey,
    readonly code: string,
    readonly declineCode: string | null = null,
    /** The object the refusal left behind (an open invoice, an intent that needs another card). */
    readonly objectId: string | null = null
  ) {
    super(`${code}${declineCode ? `/${declineCode}` : ''}`)
  }
}

export const paymentErrorKey = (declineCode: string | null | undefined): PaymentErrorKey => (declineCode === 'insufficient_funds' ? 'paymentStatusIncomplete' : 'cardWasDeclined')

export interface SubscriptionChange {
  cancel_at_period_end?: boolean
  /** A new price: the change starts now, with a new period billed in full (no proration; ADR 038). */
  price?: string
}

export interface PaymentPort {
  readonly mode: 'test' | 'stripe'
  /** `email` is left out for a visitor without an account (the personality test's report). */
  createCustomer(params: { email?: string; metadata: PortMetadata }, idempotencyKey: string): Promise<PortCustomer>
  getCustomer(id: string): Promise<PortCustomer>
  setDefaultCard(customer: string, paymentMethod: string, idempotencyKey: string): Promise<PortCustomer>
  /** What Stripe Elements confirms in the browser; the test-mode form attaches a card directly. */
  createSetupIntent(customer: string, idempotencyKey: string): Promise<{ id: string; client_secret: string }>
  attachCard(paymentMethod: string, customer: string, idempotencyKey: string): Promise<PortCard>
  detachCard(paymentMethod: string, idempotencyKey: string): Promise<PortCard>
  listCards(customer: string): Promise<PortCard[]>
  findPrice(lookupKey: string): Promise<PortPrice | null>
  createPrice(
    params: { lookup_key: string; currency: string; unit_amount: number; recurring: { interval: 'day' | 'month'; interval_count: number } | null; product_name: string },
    idempotencyKey: string
  ): Promise<PortPrice>
  /** Bills the first period at once; a refused card leaves the subscription `incomplete` with its invoice open. */
  createSubscription(params: { customer: string; price: string; metadata: PortMetadata }, idempotencyKey: string): Promise<PortSubscription>
  getSubscription(id: string): Promise<PortSubscription>
  updateSubscription(id: string, change: SubscriptionChange, idempotencyKey: string): Promise<PortSubscription>
  /**
   * Ends the subscription now (Stripe: DELETE /v1/subscriptions/:id), not at its period's end: it
   * never renews, and Stripe stops collecting its open invoices (a past_due one is retried no more).
   */
  cancelSubscription(id: string, idempotencyKey: string): Promise<PortSubscription>
  /** Pays an open invoice with the customer's default card; throws PaymentError when refused. */
  payInvoice(id: string, idempotencyKey: string): Promise<PortInvoice>
  getInvoice(id: string): Promise<PortInvoice>
  listInvoices(customer: string, page: { limit: number; starting_after?: string }): Promise<PortList<PortInvoice>>
  /** Creates and confirms a one-time payment; throws PaymentError when the card is refused. */
  createPaymentIntent(
    params: { amount: number; currency: string; customer: string | null; payment_method: string; metadata: PortMetadata },
    idempotencyKey: string
  ): Promise<PortPaymentIntent>
  getPaymentIntent(id: string): Promise<PortPaymentIntent>
}
