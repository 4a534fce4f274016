// What the administrator sees of owners' plans (SPEC §3 Owner 'subscribe {status, subscribe plan,
// latest_invoice, subscribeEndDate, subscribeStartDate}', §7 the owners' `subscribe` filter): the
// current subscription of each owner of a page, and the given plans ('unlimited', 'bonus') shown as
// plans too. One query per collection for a whole page of owners, never one per row.
import { BONUS_OFFER_KEY, findOffer, type PlanName } from '../catalogue'
import { billingAccountsOf, currentSubscription, type StoreCtx } from './billing.repo.server'
import { bonusEnd, bonusSeatsOf, grantsOf } from './grants.server'

/** The `subscribe` filter's values (docs/administrator-api.md). */
export const SUBSCRIBE_FILTERS = ['none', 'active', 'past_due', 'incomplete', 'unlimited', 'bonus'] as const
export type SubscribeFilter = (typeof SUBSCRIBE_FILTERS)[number]

export interface SubscribeView {
  /** The subscription's state (SPEC §4: active, past_due, incomplete); a given plan is 'active'; 'none' without either. */
  status: 'none' | 'active' | 'past_due' | 'incomplete'
  /** The plan the owner has: the subscription's, else 'unlimited', else 'bonus'. */
  plan: PlanName | null
  /** The subscription's offer key (`LITE_7D` …); null for a given plan. */
  subscribe: string | null
  latestInvoice: string | null
  subscribeStartDate: Date | null
  /** When the paid period (or the bonus) ends; null for 'unlimited', which does not. */
  subscribeEndDate: Date | null
  /** Renewal turned off: the subscription ends at subscribeEndDate. */
  cancelAtPeriodEnd: boolean
  /** Given by an administrator (PATCH /owners/{id} { unlimited }). */
  unlimited: boolean
  /** The owner holds a bonus seat that has not ended. */
  bonus: boolean
}

export const NO_SUBSCRIBE: SubscribeView = {
  status: 'none',
  plan: null,
  subscribe: null,
  latestInvoice: null,
  subscribeStartDate: null,
  subscribeEndDate: null,
  cancelAtPeriodEnd: false,
  unlimited: false,
  bonus: false,
}

/** A subscription status that still gives its plan, as the filter names it ('trialing' counts as active). */
const liveStatus = (status: string | undefined): SubscribeView['status'] | null =>
  status === 'active' || status === 'trialing' ? 'active' : status === 'past_due' || status === 'incomplete' ? status : null

/** Each listed owner's plan state, by owner id (owners without any get NO_SUBSCRIBE). */
export async function subscribesOf(ctx: StoreCtx, ownerIds: string[], now = new Date()): Promise<Record<string, SubscribeView>> {
  if (ownerIds.length === 0) return {}
  const $in = { $in: ownerIds }
  const [accounts, grants, seats] = await Promise.all([
    billingAccountsOf(ctx).find({ ownerId: $in }, { limit: ownerIds.length }),
    grantsOf(ctx).find({ ownerId: $in }, { limit: ownerIds.length }),
    bonusSeatsOf(ctx).find({ ownerId: $in }, { limit: ownerIds.length }),
  ])
  const unlimited = new Set(grants.map((g) => g.ownerId))
  const bonusEnds = new Map(seats.map((s) => [s.ownerId, bonusEnd(s)] as const).filter(([, end]) => end.getTime() > now.getTime()))
  const subs = new Map(accounts.map((a) => [a.ownerId, currentSubscription(a)] as const))
  const views: Record<string, SubscribeView> = {}
  for (const ownerId of ownerIds) {
    const sub = subs.get(ownerId) ?? null
    const status = liveStatus(sub?.status)
    const flags = { unlimited: unlimited.has(ownerId), bonus: bonusEnds.has(ownerId) }
    if (sub && status) {
      views[ownerId] = {
        status,
        plan: findOffer(sub.offer)?.name ?? null,
        subscribe: sub.offer,
        latestInvoice: sub.latestInvoiceId,
        subscribeStartDate: sub.currentPeriodStart,
        subscribeEndDate: sub.currentPeriodEnd,
        cancelAtPeriodEnd: sub.cancelAtPeriodEnd,
        ...flags,
      }
    } else if (flags.unlimited) {
      views[ownerId] = { ...NO_SUBSCRIBE, status: 'active', plan: 'unlimited', ...flags }
    } else if (flags.bonus) {
      const seat = seats.find((s) => s.ownerId === ownerId)!
      views[ownerId] = {
        ...NO_SUBSCRIBE,
        status: 'active',
        plan: 'bonus',
        subscribe: BONUS_OFFER_KEY,
        subscribeStartDate: seat.claimedAt,
        subscribeEndDate: bonusEnds.get(ownerId)!,
        ...flags,
      }
    } else views[ownerId] = { ...NO_SUBSCRIBE, ...flags }
  }
  return views
}

/** The most billing records the `subscribe` filter reads: every customer, grant and seat of a tenant up to this. */
const SCAN_LIMIT = 50_000

/**
 * The owners a `subscribe` filter value selects, as an id filter for the owners' query:
 * `{ $in: ids }`, or for 'none' `{ $nin: ids }` of everyone who has a plan. A subscription's status
 * lives inside the customer's document (one entry per subscription), so the customers are read and
 * judged here, as subscribesOf judges them.
 */
export async function ownerIdsBySubscribe(ctx: StoreCtx, filter: SubscribeFilter, now = new Date()): Promise<{ $in: string[] } | { $nin: string[] }> {
  const [accounts, grants, seats] = await Promise.all([
    filter === 'unlimited' || filter === 'bonus' ? [] : billingAccountsOf(ctx).find({}, { limit: SCAN_LIMIT }),
    filter === 'unlimited' || filter === 'none' ? grantsOf(ctx).find({}, { limit: SCAN_LIMIT }) : [],
    filter === 'bonus' || filter === 'none' ? bonusSeatsOf(ctx).find({}, { limit: SCAN_LIMIT }) : [],
  ])
  const liveSeats = seats.filter((s) => bonusEnd(s).getTime() > now.getTime()).map((s) => s.ownerId)
  const withStatus = (wanted: (s: SubscribeView['status'] | null) => boolean) => accounts.filter((a) => wanted(liveStatus(currentSubscription(a)?.status))).map((a) => a.ownerId)
  switch (filter) {
    case 'unlimited':
      return { $in: grants.map((g) => g.ownerId) }
    case 'bonus':
      return { $in: liveSeats }
    case 'none':
      return { $nin: [...withStatus((s) => s !== null), ...grants.map((g) => g.ownerId), ...liveSeats] }
    default:
      return { $in: withStatus((s) => s === filter) }
  }
}
