// GET /api/v1/owner/list-payment-methods → { result: { cards } }: the owner's saved cards, the default marked.
import type { LoaderFunctionArgs } from '@remix-run/node'
import { methodNotAllowed } from '#app/api/json.server'
import { billingApi, cardsAnswer } from '../server/api.server'

export async function loader({ request, context }: LoaderFunctionArgs) {
  const { port, account } = await billingApi(request, context)
  return cardsAnswer(port, account)
}

export const action = methodNotAllowed
