// POST /api/v1/owner/attach-payment-method body { paymentMethodId } (SPEC §7; the id Stripe Elements
// made) — or, on the test-mode provider only, { card: { number, exp_month, exp_year, cvc, name? } },
// the plain form's fields. The card is saved and becomes the default. → { result: { cards } };
// 402 cardWasDeclined / paymentStatusIncomplete; 400 notTestMode for a raw card on Stripe.
import type { ActionFunctionArgs } from '@remix-run/node'
import { acceptOnly, methodNotAllowed, readBody } from '#app/api/json.server'
import { attachBodySchema } from '../schemas'
import { answer, billingApi, cardsAnswer, saveFormCard } from '../server/api.server'
import { useCard } from '../server/subscriptions.service.server'

export const loader = methodNotAllowed

export const action = acceptOnly(['POST'], async ({ request, context }: ActionFunctionArgs) => {
  const { owner, port, ensureAccount } = await billingApi(request, context)
  const body = await readBody(request, attachBodySchema)
  const account = await ensureAccount()
  const outcome = 'card' in body ? await saveFormCard(context, port, owner, body.card) : await useCard(context, port, account, body.paymentMethodId)
  return outcome.ok ? cardsAnswer(port, account) : answer(context, owner._id, outcome)
})
