// What an owner does with a subscription (SPEC §4): subscribe, cancel (renewal off, access until the
// period ends), resume, change plan, and restore a failed payment by paying the open invoice. Each
// call writes the subscription as the provider answered it (sync.server.ts), so the page shows the
// outcome at once; webhooks bring the same state again later, harmlessly. Idempotency keys follow
// the owner's intent (the same form sent twice is one subscription), never a random value.
import { BONUS_OFFER_KEY, findOffer, grantOf, type Offer, type Plan } from '../catalogue'
import { bonusEnd, bonusSeatsOf, hasUnlimited } from './grants.server'
import type { PlanGrant } from '#modules/accounts/index.server'
import { isDuplicateKeyError } from '#app/store/errors'
import { PaymentError, type PaymentErrorKey, type PaymentPort } from './port'
import { billingAccountsOf, currentSubscription, type BillingAccountDoc, type StoreCtx } from './billing.repo.server'
import { priceFor, type Currency } from './payments.server'
import { applySubscription, syncSubscription } from './sync.server'
import type { CardInput } from './test-mode/cards'
import type { TestModePort } from './test-mode/test-port.server'

export type BillingRefusal = PaymentErrorKey | 'unknownOffer' | 'alreadySubscribed' | 'demoUsed' | 'noSubscription' | 'nothingToPay' | 'noCard'
export type BillingOutcome = { ok: true } | { ok: false; error: BillingRefusal }

export interface BillingOwner {
  _id: string
  email: string
}

/** The owner's billing account, with a provider customer made the first time (once, however many requests race). */
export async function billingAccountFor(ctx: StoreCtx, port: PaymentPort, owner: BillingOwner, now = new Date()): Promise<BillingAccountDoc> {
  const accounts = billingAccountsOf(ctx)
  const found = await accounts.findOne({ ownerId: owner._id })
  if (found) return found
  const customer = await port.createCustomer({ email: owner.email, metadata: { tenantId: ctx.tenant._id, ownerId: owner._id } }, `customer:${ctx.tenant._id}:${owner._id}`)
  try {
    return await accounts.insertOne({ ownerId: owner._id, customerId: customer.id, subscriptions: {}, demosUsed: [], createdAt: now, updatedAt: now })
  } catch (error) {
    if (!isDuplicateKeyError(error)) throw error
    return (await accounts.findOne({ ownerId: owner._id }))!
  }
}

const refused = (error: unknown): BillingOutcome => {
  if (error instanceof PaymentError) return { ok: false, error: error.key }
  throw error
}

/** The test-mode form's card (Stripe Elements makes the payment method in production): saved and made the default. */
export async function addTestCard(ctx: StoreCtx, port: TestModePort, owner: BillingOwner, card: CardInput, intent: string): Promise<BillingOutcome> {
  const account = await billingAccountFor(ctx, port, owner)
  try {
    const pm = await port.createCard(card, `card:${account._id}:${intent}`)
    return await useCard(ctx, port, account, pm.id)
  } catch (error) {
    return refused(error)
  }
}

/** A payment method the browser made (Stripe Elements) or the test form made: attached and made the default. */
export async function useCard(ctx: StoreCtx, port: PaymentPort, account: BillingAccountDoc, paymentMethod: string): Promise<BillingOutcome> {
  try {
    await port.attachCard(paymentMethod, account.customerId, `attach:${paymentMethod}:${account.customerId}`)
    await port.setDefaultCard(account.customerId, paymentMethod, `default:${account.customerId}:${paymentMethod}`)
    return { ok: true }
  } catch (error) {
    return refused(error)
  }
}

const isLive = (status: string | undefined) => status === 'active' || status === 'past_due' || status === 'trialing'

