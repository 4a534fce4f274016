// The HTTP status of each SPEC §8 key a team call answers with (the contract between the helpers).
import type { TeamError } from './teams.service.server'

const STATUS: Record<TeamError, number> = { teamNotExist: 404, teamTooSmall: 400, actors_ineligible: 400, maxTeams: 403, verifyAccount: 403 }

export const teamErrorStatus = (error: TeamError) => STATUS[error]
