// DELETE /api/v1/owner/detach-payment-method body { paymentMethodId } (SPEC §7): removes one of the owner's cards.
// → { result: { cards } }; 404 paymentMethodNotFound for a card not the owner's; 409 defaultCardInUse for the
// default card while the subscription will charge it (cards.service.server.ts removeOwnerCard).
import type { ActionFunctionArgs } from '@remix-run/node'
import { acceptOnly, methodNotAllowed, readBody } from '#app/api/json.server'
import { paymentMethodBodySchema } from '../schemas'
import { answer, billingApi, cardsAnswer } from '../server/api.server'
import { removeOwnerCard } from '../server/cards.service.server'

export const loader = methodNotAllowed

export const action = acceptOnly(['DELETE'], async ({ request, context }: ActionFunctionArgs) => {
  const { owner, port, account } = await billingApi(request, context)
  const outcome = await removeOwnerCard(port, account, (await readBody(request, paymentMethodBodySchema)).paymentMethodId)
  return outcome.ok ? cardsAnswer(port, account) : answer(context, owner._id, outcome)
})
