// Where a run stands, as the page and the live stream show it (RunState): shared by every kind of
// run (pairs, teams, comparisons). The stored document says queued / computed / failed; while
// queued, the run job's own progress (Bull's job progress, or the in-process runner's) gives the
// percent, so the state is the same whichever process computes it, and a page without JavaScript
// reads it on every refresh (ADR 020).
import { PHASE_RANGE } from '#engine/core/progress'
import { messageOf } from './run-phases'
import type { RunKind, RunState } from './types'

/** The phase (0..5) a percent falls in, by the engine's own ranges (engine/core/progress.ts). */
export function phaseOf(percent: number): number {
  if (percent >= 100) return 5
  let phase = 0
  for (const [p, [lo]] of Object.entries(PHASE_RANGE)) if (percent >= lo && lo > 0) phase = Number(p)
  return phase
}

export function runStateOfKind(runKind: RunKind, ruid: string, subjectId: string, status: RunState['status'], percent: number): RunState {
  const p = status === 'done' ? 100 : Math.max(0, Math.min(99, Math.round(percent)))
  return { ruid, runKind, subjectId, status, phase: status === 'queued' ? 0 : phaseOf(p), percent: p, message: messageOf(p) }
}

/** After the compute, while the store job writes: the engine's transfer phase. */
export const SAVING_PERCENT = 95
