// The job port. Two adapters run the same processors: an in-process runner (embedded default)
// and Bull on Redis (REDIS_URL), whose worker process is jobs/worker.ts.

export interface JobConfig {
  /** Unique job name, `module.action`, e.g. `mail.send`. */
  name: string
  /** Queue the job runs on: `default`, `mail`, `engine`, `store` (writes that must run where the store may be opened: ADR 019). */
  queue: string
  attempts: number
  backoff: { type: 'fixed' | 'exponential'; delay: number }
}

export interface JobContext<S = unknown> {
  /** The services of the process running the job (store, mail, events...). */
  services: S
  /** 1 on the first try. */
  attempt: number
  /** Report progress in percent, 0..100. */
  progress(percent: number): Promise<void>
}

/** Handlers must be safe to run twice: a retry may follow a crash after the work was done. */
export type JobHandler<D = any, S = any> = (data: D, ctx: JobContext<S>) => Promise<unknown>

/** The shape of every job file: `export const config` and `export default handler`. */
export interface JobModule<D = any, S = any> {
  config: JobConfig
  default: JobHandler<D, S>
}

export interface EnqueueOptions {
  delayMs?: number
  /**
   * Deduplicates: a job with the same id is not enqueued twice while it waits or runs. Once it has
   * finished (or failed for good) the id is free again; handlers stay safe to run twice.
   */
  jobId?: string
}

/** Where a job stands. A job that finished (or failed for good) is gone: `status` answers null. */
export interface JobStatus {
  id: string
  name: string
  state: 'waiting' | 'delayed' | 'active'
  progress: number
  /** Attempts that failed so far. */
  attemptsMade: number
}

/** Options both adapters take. */
export interface QueueOptions {
  /** Jobs run at once per queue name in this process. Default 1, as Bull's. */
  concurrency?: number
  /** Where failures are reported. Default console.warn. Lines never carry raw user data. */
  log?: (line: string) => void
}

/**
 * Both adapters are built with the list of every job module (`allJobs()`), so that `enqueue` can
 * find a job's queue, attempts and backoff by its name in any process, even one that runs none.
 */
export interface JobQueue {
  readonly kind: 'inline' | 'bull'
  /**
   * Returns the job id (`options.jobId` when given). Data must survive JSON: both adapters pass the
   * handler a JSON copy (Dates arrive as strings). Throws for a name no job module declares.
   */
  enqueue<D>(name: string, data: D, options?: EnqueueOptions): Promise<string>
  /**
   * Starts processing, in this process, the queues the given jobs run on (the web process for
   * `inline`, the worker for `bull`); callable once. Jobs enqueued before wait for it.
   */
  process(jobs: JobModule[], services: unknown): Promise<void>
  /**
   * Resolves when every job this instance enqueued so far has finished (or failed for good),
   * including jobs those jobs enqueued through it. For tests and shutdown; needs a processor running somewhere.
   */
  drain(): Promise<void>
  /** `name` picks the queue: ids are unique per queue, as in Bull. */
  status(name: string, id: string): Promise<JobStatus | null>
  health(): Promise<boolean>
  close(): Promise<void>
}
