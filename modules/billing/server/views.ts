// What the payment API and pages show of the provider's objects: the owner's subscription, cards,
// invoices and the plan table, in the platform's words (SPEC §3 'Subscription').
import { PRICES } from '#seeds/prices'
import { OFFERS, discountPercent, findOffer } from '../catalogue'
import type { KnownSubscription } from './billing.repo.server'
import type { PortCard, PortInvoice } from './port'
import type { Currency } from './payments.server'

export function subscriptionView(sub: KnownSubscription | null) {
  if (!sub) return null
  const offer = findOffer(sub.offer)
  return {
    id: sub.id,
    subscribe: sub.offer,
    plan: offer?.plan ?? null,
    name: offer?.name ?? null,
    teams: offer?.teams ?? null,
    status: sub.status,
    currency: sub.currency,
    /** 'active until' when renewal is off, 'next payment' when it is on. */
    currentPeriodEnd: sub.currentPeriodEnd.toISOString(),
    currentPeriodStart: sub.currentPeriodStart.toISOString(),
    cancelAtPeriodEnd: sub.cancelAtPeriodEnd,
  }
}

export const cardView = (card: PortCard, defaultId: string | null) => ({
  id: card.id,
  brand: card.card.brand,
  last4: card.card.last4,
  expMonth: card.card.exp_month,
  expYear: card.card.exp_year,
  holder: card.billing_details.name,
  isDefault: card.id === defaultId,
})

export const invoiceView = (invoice: PortInvoice) => ({
  id: invoice.id,
  status: invoice.status,
  amount: invoice.amount_due,
  paid: invoice.amount_paid,
  currency: invoice.currency,
  createdAt: new Date(invoice.created * 1000).toISOString(),
  periodStart: new Date(invoice.period_start * 1000).toISOString(),
  periodEnd: new Date(invoice.period_end * 1000).toISOString(),
})

/** The plan table's entries in a currency (SPEC §3 'plan entry'); titles and descriptions are the page's texts, by `name`. */
export function priceList(currency: Currency) {
  return OFFERS.filter((o) => o.name !== 'bonus').map((offer) => {
    const price = PRICES.find((p) => p.offer === offer.key)![currency]
    return {
      subscribe: offer.key,
      plan: offer.plan,
      name: offer.name,
      period: offer.period,
      teams: offer.teams,
      demo: offer.demo,
      currency,
      price: price.listPrice,
      discountedPrice: price.price,
      discountPercent: discountPercent(price.listPrice, price.price),
    }
  })
}
