// profiles on the server: the scoring job (queue `engine`).
import { defineModuleServer } from '../types'
import type { Services } from '#app/services.server'
import type { JobModule } from '#jobs/types'
import { scoreProfileJob } from './jobs/score-profile.server'

export default defineModuleServer<Services>({
  name: 'profiles',
  jobs: [scoreProfileJob as JobModule],
})
