// What the owner's subscription pages show and do (/owner/subscription, /owner/subscription/plans):
// the plan the owner has now and why, the bonus seats, the default card, the plan table with the
// owner's position in it; and the plan table's one action (save the typed card, then subscribe or
// change plan). Tenant-scoped throughout: every read goes through the billing repositories.
import { formatDay } from '#app/i18n/format-day'
import { getT } from '#app/i18n/i18n.server'
import { cardName } from '../ui/plan-words'
import type { AppContext } from '#app/context'
import { ownerBilling } from './owner-billing.server'
import { cardEntryFor, takesPlainCard } from './card-entry.server'
import type { Account } from '#modules/accounts/index.server'
import type { PlanGrant } from '#modules/accounts/index.server'
import { BONUS_OFFER_KEY, findOffer, grantOf, type PlanName } from '../catalogue'
import { currentSubscription } from './billing.repo.server'
import { ownerCards } from './cards.service.server'
import { bonusState, hasUnlimited } from './grants.server'
import { currencyFor } from './payments.server'
import { activeOffer, changeOffer, planGrantOf, subscribe, useCard, type BillingOutcome } from './subscriptions.service.server'
import { saveFormCard } from './api.server'
import { priceList, subscriptionView } from './views'
import { formatAmount } from './history-page.server'
import { PRICES } from '#seeds/prices'
import type { CardInput } from './test-mode/cards'
import type { PaymentPort } from './port'

/** Statuses the management page shows a subscription in; an ended one leaves the owner on basic. */
const SHOWN = ['active', 'past_due', 'incomplete', 'trialing']
/** A subscription that still grants its plan (ADR 038: past_due keeps access while payment is restored). */
const LIVE = ['active', 'past_due', 'trialing']

const dateIn = (lng: string) => (iso: string | Date) => formatDay(iso, lng)

/** The ranking planGrantOf uses: more features first, then more teams. */
const rank = (g: PlanGrant) => (Number(g.teams) + Number(g.scene) + Number(g.compare)) * 1000 + g.maxTeams

const BONUS = findOffer(BONUS_OFFER_KEY)!

/** The owner's billing (owner-billing.server.ts) and the default card as the pages name it. */
async function billingWithDefaultCard(context: AppContext, owner: Account) {
  const billing = await ownerBilling(context, owner)
  const { cards, defaultId } = await ownerCards(billing.port, billing.account)
  const card = cards.find((c) => c.id === defaultId)
  return { ...billing, defaultCard: card ? cardName(await getT(context.lng, 'billing'), card.card) : null }
}

/** The management page: the plan the owner has (the best of subscription, 'unlimited' and bonus), the subscription's state, the bonus. */
export async function subscriptionPageData(context: AppContext, owner: Account, now = new Date()) {
  const date = dateIn(context.lng)
  const { account, defaultCard } = await billingWithDefaultCard(context, owner)
  const [grant, unlimited, bonus] = await Promise.all([planGrantOf(context, owner._id, now), hasUnlimited(context, owner._id), bonusState(context, owner._id)])
  const known = currentSubscription(account)
  const sub = known && SHOWN.includes(known.status) ? subscriptionView(known)! : null
  const offer = activeOffer(account, now)
  // The name the owner's access comes from: the best of what they hold, as planGrantOf picks it.
  const held: { name: PlanName; grant: PlanGrant }[] = [
    ...(offer ? [{ name: offer.name, grant: grantOf(offer.plan, offer.teams) }] : []),
    ...(bonus.mine && bonus.mine.endsAt > now ? [{ name: BONUS.name, grant: grantOf(BONUS.plan, BONUS.teams) }] : []),
    ...(unlimited ? [{ name: 'unlimited' as const, grant: grantOf('UNLIMITED') }] : []),
  ]
  const plan = held.reduce((best, p) => (rank(p.grant) > rank(best.grant) ? p : best), { name: 'basic' as PlanName, grant: grantOf('NONE') })
  return {
    plan: plan.name,
    teamsAllowed: grant.maxTeams,
    unlimited,
    subscription: sub && {
      name: sub.name,
      teams: sub.teams,
      status: sub.status,
      periodTag: periodTagOf(sub.subscribe),
      price: chargedPrice(sub.subscribe, sub.currency, context.lng),
      renews: !sub.cancelAtPeriodEnd,
      periodEnd: date(sub.currentPeriodEnd),
      canRenewal: LIVE.includes(sub.status),
      owes: sub.status === 'past_due' || sub.status === 'incomplete',
    },
    bonus: { seats: bonus.seats, left: bonus.left, mine: bonus.mine ? date(bonus.mine.endsAt) : null, months: BONUS.period.count, teams: BONUS.teams },
    defaultCard,
  }
}

