// teams on the server: the run job (queue `engine`, never opens the store) and the store job
// (queue `store`, writes the result): ADR 019, 032.
import { defineModuleServer } from '../types'
import type { Services } from '#app/services.server'
import type { JobModule } from '#jobs/types'
import { runTeamJob } from './jobs/run-team.server'
import { saveTeamJob } from './jobs/save-team.server'
import { teamRunStatesOf } from './server/team-runs.service.server'

export default defineModuleServer<Services>({
  name: 'teams',
  jobs: [runTeamJob as JobModule, saveTeamJob as JobModule],
  // reflectState: the owner's team runs (and quick checks) still queued or running (ADR 021).
  runsInFlight: (services, target) => teamRunStatesOf(services, target),
})
