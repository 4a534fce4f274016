// The public entry point: the fast implementation, summarised into a TeamResult.

import type { SimInput } from '../sim-input'
import { createProgress, PHASE, phaseFraction, type OnProgress } from '../core/progress'
import { resolveTeamOptions } from './options'
import { releaseRun, simulateTeamFast } from './fast'
import { simulateTeamReference } from './reference'
import { summariseTeam } from './summarise'
import type { TeamOptions, TeamResult } from './types'

/** Day-by-day team simulation with R seeded replicates (SPEC §1, §3). */
export function simulateTeam(input: SimInput, options: TeamOptions, onProgress?: OnProgress): TeamResult {
  const report = createProgress(onProgress)
  const raw = simulateTeamFast(input, options, (p) => report(p.phase, phaseFraction(p.phase, p.percent)))
  report(PHASE.transfer)
  const result = summariseTeam(input, resolveTeamOptions(options), raw)
  releaseRun(raw)
  report(PHASE.transfer, 1)
  report(PHASE.done)
  return result
}

/** The same, on the reference implementation: for tests and for reading, not for production. */
export function simulateTeamReferenceResult(input: SimInput, options: TeamOptions): TeamResult {
  return summariseTeam(input, resolveTeamOptions(options), simulateTeamReference(input, options))
}
