// What other modules and the app may use of p2p on the server (the SSE endpoint's reflectState).
export { runStatesOf, runStateOf, eraseOwnerPairs } from './server/pairs.service.server'
export type { PairDoc, StoredPairResult } from './server/pairs.repo.server'
// What teams share with pairs: which profiles the engine can read, a person's scores, and calendar days.
export { isScored, personOf, firstOfMonth, dayNumber } from './server/engine-input.server'
// The shared result (ADR 042): what a page with the share form (ui/ShareResultForm.tsx, e.g. the mobile areas) calls in its action and loader.
export { shareResult, revokeShare, shareOfPair, sharePath, type ShareInfo, type ShareError } from './server/share.server'
// The reader's 0..100 scale of attitudes (ADR 022), which the team pages show too (ADR 032).
export { shownBand, toScale } from './texts/numbers'
