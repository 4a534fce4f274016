// billing on the server: the sync job a webhook event queues (queue `store`).
import { defineModuleServer } from '../types'
import type { Services } from '#app/services.server'
import type { JobModule } from '#jobs/types'
import * as syncJob from './jobs/sync.server'

export default defineModuleServer<Services>({
  name: 'billing',
  jobs: [syncJob as JobModule],
})
