// POST /api/v1/owner/update-subscription body { subscribe: offer key, ln? } (SPEC §7): subscribes
// when the owner has no live subscription, else changes its plan from now. → { result: { subscription } }.
// 402 cardWasDeclined / paymentStatusIncomplete; 409 noCard, demoUsed; 400 unknownOffer.
import type { ActionFunctionArgs } from '@remix-run/node'
import { acceptOnly, methodNotAllowed, readBody } from '#app/api/json.server'
import { z } from 'zod'
import { offerKeySchema } from '../schemas'
import { answer, billingApi } from '../server/api.server'
import { currentSubscription } from '../server/billing.repo.server'
import { currencyFor } from '../server/payments.server'
import { changeOffer, subscribe } from '../server/subscriptions.service.server'
import { requireSubscriptionsOffered } from '../server/offered.server'

const bodySchema = z.object({ subscribe: offerKeySchema, ln: z.enum(['ru', 'en']).optional() }).strict()

export const loader = methodNotAllowed

export const action = acceptOnly(['POST'], async ({ request, context }: ActionFunctionArgs) => {
  requireSubscriptionsOffered(context)
  const { owner, port, ensureAccount } = await billingApi(request, context)
  const body = await readBody(request, bodySchema)
  const account = await ensureAccount()
  const currency = currencyFor(body.ln ?? context.lng)
  const live = ['active', 'past_due', 'trialing'].includes(currentSubscription(account)?.status ?? '')
  const outcome = live ? await changeOffer(context, port, owner._id, body.subscribe, currency) : await subscribe(context, port, owner, body.subscribe, currency)
  return answer(context, owner._id, outcome)
})
