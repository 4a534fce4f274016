// The embedded default of the job port: runs the processors in this process, with Bull's
// semantics (attempts, backoff, jobId dedup, a JSON copy of the data), so that what passes here
// passes on Redis. Jobs live in memory only: a restart loses jobs that have not run, which is why
// production sets REDIS_URL.
import { backoffDelay, configsByName, defaultLog, failureLine, jsonCopy, requireConfig } from './shared.server'
import type { EnqueueOptions, JobConfig, JobHandler, JobModule, JobQueue, JobStatus, QueueOptions } from './types'

interface Entry {
  id: string
  config: JobConfig
  data: unknown
  state: JobStatus['state']
  progress: number
  attemptsMade: number
  timer?: NodeJS.Timeout
  settle: () => void
}

export function createInlineQueue(jobs: JobModule[], options: QueueOptions = {}): JobQueue {
  const configs = configsByName(jobs)
  const concurrency = options.concurrency ?? 1
  const log = options.log ?? defaultLog
  const live = new Map<string, Entry>() // by queue and id: ids are unique per queue, as in Bull
  const waiting = new Map<string, Entry[]>() // per queue, oldest first
  const running = new Map<string, number>()
  const unsettled = new Set<Promise<void>>()
  let handlers: Map<string, JobHandler> | null = null
  let services: unknown
  let processedQueues = new Set<string>()
  let lastId = 0
  let closed = false

  const key = (queue: string, id: string) => `${queue}\u0000${id}`

  function schedule(entry: Entry, delayMs: number) {
    if (delayMs > 0) {
      entry.state = 'delayed'
      entry.timer = setTimeout(() => {
        entry.timer = undefined
        schedule(entry, 0)
      }, delayMs)
      return
    }
    entry.state = 'waiting'
    const list = waiting.get(entry.config.queue) ?? []
    list.push(entry)
    waiting.set(entry.config.queue, list)
    // Never run a job inside the caller's stack: enqueue returns first, as it does with Bull.
    setImmediate(() => pump(entry.config.queue))
  }

  function pump(queue: string) {
    if (closed || !handlers || !processedQueues.has(queue)) return
    const list = waiting.get(queue) ?? []
    while (list.length > 0 && (running.get(queue) ?? 0) < concurrency) {
      void run(list.shift()!)
    }
  }

  async function run(entry: Entry) {
    const { config } = entry
    entry.state = 'active'
    running.set(config.queue, (running.get(config.queue) ?? 0) + 1)
    try {
      const handler = handlers!.get(config.name)
      if (!handler) throw new Error(`this process runs no processor for ${config.name}`)
      await handler(jsonCopy(entry.data), {
        services,
        attempt: entry.attemptsMade + 1,
        progress: async (percent) => {
          entry.progress = Math.max(0, Math.min(100, percent))
        },
      })
      entry.settle()
    } catch (error) {
      entry.attemptsMade += 1
      const job = { name: config.name, id: entry.id, attemptsMade: entry.attemptsMade, attempts: config.attempts }
      if (entry.attemptsMade < config.attempts && !closed) {
        const delay = backoffDelay(config.backoff, entry.attemptsMade)
        log(failureLine(job, error, delay))
        schedule(entry, delay)
      } else {
        log(failureLine(job, error, null))
        entry.settle()
      }
    } finally {
      running.set(config.queue, running.get(config.queue)! - 1)
      pump(config.queue)
    }
  }

  async function drain() {
    // Loop: a job may enqueue another job while we wait.
    while (unsettled.size > 0) await Promise.all([...unsettled])
  }

  return {
    kind: 'inline',

    async enqueue<D>(name: string, data: D, opts: EnqueueOptions = {}) {
      const config = requireConfig(configs, name)
      if (closed) throw new Error('the job queue is closed')
      const id = opts.jobId ?? String(++lastId)
      const k = key(config.queue, id)
      if (live.has(k)) return id
      let settle!: () => void
      const settled = new Promise<void>((resolve) => (settle = resolve))
      const entry: Entry = {
        id,
        config,
        data: jsonCopy(data), // taken now: a caller changing its object later must not change the job
        state: 'waiting',
        progress: 0,
        attemptsMade: 0,
        settle: () => {
          live.delete(k)
          settle()
        },
      }
      live.set(k, entry)
      unsettled.add(settled)
      void settled.then(() => unsettled.delete(settled))
      schedule(entry, opts.delayMs ?? 0)
      return id
    },

    async process(processed, processServices) {
      if (handlers) throw new Error('process() was already called on this queue')
      handlers = new Map(processed.map((job) => [job.config.name, job.default]))
      for (const job of processed) requireConfig(configs, job.config.name)
      services = processServices
      processedQueues = new Set(processed.map((job) => job.config.queue))
      for (const queue of processedQueues) setImmediate(() => pump(queue))
    },

    drain,

    async status(name, id) {
      const entry = live.get(key(requireConfig(configs, name).queue, id))
      if (!entry || entry.config.name !== name) return null
      const { state, progress, attemptsMade } = entry
      return { id, name, state, progress, attemptsMade }
    },

    async health() {
      return !closed
    },

    async close() {
      // As Bull does: running jobs finish; jobs not started are dropped (they live in memory only).
      closed = true
      for (const entry of live.values()) {
        if (entry.state === 'active') continue
        clearTimeout(entry.timer)
        entry.settle()
      }
      waiting.clear()
      await drain()
    },
  }
}
