// Where a comparison's run stands, as the page and the live stream show it: the shared run states
// (phase and loader message from the percent, ADR 020) with the comparison's own run kind.
import { runStateOfKind } from '#app/live/run-state'
import type { RunState } from '#app/live/types'

export { SAVING_PERCENT } from '#app/live/run-state'

export const compareRunState = (ruid: string, comparisonId: string, status: RunState['status'], percent: number): RunState =>
  runStateOfKind('compareTeams', ruid, comparisonId, status, percent)
