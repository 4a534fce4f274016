// DELETE /api/v1/owner/detach-payment-method body { paymentMethodId } (SPEC §7): removes one of the owner's cards.
// → { result: { cards } }; 404 paymentMethodNotFound for a card not the owner's.
import type { ActionFunctionArgs } from '@remix-run/node'
import { apiResult, methodNotAllowed, readBody } from '#app/api/json.server'
import { paymentMethodBodySchema } from '../schemas'
import { answer, billingApi } from '../server/api.server'
import { detachOwnerCard, ownerCards } from '../server/cards.service.server'
import { cardView } from '../server/views'

export const loader = () => methodNotAllowed()

export async function action({ request, context }: ActionFunctionArgs) {
  if (request.method !== 'DELETE') return methodNotAllowed()
  const { owner, port, account } = await billingApi(request, context)
  const body = await readBody(request, paymentMethodBodySchema)
  const outcome = await detachOwnerCard(port, account, body.paymentMethodId)
  if (!outcome.ok) return answer(context, owner._id, outcome)
  const { cards, defaultId } = await ownerCards(port, account)
  return apiResult({ cards: cards.map((c) => cardView(c, defaultId)) })
}