/** What each period of the subscription charges, in its own currency ('990 ₽'): the plan table's price of its offer. */
function chargedPrice(offerKey: string | null, currency: string, lng: string): string | null {
  const price = PRICES.find((p) => p.offer === offerKey)?.[currency as 'rub' | 'usd']
  return price ? formatAmount(price.price, currency, lng) : null
}

/** '7D', '1M', '3D' from an offer key (LITE_7D, MID_1M_T3 …): the locale's period words are keyed by it. */
export const periodTagOf = (offerKey: string | null) => (offerKey?.split('_')[1] ?? null) as '7D' | '1M' | '3D' | null

/** The plan table: every sold offer in the page's currency, and where the owner stands (their offer, demos had, a card to pay with). */
export async function plansPageData(context: AppContext, owner: Account, now = new Date()) {
  const { account, defaultCard, port, ensureAccount } = await billingWithDefaultCard(context, owner)
  const offer = activeOffer(account, now)
  const [grant, unlimited, bonus] = await Promise.all([planGrantOf(context, owner._id, now), hasUnlimited(context, owner._id), bonusState(context, owner._id)])
  return {
    /** A plan given, not sold, that already holds everything any offer gives ('unlimited', the bonus): buying would add nothing. */
    coveredBy: unlimited ? ('unlimited' as const) : bonus.mine && bonus.mine.endsAt > now ? BONUS.name : null,
    /** The plain form on the test-mode provider, Stripe Elements on Stripe (an unverified owner pays nothing: no intent is made). */
    entry: owner.verified ? await cardEntryFor(context, port, ensureAccount) : ({ mode: 'test' } as const),
    /** No plan of any kind (subscription, bonus, 'unlimited'): the free basic. */
    onBasic: !grant.teams,
    offers: priceList(currencyFor(context.lng)).map((o) => ({ ...o, periodTag: periodTagOf(o.subscribe)! })),
    currentOffer: offer?.key ?? null,
    live: LIVE.includes(currentSubscription(account)?.status ?? ''),
    demosUsed: account?.demosUsed ?? [],
    defaultCard,
    cardRequired: cardRequiredOf(context, port, defaultCard),
  }
}

/** No default card to pay with and the plain form: the plan table's card must be typed (its fields required, as on the cards page). */
const cardRequiredOf = (context: AppContext, port: PaymentPort, defaultCard: string | null) => !defaultCard && takesPlainCard(context, port)

/** The plan table's action asks what its page showed: is the card required (plansPageData's `cardRequired`)? */
export async function plansCardRequired(context: AppContext, owner: Account): Promise<boolean> {
  const { port, defaultCard } = await billingWithDefaultCard(context, owner)
  return cardRequiredOf(context, port, defaultCard)
}

export interface PlanChoice {
  subscribe: string
  card: CardInput | null
  paymentMethodId: string | null
}

/**
 * The plan table's action: a typed card (test mode) or a payment method (Stripe Elements) is saved
 * as the default first; then a subscription, or a plan change when one is live. A refused card
 * stops before any subscription; a refused first payment leaves an incomplete one (the service).
 */
export async function choosePlan(
  context: AppContext,
  owner: Account,
  choice: PlanChoice
): Promise<{ outcome: BillingOutcome | { ok: false; error: 'notTestMode' | 'sameOffer' }; changed: boolean }> {
  const { port, account, ensureAccount } = await ownerBilling(context, owner)
  const billingOwner = { _id: owner._id, email: owner.email }
  // A change to the offer the owner is on would start (and charge) a new period: a form sent twice
  // without JavaScript must not pay twice, so it is refused before anything is asked of the provider.
  if (activeOffer(account)?.key === choice.subscribe) return { outcome: { ok: false, error: 'sameOffer' }, changed: false }
  if (choice.card) {
    const saved = await saveFormCard(context, port, billingOwner, choice.card)
    if (!saved.ok) return { outcome: saved, changed: false }
  } else if (choice.paymentMethodId) {
    const saved = await useCard(context, port, await ensureAccount(), choice.paymentMethodId)
    if (!saved.ok) return { outcome: saved, changed: false }
  }
  const currency = currencyFor(context.lng)
  const live = LIVE.includes(currentSubscription(account)?.status ?? '')
  const outcome = live ? await changeOffer(context, port, owner._id, choice.subscribe, currency) : await subscribe(context, port, billingOwner, choice.subscribe, currency)
  return { outcome, changed: live }
}
