// billing.sync (queue `store`): brings what the platform knows of a subscription or a payment up to
// date with a fresh read from the provider, after a webhook event about it (receive.server.ts): a
// subscription's state, or the purchase a succeeded one-time payment makes.
// Safe to run twice and in any order: it writes what the provider holds now, whole. A subscription
// applied is announced to the owner's open pages (syncAccessRules), so they follow the plan.
import type { JobConfig, JobContext } from '#jobs/types'
import type { DocumentStore } from '#app/store/types'
import type { LiveEvents } from '#app/live/types'
import type { PaymentServices } from '../server/payments.server'
import { paymentsFor } from '../server/payments.server'
import { applySubscription } from '../server/sync.server'
import { billingAccountsOf } from '../server/billing.repo.server'
import { announcePlan } from '../server/announce.server'
import { recordPurchase } from '../server/purchases.service.server'

export const config: JobConfig = {
  name: 'billing.sync',
  queue: 'store',
  attempts: 8,
  backoff: { type: 'exponential', delay: 1000 },
}

export interface SyncData {
  tenantId: string
  subject: { kind: 'subscription' | 'payment_intent'; id: string }
}

export default async function syncHandler(data: SyncData, ctx: JobContext<PaymentServices & { store: DocumentStore; live?: Pick<LiveEvents, 'publish'> }>) {
  const scope = { services: ctx.services, tenant: { _id: data.tenantId } }
  const port = paymentsFor(ctx.services, data.tenantId)
  if (data.subject.kind === 'subscription') {
    const sub = await port.getSubscription(data.subject.id)
    const synced = await applySubscription(scope, sub)
    const account = synced ? await billingAccountsOf(scope).findOne({ customerId: sub.customer }) : null
    if (account) await announcePlan(scope, account.ownerId)
    return { synced }
  }
  return { synced: await recordPurchase(scope, await port.getPaymentIntent(data.subject.id)) }
}
