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
  // Tenants an operator created stay as they are; the demo tenants are (re)written only when missing.
  for (const tenant of demoTenants(services.env)) {
    if (!existing.some((t) => t._id === tenant._id)) await upsertTenant(services.store, tenant)
  }
  for (const tenant of await listTenants(services.store)) {
    for (const m of moduleServers) await m.seed?.(services, tenant)
  }
}
