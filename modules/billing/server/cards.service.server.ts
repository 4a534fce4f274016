// The owner's cards and invoices (SPEC §7: list, attach, detach, default; the payment history).
// A card or invoice id is checked against the owner's own customer: another owner's id, in this
// tenant or another, is not found.
import type { PaymentPort, PortCard } from './port'
import { currentSubscription, type BillingAccountDoc } from './billing.repo.server'
import type { BillingOutcome } from './subscriptions.service.server'

export async function ownerCards(port: PaymentPort, account: BillingAccountDoc | null): Promise<{ cards: PortCard[]; defaultId: string | null }> {
  if (!account) return { cards: [], defaultId: null }
  const [cards, customer] = await Promise.all([port.listCards(account.customerId), port.getCustomer(account.customerId)])
  return { cards, defaultId: customer.invoice_settings.default_payment_method }
}

const owns = async (port: PaymentPort, account: BillingAccountDoc | null, paymentMethod: string) =>
  account !== null && (await port.listCards(account.customerId)).some((c) => c.id === paymentMethod)

export async function detachOwnerCard(
  port: PaymentPort,
  account: BillingAccountDoc | null,
  paymentMethod: string
): Promise<BillingOutcome | { ok: false; error: 'paymentMethodNotFound' }> {
  if (!account || !(await owns(port, account, paymentMethod))) return { ok: false, error: 'paymentMethodNotFound' }
  await port.detachCard(paymentMethod, `detach:${paymentMethod}`)
  return { ok: true }
}

/** Whether the owner's subscription will charge the default card: a renewal to come, or an open invoice to pay. */
export function defaultCardInUse(account: BillingAccountDoc | null): boolean {
  const sub = currentSubscription(account)
  if (!sub) return false
  if (sub.status === 'past_due' || sub.status === 'incomplete') return true
  return (sub.status === 'active' || sub.status === 'trialing') && !sub.cancelAtPeriodEnd
}

/**
 * Removing a card, with one rule beyond detaching: the default card cannot go while the subscription
 * will charge it (defaultCardInUse). Stripe would detach it, and the renewal would fail days later
 * with no card (past_due). The owner makes another card the default first (adding one does that),
 * or turns renewal off. Any other card goes at once.
 */
export async function removeOwnerCard(
  port: PaymentPort,
  account: BillingAccountDoc | null,
  paymentMethod: string
): Promise<BillingOutcome | { ok: false; error: 'paymentMethodNotFound' | 'defaultCardInUse' }> {
  if (account && defaultCardInUse(account) && (await port.getCustomer(account.customerId)).invoice_settings.default_payment_method === paymentMethod) {
    return { ok: false, error: 'defaultCardInUse' }
  }
  return detachOwnerCard(port, account, paymentMethod)
}

export async function setOwnerDefaultCard(
  port: PaymentPort,
  account: BillingAccountDoc | null,
  paymentMethod: string
): Promise<BillingOutcome | { ok: false; error: 'paymentMethodNotFound' }> {
  if (!account || !(await owns(port, account, paymentMethod))) return { ok: false, error: 'paymentMethodNotFound' }
  await port.setDefaultCard(account.customerId, paymentMethod, `default:${account.customerId}:${paymentMethod}:${Date.now()}`)
  return { ok: true }
}

/** The payment history, newest first, a page at a time (SPEC §3: data, has_more, next_page). */
export async function ownerInvoices(port: PaymentPort, account: BillingAccountDoc | null, limit: number, nextPage?: string) {
  if (!account) return nextPage ? null : { data: [], has_more: false, next_page: null }
  if (nextPage) {
    const cursor = await port.getInvoice(nextPage).catch(() => null)
    if (!cursor || cursor.customer !== account.customerId) return null
  }
  const page = await port.listInvoices(account.customerId, { limit, ...(nextPage ? { starting_after: nextPage } : {}) })
  return { data: page.data, has_more: page.has_more, next_page: page.has_more ? (page.data.at(-1)?.id ?? null) : null }
}

/** Whether an invoice is the owner's (pay-invoice takes an id from the client). */
export async function ownsInvoice(port: PaymentPort, account: BillingAccountDoc | null, invoiceId: string): Promise<boolean> {
  if (!account) return false
  const invoice = await port.getInvoice(invoiceId).catch(() => null)
  return invoice?.customer === account.customerId
}
