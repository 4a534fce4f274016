// What every run job does around its computation (ADR 019, 020), written once for pairs, teams and
// comparisons: the engine's progress reports are collected (forward only, one per loader message or
// phase change) and sent, in order, as job progress and `sceneComputePhase` events — whenever the
// computation lets the event loop run and calls `flush` (a team run computed in parts, ADR 032),
// and in any case once it returns; then the outcome goes to the run's store job (queue `store`, job id by
// ruid, so a rerun of the compute job does not queue the save twice while it waits). On the last
// attempt a failure is handed over too, so the store job can mark the run failed for good.
import { runStateOfKind } from '#app/live/run-state'
import type { LiveEvents, RunKind, RunState } from '#app/live/types'
import type { JobContext, JobQueue } from './types'

export interface RunIdentity {
  tenantId: string
  ownerId: string
  ruid: string
  /** The pair request, team or comparison the run belongs to. */
  subjectId: string
  runKind: RunKind
}

export type ComputeOutcome<T> = { ok: true; value: T } | { ok: false }

export interface ComputeThenSave<T> {
  run: RunIdentity
  /** The compute job's attempts (its config): a failure on the last one is handed over. */
  attempts: number
  /**
   * The computation; it reports the engine's percent (0..100) as it goes, and may await `flush()` to
   * send what it reported so far while it still computes.
   */
  compute: (onPercent: (percent: number) => void, flush: () => Promise<void>) => T | Promise<T>
  /** The store job: its name, its job id (by ruid) and its data for an outcome. */
  save: { name: string; jobId: string; data: (outcome: ComputeOutcome<T>) => unknown }
}

export async function computeThenSave<T>(ctx: JobContext<{ live: LiveEvents; jobs: JobQueue }>, job: ComputeThenSave<T>): Promise<T> {
  const { run } = job
  const target = { tenantId: run.tenantId, userId: run.ownerId }
  const pending: RunState[] = []
  let last: RunState | null = null
  const flush = async () => {
    for (const state of pending.splice(0)) {
      await ctx.progress(state.percent)
      await ctx.services.live.publish(target, { kind: 'sceneComputePhase', run: state }).catch(() => {})
    }
  }
  let value: T
  try {
    value = await job.compute((percent) => {
      const state = runStateOfKind(run.runKind, run.ruid, run.subjectId, 'running', Math.min(percent, 99))
      if (last && state.phase === last.phase && state.message === last.message) return
      last = state
      pending.push(state)
    }, flush)
  } catch (error) {
    if (ctx.attempt >= job.attempts) await ctx.services.jobs.enqueue(job.save.name, job.save.data({ ok: false }), { jobId: job.save.jobId })
    throw error
  }
  await flush()
  await ctx.services.jobs.enqueue(job.save.name, job.save.data({ ok: true, value }), { jobId: job.save.jobId })
  return value
}
