// POST /api/v1/owner/set-default-payment-method body { paymentMethodId } (SPEC §7): makes one of the owner's cards the default.
// → { result: { cards } }; 404 paymentMethodNotFound for a card not the owner's.
import type { ActionFunctionArgs } from '@remix-run/node'
import { acceptOnly, methodNotAllowed, readBody } from '#app/api/json.server'
import { paymentMethodBodySchema } from '../schemas'
import { answer, billingApi, cardsAnswer } from '../server/api.server'
import { setOwnerDefaultCard } from '../server/cards.service.server'

export const loader = methodNotAllowed

export const action = acceptOnly(['POST'], async ({ request, context }: ActionFunctionArgs) => {
  const { owner, port, account } = await billingApi(request, context)
  const outcome = await setOwnerDefaultCard(port, account, (await readBody(request, paymentMethodBodySchema)).paymentMethodId)
  return outcome.ok ? cardsAnswer(port, account) : answer(context, owner._id, outcome)
})
