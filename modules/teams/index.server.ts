// What other modules (compare, the dashboard) may use of teams on the server.
export { findOwnTeam, teamsOf, type TeamDoc, type TeamStatus, type TeamRunStatus } from './server/teams.repo.server'
export { sceneOf, listTeams, type TeamCtx } from './server/teams.service.server'
export { actorName } from './server/scene-actors.server'
export { TEAM_RUNS } from './server/indexes'
export { teamRunInput, TEAM_ENGINE_VERSION, type TeamRunInput, type TeamInputOutcome } from './server/engine-input.server'
