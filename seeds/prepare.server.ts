// Release step and first start: create every declared index, then (optionally) seed demo data.
// Both are idempotent, so the release command and every boot may run them.
import type { Services } from '#app/services.server'
import { modules } from '#modules/registry'
import { moduleServers } from '#modules/registry.server'
import { mergeIndexes, platformIndexes } from '#app/store/indexes'
import { outboxIndexes } from '#app/mail/outbox.server'
import { upsertTenant, listTenants } from '#app/tenancy/tenants.server'
import { findAccountByEmail } from '#modules/accounts/server/accounts.server'
import { verifyPassword } from '#modules/accounts/server/passwords.server'
import { demoTenants } from './tenants'
import { DEMO_ACCOUNTS } from './accounts'

export function allIndexes() {
  return mergeIndexes(platformIndexes, outboxIndexes, ...modules.map((m) => m.indexes))
}

export class DemoAccountInProduction extends Error {}

/**
 * Production never accepts a demo password (ADR 013). It seeds no demo account, but a store may hold
 * one from a demo run or an old default: then the process refuses to start until it is changed.
 */
async function refuseDemoPasswords(services: Services) {
  for (const tenant of await listTenants(services.store)) {
    for (const demo of DEMO_ACCOUNTS) {
      const account = await findAccountByEmail({ services, tenant }, demo.area, demo.email)
      if (account && (await verifyPassword(demo.password, account.passwordHash))) {
        throw new DemoAccountInProduction(
          `The ${demo.area} ${demo.email} of tenant ${tenant._id} still has its public demo password: change or delete it before running in production`
        )
      }
    }
  }
}

export async function prepareStore(services: Services, { seed }: { seed: boolean }) {
  await services.store.ensureIndexes(allIndexes())
  if (services.env.isProduction) await refuseDemoPasswords(services)
  if (!seed) return
  const existing = await listTenants(services.store)
  const taken = new Set(existing.flatMap((t) => t.hosts))
  const builtIn = new Map(demoTenants({ WORK_HOSTS: '', LOVE_HOSTS: '' }).map((t) => [t._id, t.hosts]))
  // Tenants an operator created stay as they are; the demo tenants are (re)written only when missing.
  for (const tenant of demoTenants(services.env)) {
    const stored = existing.find((t) => t._id === tenant._id)
    if (!stored) {
      await upsertTenant(services.store, tenant)
      continue
    }
    // The love demo's first palette (Mantine's pink) failed contrast: a store seeded with it moves to
    // the brand palette; any other colour is an operator's choice and stays.
    const current = tenant._id === 'love' && stored.theme.primaryColor === 'pink' ? await upsertTenant(services.store, { ...stored, theme: tenant.theme }) : stored
    // Except for hosts of WORK_HOSTS / LOVE_HOSTS set after the first start: those are added, unless
    // some tenant has them already.
    const added = [...new Set(tenant.hosts)].filter((host) => !builtIn.get(tenant._id)?.includes(host) && !taken.has(host))
    if (added.length) await upsertTenant(services.store, { ...current, hosts: [...current.hosts, ...added] })
  }
  for (const tenant of await listTenants(services.store)) {
    for (const m of moduleServers) await m.seed?.(services, tenant)
  }
}
