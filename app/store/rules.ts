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

/** Operators both engines evaluate the same way. NeDB's `$not` and `$where` differ from MongoDB's, `$nor` and `$eq` are missing in NeDB. */
const LOGICAL_OPERATORS = new Set(['$and', '$or'])
const FIELD_OPERATORS = new Set(['$in', '$nin', '$ne', '$gt', '$gte', '$lt', '$lte', '$exists', '$regex'])

/**
 * Refuses a filter outside the shared subset of types.ts, at any depth. Besides keeping both engines
 * alike, this stops an operator object smuggled in where a value was expected from reaching the engine
 * with an operator we never tested (`{ $where: ... }`).
 */
export function assertFilter(filter: Filter): void {
  if (!isPlainObject(filter)) throw new TypeError('A filter must be a plain object')
  for (const [key, value] of Object.entries(filter)) {
    if (key.startsWith('$')) {
      if (!LOGICAL_OPERATORS.has(key)) throw new TypeError(`Unsupported filter operator ${JSON.stringify(key)}`)
      if (!Array.isArray(value) || value.length === 0) throw new TypeError(`${key} takes a non-empty array of filters`)
      value.forEach((part) => assertFilter(part as Filter))
    } else {
      assertCondition(key, value)
    }
  }
}

function assertCondition(field: string, condition: unknown): void {
  if (!isPlainObject(condition)) return // a value (string, number, Date, RegExp, array, null) to match
  const keys = Object.keys(condition)
  const operators = keys.filter((key) => key.startsWith('$'))
  if (operators.length === 0) return // a whole sub-document to match
  if (operators.length !== keys.length) throw new TypeError(`Filter on "${field}" mixes operators and fields`)
  for (const [operator, operand] of Object.entries(condition)) {
    if (!FIELD_OPERATORS.has(operator)) throw new TypeError(`Unsupported filter operator ${JSON.stringify(operator)} on "${field}"`)
    if ((operator === '$in' || operator === '$nin') && !Array.isArray(operand)) throw new TypeError(`${operator} on "${field}" takes an array`)
    // null means "null or missing" in MongoDB; inside $in/$nin NeDB cannot be made to agree. Use `field: null` or $exists.
    if ((operator === '$in' || operator === '$nin') && (operand as unknown[]).includes(null)) {
      throw new TypeError(`${operator} on "${field}" may not hold null: use { ${field}: null } or $exists`)
    }
    // NeDB accepts only a RegExp; MongoDB would also take a string, so a string passing here would fail on NeDB.
    if (operator === '$regex' && !(operand instanceof RegExp)) throw new TypeError(`$regex on "${field}" takes a RegExp`)
  }
}

function isPlainObject(value: unknown): value is Record<string, unknown> {
  if (typeof value !== 'object' || value === null) return false
  const prototype = Object.getPrototypeOf(value)
  return prototype === Object.prototype || prototype === null
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
