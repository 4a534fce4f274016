// accounts on the server: the demo accounts of every tenant (idempotent: created only when missing).
import { defineModuleServer } from '../types'
import type { Services } from '#app/services.server'
import { DEMO_ACCOUNTS, demoAccountFields } from '#seeds/accounts'
import { accounts, createAccount, findAccountByEmail } from './server/accounts.server'
import { hashPassword } from './server/passwords.server'
import type { Tenant } from '#app/tenancy/tenant'

export default defineModuleServer<Services>({
  name: 'accounts',
  jobs: [],
  async seed(services, tenant) {
    if (!services.env.SEED_DEMO_ACCOUNTS) return
    const ctx = { services, tenant: tenant as Tenant }
    for (const demo of DEMO_ACCOUNTS) {
      const fields = demoAccountFields(demo, ctx.tenant.variant)
      const existing = await findAccountByEmail(ctx, demo.area, demo.email)
      // A love store seeded before the love owner became a person still has the work owner's company:
      // it gets the person's name (only that seed's exact company, so an operator's edit stays).
      if (existing && ctx.tenant.variant === 'love' && existing.companyName === demo.name) {
        await accounts(ctx, demo.area).updateOne({ _id: existing._id }, { $set: { name: fields.name, updatedAt: new Date() }, $unset: { companyName: true } })
      }
      if (existing) continue
      await createAccount(ctx, demo.area, { email: demo.email, passwordHash: await hashPassword(demo.password), ...fields })
    }
  },
})
