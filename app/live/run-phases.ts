// How a run's progress reads on the loader (SPEC §9): the engine's phases carry its percents
// (engine/core/progress.ts, SPEC §9's ranges); the loader shows one of 12 messages, chosen by how
// far the run has come, so the words move on as the percent does and never go back.
import type { PhaseName, RunState } from './types'

export const PHASE_NAMES: PhaseName[] = ['start', 'init', 'units', 'render', 'transfer', 'done']

export const LOADER_MESSAGES = 12

/** The loader message (0..11) for a percent (0..100): the last message only when done. */
export function messageOf(percent: number): number {
  if (percent >= 100) return LOADER_MESSAGES - 1
  const p = Math.max(0, percent)
  return Math.min(LOADER_MESSAGES - 2, Math.floor((p / 100) * (LOADER_MESSAGES - 1)))
}

const FINISHED = new Set<RunState['status']>(['done', 'failed'])

/**
 * The loader's next state from a message about the same run: forward only (SPEC §4), so a message
 * that arrives late (a reflectState read before the last phase, Redis delivering to a slow tab)
 * never moves the bar back; a finished run stays finished.
 */
export function advance(current: RunState, next: RunState): RunState {
  if (next.ruid !== current.ruid || FINISHED.has(current.status)) return current
  if (next.status === 'failed') return { ...current, status: 'failed' }
  if (next.phase < current.phase || next.percent < current.percent) return current
  return { ...next, message: Math.max(next.message, current.message) }
}
