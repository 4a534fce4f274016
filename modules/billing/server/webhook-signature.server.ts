// Webhook signatures, with the Stripe SDK on either adapter: Stripe signs what it posts to
// /api/v1/billing/webhook, and the test-mode provider signs its events the same way before handing
// them to the same receiver, so one verification path runs in tests, in the demo and in production.
// Verification is over the raw body, with Stripe's 300-second tolerance against replays.
import { createHmac } from 'node:crypto'
import Stripe from 'stripe'
import type { Env } from '#app/config/env.server'
import type { PortEvent } from './port'
import { toCustomer, toIntent, toInvoice, toSubscription } from './stripe-port.server'

export const WEBHOOK_TOLERANCE_SECONDS = 300

let sdk: Stripe | undefined
/** The SDK's webhook helpers need no key and no network; one instance serves every call. */
const webhooks = () => (sdk ??= new Stripe('sk_webhooks_only')).webhooks

const OBJECTS: Record<string, (o: never) => PortEvent['data']['object']> = {
  subscription: toSubscription,
  invoice: toInvoice,
  payment_intent: toIntent,
  customer: toCustomer,
}

/** The event, cut down to the port's shapes; throws when the signature, the body or the timestamp does not hold. */
export function verifyWebhook(rawBody: string | Buffer, signature: string, secret: string, tolerance = WEBHOOK_TOLERANCE_SECONDS): PortEvent {
  const event = webhooks().constructEvent(rawBody, signature, secret, tolerance)
  const object = event.data.object as { object?: string }
  const map = OBJECTS[object.object ?? '']
  if (!map) return { id: event.id, type: event.type, created: event.created, data: { object: object as never } }
  return { id: event.id, type: event.type, created: event.created, data: { object: map(object as never) } }
}

/** The Stripe-Signature header Stripe would send with this payload (the test-mode provider's deliveries, tests). */
export function signWebhook(payload: string, secret: string, timestamp = Math.floor(Date.now() / 1000)): string {
  return webhooks().generateTestHeaderString({ payload, secret, timestamp })
}

/** The secret webhooks are signed with: Stripe's, or one derived from the session secret for the test-mode provider. */
export function webhookSecretOf(env: Pick<Env, 'STRIPE_WEBHOOK_SECRET' | 'SESSION_SECRET'>): string {
  return (
    env.STRIPE_WEBHOOK_SECRET ??
    `whsec_${createHmac('sha256', env.SESSION_SECRET?.[0] ?? 'rapport')
      .update('billing-webhook')
      .digest('hex')}`
  )
}
