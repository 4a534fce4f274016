import type { Filter } from './types'

// MongoDB's `null` in a filter means "null or missing": `{ usedAt: null }` finds documents that never
// had the field, and `{ usedAt: { $ne: null } }` finds only those with a value. NeDB compares with
// `===`, so on the embedded store the first would skip missing fields and the second would include
// them; a single-use link checked with `usedAt: null` would then behave differently per engine.
// This rewrites a filter into NeDB terms with MongoDB's meaning (rules.ts refuses null inside $in/$nin).

export function toNedbFilter(filter: Filter): Filter {
  const rewritten: Filter = {}
  const clauses: Filter[] = []
  for (const [key, value] of Object.entries(filter)) {
    if (key === '$and' || key === '$or') {
      const parts = (value as Filter[]).map(toNedbFilter)
      if (key === '$and') clauses.push(...parts)
      else rewritten.$or = parts
    } else if (value === null) {
      clauses.push({ $or: [{ [key]: null }, { [key]: { $exists: false } }] })
    } else if (isOperatorObject(value) && Object.hasOwn(value, '$ne') && value.$ne === null) {
      const { $ne: _null, ...others } = value
      clauses.push({ [key]: { $exists: true, $ne: null } })
      if (Object.keys(others).length > 0) rewritten[key] = others
    } else {
      rewritten[key] = value
    }
  }
  if (clauses.length > 0) rewritten.$and = clauses
  return rewritten
}

function isOperatorObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && Object.getPrototypeOf(value) === Object.prototype && Object.keys(value).some((key) => key.startsWith('$'))
}
