// What every payment API call shares: the signed-in, verified owner (SPEC §4: features wait for
// verification), the tenant's payment port, the owner's billing account, and one mapping of
// refusals to HTTP statuses (402 for a refused card, as Stripe answers).
import type { AppContext } from '#app/context'
import { apiError, apiResult } from '#app/api/json.server'
import { requireApiOwner } from '#modules/accounts/index.server'
import { billingAccountsOf, currentSubscription } from './billing.repo.server'
import { paymentsFor } from './payments.server'
import { billingAccountFor } from './subscriptions.service.server'
import { subscriptionView } from './views'

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
  invoiceNotFound: 404,
  profileNotFound: 404,
}

/** A refusal as its status and key; success as the owner's subscription now. */
export async function answer(context: AppContext, ownerId: string, outcome: { ok: true } | { ok: false; error: string }) {
  if (!outcome.ok) return apiError(STATUS[outcome.error] ?? 400, outcome.error)
  const account = await billingAccountsOf(context).findOne({ ownerId })
  return apiResult({ subscription: subscriptionView(currentSubscription(account)) })
}
