import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { MongoClient } from 'mongodb'
import { createMongoStore } from './mongo.server'
import { createNedbStore } from './nedb.server'
import type { DocumentStore } from './types'

// Stores for the suites that run on every reachable engine: NeDB in temporary directories always,
// MongoDB in a database of its own when MONGODB_URL is set.

export const mongodbUrl = process.env.MONGODB_URL

/** NeDB stores, each in a fresh temporary directory; `cleanup` removes them all. */
export function tempNedbStores() {
  const dirs: string[] = []
  return {
    async dir(): Promise<string> {
      const dir = await mkdtemp(path.join(tmpdir(), 'rapport-nedb-'))
      dirs.push(dir)
      return dir
    },
    async open(): Promise<DocumentStore> {
      return createNedbStore(await this.dir())
    },
    async cleanup(): Promise<void> {
      await Promise.all(dirs.map((dir) => rm(dir, { recursive: true, force: true })))
    },
  }
}

/** MongoDB stores on a database named for this run, on the server of `baseUrl`; `drop` removes the database. */
export function testMongo(baseUrl: string) {
  const database = `rapport_test_${Date.now().toString(36)}_${process.pid}`
  const url = () => withDatabase(baseUrl, database)
  return {
    open: (): Promise<DocumentStore> => createMongoStore(url()),
    async drop(): Promise<void> {
      const client = new MongoClient(url())
      try {
        await client.db(database).dropDatabase()
      } finally {
        await client.close()
      }
    },
  }
}

/** The same server and options, another database: replaces the URL's path. */
function withDatabase(base: string, database: string): string {
  const match = /^(mongodb(?:\+srv)?:\/\/[^/?]*)\/?([^?]*)(\?.*)?$/.exec(base)
  if (!match) throw new Error('MONGODB_URL is not a mongodb:// URL')
  return `${match[1]}/${database}${match[3] ?? ''}`
}
