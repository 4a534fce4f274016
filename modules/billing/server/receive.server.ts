// The webhook receiver (`POST /api/v1/billing/webhook`, and the test-mode provider's deliveries):
// verifies the signature over the raw body, stores the event by its id (a duplicate or a replay
// changes nothing), and queues a sync of what it is about. It never applies the event itself: the
// sync job reads the subscription or payment fresh from the provider, so the state is what the
// provider holds, whatever order events arrive in, and a failed sync is retried whole.
import type { JobQueue } from '#jobs/types'
import { isDuplicateKeyError } from '#app/store/errors'
import type { DocumentStore } from '#app/store/types'
import type { Env } from '#app/config/env.server'
import type { PortEvent, PortInvoice, PortPaymentIntent, PortSubscription } from './port'
import { billingEventsOf, type BillingEventDoc } from './billing.repo.server'
import { verifyWebhook, webhookSecretOf } from './webhook-signature.server'
import { config as syncConfig, type SyncData } from '../jobs/sync.server'

export interface ReceiveServices {
  env: Pick<Env, 'STRIPE_WEBHOOK_SECRET' | 'SESSION_SECRET'>
  store: DocumentStore
  jobs: Pick<JobQueue, 'enqueue'>
}

export type Received = { status: 200; outcome: 'queued' | 'duplicate' | 'ignored' } | { status: 400; error: 'invalidSignature' }

/** The tenant an event belongs to: we put it in the metadata of everything we create. */
function tenantOf(event: PortEvent): string | null {
  const object = event.data.object as Partial<PortSubscription & PortInvoice & PortPaymentIntent>
  const metadata = object.metadata ?? object.parent?.subscription_details?.metadata ?? null
  const tenantId = metadata?.tenantId
  return typeof tenantId === 'string' && tenantId.length > 0 ? tenantId : null
}

function subjectOf(event: PortEvent): BillingEventDoc['subject'] {
  const object = event.data.object as Partial<PortSubscription & PortInvoice & PortPaymentIntent> & { id: string }
  if (event.type.startsWith('customer.subscription.')) return { kind: 'subscription', id: object.id }
  if (event.type.startsWith('invoice.')) {
    const sub = object.parent?.subscription_details?.subscription
    return sub ? { kind: 'subscription', id: sub } : null
  }
  if (event.type.startsWith('payment_intent.')) return { kind: 'payment_intent', id: object.id }
  return null
}

export async function receiveWebhook(services: ReceiveServices, rawBody: string | Buffer, signature: string, now = new Date()): Promise<Received> {
  let event: PortEvent
  try {
    event = verifyWebhook(rawBody, signature, webhookSecretOf(services.env))
  } catch {
    return { status: 400, error: 'invalidSignature' }
  }
  const tenantId = tenantOf(event)
  // Stripe also sends events about objects this platform did not create: acknowledged, not kept.
  if (!tenantId) return { status: 200, outcome: 'ignored' }
  const subject = subjectOf(event)
  try {
    await billingEventsOf({ services, tenant: { _id: tenantId } }).insertOne({ eventId: event.id, type: event.type, subject, receivedAt: now })
  } catch (error) {
    if (isDuplicateKeyError(error)) return { status: 200, outcome: 'duplicate' }
    throw error
  }
  if (!subject) return { status: 200, outcome: 'ignored' }
  await services.jobs.enqueue<SyncData>(syncConfig.name, { tenantId, subject })
  return { status: 200, outcome: 'queued' }
}
