// The comparisons repository: every query goes through tenantCollection and names the owner, so
// another tenant's or another owner's comparison is never found, listed or deleted.
import { tenantCollection } from '#app/store/tenant-scope'
import type { DocumentStore, TenantDoc } from '#app/store/types'
import { isId } from '#app/store/ids'
import type { CompareRow, TeamSummary } from '#engine/index'
import { COMPARISONS } from './indexes'

export { COMPARISONS }

/** Waiting for (or computing) its run, stored, or failed for good. */
export type ComparisonStatus = 'queued' | 'computed' | 'failed'

/** A team's summary as stored: the lead and manager by name (names only: hidden details stay hidden). */
export type StoredTeamSummary = Omit<TeamSummary, 'lead' | 'manager'> & { lead: string | null; manager: string | null }

/** What a comparison run stored (ADR 033): the rows and each team's summary, never daily series. */
export interface StoredComparison {
  ruid: string
  /** SPEC §3's comparison indicators in engine order; lead and manager rows hold names. */
  rows: CompareRow[]
  /** Per team (in the order of sceneIds): on how many rows it leads. */
  wins: number[]
  summaries: StoredTeamSummary[]
  /** The one seed every team was simulated with: a difference comes from the teams, not from luck. */
  seed: number
  engineVersion: string
  /** Per team, sha256 of its engine input (seed left out). */
  inputsHashes: string[]
  computedAt: Date
}

export interface ComparisonDoc extends TenantDoc {
  ownerId: string
  /** The teams compared, 2 to 4, in the order the owner chose them. */
  sceneIds: string[]
  /** Their titles when the comparison started: the comparison stays readable after a team is renamed or deleted. */
  titles: string[]
  status: ComparisonStatus
  ruid: string
  result: StoredComparison | null
  createdAt: Date
  updatedAt: Date
}

export interface StoreCtx {
  services: { store: DocumentStore }
  tenant: { _id: string }
}

export const comparisonsOf = (ctx: StoreCtx) => tenantCollection<ComparisonDoc>(ctx.services.store, ctx.tenant._id, COMPARISONS)

/** The owner's comparison, or null (another owner's, another tenant's, or a malformed id). */
export function findOwnComparison(ctx: StoreCtx, ownerId: string, id: unknown): Promise<ComparisonDoc | null> {
  return isId(id) ? comparisonsOf(ctx).findOne({ _id: id, ownerId }) : Promise.resolve(null)
}

/** The owner's comparisons, newest first. */
export function listOwnComparisons(ctx: StoreCtx, ownerId: string, limit: number): Promise<ComparisonDoc[]> {
  return comparisonsOf(ctx).find({ ownerId }, { sort: { createdAt: -1, _id: -1 }, limit })
}
