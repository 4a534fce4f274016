// SPEC §4 compute phases, forward only, with the loader's percent ranges of SPEC §9
// (init 10-20, units 35-45 as the loader shows it, render 65-75, transfer 85-95, done 100).
// The engine reports real progress: units spans 20..65 because the day loop is most of the work.

export const PHASE = { start: 0, init: 1, units: 2, render: 3, transfer: 4, done: 5 } as const
export type Phase = (typeof PHASE)[keyof typeof PHASE]

export interface Progress {
  phase: Phase
  percent: number
}

export type OnProgress = (p: Progress) => void

export const PHASE_RANGE: Record<Phase, [number, number]> = {
  0: [0, 0],
  1: [10, 20],
  2: [20, 65],
  3: [65, 75],
  4: [85, 95],
  5: [100, 100],
}

/**
 * Wraps a callback so that phase and percent never go backwards and a repeated identical report
 * is not sent twice. `fraction` is how far through the phase (0..1).
 */
export function createProgress(onProgress?: OnProgress): (phase: Phase, fraction?: number) => void {
  let lastPhase = -1
  let lastPercent = -1
  return (phase, fraction = 0) => {
    if (!onProgress || phase < lastPhase) return
    const [lo, hi] = PHASE_RANGE[phase]
    const f = fraction < 0 ? 0 : fraction > 1 ? 1 : fraction
    const percent = Math.max(lastPercent, Math.round(lo + (hi - lo) * f))
    if (phase === lastPhase && percent === lastPercent) return
    lastPhase = phase
    lastPercent = percent
    onProgress({ phase, percent })
  }
}

/** Inverse of the mapping: how far through its phase a reported percent is (to relay an inner run). */
export function phaseFraction(phase: Phase, percent: number): number {
  const [lo, hi] = PHASE_RANGE[phase]
  return hi > lo ? (percent - lo) / (hi - lo) : 0
}
