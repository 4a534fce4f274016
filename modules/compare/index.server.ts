// What other modules and the app may use of compare on the server.
export { runStatesOf, startComparison, deleteComparison, eraseOwnerComparisons } from './server/compare.service.server'
export type { ComparisonDoc, StoredComparison } from './server/compare.repo.server'
