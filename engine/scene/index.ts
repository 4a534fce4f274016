// engine/scene: the scene model's editing rules (SPEC §4) and its compilation for the simulators.
export * from './types'
export { SceneError, type SceneErrorCode } from './errors'
export { createScene, emptyDays, totalDays, assertDay, findActor, getActor, nextTimestamp, LIFESPAN_PAST_DAYS, type EditOptions } from './create-scene'
export {
  isActive,
  joinDate,
  roleAt,
  stateAt,
  stateSpans,
  activeSpans,
  activeDays,
  sortEvents,
  isRankEvent,
  isMembershipEvent,
  RANK_EVENTS,
  MEMBERSHIP_EVENTS,
  type ActorState,
  type StateSpan,
} from './events'
export { dayRoles, syncDayRoles } from './day-roles'
export { addActor, dismiss, rejoin, type NewActor } from './membership'
export { setRank, canSetRank } from './ranks'
export {
  setInteraction,
  interactionOn,
  weeklyHours,
  exceedsWeeklyWarning,
  defaultSettingOf,
  isValidSetting,
  pairIds,
  fillDefaultInteractions,
  dropInteractionsFrom,
  type InteractionSetting,
} from './interactions'
export { setGroupInteraction } from './group-interactions'
export { withActors } from './replace-actors'
export { pushSnapshot, canUndo, undo, emptyHistory, UNDO_MEMORY, type UndoHistory } from './history'
export { diffScenes, deepEqual, type SceneDiff, type EventChange, type ChangeType } from './diff'
export { advancePhase, phaseName, phasePercent, isComputePhase, COMPUTE_PHASES, PHASE_PERCENT, type ComputePhase, type ComputePhaseName } from './phases'
export { compileScene } from './compile'
