// Where a pair run stands (RunState, app/live/types.ts): the shared run state (app/live/run-state.ts)
// of kind 'p2p'.
import { runStateOfKind } from '#app/live/run-state'
import type { RunState } from '#app/live/types'

export { phaseOf, SAVING_PERCENT } from '#app/live/run-state'

export const runState = (ruid: string, subjectId: string, status: RunState['status'], percent: number): RunState => runStateOfKind('p2p', ruid, subjectId, status, percent)
