// The pair requests repository: every query goes through tenantCollection and names the owner, so
// another tenant's or another owner's request is never found, counted, run, changed or deleted.
import { tenantCollection } from '#app/store/tenant-scope'
import type { DocumentStore, TenantDoc } from '#app/store/types'
import { isId } from '#app/store/ids'
import type { PairTexts } from '../texts/index'
import type { PairResult } from '#engine/index'
import type { InteractionModeName } from '../schemas'

export type PairStatus = 'created' | 'queued' | 'computed' | 'failed'

/** A stored forecast with what reproduces it (ADR 019). */
export interface StoredPairResult {
  ruid: string
  pair: PairResult
  /** The result's texts in both languages, written by the text port when the run finished (ADR 022). */
  texts: { ru: PairTexts; en: PairTexts }
  /** The people as they were when the run started (names only: hidden details stay hidden). */
  names: { left: string; right: string; manager: string | null }
  /** The two profiles it was computed for: the pair whose report unlocks it (absent in results stored before they were kept). */
  actors?: [string, string]
  engineVersion: string
  seed: number
  /** sha256 of the engine's input (people's scores, interaction, start day, variant), seed left out. */
  inputsHash: string
  computedAt: Date
}

export interface PairDoc extends TenantDoc {
  ownerId: string
  /** SPEC §3 'actors (2 slots)': profile ids, or null while a slot is empty. */
  actors: [string | null, string | null]
  managerId: string | null
  mode: InteractionModeName
  hours: number
  /** The first of the month the request was made in, `YYYY-MM-01` (SPEC §9). */
  startDay: string
  status: PairStatus
  /** The run the request waits for (or last ran). */
  ruid: string | null
  /** The last stored result: kept while a rerun computes, replaced once the new one is stored. */
  result: StoredPairResult | null
  createdAt: Date
  updatedAt: Date
}

import { PAIRS } from './indexes'

export { PAIRS }

export interface StoreCtx {
  services: { store: DocumentStore }
  tenant: { _id: string }
}

export const pairsOf = (ctx: StoreCtx) => tenantCollection<PairDoc>(ctx.services.store, ctx.tenant._id, PAIRS)

/** The owner's request, or null (another owner's, another tenant's, or a malformed id). */
export function findOwnPair(ctx: StoreCtx, ownerId: string, id: unknown): Promise<PairDoc | null> {
  return isId(id) ? pairsOf(ctx).findOne({ _id: id, ownerId }) : Promise.resolve(null)
}

/** The owner's requests, newest change first: `limit` of them after the first `skip`. */
export function listOwnPairs(ctx: StoreCtx, ownerId: string, limit: number, skip: number): Promise<PairDoc[]> {
  return pairsOf(ctx).find({ ownerId }, { sort: { updatedAt: -1, _id: -1 }, limit, skip })
}

export const countOwnPairs = (ctx: StoreCtx, ownerId: string): Promise<number> => pairsOf(ctx).count({ ownerId })
