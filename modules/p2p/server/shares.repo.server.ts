// The shared results repository (ADR 042): every query goes through tenantCollection, so a link made
// on one tenant is never found on another; the owner's calls name the owner too.
import { tenantCollection } from '#app/store/tenant-scope'
import type { TenantDoc } from '#app/store/types'
import type { PairResult } from '#engine/index'
import type { CompatibilityFacts } from '../ui/result/PairHeadline'
import type { PairTexts } from '../texts/index'
import { SHARES } from './indexes'
import type { StoreCtx } from './pairs.repo.server'

/** What a link shows, taken when it was made: the two names and what the owner could see of the result then. */
export interface ShareSnapshot {
  names: { left: string; right: string }
  /** The forecast's first day, `YYYY-MM-01` (the chart's months). */
  startDay: string
  /** The free headline: always shown. */
  headline: { compatibility: CompatibilityFacts; summary: { ru: string; en: string } }
  /** The full report, only when the owner could see it when sharing (ADR 039's lock); the page checks the lock again. */
  report: { pair: PairResult; texts: { ru: PairTexts; en: PairTexts } } | null
}

export interface ShareDoc extends TenantDoc {
  /** 128 random bits, base64url: the link's first half (server/share-link.server.ts). */
  key: string
  ownerId: string
  pairId: string
  /** The run whose result was shared. */
  ruid: string
  /** The two profiles the result was computed for: whose report's lock the page checks when opened. */
  actors: [string | null, string | null]
  /** Emptied on revocation: a withdrawn link keeps nothing of the result. */
  snapshot: ShareSnapshot | null
  createdAt: Date
  revokedAt: Date | null
}

export const sharesOf = (ctx: StoreCtx) => tenantCollection<ShareDoc>(ctx.services.store, ctx.tenant._id, SHARES)

/** Withdraws the owner's live links of a pair request and drops their snapshots; how many. */
export function revokePairShares(ctx: StoreCtx, ownerId: string, pairId: string, now = new Date()): Promise<number> {
  return sharesOf(ctx).updateMany({ ownerId, pairId, revokedAt: null }, { $set: { revokedAt: now, snapshot: null } })
}

/** An owner's account is closing: every result they shared stops opening, as a revoked share does. */
export function revokeOwnerShares(ctx: StoreCtx, ownerId: string, now = new Date()): Promise<number> {
  return sharesOf(ctx).updateMany({ ownerId, revokedAt: null }, { $set: { revokedAt: now, snapshot: null } })
}
