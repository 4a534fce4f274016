// How a page takes a card: the plain form on the test-mode provider, Stripe Elements on Stripe. For
// Elements the page needs the publishable key and a SetupIntent of the payer's customer (the owner's,
// or a visitor's made for one personality-test result), which the browser confirms with the card, so
// the form posts only the payment method it made.
import { createHash } from 'node:crypto'
import type { AppContext } from '#app/context'
import type { CardEntry } from '../ui/CardFields'
import type { BillingAccountDoc } from './billing.repo.server'
import { isTestMode, paymentsFor } from './payments.server'
import { billingAccountFor } from './subscriptions.service.server'
import type { PaymentPort } from './port'

/** The plain card form shows (test-mode provider, or Stripe without a publishable key), not Stripe Elements. */
export const takesPlainCard = (context: AppContext, port: PaymentPort) => isTestMode(port) || !context.services.env.STRIPE_PUBLISHABLE_KEY

export async function cardEntryFor(context: AppContext, port: PaymentPort, ensureAccount: () => Promise<Pick<BillingAccountDoc, 'customerId'>>): Promise<CardEntry> {
  const publishableKey = context.services.env.STRIPE_PUBLISHABLE_KEY
  if (takesPlainCard(context, port) || !publishableKey) return { mode: 'test' }
  const account = await ensureAccount()
  // One intent per state of the customer's cards: a reload reuses it, a saved card makes a new one.
  const cards = (await port.listCards(account.customerId)).map((c) => c.id).join(',')
  const state = createHash('sha256').update(cards).digest('hex').slice(0, 32)
  const intent = await port.createSetupIntent(account.customerId, `setup:${account.customerId}:${state}`)
  return { mode: 'stripe', publishableKey, clientSecret: intent.client_secret }
}

/** The card entry of a page where an owner pays (the pair report's page): their billing account is made when Stripe needs its customer. */
export function ownerCardEntry(context: AppContext, owner: { _id: string; email: string }): Promise<CardEntry> {
  const port = paymentsFor(context.services, context.tenant._id)
  return cardEntryFor(context, port, () => billingAccountFor(context, port, owner))
}
