// What other modules use of the history module (ARCHITECTURE: never reach into another module's server/).
export { recordRun, forgetSubject, listHistory, tutorialCounters, eraseOwnerHistory } from './server/history.service.server'
export type { HistoryScope, RunRecord } from './server/history.service.server'
