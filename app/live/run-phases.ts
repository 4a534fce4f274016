// How a run's progress reads on the loader (SPEC §9): the engine's phases carry its percents
// (engine/core/progress.ts, SPEC §9's ranges); the loader shows one of 12 messages, chosen by how
// far the run has come, so the words move on as the percent does and never go back.
import type { PhaseName } from './types'

export const PHASE_NAMES: PhaseName[] = ['start', 'init', 'units', 'render', 'transfer', 'done']

export const LOADER_MESSAGES = 12

/** The loader message (0..11) for a percent (0..100): the last message only when done. */
export function messageOf(percent: number): number {
  if (percent >= 100) return LOADER_MESSAGES - 1
  const p = Math.max(0, percent)
  return Math.min(LOADER_MESSAGES - 2, Math.floor((p / 100) * (LOADER_MESSAGES - 1)))
}
