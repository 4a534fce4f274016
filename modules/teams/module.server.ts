// teams on the server: the run job (queue `engine`, never opens the store) and the store job.
import { defineModuleServer } from '../types'
import type { Services } from '#app/services.server'

export default defineModuleServer<Services>({
  name: 'teams',
  jobs: [],
})
