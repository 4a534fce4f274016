// GET /api/v1/owner/list-payment-methods → { result: { cards } }: the owner's saved cards, the default marked.
import type { LoaderFunctionArgs } from '@remix-run/node'
import { apiResult, methodNotAllowed } from '#app/api/json.server'
import { billingApi } from '../server/api.server'
import { ownerCards } from '../server/cards.service.server'
import { cardView } from '../server/views'

export async function loader({ request, context }: LoaderFunctionArgs) {
  const { port, account } = await billingApi(request, context)
  const { cards, defaultId } = await ownerCards(port, account)
  return apiResult({ cards: cards.map((c) => cardView(c, defaultId)) })
}

export const action = () => methodNotAllowed()
