import { afterAll, describe, expect, it } from 'vitest'
import { databaseName } from './mongo.server'
import { describeStoreContract } from './store.contract'
import { mongodbUrl, testMongo } from './test-stores'

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

// The contract runs against MongoDB only where one is reachable (CI with MONGODB_URL set), in a
// database of its own that is dropped afterwards.
describe.skipIf(!mongodbUrl)('MongoDB (MONGODB_URL)', () => {
  const mongo = testMongo(mongodbUrl ?? '')
  afterAll(() => mongo.drop())
  describeStoreContract('MongoDB', mongo.open)
})
