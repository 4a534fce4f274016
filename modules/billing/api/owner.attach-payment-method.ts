// POST /api/v1/owner/attach-payment-method body { paymentMethodId } (SPEC §7; the id Stripe Elements
// made) — or, on the test-mode provider only, { card: { number, exp_month, exp_year, cvc, name? } },
// the plain form's fields. The card is saved and becomes the default. → { result: { cards } };
// 402 cardWasDeclined / paymentStatusIncomplete; 400 notTestMode for a raw card on Stripe.
import type { ActionFunctionArgs } from '@remix-run/node'
import { apiResult, methodNotAllowed, readBody } from '#app/api/json.server'
import { attachBodySchema } from '../schemas'
import { answer, billingApi } from '../server/api.server'
import { ownerCards } from '../server/cards.service.server'
import { isTestMode } from '../server/payments.server'
import { addTestCard, useCard } from '../server/subscriptions.service.server'
import { cardView } from '../server/views'

export const loader = () => methodNotAllowed()

export async function action({ request, context }: ActionFunctionArgs) {
  if (request.method !== 'POST') return methodNotAllowed()
  const { owner, port, ensureAccount } = await billingApi(request, context)
  const body = await readBody(request, attachBodySchema)
  const account = await ensureAccount()
  let outcome
  if ('card' in body) {
    if (!isTestMode(port)) return answer(context, owner._id, { ok: false, error: 'notTestMode' })
    const card = { ...body.card, number: body.card.number.replace(/\s/g, '') }
    outcome = await addTestCard(context, port, owner, card, `${card.number.slice(-4)}:${card.exp_month}/${card.exp_year}`)
  } else outcome = await useCard(context, port, account, body.paymentMethodId)
  if (!outcome.ok) return answer(context, owner._id, outcome)
  const { cards, defaultId } = await ownerCards(port, account)
  return apiResult({ cards: cards.map((c) => cardView(c, defaultId)) })
}
