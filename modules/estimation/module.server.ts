// estimation on the server: no jobs; the demo profiles it needs come from the profiles module's seed.
import { defineModuleServer } from '../types'
import type { Services } from '#app/services.server'

export default defineModuleServer<Services>({
  name: 'estimation',
  jobs: [],
})
