// Scene compute phases (SPEC §4) and the loader's percent ranges per phase (SPEC §9).
// The phases are the engine's one set (engine/core/progress.ts, PHASE); what differs is the percent:
// the simulators report real progress through createProgress (units 20-65, where the day loop is),
// while PHASE_PERCENT below is the loader's display range of SPEC §9 (units 35-45).

import type { PHASE, Phase } from '../core/progress'

export const COMPUTE_PHASES = ['start', 'init', 'units', 'render', 'transfer', 'done'] as const satisfies readonly (keyof typeof PHASE)[]
export type ComputePhaseName = (typeof COMPUTE_PHASES)[number]
/** The same 0..5 as the simulators' Phase. */
export type ComputePhase = Phase

/** Percent shown while in a phase: SPEC §9 gives init..done; start has no range and shows 0. */
export const PHASE_PERCENT: Record<ComputePhaseName, readonly [number, number]> = {
  start: [0, 0],
  init: [10, 20],
  units: [35, 45],
  render: [65, 75],
  transfer: [85, 95],
  done: [100, 100],
}

export function isComputePhase(p: unknown): p is ComputePhase {
  return typeof p === 'number' && Number.isInteger(p) && p >= 0 && p <= 5
}

/** The phase after a report: it only moves forward, so a late or repeated report never moves it back. */
export function advancePhase(current: ComputePhase, next: ComputePhase): ComputePhase {
  if (!isComputePhase(current) || !isComputePhase(next)) throw new RangeError('a compute phase is an integer 0..5')
  return next > current ? next : current
}

export function phaseName(p: ComputePhase): ComputePhaseName {
  return COMPUTE_PHASES[p]
}

/** A percent inside the phase's range, `progress` 0..1 through the phase. */
export function phasePercent(p: ComputePhase, progress: number): number {
  const [lo, hi] = PHASE_PERCENT[COMPUTE_PHASES[p]]
  const t = Math.min(1, Math.max(0, Number.isFinite(progress) ? progress : 0))
  return lo + (hi - lo) * t
}
