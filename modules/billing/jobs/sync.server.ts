// billing.sync (queue `store`): brings what the platform knows of a subscription or a payment up to
// date with a fresh read from the provider, after a webhook event about it (receive.server.ts): a
// subscription's state, or the purchase a succeeded one-time payment makes.
// Safe to run twice and in any order: it writes what the provider holds now, whole.
import type { JobConfig, JobContext } from '#jobs/types'
import type { DocumentStore } from '#app/store/types'
import type { PaymentServices } from '../server/payments.server'
import { paymentsFor } from '../server/payments.server'
import { syncSubscription } from '../server/sync.server'
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

export default async function syncHandler(data: SyncData, ctx: JobContext<PaymentServices & { store: DocumentStore }>) {
  const scope = { services: ctx.services, tenant: { _id: data.tenantId } }
  const port = paymentsFor(ctx.services, data.tenantId)
  if (data.subject.kind === 'subscription') return { synced: await syncSubscription(scope, port, data.subject.id) }
  return { synced: await recordPurchase(scope, await port.getPaymentIntent(data.subject.id)) }
}
