// The production adapter of the job port: Bull 4 on Redis (REDIS_URL). The web process only
// enqueues; the worker process (jobs/worker.ts) calls `process`. Nothing connects until a queue is
// first used, so importing this file (or building the server) needs no Redis.
import Bull from 'bull'
import { Redis } from 'ioredis'
import { backoffDelay, configsByName, defaultLog, failureLine, quote, requireConfig } from './shared.server'
import type { EnqueueOptions, JobHandler, JobModule, JobQueue, JobStatus, QueueOptions } from './types'

export interface BullQueueOptions extends QueueOptions {
  /** Redis key prefix; tests use a unique one per run. Default `rapport`. */
  prefix?: string
}

const POLL_MS = 50
const PING_TIMEOUT_MS = 2000

export function createBullQueue(redisUrl: string, jobs: JobModule[], options: BullQueueOptions = {}): JobQueue {
  const configs = configsByName(jobs)
  const prefix = options.prefix ?? 'rapport'
  const concurrency = options.concurrency ?? 1
  const log = options.log ?? defaultLog
  const queues = new Map<string, Bull.Queue>()
  const enqueued = new Map<string, { queue: string; id: string }>()
  let processing = false
  let closed = false
  let pinger: Redis | null = null
  let lastError = ''

  // Redis errors repeat on every reconnect attempt: report each new one once, not each retry.
  function logRedisError(error: unknown) {
    const line = `[jobs] redis error: ${quote(error)}`
    if (line !== lastError) log(line)
    lastError = line
  }

  function queueNamed(name: string): Bull.Queue {
    let queue = queues.get(name)
    if (!queue) {
      queue = new Bull(name, redisUrl, {
        prefix,
        // Finished jobs leave Redis, so a jobId is free again once its job is done, as inline.
        defaultJobOptions: { removeOnComplete: true, removeOnFail: true },
      })
      queue.on('error', logRedisError)
      queues.set(name, queue)
    }
    return queue
  }

  async function liveJob(queue: string, id: string): Promise<Bull.Job | null> {
    const job = await queueNamed(queue).getJob(id)
    if (!job) return null
    const state = await job.getState()
    return state === 'completed' || state === 'failed' ? null : job
  }

  function startProcessing(queue: string, handlers: Map<string, JobHandler>, services: unknown) {
    const bull = queueNamed(queue)
    bull.on('failed', (job, error) => {
      const attempts = job.opts.attempts ?? 1
      const backoff = configs.get(job.name)?.backoff
      const retryInMs = job.attemptsMade >= attempts ? null : backoff ? backoffDelay(backoff, job.attemptsMade) : 0
      log(failureLine({ name: job.name, id: String(job.id), attemptsMade: job.attemptsMade, attempts }, error, retryInMs))
    })
    bull.on('stalled', (job) => log(`[jobs] ${job.name} ${quote(job.id)} stalled and will run again`))
    // One catch-all processor per queue, dispatching by name: Bull adds up the concurrency of
    // every `process` call on a queue, and one per job name would multiply it.
    bull
      .process('*', concurrency, async (job: Bull.Job) => {
        const handler = handlers.get(job.name)
        if (!handler) throw new Error(`this process runs no processor for ${job.name}`)
        await handler(job.data, {
          services,
          attempt: job.attemptsMade + 1,
          progress: (percent) => job.progress(Math.max(0, Math.min(100, percent))),
        })
      })
      // Resolves only when processing stops; it rejects when Redis fails us at start.
      .catch(logRedisError)
  }

  return {
    kind: 'bull',

    async enqueue<D>(name: string, data: D, opts: EnqueueOptions = {}) {
      const config = requireConfig(configs, name)
      // Without this, a late enqueue would quietly open a new connection after shutdown.
      if (closed) throw new Error('the job queue is closed')
      const job = await queueNamed(config.queue).add(name, data ?? null, {
        attempts: config.attempts,
        backoff: config.backoff,
        jobId: opts.jobId,
        delay: opts.delayMs,
      })
      const id = String(job.id)
      enqueued.set(`${config.queue}\u0000${id}`, { queue: config.queue, id })
      return id
    },

    async process(processed, services) {
      if (processing) throw new Error('process() was already called on this queue')
      processing = true
      for (const job of processed) requireConfig(configs, job.config.name)
      const handlers = new Map(processed.map((job) => [job.config.name, job.default]))
      for (const queue of new Set(processed.map((job) => job.config.queue))) {
        startProcessing(queue, handlers, services)
      }
    },

    async drain() {
      // Polls Redis rather than listening to events: the processor may be another process.
      while (enqueued.size > 0) {
        for (const [key, { queue, id }] of enqueued) {
          if (!(await liveJob(queue, id))) enqueued.delete(key)
        }
        if (enqueued.size > 0) await new Promise((resolve) => setTimeout(resolve, POLL_MS))
      }
    },

    async status(name, id): Promise<JobStatus | null> {
      const job = await liveJob(requireConfig(configs, name).queue, id)
      if (!job || job.name !== name) return null
      const state = await job.getState()
      const progress = Number(job.progress()) || 0
      return {
        id,
        name,
        state: state === 'active' || state === 'delayed' ? state : 'waiting',
        progress,
        attemptsMade: job.attemptsMade,
      }
    },

    async health() {
      if (closed) return false
      pinger ??= new Redis(redisUrl, { lazyConnect: true, maxRetriesPerRequest: 1 }).on('error', logRedisError)
      const timeout = new Promise<false>((resolve) => setTimeout(resolve, PING_TIMEOUT_MS, false).unref())
      const pong = pinger.ping().then(
        (answer) => answer === 'PONG',
        () => false
      )
      return Promise.race([pong, timeout])
    },

    async close() {
      closed = true
      await Promise.all([...queues.values()].map((queue) => queue.close()))
      queues.clear()
      pinger?.disconnect()
      pinger = null
    },
  }
}
