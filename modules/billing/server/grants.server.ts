// Plans given rather than sold (ADR 039): 'unlimited', granted by an administrator (and to the demo
// owner), and 'bonus', FULL for 120 months with 4 teams, which an owner claims while the tenant has
// seats left. A seat is a numbered document under two unique indexes (seat, owner), so two owners
// racing for the last seat cannot both get it, and one owner cannot take two.
import { isDuplicateKeyError } from '#app/store/errors'
import { tenantCollection } from '#app/store/tenant-scope'
import type { TenantDoc } from '#app/store/types'
import { BONUS_OFFER_KEY, BONUS_SEATS, findOffer, periodEnd } from '../catalogue'
import type { StoreCtx } from './billing.repo.server'
import { BILLING_GRANTS, BONUS_SEATS_COLLECTION } from './indexes'

export interface GrantDoc extends TenantDoc {
  ownerId: string
  plan: 'UNLIMITED'
  grantedAt: Date
}

export interface BonusSeatDoc extends TenantDoc {
  seat: number
  ownerId: string
  claimedAt: Date
}

export const grantsOf = (ctx: StoreCtx) => tenantCollection<GrantDoc>(ctx.services.store, ctx.tenant._id, BILLING_GRANTS)
export const bonusSeatsOf = (ctx: StoreCtx) => tenantCollection<BonusSeatDoc>(ctx.services.store, ctx.tenant._id, BONUS_SEATS_COLLECTION)

/** Gives or takes back 'unlimited' (idempotent both ways). */
export async function setUnlimited(ctx: StoreCtx, ownerId: string, on: boolean, now = new Date()): Promise<void> {
  if (!on) {
    await grantsOf(ctx).deleteOne({ ownerId })
    return
  }
  if (await grantsOf(ctx).findOne({ ownerId })) return
  try {
    await grantsOf(ctx).insertOne({ ownerId, plan: 'UNLIMITED', grantedAt: now })
  } catch (error) {
    if (!isDuplicateKeyError(error)) throw error
  }
}

export const hasUnlimited = async (ctx: StoreCtx, ownerId: string) => (await grantsOf(ctx).findOne({ ownerId })) !== null

/** The bonus's end: 120 months from the claim. */
export const bonusEnd = (seat: Pick<BonusSeatDoc, 'claimedAt'>) => periodEnd(seat.claimedAt, findOffer(BONUS_OFFER_KEY)!.period)

export interface BonusState {
  seats: number
  left: number
  /** The owner's seat, if they claimed one. */
  mine: { claimedAt: Date; endsAt: Date } | null
}

export async function bonusState(ctx: StoreCtx, ownerId: string): Promise<BonusState> {
  const [taken, mine] = await Promise.all([bonusSeatsOf(ctx).count({}), bonusSeatsOf(ctx).findOne({ ownerId })])
  return { seats: BONUS_SEATS, left: Math.max(0, BONUS_SEATS - taken), mine: mine ? { claimedAt: mine.claimedAt, endsAt: bonusEnd(mine) } : null }
}

export type BonusOutcome = { ok: true } | { ok: false; error: 'bonusTaken' | 'bonusSoldOut' }

/** Takes the next free seat for the owner; a second claim is refused, as is a claim once every seat is taken. */
export async function claimBonus(ctx: StoreCtx, ownerId: string, now = new Date()): Promise<BonusOutcome> {
  const seats = bonusSeatsOf(ctx)
  // A lost race for a seat number retries with the next; every attempt is bounded by the seat count.
  for (let attempt = 0; attempt < 8; attempt++) {
    if (await seats.findOne({ ownerId })) return { ok: false, error: 'bonusTaken' }
    const taken = await seats.count({})
    if (taken >= BONUS_SEATS) return { ok: false, error: 'bonusSoldOut' }
    try {
      await seats.insertOne({ seat: taken + 1, ownerId, claimedAt: now })
      return { ok: true }
    } catch (error) {
      if (!isDuplicateKeyError(error)) throw error
    }
  }
  return { ok: false, error: 'bonusSoldOut' }
}
