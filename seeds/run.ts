// `npm run seed`: indexes and demo data, idempotent. Prints the demo accounts.
import { loadEnv } from '#app/config/env.server'
import { createServices, closeServices } from '#app/services.server'
import { allJobs } from '#modules/registry.server'
import { prepareStore } from './prepare.server'
import { DEMO_ACCOUNTS } from './accounts'

const env = loadEnv()
const services = await createServices(env, allJobs())
await prepareStore(services, { seed: true })
if (services.env.SEED_DEMO_ACCOUNTS) {
  console.log('Seeded. Demo accounts (every tenant):')
  for (const a of DEMO_ACCOUNTS) console.log(`  ${a.area.padEnd(13)} ${a.email}  ${a.password}`)
} else console.log('Seeded the tenants. No demo accounts: DEMO_MODE is off (ADR 013).')
await closeServices(services)
