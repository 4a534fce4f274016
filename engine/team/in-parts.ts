// simulateTeam in parts, for a caller that must not block its thread for the whole run (the team
// run job: a 50-person team takes seconds, and its progress should reach the browser while it
// computes, ADR 032). The replicates are split into contiguous ranges as the worker pool splits them
// (ADR 027); each range is computed in turn, progress is reported after each, and `pause` lets the
// caller's event loop run (send the progress) before the next. Merged and summarised once, the
// result is simulateTeam's to the byte (in-parts.test.ts): replicates never interact and each one's
// random numbers are keyed by its global index. Pure: `pause` is the caller's.
import type { SimInput } from '../sim-input'
import { createProgress, PHASE, type OnProgress } from '../core/progress'
import { validateSimInput } from '../core/validate'
import { resolveTeamOptions } from './options'
import { simulateTeamFastPart } from './fast'
import { mergeTeamParts, replicateRanges, type RawTeamPart } from './merge'
import { summariseTeam } from './summarise'
import type { TeamOptions, TeamResult } from './types'

export interface InPartsOptions {
  /** How many ranges the replicates are split into (at most one per replicate). */
  parts: number
  onProgress?: OnProgress
  /** Awaited between parts: the caller's chance to run other work, e.g. `() => new Promise(setImmediate)`. */
  pause: () => Promise<void>
}

export async function simulateTeamInParts(input: SimInput, options: TeamOptions, { parts, onProgress, pause }: InPartsOptions): Promise<TeamResult> {
  const report = createProgress(onProgress)
  report(PHASE.start)
  validateSimInput(input)
  const o = resolveTeamOptions(options)
  report(PHASE.init, 1)
  const ranges = replicateRanges(o.replicates, Math.max(1, Math.min(parts, o.replicates)))
  const raws: RawTeamPart[] = []
  for (const [j, range] of ranges.entries()) {
    raws.push(simulateTeamFastPart(input, o, range))
    report(PHASE.units, (j + 1) / ranges.length)
    await pause()
  }
  report(PHASE.render)
  const merged = mergeTeamParts(raws)
  report(PHASE.render, 1)
  report(PHASE.transfer)
  const result = summariseTeam(input, o, merged)
  report(PHASE.transfer, 1)
  report(PHASE.done)
  return result
}
