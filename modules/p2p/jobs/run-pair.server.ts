// p2p.run (queue `engine`): computes one pair forecast. It never opens the store (ADR 019): with the
// embedded NeDB store only the web process may, and this job may run in the worker. Everything it
// needs travels in the job's data; it reports the engine's phases (forward only, SPEC §9 percents,
// ADR 020) as job progress and as `sceneComputePhase` live events, then hands the result to the
// store job (the shared shape: jobs/compute-then-save.server.ts), p2p.save. Safe to run twice: the same seed gives the same result, and p2p.save stores
// one result per ruid however often it is handed one.
import type { JobConfig, JobContext, JobModule, JobQueue } from '#jobs/types'
import type { LiveEvents } from '#app/live/types'
import { computeThenSave } from '#jobs/compute-then-save.server'
import type { Env } from '#app/config/env.server'
import type { Logger } from '#app/log/logger.server'
import { forecastPair, type PairResult } from '#engine/index'
import { createPairTextPort } from '../texts/index.server'
import type { PairInputWithoutSeed } from '../server/engine-input.server'
import { config as saveConfig, type SavePairData } from './save-pair.server'

export const config: JobConfig = {
  name: 'p2p.run',
  queue: 'engine',
  attempts: 3,
  backoff: { type: 'exponential', delay: 1000 },
}

export interface RunPairData {
  tenantId: string
  ownerId: string
  pairId: string
  ruid: string
  seed: number
  input: PairInputWithoutSeed
  inputsHash: string
  engineVersion: string
  names: { left: string; right: string; manager: string | null }
  /** The two profiles' ids (the pair report's purchase is for them); absent in runs queued before it was kept. */
  actors?: [string, string]
  /** Replicates override (benchmarks and tests only); the engine's default otherwise. */
  replicates?: number
}

/** `env` and `log` choose and report the text port; without `env`, the embedded composer writes. */
type Services = { live: LiveEvents; jobs: JobQueue; env?: Pick<Env, 'CHAT_URL' | 'CHAT_API_KEY' | 'CHAT_MODEL'>; log?: Pick<Logger, 'warn'> }

export const runJobId = (ruid: string) => `p2p-run-${ruid}`
export const saveJobId = (ruid: string) => `p2p-save-${ruid}`

export default async function runPairHandler(data: RunPairData, ctx: JobContext<Services>) {
  await computeThenSave(ctx, {
    run: { tenantId: data.tenantId, ownerId: data.ownerId, ruid: data.ruid, subjectId: data.pairId, runKind: 'p2p' },
    attempts: config.attempts,
    compute: async (onPercent) => {
      const result = forecastPair({ ...data.input, seed: data.seed, ...(data.replicates ? { replicates: data.replicates } : {}) }, ({ percent }) => onPercent(percent))
      return { result, texts: await composeTexts(ctx.services, data, result) }
    },
    save: { name: saveConfig.name, jobId: saveJobId(data.ruid), data: (outcome) => saveData(data, outcome.ok ? { ok: true, ...outcome.value } : { ok: false }) },
  })
  return { ruid: data.ruid }
}

/**
 * The result's texts in both languages (ADR 022), written here rather than in p2p.save: a chat
 * model may take seconds, and this job needs no store. The chat adapter falls back to the composer.
 */
async function composeTexts(services: Services, data: RunPairData, result: PairResult) {
  const port = createPairTextPort(services.env ?? {}, { logger: services.log })
  const names = { left: data.names.left, right: data.names.right, ...(data.names.manager ? { manager: data.names.manager } : {}) }
  const input = { result, names, variant: data.input.variant }
  const [ru, en] = await Promise.all([port.compose({ ...input, lang: 'ru' }), port.compose({ ...input, lang: 'en' })])
  return { ru, en }
}

/** The store job's data for an outcome. */
function saveData(data: RunPairData, outcome: SavePairData['outcome']): SavePairData {
  return {
    tenantId: data.tenantId,
    ownerId: data.ownerId,
    pairId: data.pairId,
    ruid: data.ruid,
    seed: data.seed,
    inputsHash: data.inputsHash,
    engineVersion: data.engineVersion,
    names: data.names,
    ...(data.actors ? { actors: data.actors } : {}),
    outcome,
  }
}

export const runPairJob: JobModule<RunPairData, Services> = { config, default: runPairHandler }
