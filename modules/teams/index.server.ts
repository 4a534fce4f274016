// What other modules (compare, the dashboard) may use of teams on the server.
export { findOwnTeam, teamsOf, type TeamDoc, type TeamStatus, type TeamRunStatus } from './server/teams.repo.server'
export { sceneOf, listTeams, eraseOwnerTeams, type TeamCtx } from './server/teams.service.server'
export { actorName } from './server/scene-actors.server'
export { TEAM_RUNS } from './server/indexes'
export { teamRunInput, TEAM_ENGINE_VERSION, type TeamRunInput, type TeamInputOutcome } from './server/engine-input.server'
// The stored result of a team's newest run (the compare helper reads it), and its stored form.
export { latestTeamResult, type TeamRunDoc } from './server/team-runs.repo.server'
export type { StoredTeamResult, StoredSpecialist, StoredPair, TeamRunEvent } from './server/team-result'
