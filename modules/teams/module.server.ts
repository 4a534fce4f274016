// teams on the server: the run job (queue `engine`, never opens the store), the store job (queue
// `store`, writes the result): ADR 019, 032; and the demo owner's team (seed).
import { defineModuleServer } from '../types'
import type { Services } from '#app/services.server'
import type { JobModule } from '#jobs/types'
import type { Tenant } from '#app/tenancy/tenant'
import { runTeamJob } from './jobs/run-team.server'
import { saveTeamJob } from './jobs/save-team.server'
import { teamRunStatesOf } from './server/team-runs.service.server'
import { seedDemoTeam } from './server/demo.server'

export default defineModuleServer<Services>({
  name: 'teams',
  jobs: [runTeamJob as JobModule, saveTeamJob as JobModule],
  async seed(services, tenant) {
    if (!services.env.SEED_DEMO_ACCOUNTS) return
    await seedDemoTeam({ services, tenant: tenant as Tenant })
  },
  // reflectState: the owner's team runs (and quick checks) still queued or running (ADR 021).
  runsInFlight: (services, target) => teamRunStatesOf(services, target),
})
