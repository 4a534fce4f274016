// accounts on the server: the demo accounts of every tenant (idempotent: created only when missing).
import { defineModuleServer } from '../types'
import type { Services } from '#app/services.server'
import { DEMO_ACCOUNTS } from '#seeds/accounts'
import { createAccount, findAccountByEmail } from './server/accounts.server'
import { hashPassword } from './server/passwords.server'
import type { Tenant } from '#app/tenancy/tenant'

export default defineModuleServer<Services>({
  name: 'accounts',
  jobs: [],
  async seed(services, tenant) {
    if (!services.env.SEED_DEMO_ACCOUNTS) return
    const ctx = { services, tenant: tenant as Tenant }
    for (const demo of DEMO_ACCOUNTS) {
      if (await findAccountByEmail(ctx, demo.area, demo.email)) continue
      await createAccount(ctx, demo.area, {
        email: demo.email,
        name: demo.name,
        passwordHash: await hashPassword(demo.password),
        ...(demo.area === 'owner' ? { verified: true, companyName: demo.name } : {}),
      })
    }
  },
})
