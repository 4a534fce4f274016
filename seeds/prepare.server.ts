// Release step and first start: create every declared index, then (optionally) seed demo data.
// Both are idempotent, so the release command and every boot may run them.
import type { Services } from '#app/services.server'
import { modules } from '#modules/registry'
import { moduleServers } from '#modules/registry.server'
import { mergeIndexes, platformIndexes } from '#app/store/indexes'
import { outboxIndexes } from '#app/mail/outbox.server'
import { upsertTenant, listTenants } from '#app/tenancy/tenants.server'
import { demoTenants } from './tenants'

export function allIndexes() {
  return mergeIndexes(platformIndexes, outboxIndexes, ...modules.map((m) => m.indexes))
}

export async function prepareStore(services: Services, { seed }: { seed: boolean }) {
  await services.store.ensureIndexes(allIndexes())
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
