// What other modules use of billing on the server: the owner's access rules as their plan sets them
// (SPEC §3: the one function every module reads), and the plan grant behind them.
import { accessRulesOf, type Account, type AccessRules } from '#modules/accounts/index.server'
import type { StoreCtx } from './server/billing.repo.server'
import { paymentsFor, type PaymentServices } from './server/payments.server'
import { cancelAllNow, planGrantOf } from './server/subscriptions.service.server'

export { planGrantOf, plansOf } from './server/subscriptions.service.server'
export { setUnlimited, hasUnlimited, bonusState, claimBonus } from './server/grants.server'
export { announcePlan } from './server/announce.server'
export { subscribesOf, ownerIdsBySubscribe, SUBSCRIBE_FILTERS, type SubscribeView, type SubscribeFilter } from './server/subscribers.server'

/** The owner's access rules: verification, the tenant's variant and the owner's plan (subscription, bonus or 'unlimited'). */
export async function ownerAccessRules(
  ctx: StoreCtx & { tenant: { variant?: 'work' | 'love' } },
  owner: Pick<Account, '_id' | 'verified'>,
  now = new Date()
): Promise<AccessRules> {
  return accessRulesOf(owner, ctx.tenant, await planGrantOf(ctx, owner._id, now))
}

/**
 * Before an owner's account is deleted (by the owner or an administrator): the subscriptions end at
 * once, so the card is charged no more, an overdue invoice included. Nobody can sign in to cancel them afterwards.
 */
export async function cancelSubscriptionsOfDeleted(ctx: StoreCtx & { services: PaymentServices }, ownerId: string): Promise<void> {
  await cancelAllNow(ctx, paymentsFor(ctx.services, ctx.tenant._id), ownerId)
}
export { payAnonymousReport, hasAnonymousReport, anonymousCardEntry, type AnonymousPayment } from './server/anonymous-report.server'

// The pair report sold on the pair page (SPEC §1: one time, lifetime access).
export { ownerCardEntry } from './server/card-entry.server'
export { pairReportOpen, pairReportOffer, buyPairReportFor, type PairReportOffer, type PairReportRefusal } from './server/pair-report.server'
