// Run by the benches before the server starts, on the server's throwaway store: indexes, tenants and
// one verified owner with the password the bench chose (BENCH_OWNER_EMAIL / BENCH_OWNER_PASSWORD).
// The bench runs in production mode, where the README's demo accounts never exist (ADR 013).
import { loadEnv } from '#app/config/env.server'
import { createServices, closeServices } from '#app/services.server'
import { allJobs } from '#modules/registry.server'
import { findTenantByHost } from '#app/tenancy/tenants.server'
import { createAccount } from '#modules/accounts/server/accounts.server'
import { hashPassword } from '#modules/accounts/server/passwords.server'
import { prepareStore } from '#seeds/prepare.server'

const email = process.env.BENCH_OWNER_EMAIL
const password = process.env.BENCH_OWNER_PASSWORD
if (!email || !password) throw new Error('BENCH_OWNER_EMAIL and BENCH_OWNER_PASSWORD are required')
const services = await createServices(loadEnv(), allJobs())
await prepareStore(services, { seed: true })
const tenant = await findTenantByHost(services.store, '127.0.0.1')
if (!tenant) throw new Error('no tenant for 127.0.0.1 after seeding')
await createAccount({ services, tenant }, 'owner', { email, name: 'Bench Company', companyName: 'Bench Company', verified: true, passwordHash: await hashPassword(password) })
await closeServices(services)
