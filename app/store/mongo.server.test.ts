import { MongoClient } from 'mongodb'
import { afterAll, describe, expect, it } from 'vitest'
import { createMongoStore, databaseName } from './mongo.server'
import { describeStoreContract } from './store.contract'

// The contract runs against MongoDB only where one is reachable (CI with MONGODB_URL set); each
// run uses its own database and drops it afterwards.
const url = process.env.MONGODB_URL

describe('the MongoDB database name', () => {
  it('comes from the URL path, and defaults to rapport', () => {
    expect(databaseName('mongodb://localhost:27017/brand')).toBe('brand')
    expect(databaseName('mongodb://user:p%40ss@a:1,b:2/brand?replicaSet=rs0')).toBe('brand')
    expect(databaseName('mongodb+srv://cluster.example.net/brand?retryWrites=true')).toBe('brand')
    expect(databaseName('mongodb://localhost:27017')).toBe('rapport')
    expect(databaseName('mongodb://localhost:27017/')).toBe('rapport')
    expect(databaseName('mongodb://localhost:27017/?w=majority')).toBe('rapport')
  })
})

describe.skipIf(!url)('MongoDB (MONGODB_URL)', () => {
  const database = `rapport_test_${Date.now().toString(36)}_${process.pid}`
  const testUrl = url ? withDatabase(url, database) : ''

  afterAll(async () => {
    const client = new MongoClient(testUrl)
    try {
      await client.db(database).dropDatabase()
    } finally {
      await client.close()
    }
  })

  describeStoreContract('MongoDB', () => createMongoStore(testUrl))
})

/** The same server and options, another database: replaces the URL's path. */
function withDatabase(base: string, database: string): string {
  const match = /^(mongodb(?:\+srv)?:\/\/[^/?]*)\/?([^?]*)(\?.*)?$/.exec(base)
  if (!match) throw new Error('MONGODB_URL is not a mongodb:// URL')
  return `${match[1]}/${database}${match[3] ?? ''}`
}
