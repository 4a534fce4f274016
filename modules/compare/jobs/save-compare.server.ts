// compare.save (queue `store`): writes what compare.run computed, or that it failed for good. It runs
// where the store may be opened (ADR 019). Idempotent by ruid: one conditional update that matches
// only while the comparison still waits for this ruid, so a second save of the same ruid (Bull runs a
// job at least once) changes nothing, stores no second result and records no second history entry.
import type { JobConfig, JobContext, JobModule } from '#jobs/types'
import type { DocumentStore } from '#app/store/types'
import type { LiveEvents } from '#app/live/types'
import { recordRun } from '#modules/history/index.server'
import { comparisonsOf, type StoredComparison } from '../server/compare.repo.server'

export const config: JobConfig = {
  name: 'compare.save',
  queue: 'store',
  attempts: 5,
  backoff: { type: 'exponential', delay: 500 },
}

export interface SaveCompareData {
  tenantId: string
  ownerId: string
  comparisonId: string
  ruid: string
  titles: string[]
  outcome: { ok: true; result: Omit<StoredComparison, 'computedAt'> } | { ok: false }
}

type Services = { store: DocumentStore; live: LiveEvents }

export default async function saveCompareHandler(data: SaveCompareData, ctx: JobContext<Services>) {
  const comparisons = comparisonsOf({ services: ctx.services, tenant: { _id: data.tenantId } })
  const target = { tenantId: data.tenantId, userId: data.ownerId }
  const waiting = { _id: data.comparisonId, ownerId: data.ownerId, ruid: data.ruid, status: 'queued' }
  const now = new Date()
  if (!data.outcome.ok) {
    const marked = await comparisons.updateOne(waiting, { $set: { status: 'failed', updatedAt: now } })
    if (marked) await ctx.services.live.publish(target, { kind: 'renderCompareTeam', ruid: data.ruid, compareId: data.comparisonId, status: 'failed' }).catch(() => {})
    return { stored: false }
  }
  const stored = await comparisons.updateOne(waiting, { $set: { status: 'computed', result: { ...data.outcome.result, computedAt: now }, updatedAt: now } })
  if (!stored) return { stored: false }
  await recordRun(
    ctx.services,
    { tenantId: data.tenantId, ownerId: data.ownerId },
    { type: 'compareTeams', subjectId: data.comparisonId, title: data.titles.join(' / '), scenes: data.titles }
  )
  await ctx.services.live.publish(target, { kind: 'renderCompareTeam', ruid: data.ruid, compareId: data.comparisonId, status: 'done' }).catch(() => {})
  await ctx.progress(100)
  return { stored: true }
}

export const saveCompareJob: JobModule<SaveCompareData, Services> = { config, default: saveCompareHandler }
