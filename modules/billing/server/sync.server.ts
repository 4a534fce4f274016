// What the platform knows of a subscription, set from a fresh read of the provider: one atomic
// write of that subscription's entry, the same however often or in whatever order it runs.
import { findOffer } from '../catalogue'
import type { PaymentPort, PortSubscription } from './port'
import { billingAccountsOf, type KnownSubscription, type StoreCtx } from './billing.repo.server'
import { offerOfPrice } from './payments.server'

export function knownSubscription(sub: PortSubscription): KnownSubscription {
  const item = sub.items.data[0]
  const offer = offerOfPrice(item.price)
  return {
    id: sub.id,
    offer: offer && findOffer(offer) ? offer : null,
    currency: item.price.currency,
    status: sub.status,
    currentPeriodStart: new Date(item.current_period_start * 1000),
    currentPeriodEnd: new Date(item.current_period_end * 1000),
    cancelAtPeriodEnd: sub.cancel_at_period_end,
    latestInvoiceId: sub.latest_invoice,
    createdAt: new Date(sub.created * 1000),
  }
}

/** Writes the subscription as the provider holds it now; false when no billing account has its customer. */
export async function syncSubscription(ctx: StoreCtx, port: PaymentPort, subscriptionId: string, now = new Date()): Promise<boolean> {
  const sub = await port.getSubscription(subscriptionId)
  return applySubscription(ctx, sub, now)
}

export async function applySubscription(ctx: StoreCtx, sub: PortSubscription, now = new Date()): Promise<boolean> {
  const updated = await billingAccountsOf(ctx).updateOne({ customerId: sub.customer }, { $set: { [`subscriptions.${sub.id}`]: knownSubscription(sub), updatedAt: now } })
  return updated !== null
}
