// POST /api/v1/owner/create-payment-intent body { id1, id2, paymentMethodId? | card? } (SPEC §7):
// buys the pair's report once, for good, with a saved card (the default when none is named) or, on
// the test-mode provider, a card entered in the plain form. → { result: { paid: true } }; 402 when
// the card is refused; 404 profileNotFound for a profile not the owner's; 409 noCard.
import type { ActionFunctionArgs } from '@remix-run/node'
import { apiResult, methodNotAllowed, readBody } from '#app/api/json.server'
import { getOwnedProfile } from '#modules/profiles/index.server'
import { pairPaymentSchema } from '../schemas'
import { answer, billingApi, saveFormCard } from '../server/api.server'
import { ownerCards } from '../server/cards.service.server'
import { currencyFor } from '../server/payments.server'
import { buyPairReport } from '../server/purchases.service.server'

export const loader = () => methodNotAllowed()

export async function action({ request, context }: ActionFunctionArgs) {
  if (request.method !== 'POST') return methodNotAllowed()
  const { owner, port, ensureAccount } = await billingApi(request, context)
  const body = await readBody(request, pairPaymentSchema)
  const [left, right] = await Promise.all([getOwnedProfile(context, owner._id, body.id1), getOwnedProfile(context, owner._id, body.id2)])
  if (!left || !right || left._id === right._id) return answer(context, owner._id, { ok: false, error: 'profileNotFound' })
  const account = await ensureAccount()
  if ('card' in body) {
    const saved = await saveFormCard(context, port, owner, body.card)
    if (!saved.ok) return answer(context, owner._id, saved)
  }
  const { cards, defaultId } = await ownerCards(port, account)
  const chosen = 'paymentMethodId' in body ? body.paymentMethodId : defaultId
  if (!chosen || !cards.some((c) => c.id === chosen)) return answer(context, owner._id, { ok: false, error: chosen ? 'paymentMethodNotFound' : 'noCard' })
  const bought = await buyPairReport(context, port, { ownerId: owner._id, customerId: account.customerId }, [left._id, right._id], chosen, currencyFor(context.lng))
  if (!bought.ok) return answer(context, owner._id, bought)
  return apiResult({ paid: true })
}
