// Chooses the job adapter from the environment: Bull when REDIS_URL is set, else the in-process
// runner. The Bull adapter is imported only when chosen, so an embedded install never loads
// bull or ioredis.
import { createInlineQueue } from './inline.server'
import type { JobModule, JobQueue, QueueOptions } from './types'

export interface QueueConfig extends QueueOptions {
  /** REDIS_URL */
  redisUrl?: string
  /** Every job module of the platform (`allJobs()`): enqueue finds a job's queue and retries by name. */
  jobs: JobModule[]
  /** Redis key prefix for Bull; default `rapport`. */
  prefix?: string
}

export async function openQueue({ redisUrl, jobs, ...options }: QueueConfig): Promise<JobQueue> {
  if (!redisUrl) return createInlineQueue(jobs, options)
  const { createBullQueue } = await import('./bull.server')
  return createBullQueue(redisUrl, jobs, options)
}
