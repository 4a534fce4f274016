// What other modules and the app may use of p2p on the server (the SSE endpoint's reflectState).
export { runStatesOf, runStateOf } from './server/pairs.service.server'
export type { PairDoc, StoredPairResult } from './server/pairs.repo.server'
