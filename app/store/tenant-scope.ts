import { CrossTenantError } from './errors'
import { assertFilter, normalizeUpdate } from './rules'
import type { Collection, DocumentStore, Filter, Id, NewDoc, TenantDoc, Update } from './types'

// Tenant isolation is a security property (ARCHITECTURE.md, Tenancy): every repository reaches its
// collection through this wrapper, so no query, count, update or delete can leave without the tenant,
// and no write can put a document under another tenant. Only this file and the tenants repository
// call store.collection() directly.

/** Fields an update may never touch: changing them would move a document to another tenant or identity. */
const PROTECTED_FIELDS = ['tenantId', '_id']

export function tenantCollection<T extends TenantDoc>(store: DocumentStore, tenantId: Id, name: string): Collection<T> {
  assertTenantId(tenantId)
  const raw = store.collection<T>(name)
  const scope = (filter: Filter) => scopeFilter(tenantId, filter)

  return {
    // async throughout, so a refused filter or update rejects like any other failed call.
    findOne: async (filter) => raw.findOne(scope(filter)),
    find: async (filter, options) => raw.find(scope(filter), options),
    count: async (filter) => raw.count(scope(filter)),
    async insertOne(doc: NewDoc<T>) {
      const named = (doc as { tenantId?: unknown }).tenantId
      if (named !== undefined && named !== tenantId) throw new CrossTenantError(name)
      return raw.insertOne({ ...doc, tenantId } as NewDoc<T>)
    },
    updateOne: async (filter, update) => raw.updateOne(scope(filter), protectUpdate(update)),
    updateMany: async (filter, update) => raw.updateMany(scope(filter), protectUpdate(update)),
    deleteOne: async (filter) => raw.deleteOne(scope(filter)),
    deleteMany: async (filter) => raw.deleteMany(scope(filter)),
  }
}

function assertTenantId(tenantId: Id): void {
  // An empty tenant would scope to "documents without a tenant" at best: refuse it loudly instead.
  if (typeof tenantId !== 'string' || tenantId.trim() === '') {
    throw new TypeError('A tenant-scoped collection needs a tenantId')
  }
}

/**
 * ANDs the tenant into a filter. Top-level conditions are already a conjunction in both engines
 * (an `$or` beside `tenantId` is ANDed with it), so the tenant is added as a sibling key: NeDB can then
 * use an index starting with tenantId. A filter that names `tenantId` itself is wrapped in `$and`
 * instead, so it matches nothing outside this tenant rather than being silently rewritten.
 */
export function scopeFilter(tenantId: Id, filter: Filter): Filter {
  assertFilter(filter)
  if (Object.hasOwn(filter, 'tenantId')) return { $and: [{ tenantId }, filter] }
  return { ...filter, tenantId }
}

/** Removes every change to a protected field (`tenantId`, `tenantId.x`, `_id`, …) from the update. */
export function protectUpdate(update: Update): Update {
  const normalized = normalizeUpdate(update)
  if (!normalized) return {}
  const safe: Record<string, Record<string, unknown>> = {}
  for (const [operator, fields] of Object.entries(normalized) as [string, Record<string, unknown>][]) {
    const kept = Object.fromEntries(Object.entries(fields).filter(([field]) => !isProtected(field)))
    if (Object.keys(kept).length > 0) safe[operator] = kept
  }
  return safe as Update
}

function isProtected(field: string): boolean {
  return PROTECTED_FIELDS.some((name) => field === name || field.startsWith(`${name}.`))
}
