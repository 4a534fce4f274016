// p2p on the server: the run job (queue `engine`, never opens the store) and the store job
// (queue `store`, writes the result): ADR 019.
import { defineModuleServer } from '../types'
import type { Services } from '#app/services.server'
import type { JobModule } from '#jobs/types'
import { runPairJob } from './jobs/run-pair.server'
import { savePairJob } from './jobs/save-pair.server'
import { runStatesOf } from './server/pairs.service.server'

export default defineModuleServer<Services>({
  name: 'p2p',
  jobs: [runPairJob as JobModule, savePairJob as JobModule],
  // reflectState: the owner's pair runs still queued or running (ADR 021).
  runsInFlight: (services, target) => runStatesOf(services, target),
})
