// The tenants repository: the one collection that is not tenant-scoped, because it defines tenants.
import type { DocumentStore } from '#app/store/types'
import type { Tenant } from './tenant'

const COLLECTION = 'tenants'

/** Host header without port, lower-cased; IPv6 brackets kept. */
export function hostName(hostHeader: string | undefined | null): string {
  const host = (hostHeader ?? '').trim().toLowerCase()
  if (host.startsWith('[')) return host.slice(0, host.indexOf(']') + 1)
  return host.split(':')[0]
}

export async function findTenantByHost(store: DocumentStore, host: string): Promise<Tenant | null> {
  const tenants = store.collection<Tenant>(COLLECTION)
  return (await tenants.findOne({ hosts: host })) ?? (await tenants.findOne({ isDefault: true }))
}

export async function listTenants(store: DocumentStore): Promise<Tenant[]> {
  return store.collection<Tenant>(COLLECTION).find({}, { sort: { name: 1 } })
}

/** Creates the tenant or updates its hosts and settings; keyed by `_id`, so seeding twice is harmless. */
export async function upsertTenant(store: DocumentStore, tenant: Tenant): Promise<Tenant> {
  const tenants = store.collection<Tenant>(COLLECTION)
  const { _id, ...fields } = tenant
  const updated = await tenants.updateOne({ _id }, { $set: fields })
  return updated ?? (await tenants.insertOne(tenant))
}

/** A tenant by its id (jobs know only the id their data names). */
export async function findTenantById(store: DocumentStore, id: string): Promise<Tenant | null> {
  return store.collection<Tenant>(COLLECTION).findOne({ _id: id })
}
