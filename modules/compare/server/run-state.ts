// Where a comparison's run stands, as the page and the live stream show it: the pair runs' states
// (phase and loader message from the percent, ADR 020) with the comparison's own run kind.
import type { RunState } from '#app/live/types'
import { runState } from '#modules/p2p/index.server'

export { SAVING_PERCENT } from '#modules/p2p/index.server'

export const compareRunState = (ruid: string, comparisonId: string, status: RunState['status'], percent: number): RunState => ({
  ...runState(ruid, comparisonId, status, percent),
  runKind: 'compareTeams',
})
