// teams on the server: the run job (queue `engine`, never opens the store), the store job, and the
// demo owner's team (seed).
import { defineModuleServer } from '../types'
import type { Services } from '#app/services.server'
import type { Tenant } from '#app/tenancy/tenant'
import { seedDemoTeam } from './server/demo.server'

export default defineModuleServer<Services>({
  name: 'teams',
  jobs: [],
  async seed(services, tenant) {
    if (!services.env.SEED_DEMO_ACCOUNTS) return
    await seedDemoTeam({ services, tenant: tenant as Tenant })
  },
})
