// The job port. Two adapters run the same processors: an in-process runner (embedded default)
// and Bull on Redis (REDIS_URL), whose worker process is jobs/worker.ts.

export interface JobConfig {
  /** Unique job name, `module.action`, e.g. `mail.send`. */
  name: string
  /** Queue the job runs on: `default`, `mail`, `engine`. */
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
  /** Deduplicates: a job with the same id is not enqueued twice while it exists. */
  jobId?: string
}

export interface JobQueue {
  readonly kind: 'inline' | 'bull'
  enqueue<D>(name: string, data: D, options?: EnqueueOptions): Promise<string>
  /** Starts processing the given jobs in this process (the web process for `inline`, the worker for `bull`). */
  process(jobs: JobModule[], services: unknown): Promise<void>
  /** Resolves when every job enqueued so far has finished (or failed for good). For tests and shutdown. */
  drain(): Promise<void>
  health(): Promise<boolean>
  close(): Promise<void>
}
