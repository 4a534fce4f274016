// POST /api/v1/owner/set-default-payment-method body { paymentMethodId } (SPEC §7): makes one of the owner's cards the default.
// → { result: { cards } }; 404 paymentMethodNotFound for a card not the owner's.
import type { ActionFunctionArgs } from '@remix-run/node'
import { apiResult, methodNotAllowed, readBody } from '#app/api/json.server'
import { paymentMethodBodySchema } from '../schemas'
import { answer, billingApi } from '../server/api.server'
import { setOwnerDefaultCard, ownerCards } from '../server/cards.service.server'
import { cardView } from '../server/views'

export const loader = () => methodNotAllowed()

export async function action({ request, context }: ActionFunctionArgs) {
  if (request.method !== 'POST') return methodNotAllowed()
  const { owner, port, account } = await billingApi(request, context)
  const body = await readBody(request, paymentMethodBodySchema)
  const outcome = await setOwnerDefaultCard(port, account, body.paymentMethodId)
  if (!outcome.ok) return answer(context, owner._id, outcome)
  const { cards, defaultId } = await ownerCards(port, account)
  return apiResult({ cards: cards.map((c) => cardView(c, defaultId)) })
}
