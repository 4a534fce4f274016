// profiles on the server: the scoring job (queue `engine`) and the demo owner's filled profiles.
import { defineModuleServer } from '../types'
import type { Services } from '#app/services.server'
import type { JobModule } from '#jobs/types'
import type { Tenant } from '#app/tenancy/tenant'
import { scoreProfileJob } from './jobs/score-profile.server'
import { seedDemoProfiles } from './server/demo.server'

export default defineModuleServer<Services>({
  name: 'profiles',
  jobs: [scoreProfileJob as JobModule],
  async seed(services, tenant) {
    if (!services.env.SEED_DEMO_ACCOUNTS) return
    await seedDemoProfiles({ services, tenant: tenant as Tenant })
  },
})
