import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { CrossTenantError, isDuplicateKeyError } from './errors'
import { tenantIndex } from './indexes'
import { tenantCollection } from './tenant-scope'
import { mongodbUrl, tempNedbStores, testMongo } from './test-stores'
import type { DocumentStore, TenantDoc } from './types'

interface Profile extends TenantDoc {
  name: string
  email: string
  tags: string[]
}

const A = 'aaaaaaaaaaaaaaaaaaaaaaaa'
const B = 'bbbbbbbbbbbbbbbbbbbbbbbb'

const nedb = tempNedbStores()
afterAll(() => nedb.cleanup())
describeTenantScope('NeDB files', () => nedb.open())

describe.skipIf(!mongodbUrl)('with MONGODB_URL', () => {
  const mongo = testMongo(mongodbUrl ?? '')
  afterAll(() => mongo.drop())
  describeTenantScope('MongoDB', mongo.open)
})

function describeTenantScope(engine: string, openStore: () => Promise<DocumentStore>) {
  describe(`tenant-scoped collections on ${engine}`, () => {
    let store: DocumentStore
    let collection: string
    let serial = 0
    let bobId: string

    const profilesOf = (tenantId: string) => tenantCollection<Profile>(store, tenantId, collection)

    beforeAll(async () => {
      store = await openStore()
    })
    afterAll(async () => {
      await store?.close()
    })
    // Each test starts from one document per tenant, in a collection of its own.
    beforeEach(async () => {
      collection = `profiles_${Date.now().toString(36)}_${++serial}`
      await profilesOf(A).insertOne({ name: 'Ann', email: 'ann@a.test', tags: ['a'] })
      bobId = (await profilesOf(B).insertOne({ name: 'Bob', email: 'bob@b.test', tags: ['b'] }))._id
    })

    it('stamps the tenant on every inserted document', async () => {
      const raw = await store.collection<Profile>(collection).find({}, { sort: { name: 1 } })
      expect(raw.map((p) => [p.name, p.tenantId])).toEqual([
        ['Ann', A],
        ['Bob', B],
      ])
    })

    it("does not let tenant A find another tenant's document, even by its id", async () => {
      const a = profilesOf(A)
      expect(await a.findOne({ _id: bobId })).toBeNull()
      expect(await a.find({})).toHaveLength(1)
      expect(await a.find({ name: 'Bob' })).toEqual([])
    })

    it('matches nothing when a filter names the other tenant', async () => {
      const a = profilesOf(A)
      expect(await a.find({ tenantId: B })).toEqual([])
      expect(await a.findOne({ tenantId: B, _id: bobId })).toBeNull()
      expect(await a.find({ tenantId: { $in: [A, B] } })).toHaveLength(1)
      expect(await a.find({ tenantId: { $ne: A } })).toEqual([])
    })

    it('keeps $or, $and and nested filters inside the tenant', async () => {
      const a = profilesOf(A)
      expect(await a.find({ $or: [{ tenantId: B }, { name: 'Bob' }, { _id: bobId }] })).toEqual([])
      expect(await a.find({ $or: [{ name: 'Ann' }, { name: 'Bob' }] })).toHaveLength(1)
      expect(await a.find({ $and: [{ $or: [{ tenantId: B }] }] })).toEqual([])
      expect(await a.count({ $or: [{ tenantId: B }, { tags: 'b' }] })).toBe(0)
    })

    it("counts only the tenant's documents", async () => {
      expect(await profilesOf(A).count({})).toBe(1)
      expect(await profilesOf(A).count({ tenantId: B })).toBe(0)
      expect(await profilesOf(B).count({})).toBe(1)
    })

    it("cannot update another tenant's documents", async () => {
      const a = profilesOf(A)
      expect(await a.updateOne({ _id: bobId }, { $set: { name: 'Hacked' } })).toBeNull()
      expect(await a.updateOne({ $or: [{ tenantId: B }, { _id: bobId }] }, { $set: { name: 'Hacked' } })).toBeNull()
      expect(await a.updateMany({ tenantId: B }, { $set: { name: 'Hacked' } })).toBe(0)
      expect(await a.updateMany({ $or: [{ name: 'Bob' }, { tags: 'b' }] }, { $push: { tags: 'x' } })).toBe(0)
      expect(await profilesOf(B).findOne({ _id: bobId })).toMatchObject({ name: 'Bob', tags: ['b'] })
    })

    it("cannot delete another tenant's documents", async () => {
      const a = profilesOf(A)
      expect(await a.deleteOne({ _id: bobId })).toBe(0)
      expect(await a.deleteMany({ $or: [{ tenantId: B }, { name: 'Bob' }] })).toBe(0)
      expect(await profilesOf(B).count({})).toBe(1)
      expect(await a.deleteMany({})).toBe(1)
      expect(await profilesOf(B).count({})).toBe(1)
    })

    it('refuses to insert a document that names another tenant', async () => {
      await expect(profilesOf(A).insertOne({ name: 'Eve', email: 'eve@b.test', tags: [], tenantId: B })).rejects.toBeInstanceOf(CrossTenantError)
      expect(await profilesOf(B).count({})).toBe(1)
      // Naming its own tenant is harmless.
      await expect(profilesOf(A).insertOne({ name: 'Al', email: 'al@a.test', tags: [], tenantId: A })).resolves.toMatchObject({ tenantId: A })
    })

    it('never moves a document to another tenant through $set or $unset, nor changes its id', async () => {
      const a = profilesOf(A)
      const ann = await a.findOne({ name: 'Ann' })
      const updated = await a.updateOne({ name: 'Ann' }, { $set: { tenantId: B, _id: bobId, name: 'Ann 2' } })
      expect(updated).toMatchObject({ _id: ann!._id, tenantId: A, name: 'Ann 2' })
      await a.updateMany({}, { $unset: { tenantId: true, _id: true } })
      await a.updateOne({}, { $set: { 'tenantId.x': 1 } })
      expect(await store.collection<Profile>(collection).findOne({ _id: ann!._id })).toMatchObject({ tenantId: A })
      expect(await profilesOf(B).count({})).toBe(1)
    })

    it('keeps the rest of an update that also touched tenantId', async () => {
      const updated = await profilesOf(A).updateOne({ name: 'Ann' }, { $set: { tenantId: B, email: 'new@a.test' }, $inc: { visits: 1 } } as never)
      expect(updated).toMatchObject({ tenantId: A, email: 'new@a.test', visits: 1 })
    })

    it('refuses a replacement-style update, which would drop the tenant', async () => {
      await expect(profilesOf(A).updateOne({ name: 'Ann' }, { name: 'Replaced' } as never)).rejects.toThrow(TypeError)
      expect(await profilesOf(A).count({ name: 'Ann' })).toBe(1)
    })

    it('refuses an empty tenant', () => {
      expect(() => tenantCollection<Profile>(store, '', 'profiles')).toThrow(/tenantId/)
      expect(() => tenantCollection<Profile>(store, '   ', 'profiles')).toThrow(/tenantId/)
      expect(() => tenantCollection<Profile>(store, undefined as unknown as string, 'profiles')).toThrow(/tenantId/)
    })

    it('makes a tenantIndex unique per tenant, not across tenants', async () => {
      await store.ensureIndexes([tenantIndex(collection, { email: 1 }, { unique: true })])
      await profilesOf(B).insertOne({ name: 'Ann in B', email: 'ann@a.test', tags: [] })
      await expect(profilesOf(A).insertOne({ name: 'Ann again', email: 'ann@a.test', tags: [] })).rejects.toSatisfy(isDuplicateKeyError)
    })
  })
}
