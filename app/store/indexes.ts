import type { IndexDef } from './types'

// Indexes are declared once, as data: the platform's here, each module's in its manifest. The
// release step (and every boot) merges them and calls store.ensureIndexes(all), which both adapters
// implement; creating an index that exists is a no-op in both engines.

/** The platform's own indexes. A host belongs to one tenant only: resolving a Host header must be unambiguous. */
export const platformIndexes: IndexDef[] = [{ collection: 'tenants', fields: { hosts: 1 }, unique: true }]

/**
 * An index for a tenant-owned collection: `tenantId` first, because every query of a scoped collection
 * filters by it; a unique index declared this way is unique per tenant (an e-mail may exist in two brands).
 */
export function tenantIndex(collection: string, fields: IndexDef['fields'], options: Pick<IndexDef, 'unique' | 'sparse'> = {}): IndexDef {
  return { collection, fields: { tenantId: 1, ...fields }, ...options }
}

/**
 * All lists as one, each key (collection + fields in order + directions) once. When two lists declare
 * the same key, a unique declaration wins over a plain one (the unique index serves the same queries);
 * any other disagreement (sparse, TTL) is a mistake in a manifest and throws, naming the index.
 */
export function mergeIndexes(...lists: IndexDef[][]): IndexDef[] {
  const merged = new Map<string, IndexDef>()
  for (const index of lists.flat()) {
    const key = indexKey(index)
    const known = merged.get(key)
    if (!known) {
      merged.set(key, { ...index, fields: { ...index.fields } })
      continue
    }
    if (Boolean(known.sparse) !== Boolean(index.sparse) || known.expireAfterSeconds !== index.expireAfterSeconds) {
      throw new Error(`Index ${key} is declared twice with different options`)
    }
    if (index.unique) known.unique = true
  }
  return [...merged.values()]
}

function indexKey(index: IndexDef): string {
  const fields = Object.entries(index.fields).map(([field, direction]) => `${field}:${direction}`)
  return `${index.collection}(${fields.join(',')})`
}
