import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { DUPLICATE_KEY, DuplicateKeyError, isDuplicateKeyError } from './errors'
import { isId } from './ids'
import type { BaseDoc, Collection, DocumentStore } from './types'

// One behaviour, two engines: every adapter of the document-store port runs this suite
// (nedb.server.test.ts always, mongo.server.test.ts when MONGODB_URL is set).

interface Person extends BaseDoc {
  name: string
  age: number
  score?: number
  address: { city: string; zip?: string }
  tags: string[]
  note?: string
  bornAt?: Date
}

const people: Omit<Person, '_id'>[] = [
  { name: 'Alice', age: 30, score: 10, address: { city: 'Paris', zip: '75001' }, tags: ['lead', 'ops'], bornAt: new Date('1995-03-01T00:00:00Z') },
  { name: 'Bob', age: 25, score: 20, address: { city: 'Lyon' }, tags: ['ops'] },
  { name: 'alba', age: 30, score: 5, address: { city: 'Nice' }, tags: [], note: 'new' },
  { name: 'Chloé', age: 41, score: 20, address: { city: 'Paris' }, tags: ['lead'], bornAt: new Date('1984-11-20T00:00:00Z') },
]

export function describeStoreContract(name: string, makeStore: () => Promise<DocumentStore>) {
  describe(`document store contract: ${name}`, () => {
    let store: DocumentStore
    let serial = 0
    // A fresh collection per test: tests stay independent even on a shared MongoDB database.
    const freshName = (label: string) => `c${Date.now().toString(36)}_${++serial}_${label}`
    const fresh = <T extends BaseDoc>(label: string): Collection<T> => store.collection<T>(freshName(label))
    const seeded = async () => {
      const col = fresh<Person>('people')
      for (const person of people) await col.insertOne(person)
      return col
    }
    const names = (docs: Person[]) => docs.map((d) => d.name)

    beforeAll(async () => {
      store = await makeStore()
    })
    afterAll(async () => {
      await store?.close()
    })

    it('reports which engine it is', () => {
      expect(['nedb', 'mongodb']).toContain(store.kind)
    })

    it('gives a new document a 24-hex string id and returns it', async () => {
      const col = fresh<Person>('insert')
      const inserted = await col.insertOne(people[0])
      expect(isId(inserted._id)).toBe(true)
      expect(inserted).toMatchObject({ name: 'Alice', address: { city: 'Paris' } })
      expect(await col.findOne({ _id: inserted._id })).toEqual(inserted)
    })

    it('keeps an id the caller chose', async () => {
      const col = fresh<Person>('given-id')
      await col.insertOne({ ...people[1], _id: 'aaaaaaaaaaaaaaaaaaaaaaaa' })
      expect((await col.findOne({ _id: 'aaaaaaaaaaaaaaaaaaaaaaaa' }))?.name).toBe('Bob')
    })

    it('gives back dates as dates', async () => {
      const col = await seeded()
      const alice = await col.findOne({ name: 'Alice' })
      expect(alice?.bornAt).toBeInstanceOf(Date)
      expect(alice?.bornAt?.toISOString()).toBe('1995-03-01T00:00:00.000Z')
      expect(names(await col.find({ bornAt: { $lt: new Date('1990-01-01T00:00:00Z') } }))).toEqual(['Chloé'])
    })

    it('answers null when findOne matches nothing', async () => {
      const col = await seeded()
      expect(await col.findOne({ name: 'Nobody' })).toBeNull()
    })

    it('filters by equality, on nested fields with dot paths, and on array elements', async () => {
      const col = await seeded()
      expect(names(await col.find({ age: 30 }, { sort: { name: 1 } }))).toEqual(['Alice', 'alba'])
      expect(names(await col.find({ 'address.city': 'Paris' }, { sort: { name: 1 } }))).toEqual(['Alice', 'Chloé'])
      expect(names(await col.find({ tags: 'lead' }, { sort: { name: 1 } }))).toEqual(['Alice', 'Chloé'])
    })

    it('filters with comparison operators', async () => {
      const col = await seeded()
      const query = async (filter: Record<string, unknown>) => names(await col.find(filter, { sort: { name: 1 } }))
      expect(await query({ age: { $gt: 30 } })).toEqual(['Chloé'])
      expect(await query({ age: { $gte: 30 } })).toEqual(['Alice', 'Chloé', 'alba'])
      expect(await query({ age: { $lt: 30 } })).toEqual(['Bob'])
      expect(await query({ age: { $lte: 30 } })).toEqual(['Alice', 'Bob', 'alba'])
      expect(await query({ age: { $gte: 25, $lt: 41 } })).toEqual(['Alice', 'Bob', 'alba'])
      expect(await query({ name: { $ne: 'Bob' } })).toEqual(['Alice', 'Chloé', 'alba'])
    })

    it('filters with $in and $nin, also on arrays', async () => {
      const col = await seeded()
      const query = async (filter: Record<string, unknown>) => names(await col.find(filter, { sort: { name: 1 } }))
      expect(await query({ 'address.city': { $in: ['Lyon', 'Nice'] } })).toEqual(['Bob', 'alba'])
      expect(await query({ 'address.city': { $nin: ['Lyon', 'Nice'] } })).toEqual(['Alice', 'Chloé'])
      expect(await query({ tags: { $in: ['ops'] } })).toEqual(['Alice', 'Bob'])
    })

    it('filters with $exists', async () => {
      const col = await seeded()
      expect(names(await col.find({ note: { $exists: true } }))).toEqual(['alba'])
      expect(names(await col.find({ 'address.zip': { $exists: false } }, { sort: { name: 1 } }))).toEqual(['Bob', 'Chloé', 'alba'])
    })

    it('matches null as MongoDB does: null or missing, and $ne null as having a value', async () => {
      const col = fresh<BaseDoc & { n: number; usedAt?: Date | null }>('nulls')
      await col.insertOne({ n: 1 })
      await col.insertOne({ n: 2, usedAt: null })
      await col.insertOne({ n: 3, usedAt: new Date() })
      const ns = async (filter: Record<string, unknown>) => (await col.find(filter, { sort: { n: 1 } })).map((d) => d.n)
      expect(await ns({ usedAt: null })).toEqual([1, 2])
      expect(await ns({ usedAt: { $ne: null } })).toEqual([3])
      expect(await ns({ usedAt: { $exists: false } })).toEqual([1])
      expect(await ns({ $or: [{ usedAt: null, n: 2 }, { n: 3 }] })).toEqual([2, 3])
      expect(await ns({ $and: [{ usedAt: null }, { n: { $gt: 1 } }] })).toEqual([2])
      expect((await col.updateOne({ n: 1, usedAt: null }, { $set: { usedAt: new Date() } }))?.n).toBe(1)
      expect(await col.updateOne({ n: 1, usedAt: null }, { $set: { usedAt: new Date() } })).toBeNull()
      await expect(col.find({ usedAt: { $in: [null] } })).rejects.toThrow(/null/)
    })

    it('filters with a RegExp, bare or as $regex', async () => {
      const col = await seeded()
      expect(names(await col.find({ name: /^al/ }))).toEqual(['alba'])
      expect(names(await col.find({ name: { $regex: /^al/i } }, { sort: { name: 1 } }))).toEqual(['Alice', 'alba'])
      expect(names(await col.find({ name: { $regex: /é$/ } }))).toEqual(['Chloé'])
    })

    it('filters with $or and $and', async () => {
      const col = await seeded()
      const or = await col.find({ $or: [{ age: 25 }, { 'address.city': 'Nice' }] }, { sort: { name: 1 } })
      expect(names(or)).toEqual(['Bob', 'alba'])
      const and = await col.find({ $and: [{ age: 30 }, { $or: [{ note: 'new' }, { score: 99 }] }] })
      expect(names(and)).toEqual(['alba'])
      const both = await col.find({ score: 20, $or: [{ age: 41 }, { age: 99 }] })
      expect(names(both)).toEqual(['Chloé'])
    })

    it('refuses filter operators outside the shared subset, at any depth', async () => {
      const col = await seeded()
      await expect(col.find({ $where: 'true' })).rejects.toThrow(TypeError)
      await expect(col.find({ $or: [{ name: { $eq: 'Bob' } }] })).rejects.toThrow(TypeError)
      await expect(col.count({ name: { $regex: '^B' } })).rejects.toThrow(/RegExp/)
      await expect(col.findOne({ age: { $gt: 1 }, name: { $in: 'Bob' } })).rejects.toThrow(/array/)
      await expect(col.deleteMany({ name: { $ne: 'x', other: 1 } })).rejects.toThrow(/mixes/)
      await expect(col.updateMany({ $nor: [{ age: 1 }] }, { $set: { age: 2 } })).rejects.toThrow(TypeError)
      expect(await col.count({})).toBe(4)
    })

    it('sorts on two keys, ascending and descending', async () => {
      const col = await seeded()
      expect(names(await col.find({}, { sort: { score: -1, name: 1 } }))).toEqual(['Bob', 'Chloé', 'Alice', 'alba'])
      expect(names(await col.find({}, { sort: { age: 1, score: -1 } }))).toEqual(['Bob', 'Alice', 'alba', 'Chloé'])
    })

    it('pages with skip and limit after sorting', async () => {
      const col = await seeded()
      expect(names(await col.find({}, { sort: { age: 1, name: 1 }, skip: 1, limit: 2 }))).toEqual(['Alice', 'alba'])
      expect(names(await col.find({}, { sort: { age: 1, name: 1 }, skip: 3, limit: 10 }))).toEqual(['Chloé'])
      expect(await col.find({}, { skip: 10 })).toEqual([])
    })

    it('counts matching documents', async () => {
      const col = await seeded()
      expect(await col.count({})).toBe(4)
      expect(await col.count({ age: 30 })).toBe(2)
      expect(await col.count({ name: 'Nobody' })).toBe(0)
    })

    it('gives copies: changing a returned document changes nothing stored', async () => {
      const col = await seeded()
      const bob = await col.findOne({ name: 'Bob' })
      bob!.address.city = 'Changed'
      bob!.tags.push('changed')
      expect(await col.findOne({ name: 'Bob' })).toMatchObject({ address: { city: 'Lyon' }, tags: ['ops'] })
    })

    it('updates one document with $set (also a dot path) and returns the new version', async () => {
      const col = await seeded()
      const updated = await col.updateOne({ name: 'Bob' }, { $set: { age: 26, 'address.zip': '69001' } })
      expect(updated).toMatchObject({ name: 'Bob', age: 26, address: { city: 'Lyon', zip: '69001' } })
      expect(await col.findOne({ name: 'Bob' })).toEqual(updated)
    })

    it('updates with $unset, $inc, $push and $pull', async () => {
      const col = await seeded()
      const unset = await col.updateOne({ name: 'alba' }, { $unset: { note: true } })
      expect(unset && 'note' in unset).toBe(false)
      expect((await col.updateOne({ name: 'alba' }, { $inc: { score: 3, age: -1 } }))?.score).toBe(8)
      expect((await col.updateOne({ name: 'alba' }, { $push: { tags: 'new' } }))?.tags).toEqual(['new'])
      expect((await col.updateOne({ name: 'Alice' }, { $pull: { tags: 'lead' } }))?.tags).toEqual(['ops'])
      expect(await col.findOne({ name: 'alba' })).toMatchObject({ age: 29, score: 8, tags: ['new'] })
    })

    it('updates only one document with updateOne, and answers null when nothing matches', async () => {
      const col = await seeded()
      await col.updateOne({ age: 30 }, { $set: { note: 'once' } })
      expect(await col.count({ note: 'once' })).toBe(1)
      expect(await col.updateOne({ name: 'Nobody' }, { $set: { age: 1 } })).toBeNull()
    })

    it('updates many documents and answers how many matched', async () => {
      const col = await seeded()
      expect(await col.updateMany({ 'address.city': 'Paris' }, { $inc: { score: 1 } })).toBe(2)
      expect(names(await col.find({ score: 21 }))).toEqual(['Chloé'])
      expect(await col.updateMany({ name: 'Nobody' }, { $set: { age: 1 } })).toBe(0)
    })

    it('treats an update with nothing to change as a read', async () => {
      const col = await seeded()
      expect((await col.updateOne({ name: 'Bob' }, { $set: {} }))?.age).toBe(25)
      expect(await col.updateMany({ age: 30 }, {})).toBe(2)
    })

    it('refuses an update that is not made of $set, $unset, $inc, $push, $pull', async () => {
      const col = await seeded()
      await expect(col.updateOne({ name: 'Bob' }, { name: 'Robert' } as never)).rejects.toThrow(TypeError)
      await expect(col.updateMany({}, { $rename: { name: 'n' } } as never)).rejects.toThrow(TypeError)
      expect(await col.count({ name: 'Bob' })).toBe(1)
    })

    it('deletes one or many documents and answers how many went', async () => {
      const col = await seeded()
      expect(await col.deleteOne({ age: 30 })).toBe(1)
      expect(await col.count({ age: 30 })).toBe(1)
      expect(await col.deleteMany({ score: 20 })).toBe(2)
      expect(await col.deleteOne({ name: 'Nobody' })).toBe(0)
      expect(await col.deleteMany({})).toBe(1)
      expect(await col.count({})).toBe(0)
    })

    it('rejects an insert that breaks a unique index with DuplicateKeyError', async () => {
      const collectionName = freshName('unique')
      const col = store.collection<Person>(collectionName)
      await store.ensureIndexes([{ collection: collectionName, fields: { name: 1 }, unique: true }])
      await col.insertOne(people[0])
      const error = await col.insertOne({ ...people[1], name: 'Alice' }).catch((e: unknown) => e)
      expect(error).toBeInstanceOf(DuplicateKeyError)
      expect(isDuplicateKeyError(error)).toBe(true)
      expect((error as DuplicateKeyError).code).toBe(DUPLICATE_KEY)
      expect((error as DuplicateKeyError).collection).toBe(collectionName)
      expect(await col.count({})).toBe(1)
    })

    it('rejects an update that breaks a unique index, leaving the document as it was', async () => {
      const collection = freshName('unique-update')
      const col = store.collection<Person>(collection)
      await store.ensureIndexes([{ collection, fields: { name: 1 }, unique: true }])
      await col.insertOne(people[0])
      await col.insertOne(people[1])
      await expect(col.updateOne({ name: 'Bob' }, { $set: { name: 'Alice' } })).rejects.toSatisfy(isDuplicateKeyError)
      expect(await col.count({ name: 'Bob' })).toBe(1)
    })

    it('keeps every element of an array unique across documents under a unique index', async () => {
      const collection = freshName('hosts')
      const col = store.collection<BaseDoc & { hosts: string[] }>(collection)
      await store.ensureIndexes([{ collection, fields: { hosts: 1 }, unique: true }])
      await col.insertOne({ hosts: ['localhost', 'work.localhost'] })
      await col.insertOne({ hosts: ['love.localhost'] })
      await expect(col.insertOne({ hosts: ['other.localhost', 'work.localhost'] })).rejects.toSatisfy(isDuplicateKeyError)
      expect(await col.findOne({ hosts: 'love.localhost' })).not.toBeNull()
    })

    it('lets many documents lack the field of a sparse unique index, and a compound unique index', async () => {
      const collection = freshName('sparse')
      const col = store.collection<BaseDoc & { tenantId: string; email?: string }>(collection)
      await store.ensureIndexes([
        { collection, fields: { email: 1 }, unique: true, sparse: true },
        { collection, fields: { tenantId: 1, email: 1 }, unique: false },
      ])
      await col.insertOne({ tenantId: 't1' })
      await col.insertOne({ tenantId: 't1' })
      await col.insertOne({ tenantId: 't1', email: 'a@example.com' })
      await expect(col.insertOne({ tenantId: 't2', email: 'a@example.com' })).rejects.toSatisfy(isDuplicateKeyError)
      expect(await col.count({})).toBe(3)
    })

    it('refuses to create a unique index over existing duplicates', async () => {
      const collection = freshName('dup-index')
      const col = store.collection<Person>(collection)
      for (const person of people) await col.insertOne(person)
      await expect(store.ensureIndexes([{ collection, fields: { age: 1 }, unique: true }])).rejects.toSatisfy(isDuplicateKeyError)
    })

    it('accepts a TTL index, and creating the same indexes again', async () => {
      const collection = freshName('ttl')
      const col = store.collection<BaseDoc & { expiresAt: Date }>(collection)
      const indexes = [{ collection, fields: { expiresAt: 1 as const }, expireAfterSeconds: 0 }]
      await store.ensureIndexes(indexes)
      await store.ensureIndexes(indexes)
      await col.insertOne({ expiresAt: new Date(Date.now() + 60_000) })
      expect(await col.count({})).toBe(1)
    })

    it('refuses a TTL index on two fields (as MongoDB does) or on a nested field (as NeDB would ignore it)', async () => {
      await expect(store.ensureIndexes([{ collection: 'ttl_two', fields: { a: 1, b: 1 }, expireAfterSeconds: 10 }])).rejects.toThrow(/exactly one field/)
      await expect(store.ensureIndexes([{ collection: 'ttl_nested', fields: { 'a.b': 1 }, expireAfterSeconds: 10 }])).rejects.toThrow(/top-level/)
    })

    it('makes an existing plain index unique when its declaration says so', async () => {
      const collection = freshName('upgrade')
      const col = store.collection<Person>(collection)
      await store.ensureIndexes([{ collection, fields: { name: 1 } }])
      await col.insertOne(people[0])
      await store.ensureIndexes([{ collection, fields: { name: 1 }, unique: true }])
      await expect(col.insertOne({ ...people[1], name: 'Alice' })).rejects.toSatisfy(isDuplicateKeyError)
    })

    it('refuses collection names that could escape the data directory', () => {
      expect(() => store.collection('../etc')).toThrow(/Invalid collection name/)
      expect(() => store.collection('')).toThrow(/Invalid collection name/)
    })

    it('answers ping while open, and refuses work once closed', async () => {
      const own = await makeStore()
      expect(await own.ping()).toBe(true)
      const col = own.collection<Person>('closing')
      await own.close()
      expect(await own.ping()).toBe(false)
      await expect(col.count({})).rejects.toThrow(/closed/)
    })
  })
}
