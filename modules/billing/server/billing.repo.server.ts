// The billing module's own records: each owner's billing account (the provider's customer and
// what the platform knows of their subscriptions) and the webhook events received. Tenant-scoped.
import { tenantCollection } from '#app/store/tenant-scope'
import type { DocumentStore, TenantDoc } from '#app/store/types'
import type Stripe from 'stripe'
import { BILLING_ACCOUNTS, BILLING_EVENTS } from './indexes'

export interface StoreCtx {
  services: { store: DocumentStore }
  tenant: { _id: string }
}

/** A subscription as the provider last answered it (a fresh read, never an event's order). */
export interface KnownSubscription {
  id: string
  /** The offer key (catalogue.ts) its price stands for; null for a price the catalogue does not know. */
  offer: string | null
  currency: string
  status: Stripe.Subscription.Status
  currentPeriodStart: Date
  currentPeriodEnd: Date
  cancelAtPeriodEnd: boolean
  latestInvoiceId: string | null
  createdAt: Date
}

export interface BillingAccountDoc extends TenantDoc {
  ownerId: string
  customerId: string
  /** By subscription id: each sync sets one entry whole, so two syncs never undo each other. */
  subscriptions: Record<string, KnownSubscription>
  /** Plans whose 3-day demo the owner has had (one each). */
  demosUsed: string[]
  createdAt: Date
  updatedAt: Date
}

export interface BillingEventDoc extends TenantDoc {
  eventId: string
  type: string
  /** What the event is about, read fresh by the sync job. */
  subject: { kind: 'subscription' | 'payment_intent'; id: string } | null
  receivedAt: Date
}

export const billingAccountsOf = (ctx: StoreCtx) => tenantCollection<BillingAccountDoc>(ctx.services.store, ctx.tenant._id, BILLING_ACCOUNTS)
export const billingEventsOf = (ctx: StoreCtx) => tenantCollection<BillingEventDoc>(ctx.services.store, ctx.tenant._id, BILLING_EVENTS)

const LIVE: readonly Stripe.Subscription.Status[] = ['active', 'trialing', 'past_due', 'incomplete']

/**
 * The subscription that counts: the newest live one (active, trialing, past_due, incomplete), else
 * the newest of all. A function of the set, so it does not depend on the order syncs arrived in.
 */
export function currentSubscription(account: Pick<BillingAccountDoc, 'subscriptions'> | null): KnownSubscription | null {
  const all = Object.values(account?.subscriptions ?? {})
  const newest = (list: KnownSubscription[]) => list.sort((a, b) => b.createdAt.getTime() - a.createdAt.getTime() || (a.id < b.id ? 1 : -1))[0] ?? null
  return newest(all.filter((s) => LIVE.includes(s.status))) ?? newest(all)
}
