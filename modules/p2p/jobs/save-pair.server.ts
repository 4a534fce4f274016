// p2p.save (queue `store`): writes what p2p.run computed, or that it failed for good. It runs where
// the store may be opened (ADR 019: the web process with NeDB, any process with MongoDB).
// Idempotent by ruid: the write is one conditional update that matches only while the request still
// waits for this ruid and holds no result of it, so a second save of the same ruid (Bull runs a job
// at least once) changes nothing, stores no second result and records no second history entry.
// A run superseded by a newer Start (another ruid) is dropped.
import type { JobConfig, JobContext, JobModule } from '#jobs/types'
import type { DocumentStore } from '#app/store/types'
import type { LiveEvents } from '#app/live/types'
import type { PairResult } from '#engine/index'
import type { PairTexts } from '../texts/index'
import { recordRun } from '#modules/history/index.server'
import { pairsOf } from '../server/pairs.repo.server'

export const config: JobConfig = {
  name: 'p2p.save',
  queue: 'store',
  attempts: 5,
  backoff: { type: 'exponential', delay: 500 },
}

export interface SavePairData {
  tenantId: string
  ownerId: string
  pairId: string
  ruid: string
  seed: number
  inputsHash: string
  engineVersion: string
  names: { left: string; right: string; manager: string | null }
  actors?: [string, string]
  outcome: { ok: true; result: PairResult; texts: { ru: PairTexts; en: PairTexts } } | { ok: false }
}

type Services = { store: DocumentStore; live: LiveEvents }

export default async function savePairHandler(data: SavePairData, ctx: JobContext<Services>) {
  const pairs = pairsOf({ services: ctx.services, tenant: { _id: data.tenantId } })
  const target = { tenantId: data.tenantId, userId: data.ownerId }
  const waiting = { _id: data.pairId, ownerId: data.ownerId, ruid: data.ruid, status: 'queued' }
  const now = new Date()
  if (!data.outcome.ok) {
    // The old result (if any) stays: a failed rerun never takes away what was stored.
    const marked = await pairs.updateOne(waiting, { $set: { status: 'failed', updatedAt: now } })
    if (marked) await ctx.services.live.publish(target, { kind: 'renderPair', ruid: data.ruid, p2pId: data.pairId, status: 'failed' }).catch(() => {})
    return { stored: false }
  }
  const stored = await pairs.updateOne(
    { ...waiting, 'result.ruid': { $ne: data.ruid } },
    {
      $set: {
        status: 'computed',
        result: {
          ruid: data.ruid,
          pair: data.outcome.result,
          texts: data.outcome.texts,
          names: data.names,
          ...(data.actors ? { actors: data.actors } : {}),
          engineVersion: data.engineVersion,
          seed: data.seed,
          inputsHash: data.inputsHash,
          computedAt: now,
        },
        updatedAt: now,
      },
    }
  )
  if (!stored) return { stored: false }
  const actors = [data.names.left, data.names.right]
  await recordRun(ctx.services, { tenantId: data.tenantId, ownerId: data.ownerId }, { type: 'p2p', subjectId: data.pairId, title: actors.join(' + '), actors })
  await ctx.services.live.publish(target, { kind: 'renderPair', ruid: data.ruid, p2pId: data.pairId, status: 'done' }).catch(() => {})
  await ctx.progress(100)
  return { stored: true }
}

export const savePairJob: JobModule<SavePairData, Services> = { config, default: savePairHandler }
