// compare on the server: the run job (queue `engine`, never opens the store) and the store job
// (queue `store`, writes the result): ADR 019, ADR 033.
import { defineModuleServer } from '../types'
import type { Services } from '#app/services.server'
import type { JobModule } from '#jobs/types'
import { runCompareJob } from './jobs/run-compare.server'
import { saveCompareJob } from './jobs/save-compare.server'
import { runStatesOf } from './server/compare.service.server'

export default defineModuleServer<Services>({
  name: 'compare',
  jobs: [runCompareJob as JobModule, saveCompareJob as JobModule],
  // reflectState: the owner's comparisons still queued or running (ADR 021).
  runsInFlight: (services, target) => runStatesOf(services, target),
})
