import { appendFile, readFile, writeFile } from 'node:fs/promises'
import path from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import { createNedbStore } from './nedb.server'
import { describeStoreContract } from './store.contract'
import { tempNedbStores } from './test-stores'

type Tenantish = { _id: string; hosts: string[] }

const nedb = tempNedbStores()
const tempDir = () => nedb.dir()
afterAll(() => nedb.cleanup())

describeStoreContract('NeDB files', () => nedb.open())

describe('NeDB files on disk', () => {
  it('creates the data directory and one file per collection', async () => {
    const dir = path.join(await tempDir(), 'nested', 'data')
    const store = await createNedbStore(dir)
    await store.collection<{ _id: string; name: string }>('profiles').insertOne({ name: 'Ann' })
    await store.close()
    expect(await readFile(path.join(dir, 'profiles.db'), 'utf8')).toContain('"name":"Ann"')
  })

  it('finds documents and unique indexes again after a reopen', async () => {
    const dir = await tempDir()
    const first = await createNedbStore(dir)
    await first.ensureIndexes([{ collection: 'tenants', fields: { hosts: 1 }, unique: true }])
    const tenant = await first.collection<Tenantish>('tenants').insertOne({ hosts: ['localhost'] })
    await first.close()

    const second = await createNedbStore(dir)
    expect(await second.collection('tenants').findOne({ _id: tenant._id })).toEqual(tenant)
    await expect(second.collection<Tenantish>('tenants').insertOne({ hosts: ['localhost'] })).rejects.toMatchObject({ code: 'DUPLICATE_KEY' })
    await second.close()
  })

  it('opens a file whose last line was torn by a crash, keeping every complete line', async () => {
    const dir = await tempDir()
    const file = path.join(dir, 'notes.db')
    await writeFile(file, '{"_id":"aaaaaaaaaaaaaaaaaaaaaaaa","text":"kept"}\n')
    await appendFile(file, '{"_id":"bbbbbbbbbbbbbbbbbbbbbbbb","te')
    const store = await createNedbStore(dir)
    expect(await store.collection('notes').find({})).toEqual([{ _id: 'aaaaaaaaaaaaaaaaaaaaaaaa', text: 'kept' }])
    await store.close()
  })

  it('removes documents past a TTL index on read', async () => {
    const store = await createNedbStore(await tempDir())
    await store.ensureIndexes([{ collection: 'links', fields: { expiresAt: 1 }, expireAfterSeconds: 0 }])
    const links = store.collection<{ _id: string; expiresAt: Date }>('links')
    await links.insertOne({ expiresAt: new Date(Date.now() - 1000) })
    await links.insertOne({ expiresAt: new Date(Date.now() + 60_000) })
    expect(await links.count({})).toBe(1)
    await store.close()
  })

  it('still expires documents after a reopen that declares the TTL index again', async () => {
    const dir = await tempDir()
    const ttl = [{ collection: 'links', fields: { expiresAt: 1 as const }, expireAfterSeconds: 0 }]
    const first = await createNedbStore(dir)
    await first.ensureIndexes(ttl)
    await first.collection<{ _id: string; expiresAt: Date }>('links').insertOne({ expiresAt: new Date(Date.now() + 300) })
    await first.close()

    const second = await createNedbStore(dir)
    await second.ensureIndexes(ttl)
    await new Promise((resolve) => setTimeout(resolve, 400))
    expect(await second.collection('links').count({})).toBe(0)
    await second.close()
  })
})
