// POST /api/v1/billing/webhook: Stripe's events (receive.server.ts). The signature is checked over
// the raw body, so the body is read as bytes, bounded, and never parsed before it is verified.
import { json, type ActionFunctionArgs } from '@remix-run/node'
import { acceptOnly, apiError, methodNotAllowed } from '#app/api/json.server'
import { BODY_LIMITS, readLimited } from '#app/security/body-limit.server'
import { receiveWebhook } from '../server/receive.server'

export const loader = methodNotAllowed

export const action = acceptOnly(['POST'], async ({ request, context }: ActionFunctionArgs) => {
  const signature = request.headers.get('stripe-signature')
  if (!signature) return apiError(400, 'invalidSignature')
  const bytes = Number(request.headers.get('content-length') ?? 0) > BODY_LIMITS.api ? null : await readLimited(request.body, BODY_LIMITS.api).catch(() => null)
  if (!bytes) return apiError(413, 'bodyTooLarge')
  const received = await receiveWebhook(context.services, Buffer.from(bytes), signature)
  if (received.status === 400) return apiError(400, received.error)
  return json({ received: true, outcome: received.outcome })
})
