import { MongoClient, MongoServerError, type Document, type Filter as MongoFilter, type IndexDescription } from 'mongodb'
import { cachedCollections } from './collection-cache'
import { DuplicateKeyError } from './errors'
import { newId } from './ids'
import { assertFilter, assertIndexDef, normalizeUpdate } from './rules'
import type { BaseDoc, Collection, DocumentStore, Filter, FindOptions, IndexDef, NewDoc, Update } from './types'

// Production's document store: the official driver. Ids are our 24-hex strings (not ObjectIds) so a
// document has the same `_id` in both engines and in URLs.

const DEFAULT_DATABASE = 'rapport'
const MONGO_DUPLICATE_KEY = 11000
/** IndexOptionsConflict, IndexKeySpecsConflict: an index on this key exists with other options. */
const INDEX_CONFLICTS = new Set([85, 86])

export async function createMongoStore(url: string): Promise<DocumentStore> {
  const client = new MongoClient(url, {
    // Acknowledged means: on a majority of the replica set *and* in their on-disk journal. `majority`
    // alone already implies the journal on replica sets (writeConcernMajorityJournalDefault), but on
    // a single mongod (a small deployment, a developer machine) `w: 1` without `journal` acknowledges
    // from memory, and a kill -9 of mongod could lose up to one journal interval of acknowledged
    // writes. The price is a journal flush per write; our writes are few and small.
    writeConcern: { w: 'majority', journal: true },
    // NeDB drops fields whose value is undefined; the driver would store null. Match NeDB.
    ignoreUndefined: true,
  })
  await client.connect()
  const db = client.db(databaseName(url))
  // After close() the driver would quietly reconnect on the next call; refuse instead, as NeDB does.
  const state = { closed: false }

  return {
    kind: 'mongodb',
    collection: cachedCollections((name) => mongoCollection(name, db.collection<Document>(name), state)),
    async ensureIndexes(indexes: IndexDef[]) {
      indexes.forEach(assertIndexDef)
      for (const index of indexes) {
        await translated(state, index.collection, () => ensureIndex(db.collection(index.collection), index))
      }
    },
    async ping() {
      if (state.closed) return false
      try {
        const answer = await db.command({ ping: 1 })
        return answer.ok === 1
      } catch {
        return false
      }
    },
    async close() {
      state.closed = true
      await client.close()
    },
  }
}

/**
 * Creates the index, or replaces one on the same key whose options changed (a plain index now
 * declared unique, a new TTL): MongoDB refuses to change options in place (IndexOptionsConflict), and
 * the declarations, not whatever an older release created, are what the store must enforce.
 */
async function ensureIndex(collection: import('mongodb').Collection<Document>, index: IndexDef): Promise<void> {
  const description: IndexDescription = { key: index.fields }
  if (index.unique) description.unique = true
  if (index.sparse) description.sparse = true
  if (index.expireAfterSeconds !== undefined) description.expireAfterSeconds = index.expireAfterSeconds
  try {
    await collection.createIndexes([description])
  } catch (error) {
    if (!(error instanceof MongoServerError) || !INDEX_CONFLICTS.has(error.code as number)) throw error
    const sameKey = (key: Document) => JSON.stringify(Object.entries(key)) === JSON.stringify(Object.entries(index.fields))
    const existing = (await collection.listIndexes().toArray()).find((known) => sameKey(known.key as Document))
    if (existing?.name) await collection.dropIndex(existing.name)
    await collection.createIndexes([description])
  }
}

function mongoCollection<T extends BaseDoc>(name: string, raw: import('mongodb').Collection<Document>, state: { closed: boolean }): Collection<T> {
  const query = (filter: Filter) => {
    assertFilter(filter)
    return filter as MongoFilter<Document>
  }
  return {
    async findOne(filter) {
      return (await translated(state, name, () => raw.findOne(query(filter)))) as T | null
    },
    async find(filter, options: FindOptions = {}) {
      let cursor = raw.find(query(filter))
      if (options.sort) cursor = cursor.sort(options.sort)
      if (options.skip) cursor = cursor.skip(options.skip)
      if (options.limit) cursor = cursor.limit(options.limit)
      return (await translated(state, name, () => cursor.toArray())) as unknown as T[]
    },
    count(filter) {
      return translated(state, name, () => raw.countDocuments(query(filter)))
    },
    async insertOne(doc: NewDoc<T>) {
      const withId = { ...doc, _id: doc._id ?? newId() } as Document
      await translated(state, name, () => raw.insertOne(withId))
      // A copy, as NeDB returns: the caller's nested objects must not alias the returned document.
      return structuredClone(withId) as T
    },
    async updateOne(filter, update: Update) {
      const changes = normalizeUpdate(update)
      if (!changes) return this.findOne(filter)
      const updated = await translated(state, name, () => raw.findOneAndUpdate(query(filter), changes as Document, { returnDocument: 'after' }))
      return updated as T | null
    },
    async updateMany(filter, update: Update) {
      const changes = normalizeUpdate(update)
      if (!changes) return this.count(filter)
      // matchedCount, not modifiedCount: NeDB counts every matched document, and so does the port.
      const result = await translated(state, name, () => raw.updateMany(query(filter), changes as Document))
      return result.matchedCount
    },
    async deleteOne(filter) {
      return (await translated(state, name, () => raw.deleteOne(query(filter)))).deletedCount
    },
    async deleteMany(filter) {
      return (await translated(state, name, () => raw.deleteMany(query(filter)))).deletedCount
    },
  }
}

/** The database is the URL's path (`mongodb://host/rapport`); `rapport` when the URL names none. */
export function databaseName(url: string): string {
  // Not `new URL()`: a replica-set URL lists several hosts (`mongodb://a:1,b:2/db`), which WHATWG URLs reject.
  const match = /^mongodb(?:\+srv)?:\/\/[^/?]*\/([^?]*)/.exec(url)
  const name = match ? decodeURIComponent(match[1]) : ''
  return name || DEFAULT_DATABASE
}

async function translated<R>(state: { closed: boolean }, collection: string, operation: () => Promise<R>): Promise<R> {
  if (state.closed) throw new Error('The document store is closed')
  try {
    return await operation()
  } catch (error) {
    if (error instanceof MongoServerError && error.code === MONGO_DUPLICATE_KEY) {
      throw new DuplicateKeyError(collection, { cause: error })
    }
    throw error
  }
}