export async function subscribe(ctx: StoreCtx, port: PaymentPort, owner: BillingOwner, offerKey: string, currency: Currency): Promise<BillingOutcome> {
  const offer = findOffer(offerKey)
  // The bonus is claimed (grants.server.ts), never bought.
  if (!offer || offer.name === 'bonus') return { ok: false, error: 'unknownOffer' }
  const account = await billingAccountFor(ctx, port, owner)
  if (isLive(currentSubscription(account)?.status)) return { ok: false, error: 'alreadySubscribed' }
  if (offer.demo && account.demosUsed.includes(offer.plan)) return { ok: false, error: 'demoUsed' }
  const customer = await port.getCustomer(account.customerId)
  if (!customer.invoice_settings.default_payment_method) return { ok: false, error: 'noCard' }
  const price = await priceFor(port, offer.key, currency)
  // The same intent twice (a form sent again) is the same subscription: the key counts what exists.
  const key = `subscribe:${account._id}:${offer.key}:${Object.keys(account.subscriptions).length}`
  try {
    const sub = await port.createSubscription({ customer: account.customerId, price: price.id, metadata: { tenantId: ctx.tenant._id, ownerId: owner._id, offer: offer.key } }, key)
    await applySubscription(ctx, sub)
    if (offer.demo) await billingAccountsOf(ctx).updateOne({ _id: account._id }, { $push: { demosUsed: offer.plan } })
    return { ok: true }
  } catch (error) {
    // A refused first payment leaves an incomplete subscription with its invoice open: recorded, so the page can offer to pay it.
    if (error instanceof PaymentError && error.objectId?.startsWith('sub_')) await syncSubscription(ctx, port, error.objectId)
    return refused(error)
  }
}

/**
 * The owner's account and current subscription, read fresh from the provider first: a webhook may
 * not have arrived yet (a renewal, a cancellation at the period's end), and acting on a stale state
 * would ask the provider for something it refuses.
 */
async function current(ctx: StoreCtx, port: PaymentPort, ownerId: string) {
  const stored = await billingAccountsOf(ctx).findOne({ ownerId })
  const known = currentSubscription(stored)
  if (!stored || !known) return { account: stored, sub: known }
  await syncSubscription(ctx, port, known.id)
  const account = await billingAccountsOf(ctx).findOne({ ownerId })
  return { account, sub: currentSubscription(account) }
}

/** Cancel (renewal off: access stays until the period ends) or resume (renewal on again). */
export async function setRenewal(ctx: StoreCtx, port: PaymentPort, ownerId: string, renew: boolean): Promise<BillingOutcome> {
  const { account, sub } = await current(ctx, port, ownerId)
  if (!account || !sub || !isLive(sub.status)) return { ok: false, error: 'noSubscription' }
  // Keyed on the account's last change: the same form twice is one call, a later toggle a new one.
  const updated = await port.updateSubscription(sub.id, { cancel_at_period_end: !renew }, `renewal:${sub.id}:${renew}:${account.updatedAt.getTime()}`)
  await applySubscription(ctx, updated)
  return { ok: true }
}

/** Stripe neither bills nor collects a subscription in these states. */
const isEnded = (status: string) => status === 'canceled' || status === 'incomplete_expired'

/**
 * The owner's account is closing: every subscription not ended yet is cancelled now, not at its
 * period's end. Stopping the renewal alone would leave a past_due (or incomplete) subscription's
 * open invoice to Stripe's retries, charging the card after the account is gone.
 */
export async function cancelAllNow(ctx: StoreCtx, port: PaymentPort, ownerId: string): Promise<void> {
  const account = await billingAccountsOf(ctx).findOne({ ownerId })
  for (const known of Object.values(account?.subscriptions ?? {})) {
    if (isEnded(known.status)) continue
    // Read fresh: the provider may have ended it already, its webhook not in yet (a second cancel is refused).
    const fresh = await port.getSubscription(known.id)
    await applySubscription(ctx, isEnded(fresh.status) ? fresh : await port.cancelSubscription(fresh.id, `close:${fresh.id}`))
  }
}

