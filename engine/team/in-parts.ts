// simulateTeam in steps, for a caller that must not block its thread for the whole run (the team
// run job: a 200-person team takes seconds, and its progress should reach the browser while it
// computes, ADR 032). The run's days are split into `parts` steps (ADR 050): after each, progress
// is reported and `pause` lets the caller's event loop run (send the progress) before the next.
// It is one run, stopped on the way, so the result is simulateTeam's to the byte (in-parts.test.ts).
// Pure: `pause` is the caller's.
import type { SimInput } from '../sim-input'
import { createProgress, PHASE, type OnProgress } from '../core/progress'
import { resolveTeamOptions } from './options'
import { releaseRun, teamFastSteps } from './fast'
import { summariseTeam } from './summarise'
import type { TeamOptions, TeamResult } from './types'

export interface InPartsOptions {
  /** How many steps the run's days are split into, with a pause after each (at most one a day). */
  parts: number
  onProgress?: OnProgress
  /** Awaited after each step: the caller's chance to run other work, e.g. `() => new Promise(setImmediate)`. */
  pause: () => Promise<void>
}

export async function simulateTeamInParts(input: SimInput, options: TeamOptions, { parts, onProgress, pause }: InPartsOptions): Promise<TeamResult> {
  const report = createProgress(onProgress)
  report(PHASE.start)
  const o = resolveTeamOptions(options)
  // Progress of the units phase is this function's, a step at a time: the run itself reports none.
  const run = teamFastSteps(input, o, null, undefined, Math.max(1, Math.floor(parts)))
  // The first step validates the input (an invalid one throws here), builds the state and runs the first days.
  let step = run.next()
  report(PHASE.init, 1)
  while (!step.done) {
    report(PHASE.units, step.value)
    await pause()
    step = run.next()
  }
  const { moodDaily: _m, pairDaily: _p, ...raw } = step.value
  report(PHASE.render, 1)
  report(PHASE.transfer)
  const result = summariseTeam(input, o, raw)
  releaseRun(raw)
  report(PHASE.transfer, 1)
  report(PHASE.done)
  return result
}
