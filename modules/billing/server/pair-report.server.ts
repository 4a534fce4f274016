// The pair report as the pair page and the payment API sell it (SPEC §1: bought one time, lifetime
// access; ADR 039): who sees the full report, what the lock offers (the price in the reader's
// currency, the owner's default card), and the purchase itself, shared by the page's form and
// POST /api/v1/owner/create-payment-intent so both refuse and pay the same way.
import type { AppContext } from '#app/context'
import { ONE_TIME_PRICES } from '#seeds/prices'
import { getOwnedProfile } from '#modules/profiles/index.server'
import { billingAccountsOf } from './billing.repo.server'
import { ownerCards } from './cards.service.server'
import { currencyFor, paymentsFor, type Currency } from './payments.server'
import { buyPairReport, hasPairReport } from './purchases.service.server'
import { billingAccountFor, planGrantOf, type BillingOutcome } from './subscriptions.service.server'
import type { CardInput } from './test-mode/cards'
import { saveFormCard } from './api.server'

type Ctx = Pick<AppContext, 'services' | 'tenant'>

/**
 * Whether the owner sees the full report of this pair of profiles: any paid plan, bonus or
 * 'unlimited' does (the plan grants teams); on the basic plan only a purchase of the pair does,
 * whatever run of it is shown. `pair` null: a slot is empty, so nothing can have been bought.
 */
export async function pairReportOpen(ctx: Ctx, ownerId: string, pair: readonly [string | null, string | null]): Promise<boolean> {
  if ((await planGrantOf(ctx, ownerId)).teams) return true
  const [id1, id2] = pair
  return Boolean(id1 && id2) && hasPairReport(ctx, ownerId, id1!, id2!)
}

export interface PairReportOffer {
  /** In major units (490, 5.99): the page formats it with its currency symbol. */
  amount: number
  currency: Currency
  /** The owner's default card, paid with at one press; null: the form asks for a card. */
  card: { brand: string; last4: string } | null
}

/** What the lock offers the owner: the price in the page's currency and the card that would pay. */
export async function pairReportOffer(ctx: Ctx & Pick<AppContext, 'lng'>, ownerId: string): Promise<PairReportOffer> {
  const currency = currencyFor(ctx.lng)
  const port = paymentsFor(ctx.services, ctx.tenant._id)
  const { cards, defaultId } = await ownerCards(port, await billingAccountsOf(ctx).findOne({ ownerId }))
  const card = cards.find((c) => c.id === defaultId)
  return { amount: ONE_TIME_PRICES.pairReport[currency] / 100, currency, card: card ? { brand: card.card.brand, last4: card.card.last4 } : null }
}

/** The pair's two profiles when both are the owner's (own or attached) and not one and the same; null otherwise. */
export async function ownedPair(ctx: Ctx, ownerId: string, pair: readonly [string, string]) {
  const [left, right] = await Promise.all(pair.map((id) => getOwnedProfile(ctx, ownerId, id)))
  return left && right && left._id !== right._id ? ([left, right] as const) : null
}

export type PairReportPayment = { card: CardInput } | { paymentMethodId: string } | Record<string, never>
export type PairReportRefusal = Exclude<BillingOutcome, { ok: true }>['error'] | 'profileNotFound' | 'paymentMethodNotFound' | 'notTestMode'

/**
 * Buys the report of a pair of the owner's profiles: with a card entered now (test-mode form; saved
 * and made the default first), a saved card named, or the default card. Refused before any charge
 * when a profile is not the owner's or no card fits; a pair already bought is not charged again.
 */
export async function buyPairReportFor(
  ctx: AppContext,
  owner: { _id: string; email: string },
  pair: readonly [string, string],
  payment: PairReportPayment
): Promise<{ ok: true } | { ok: false; error: PairReportRefusal }> {
  const people = await ownedPair(ctx, owner._id, pair)
  if (!people) return { ok: false, error: 'profileNotFound' }
  const [left, right] = people
  const port = paymentsFor(ctx.services, ctx.tenant._id)
  const account = await billingAccountFor(ctx, port, owner)
  if ('card' in payment) {
    const saved = await saveFormCard(ctx, port, owner, payment.card)
    if (!saved.ok) return saved
  }
  const { cards, defaultId } = await ownerCards(port, account)
  const chosen = 'paymentMethodId' in payment ? payment.paymentMethodId : defaultId
  if (!chosen || !cards.some((c) => c.id === chosen)) return { ok: false, error: chosen ? 'paymentMethodNotFound' : 'noCard' }
  return buyPairReport(ctx, port, { ownerId: owner._id, customerId: account.customerId }, [left._id, right._id], chosen, currencyFor(ctx.lng))
}
