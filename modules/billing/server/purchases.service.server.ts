// One-time purchases (SPEC §1, §7): a pair report with lifetime access for the owner who bought it,
// and the mobile personality test's full report, bought anonymously by its result key. A purchase
// is recorded from the payment as the provider holds it: at once when the payment succeeds on the
// page, and again (harmlessly, one per payment) when its webhook arrives.
import { isDuplicateKeyError } from '#app/store/errors'
import { tenantCollection } from '#app/store/tenant-scope'
import type { TenantDoc } from '#app/store/types'
import { ONE_TIME_PRICES } from '#seeds/prices'
import { PaymentError, type PaymentPort, type PortPaymentIntent } from './port'
import type { StoreCtx } from './billing.repo.server'
import { PURCHASES } from './indexes'
import type { Currency } from './payments.server'
import type { BillingOutcome } from './subscriptions.service.server'

export interface PurchaseDoc extends TenantDoc {
  kind: 'pairReport' | 'anonymousReport'
  /** Pair reports: the owner who paid and the pair, its two profile ids in order (either way round is the same pair). */
  ownerId?: string
  pair?: string
  /** Anonymous reports: the result's key. */
  key?: string
  paymentIntentId: string
  amount: number
  currency: string
  paidAt: Date
}

export const purchasesOf = (ctx: StoreCtx) => tenantCollection<PurchaseDoc>(ctx.services.store, ctx.tenant._id, PURCHASES)

/** The pair as stored: the two ids sorted, so A–B and B–A are one purchase. */
export const pairOf = (id1: string, id2: string) => [id1, id2].sort().join(':')

/** Records a succeeded payment's purchase (from its metadata); false for anything else. Safe to repeat. */
export async function recordPurchase(ctx: StoreCtx, intent: PortPaymentIntent, now = new Date()): Promise<boolean> {
  const m = intent.metadata
  if (intent.status !== 'succeeded' || m.tenantId !== ctx.tenant._id || (m.kind !== 'pairReport' && m.kind !== 'anonymousReport')) return false
  try {
    await purchasesOf(ctx).insertOne({
      kind: m.kind,
      ...(m.kind === 'pairReport' ? { ownerId: m.ownerId, pair: m.pair } : { key: m.key }),
      paymentIntentId: intent.id,
      amount: intent.amount,
      currency: intent.currency,
      paidAt: now,
    })
  } catch (error) {
    if (!isDuplicateKeyError(error)) throw error
  }
  return true
}

export async function hasPairReport(ctx: StoreCtx, ownerId: string, id1: string, id2: string): Promise<boolean> {
  return (await purchasesOf(ctx).count({ kind: 'pairReport', ownerId, pair: pairOf(id1, id2) })) > 0
}

export async function hasAnonymousReport(ctx: StoreCtx, key: string): Promise<boolean> {
  return (await purchasesOf(ctx).count({ kind: 'anonymousReport', key })) > 0
}

async function pay(ctx: StoreCtx, port: PaymentPort, params: Parameters<PaymentPort['createPaymentIntent']>[0], key: string): Promise<BillingOutcome> {
  try {
    await recordPurchase(ctx, await port.createPaymentIntent(params, key))
    return { ok: true }
  } catch (error) {
    if (error instanceof PaymentError) return { ok: false, error: error.key }
    throw error
  }
}

/** Buys the pair report once (a second purchase of the same pair is not charged). The caller checks the profiles are the owner's. */
export async function buyPairReport(
  ctx: StoreCtx,
  port: PaymentPort,
  buyer: { ownerId: string; customerId: string },
  pair: [string, string],
  paymentMethod: string,
  currency: Currency
): Promise<BillingOutcome> {
  if (await hasPairReport(ctx, buyer.ownerId, ...pair)) return { ok: true }
  const metadata = { tenantId: ctx.tenant._id, kind: 'pairReport', ownerId: buyer.ownerId, pair: pairOf(...pair) }
  return pay(
    ctx,
    port,
    { amount: ONE_TIME_PRICES.pairReport[currency], currency, customer: buyer.customerId, payment_method: paymentMethod, metadata },
    `pair:${buyer.ownerId}:${metadata.pair}:${paymentMethod}`
  )
}

/** Buys the personality test's full report for a result key, with a card the visitor entered (no account). */
export async function buyAnonymousReport(
  ctx: StoreCtx,
  port: PaymentPort,
  key: string,
  { paymentMethod, customer }: { paymentMethod: string; customer: string | null },
  currency: Currency
): Promise<BillingOutcome> {
  if (await hasAnonymousReport(ctx, key)) return { ok: true }
  const metadata = { tenantId: ctx.tenant._id, kind: 'anonymousReport', key }
  return pay(ctx, port, { amount: ONE_TIME_PRICES.anonymousReport[currency], currency, customer, payment_method: paymentMethod, metadata }, `anonymous:${key}:${paymentMethod}`)
}
