// What both queue adapters share: finding a job's config by name, Bull's backoff arithmetic (so
// the inline runner waits as long as Bull would) and failure lines that are safe to log.
import { safe } from '#app/log/logger.server'
import type { JobConfig, JobModule } from './types'

export function configsByName(jobs: JobModule[]): Map<string, JobConfig> {
  const configs = new Map<string, JobConfig>()
  for (const job of jobs) {
    // The usual slip: importing a job file's default export (the handler) instead of the module.
    if (!job?.config?.name) throw new Error('a job module has no config: list `import * as job` or its JobModule export')
    if (configs.has(job.config.name)) throw new Error(`two job modules are named ${job.config.name}`)
    configs.set(job.config.name, job.config)
  }
  return configs
}

export function requireConfig(configs: Map<string, JobConfig>, name: string): JobConfig {
  const config = configs.get(name)
  // A typo in a job name must fail where it is made, not as a job nobody ever runs.
  if (!config) throw new Error(`no job module is named ${JSON.stringify(name)}`)
  return config
}

/** Bull 4's built-in strategies, after `attemptsMade` failed attempts (lib/backoffs.js). */
export function backoffDelay(backoff: JobConfig['backoff'], attemptsMade: number): number {
  if (backoff.type === 'fixed') return backoff.delay
  return Math.round((2 ** attemptsMade - 1) * backoff.delay)
}

/** Bull stores data as JSON; the inline runner copies it the same way so both behave alike. */
export function jsonCopy<D>(data: D): D {
  return data === undefined ? (null as D) : JSON.parse(JSON.stringify(data))
}

/**
 * A job's error message may carry user input (an address, a name): quoted and escaped by the
 * shell's `safe()`, a newline or a control character cannot forge a log line.
 */
export function quote(value: unknown): string {
  return `"${safe(value instanceof Error ? value.message : value)}"`
}

export function failureLine(job: { name: string; id: string; attemptsMade: number; attempts: number }, error: unknown, retryInMs: number | null): string {
  const what = `[jobs] ${job.name} ${quote(job.id)} attempt ${job.attemptsMade}/${job.attempts} failed`
  return retryInMs === null ? `${what}, giving up: ${quote(error)}` : `${what}, retrying in ${retryInMs} ms: ${quote(error)}`
}

export function defaultLog(line: string): void {
  console.warn(line)
}
