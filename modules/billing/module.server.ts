// billing on the server: the sync job a webhook event queues (queue `store`), and the demo owner's
// 'unlimited' grant (ADR 039: the demo shows every product without a card).
import { defineModuleServer } from '../types'
import type { Services } from '#app/services.server'
import type { JobModule } from '#jobs/types'
import { DEMO_ACCOUNTS } from '#seeds/accounts'
import { findAccountByEmail } from '#modules/accounts/server/accounts.server'
import type { Tenant } from '#app/tenancy/tenant'
import * as syncJob from './jobs/sync.server'
import { setUnlimited } from './server/grants.server'

export default defineModuleServer<Services>({
  name: 'billing',
  jobs: [syncJob as JobModule],
  async seed(services, tenant) {
    if (!services.env.SEED_DEMO_ACCOUNTS) return
    const ctx = { services, tenant: tenant as Tenant }
    for (const demo of DEMO_ACCOUNTS.filter((a) => a.area === 'owner')) {
      const owner = await findAccountByEmail(ctx, 'owner', demo.email)
      if (owner) await setUnlimited(ctx, owner._id, true)
    }
  },
})
