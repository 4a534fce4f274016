import type { Filter, IndexDef, Update } from './types'

// Checks both adapters apply before a call reaches the engine, so that NeDB and MongoDB accept and
// refuse the same things. Without them a plain object given as an update would *replace* the whole
// document in NeDB (tenantId included) while MongoDB's updateOne refuses it.

const UPDATE_OPERATORS = new Set(['$set', '$unset', '$inc', '$push', '$pull'])
const COLLECTION_NAME = /^[A-Za-z][A-Za-z0-9_-]{0,63}$/

/** Collection names become NeDB file names: letters, digits, `_` and `-` only, so no path can escape DATA_DIR. */
export function assertCollectionName(name: string): void {
  if (!COLLECTION_NAME.test(name)) throw new Error(`Invalid collection name: ${JSON.stringify(name)}`)
}

export function assertFilter(filter: Filter): void {
  if (typeof filter !== 'object' || filter === null || Array.isArray(filter)) {
    throw new TypeError('A filter must be a plain object')
  }
}

/**
 * Returns the update with empty operators dropped, or null when nothing is left to change (the
 * adapters then answer without writing). Throws on anything but the five shared operators.
 */
export function normalizeUpdate(update: Update): Update | null {
  if (typeof update !== 'object' || update === null || Array.isArray(update)) {
    throw new TypeError('An update must be an object of update operators')
  }
  const normalized: Record<string, Record<string, unknown>> = {}
  for (const [operator, fields] of Object.entries(update)) {
    if (!UPDATE_OPERATORS.has(operator)) {
      throw new TypeError(`Unsupported update operator ${JSON.stringify(operator)}: use $set, $unset, $inc, $push or $pull`)
    }
    if (fields === undefined) continue
    if (typeof fields !== 'object' || fields === null || Array.isArray(fields)) {
      throw new TypeError(`${operator} takes an object of fields`)
    }
    if (Object.keys(fields).length > 0) normalized[operator] = fields as Record<string, unknown>
  }
  return Object.keys(normalized).length > 0 ? (normalized as Update) : null
}

export function assertIndexDef(index: IndexDef): void {
  assertCollectionName(index.collection)
  const fields = Object.keys(index.fields)
  if (fields.length === 0) throw new Error(`Index on "${index.collection}" has no fields`)
  // MongoDB refuses TTL on compound indexes; refuse it on both so NeDB cannot accept what production rejects.
  if (index.expireAfterSeconds !== undefined && fields.length !== 1) {
    throw new Error(`TTL index on "${index.collection}" must have exactly one field`)
  }
  // NeDB only expires on top-level fields.
  if (index.expireAfterSeconds !== undefined && fields[0].includes('.')) {
    throw new Error(`TTL index on "${index.collection}" must be on a top-level field`)
  }
}
