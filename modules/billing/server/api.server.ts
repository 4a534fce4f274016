// What every payment API call shares: the signed-in, verified owner (SPEC §4: features wait for
// verification), the tenant's payment port, the owner's billing account, and one mapping of
// refusals to HTTP statuses (402 for a refused card, as Stripe answers).
import type { AppContext } from '#app/context'
import { apiError, apiResult } from '#app/api/json.server'
import { requireApiOwner } from '#modules/accounts/index.server'
import { billingAccountsOf, currentSubscription } from './billing.repo.server'
import { paymentsFor } from './payments.server'
import { addTestCard, billingAccountFor, type BillingOutcome } from './subscriptions.service.server'
import { isTestMode } from './payments.server'
import type { CardInput } from './test-mode/cards'
import { cardView, subscriptionView } from './views'
import { ownerCards } from './cards.service.server'
import type { PaymentPort } from './port'
import type { BillingAccountDoc } from './billing.repo.server'
import { announcePlan } from './announce.server'

/**
 * The owner, the port and the owner's billing account if there is one. Calls that need an account
 * (saving a card, subscribing) make it with `ensureAccount` once the body has been validated, so a
 * refused call never creates a customer.
 */
export async function billingApi(request: Request, context: AppContext) {
  const owner = await requireApiOwner(request, context)
  const port = paymentsFor(context.services, context.tenant._id)
  const account = await billingAccountsOf(context).findOne({ ownerId: owner._id })
  const ensureAccount = () => account ?? billingAccountFor(context, port, { _id: owner._id, email: owner.email })
  return { owner, port, account, ensureAccount }
}

const STATUS: Record<string, number> = {
  cardWasDeclined: 402,
  paymentStatusIncomplete: 402,
  unknownOffer: 400,
  notTestMode: 400,
  alreadySubscribed: 409,
  demoUsed: 409,
  noSubscription: 409,
  nothingToPay: 409,
  noCard: 409,
  paymentMethodNotFound: 404,
  defaultCardInUse: 409,
  invoiceNotFound: 404,
  profileNotFound: 404,
}

/** The HTTP status of a refusal, for the API and the pages' forms alike. */
export const refusalStatus = (key: string): number => STATUS[key] ?? 400

/** A refusal as its status and key; success as the owner's subscription now, announced to the owner's open pages (their plan may have changed). */
export async function answer(context: AppContext, ownerId: string, outcome: { ok: true } | { ok: false; error: string }) {
  if (!outcome.ok) return apiError(refusalStatus(outcome.error), outcome.error)
  await announcePlan(context, ownerId)
  const account = await billingAccountsOf(context).findOne({ ownerId })
  return apiResult({ subscription: subscriptionView(currentSubscription(account)) })
}

/** The owner's cards as the card calls answer them: `{ result: { cards } }`, the default marked. */
export async function cardsAnswer(port: PaymentPort, account: BillingAccountDoc | null) {
  const { cards, defaultId } = await ownerCards(port, account)
  return apiResult({ cards: cards.map((c) => cardView(c, defaultId)) })
}

/** A card from the plain form (test-mode provider only): saved, made the default. Its intent key is the card itself, so a form sent twice saves it once. */
export async function saveFormCard(
  context: AppContext,
  port: PaymentPort,
  owner: { _id: string; email: string },
  card: CardInput
): Promise<BillingOutcome | { ok: false; error: 'notTestMode' }> {
  if (!isTestMode(port)) return { ok: false, error: 'notTestMode' }
  const number = card.number.replace(/\s/g, '')
  return addTestCard(context, port, owner, { ...card, number }, `${number.slice(-4)}:${card.exp_month}/${card.exp_year}`)
}
