// Run by the benches before the server starts, on the server's throwaway store: indexes, tenants and
// one account per area (the owner verified) with the addresses and passwords the bench chose
// (BENCH_ACCOUNTS, JSON: bench/server.ts). The bench runs in production mode, where the README's demo
// accounts never exist (ADR 013).
import { loadEnv } from '#app/config/env.server'
import { createServices, closeServices } from '#app/services.server'
import { allJobs } from '#modules/registry.server'
import { findTenantByHost } from '#app/tenancy/tenants.server'
import { createAccount } from '#modules/accounts/server/accounts.server'
// The mobile areas sign in the owner's account: no account of their own.
import type { AreaName as AnyArea, MobileArea } from '#modules/accounts/server/areas'
type AreaName = Exclude<AnyArea, MobileArea>
import { hashPassword } from '#modules/accounts/server/passwords.server'
import { prepareStore } from '#seeds/prepare.server'

const NAMES: Record<AreaName, string> = { owner: 'Bench Company', estimator: 'Bench Estimator', administrator: 'Bench Administrator' }

const accounts = JSON.parse(process.env.BENCH_ACCOUNTS ?? '{}') as Partial<Record<AreaName, { email: string; password: string }>>
const areas = Object.keys(NAMES) as AreaName[]
if (areas.some((area) => !accounts[area]?.email || !accounts[area]?.password)) throw new Error(`BENCH_ACCOUNTS needs an email and a password for ${areas.join(', ')}`)
const services = await createServices(loadEnv(), allJobs())
await prepareStore(services, { seed: true })
const tenant = await findTenantByHost(services.store, '127.0.0.1')
if (!tenant) throw new Error('no tenant for 127.0.0.1 after seeding')
for (const area of areas) {
  const { email, password } = accounts[area]!
  const owner = area === 'owner' ? { verified: true, companyName: NAMES.owner } : {}
  await createAccount({ services, tenant }, area, { email, name: NAMES[area], passwordHash: await hashPassword(password), ...owner })
}
await closeServices(services)
