import { access, constants, mkdir } from 'node:fs/promises'
import path from 'node:path'
import Datastore from '@seald-io/nedb'
import { cachedCollections } from './collection-cache'
import { DuplicateKeyError } from './errors'
import { newId } from './ids'
import { repairTornTails } from './nedb-files.server'
import { toNedbFilter } from './nedb-filter.server'
import { assertFilter, assertIndexDef, normalizeUpdate } from './rules'
import type { BaseDoc, Collection, DocumentStore, Filter, FindOptions, IndexDef, NewDoc, Update } from './types'

// The embedded default: one NeDB file per collection under DATA_DIR. NeDB keeps every document in
// memory and appends each write to its file, so only one process may open a DATA_DIR at a time
// (the embedded defaults run jobs in-process for that reason; see ADR 001).

export async function createNedbStore(dataDir: string): Promise<DocumentStore> {
  const dir = path.resolve(dataDir)
  await mkdir(dir, { recursive: true })
  await repairTornTails(dir)

  const datastores = new Map<string, Datastore>()
  const pending = new Set<Promise<unknown>>()
  let closed = false

  function datastore(name: string): Datastore {
    let ds = datastores.get(name)
    if (!ds) {
      // `onload` keeps a failed load from becoming an unhandled rejection; every call awaits
      // `autoloadPromise` first, so the load error reaches the caller instead.
      ds = new Datastore({ filename: path.join(dir, `${name}.db`), autoload: true, onload: () => {} })
      datastores.set(name, ds)
    }
    return ds
  }

  /** Runs one operation once the file is loaded, maps NeDB's errors, and lets close() wait for it. */
  function run<R>(name: string, operation: (ds: Datastore) => Promise<R>): Promise<R> {
    if (closed) return Promise.reject(new Error('The document store is closed'))
    const ds = datastore(name)
    const promise = (async () => {
      await ds.autoloadPromise
      try {
        return await operation(ds)
      } catch (error) {
        throw translateError(name, error)
      }
    })()
    pending.add(promise)
    void promise.finally(() => pending.delete(promise)).catch(() => {})
    return promise
  }

  return {
    kind: 'nedb',
    collection: cachedCollections((name) => nedbCollection(name, run)),
    async ensureIndexes(indexes: IndexDef[]) {
      indexes.forEach(assertIndexDef)
      for (const index of indexes) await run(index.collection, (ds) => ensureIndex(ds, index))
    },
    async ping() {
      if (closed) return false
      try {
        await access(dir, constants.W_OK)
        return true
      } catch {
        return false
      }
    },
    async close() {
      closed = true
      // Writes already handed to NeDB finish their append; nothing new starts.
      await Promise.allSettled([...pending])
      datastores.clear()
    },
  }
}

/** NeDB's own index state, which its typings leave out. */
interface NedbIndexState {
  indexes: Record<string, { unique: boolean; sparse: boolean }>
  ttlIndexes: Record<string, number>
}

/**
 * Makes the collection's index match the declaration. NeDB's ensureIndex returns early when an index
 * on those fields exists, without comparing options, and after every reload one does exist: the
 * file records indexes (without their TTL). So a plain index would stay plain when declared unique,
 * and a TTL would be forgotten after a restart. Hence: rebuild on changed options, register TTL by hand.
 */
async function ensureIndex(ds: Datastore, index: IndexDef): Promise<void> {
  const fields = Object.keys(index.fields)
  const fieldName = fields.length === 1 ? fields[0] : fields
  const key = [...fields].sort().join(',') // NeDB's own key for an index (directions do not matter to it)
  const unique = index.unique ?? false
  const sparse = index.sparse ?? false
  const state = ds as unknown as NedbIndexState
  const existing = state.indexes[key]
  if (existing && (existing.unique !== unique || existing.sparse !== sparse)) await ds.removeIndexAsync(key)
  await ds.ensureIndexAsync({ fieldName, unique, sparse, expireAfterSeconds: index.expireAfterSeconds })
  if (index.expireAfterSeconds !== undefined) state.ttlIndexes[key] = index.expireAfterSeconds
  else delete state.ttlIndexes[key]
}

type Runner = <R>(name: string, operation: (ds: Datastore) => Promise<R>) => Promise<R>

/** Checks a filter against the shared subset, then gives it MongoDB's meaning of null in NeDB terms. */
function nedbQuery(filter: Filter): Filter {
  assertFilter(filter)
  return toNedbFilter(filter)
}

function nedbCollection<T extends BaseDoc>(name: string, run: Runner): Collection<T> {
  return {
    async findOne(filter: Filter) {
      const query = nedbQuery(filter)
      return run(name, async (ds) => ((await ds.findOneAsync(query)) as T | null) ?? null)
    },
    async find(filter: Filter, options: FindOptions = {}) {
      const query = nedbQuery(filter)
      return run(name, async (ds) => {
        let cursor = ds.findAsync(query)
        if (options.sort) cursor = cursor.sort(options.sort)
        if (options.skip) cursor = cursor.skip(options.skip)
        if (options.limit) cursor = cursor.limit(options.limit)
        return (await cursor) as unknown as T[]
      })
    },
    async count(filter: Filter) {
      const query = nedbQuery(filter)
      return run(name, async (ds) => (await ds.countAsync(query)) as unknown as number)
    },
    async insertOne(doc: NewDoc<T>) {
      const withId = { ...doc, _id: doc._id ?? newId() }
      // insertAsync resolves after NeDB's appendFile of the new line returned: the line is in the
      // operating system's page cache, which outlives a kill -9 of this process.
      return run(name, async (ds) => (await ds.insertAsync(withId)) as unknown as T)
    },
    async updateOne(filter: Filter, update: Update) {
      const query = nedbQuery(filter)
      const changes = normalizeUpdate(update)
      if (!changes) return this.findOne(filter)
      return run(name, async (ds) => {
        const result = await ds.updateAsync(query, changes, { multi: false, returnUpdatedDocs: true })
        return (result.affectedDocuments as T | null) ?? null
      })
    },
    async updateMany(filter: Filter, update: Update) {
      const query = nedbQuery(filter)
      const changes = normalizeUpdate(update)
      if (!changes) return this.count(filter)
      return run(name, async (ds) => (await ds.updateAsync(query, changes, { multi: true })).numAffected)
    },
    async deleteOne(filter: Filter) {
      const query = nedbQuery(filter)
      return run(name, (ds) => ds.removeAsync(query, { multi: false }))
    },
    async deleteMany(filter: Filter) {
      const query = nedbQuery(filter)
      return run(name, (ds) => ds.removeAsync(query, { multi: true }))
    },
  }
}

/** NeDB's binary-search tree marks a unique-index clash with `errorType: 'uniqueViolated'`. */
function translateError(collection: string, error: unknown): unknown {
  if ((error as { errorType?: unknown } | null)?.errorType === 'uniqueViolated') {
    return new DuplicateKeyError(collection, { cause: error })
  }
  return error
}
