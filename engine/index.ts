// The engine's public API: what modules/ and jobs/ may import (as #engine/index).

export type { PersonInput, Competencies, Grade, BigFive, RelationshipPerceptions } from './traits'
export type { SimInput, DaySpan, RoleSpan, PairSegment } from './sim-input'

// The model's version: results for the same inputs and seed change only when it changes.
export { ENGINE_VERSION } from './version'

// Core: bands, progress phases, input validation, the model's parameters.
export { PARAMS } from './core/params'
export type { Params } from './core/params'
export { moodBand, MOOD_BANDS } from './core/bands'
export type { MoodBand, Outlook } from './core/bands'
export type { Band, BandSeries } from './core/quantiles'
export { PHASE, createProgress } from './core/progress'
export type { Phase, Progress, OnProgress } from './core/progress'
export { validateSimInput, SimInputError } from './core/validate'
export { contact, staticPower, gradeOf, WORK_MODEL } from './core/model'
export type { PairModel } from './core/model'

// Pair forecast (work and love variants).
export { forecastPair, pairSimInput, DEFAULT_PAIR_DAYS } from './pair/forecast'
export { LOVE_MODEL } from './pair/love-model'
export type { PairInput, PairResult, Recommendation, Variant, Side, Line } from './pair/types'

// Team simulation.
export { simulateTeam, simulateTeamReferenceResult } from './team/simulate'
export { simulateTeamInParts, type InPartsOptions } from './team/in-parts'
export { DEFAULT_REPLICATES } from './team/options'
export { allPairsInput } from './team/build-input'
export type { TeamOptions, TeamResult, TeamSummary, SpecialistResult, TeamPairResult, TeamType, CompetenceOrder, SortKey } from './team/types'

// Team comparison.
export { compareTeams, COMPARE_INDICATORS, MAX_COMPARED_TEAMS } from './compare/compare'
export type { TeamComparison, CompareRow, CompareIndicator } from './compare/compare'

// Scene editing rules (SPEC §4) and compileScene(scene): SimInput, the input of simulateTeam:
// see docs/engine/scoring-and-scene.md §2. The list is curated in engine/scene/index.ts.
export * from './scene/index'

// The baseline profile scorer: questionnaire answers → K, P, L, grade, starting mood (a
// PersonInput's scores): see docs/engine/scoring-and-scene.md §1. Curated in engine/scoring/index.ts.
export * from './scoring/index'