/** Another offer, from now: its first period is paid at once, and a refused payment changes nothing. */
export async function changeOffer(ctx: StoreCtx, port: PaymentPort, ownerId: string, offerKey: string, currency: Currency): Promise<BillingOutcome> {
  const offer = findOffer(offerKey)
  if (!offer || offer.demo || offer.name === 'bonus') return { ok: false, error: 'unknownOffer' }
  const { account, sub } = await current(ctx, port, ownerId)
  if (!account || !sub || !isLive(sub.status)) return { ok: false, error: 'noSubscription' }
  const price = await priceFor(port, offer.key, currency)
  const card = (await port.getCustomer(account.customerId)).invoice_settings.default_payment_method
  try {
    const updated = await port.updateSubscription(sub.id, { price: price.id }, `change:${sub.id}:${offer.key}:${account.updatedAt.getTime()}:${card}`)
    await applySubscription(ctx, updated)
    return { ok: true }
  } catch (error) {
    return refused(error)
  }
}

/** SPEC §4 'restore payment': pays the subscription's open invoice with the default card. */
export async function payOpenInvoice(ctx: StoreCtx, port: PaymentPort, ownerId: string, invoiceId?: string): Promise<BillingOutcome> {
  const { account, sub } = await current(ctx, port, ownerId)
  if (!account || !sub?.latestInvoiceId || (sub.status !== 'past_due' && sub.status !== 'incomplete')) return { ok: false, error: 'nothingToPay' }
  if (invoiceId && invoiceId !== sub.latestInvoiceId) return { ok: false, error: 'nothingToPay' }
  // A new default card is a new attempt; the same card twice is one.
  const card = (await port.getCustomer(account.customerId)).invoice_settings.default_payment_method
  try {
    await port.payInvoice(sub.latestInvoiceId, `pay:${sub.latestInvoiceId}:${card}`)
    await syncSubscription(ctx, port, sub.id)
    return { ok: true }
  } catch (error) {
    return refused(error)
  }
}

/** The offer the owner's subscription gives now, or null on basic. A past_due subscription keeps its access while payment is restored. */
export function activeOffer(account: Pick<BillingAccountDoc, 'subscriptions'> | null, now = new Date()): Offer | null {
  const sub = currentSubscription(account)
  if (!sub || !isLive(sub.status) || sub.currentPeriodEnd.getTime() <= now.getTime()) return null
  return findOffer(sub.offer)
}

/** The plans the owner has now: the subscription's offer, 'unlimited' and the bonus seat (grants.server.ts). */
export async function plansOf(ctx: StoreCtx, ownerId: string, now = new Date()): Promise<{ plan: Plan; teams: number }[]> {
  const [account, unlimited, bonus] = await Promise.all([billingAccountsOf(ctx).findOne({ ownerId }), hasUnlimited(ctx, ownerId), bonusSeatsOf(ctx).findOne({ ownerId })])
  const offer = activeOffer(account, now)
  const bonusOffer = findOffer(BONUS_OFFER_KEY)!
  return [
    ...(offer ? [{ plan: offer.plan, teams: offer.teams }] : []),
    ...(unlimited ? [{ plan: 'UNLIMITED' as const, teams: 0 }] : []),
    ...(bonus && bonusEnd(bonus).getTime() > now.getTime() ? [{ plan: bonusOffer.plan, teams: bonusOffer.teams }] : []),
  ]
}

/** What the owner's plan grants (accessRulesOf's input): the best of the plans they have, else basic. */
export async function planGrantOf(ctx: StoreCtx, ownerId: string, now = new Date()): Promise<PlanGrant> {
  const grants = (await plansOf(ctx, ownerId, now)).map((p) => grantOf(p.plan, p.teams))
  return grants.reduce(better, grantOf('NONE'))
}

const weight = (g: PlanGrant) => [Number(g.teams) + Number(g.scene) + Number(g.compare), g.maxTeams]
const better = (a: PlanGrant, b: PlanGrant) => {
  const [wa, wb] = [weight(a), weight(b)]
  return wb[0] > wa[0] || (wb[0] === wa[0] && wb[1] > wa[1]) ? b : a
}
