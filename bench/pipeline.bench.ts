// `npm run bench:pipeline`: pair runs per second through the whole pipeline (startRun → p2p.run on
// the engine queue → forecastPair → p2p.save on the store queue → store → history → live events), on
// both queue adapters, against references measured in this same run: the engine alone
// (forecastPair per second, same inputs) and Bull's own throughput for a no-op job. Prints
// figures; asserts nothing. The Bull rows need Redis (REDIS_URL, default redis://127.0.0.1:6379/2)
// and use a key prefix of their own, removed afterwards.
import { benchServices } from './services'
import type { AppContext } from '#app/context'
import { TENANTS } from '#modules/profiles/profiles.fixture'
import { allJobs } from '#modules/registry.server'
import { createAccount } from '#modules/accounts/server/accounts.server'
import { createBullQueue } from '#jobs/bull.server'
import type { JobModule } from '#jobs/types'
import { EXAMPLE_ANSWERS } from '#engine/scoring/example-answers'
import { forecastPair } from '#engine/index'
import { makeFilledProfile } from '#modules/p2p/p2p.fixture'
import { deleteKeys } from '#modules/p2p/p2p-redis.fixture'
import { createPair, startRun } from '#modules/p2p/server/pairs.service.server'
import { pairInput } from '#modules/p2p/server/engine-input.server'

const RUNS = Number(process.env.BENCH_RUNS ?? 60)
const NOOP_JOBS = Number(process.env.BENCH_NOOP_JOBS ?? 1000)
const redisUrl = process.env.REDIS_URL || 'redis://127.0.0.1:6379/2'
const prefix = `p2ph-bench-${process.pid}-${Date.now()}`

const seconds = (t0: bigint) => Number(process.hrtime.bigint() - t0) / 1e9
const fmt = (x: number) => x.toFixed(1).padStart(9)

async function pipeline(adapter: 'inline' | 'bull'): Promise<{ rate: number; engineShare: number }> {
  const { services, dispose } = await benchServices('pipeline', adapter === 'bull' ? { redisUrl, prefix: `${prefix}-${adapter}` } : null)
  await services.jobs.process(allJobs(), services)
  const ctx: AppContext = { services, tenant: TENANTS[0], lng: 'en', nonce: 'n' }
  try {
    const owner = await createAccount(ctx, 'owner', { email: `bench-${adapter}@example.com`, verified: true })
    const a = await makeFilledProfile(ctx, owner._id, 'Ann', EXAMPLE_ANSWERS.seasoned)
    const b = await makeFilledProfile(ctx, owner._id, 'Ben', EXAMPLE_ANSWERS.graduate)
    const ids: string[] = []
    for (let i = 0; i < RUNS; i++) {
      const made = await createPair(ctx, owner._id, { left: a._id, right: b._id, mode: 'office', hours: 5 })
      if (!made.ok) throw new Error(made.error)
      ids.push(made.value._id)
    }
    // Warm-up: one run through the whole pipeline.
    await startRun(ctx, owner._id, ids[0])
    await services.jobs.drain()
    const t0 = process.hrtime.bigint()
    for (const id of ids) {
      const started = await startRun(ctx, owner._id, id)
      if (!started.ok) throw new Error(started.error)
    }
    await services.jobs.drain()
    const wall = seconds(t0)
    const stored = await services.store.collection('p2p_requests').count({ status: 'computed' })
    if (stored !== RUNS) throw new Error(`${adapter}: ${stored} of ${RUNS} results stored`)
    const engine = engineRate(a, b)
    return { rate: RUNS / wall, engineShare: RUNS / engine / wall }
  } finally {
    await dispose()
  }
}

let engineCache = 0
function engineRate(a: Parameters<typeof pairInput>[0]['left'], b: Parameters<typeof pairInput>[0]['left']): number {
  if (engineCache) return engineCache
  const input = pairInput({ left: a, right: b, manager: null }, { mode: 'office', hours: 5 }, '2026-01-01', 'work')
  for (let i = 0; i < 3; i++) forecastPair({ ...input, seed: i })
  const t0 = process.hrtime.bigint()
  for (let i = 0; i < RUNS; i++) forecastPair({ ...input, seed: i })
  engineCache = RUNS / seconds(t0)
  return engineCache
}

/** Bull's own throughput: a job that does nothing, on one queue, concurrency 1, as our queues run. */
async function bullNoop(): Promise<number> {
  const noop: JobModule = { config: { name: 'bench.noop', queue: 'bench', attempts: 1, backoff: { type: 'fixed', delay: 0 } }, default: async () => null }
  const queue = createBullQueue(redisUrl, [noop], { prefix: `${prefix}-noop` })
  try {
    await queue.process([noop], {})
    await queue.enqueue('bench.noop', {})
    await queue.drain()
    const t0 = process.hrtime.bigint()
    for (let i = 0; i < NOOP_JOBS; i++) await queue.enqueue('bench.noop', { i })
    await queue.drain()
    return NOOP_JOBS / seconds(t0)
  } finally {
    await queue.close()
  }
}

async function redisUp(): Promise<boolean> {
  const { Redis } = await import('ioredis')
  const redis = new Redis(redisUrl, { lazyConnect: true, connectTimeout: 1000, maxRetriesPerRequest: 0, retryStrategy: () => null })
  redis.on('error', () => {})
  try {
    await redis.connect()
    return (await redis.ping()) === 'PONG'
  } catch {
    return false
  } finally {
    redis.disconnect()
  }
}

console.log(`pair pipeline benchmark — node ${process.version}, ${RUNS} runs per adapter, NeDB store, default replicates`)
console.log('what                                   per second   share of time in the engine')
const inline = await pipeline('inline')
console.log(`pair runs, inline queue              ${fmt(inline.rate)}    ${(inline.engineShare * 100).toFixed(0)} %`)
if (await redisUp()) {
  const bull = await pipeline('bull')
  console.log(`pair runs, Bull queue                ${fmt(bull.rate)}    ${(bull.engineShare * 100).toFixed(0)} %`)
  const noop = await bullNoop()
  console.log(`reference: Bull no-op jobs           ${fmt(noop)}`)
  console.log(`  a pair run is two jobs: at most ${fmt(noop / 2).trim()} runs/s if Bull were the only cost`)
  await deleteKeys(`${prefix}*`)
} else {
  console.log(`Bull rows skipped: Redis at ${redisUrl} does not answer`)
}
console.log(`reference: forecastPair alone        ${fmt(engineCache)}`)
