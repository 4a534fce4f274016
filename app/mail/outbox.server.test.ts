// The outbox on the real embedded store (NeDB files in a temporary folder).
import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { createNedbStore } from '#app/store/nedb.server'
import type { DocumentStore } from '#app/store/types'
import { createOutboxMailer, listOutbox, outboxIndexes } from './outbox.server'

describe('the outbox mailer', () => {
  let dir: string
  let store: DocumentStore

  beforeEach(async () => {
    dir = await mkdtemp(path.join(tmpdir(), 'rapport-outbox-'))
    store = await createNedbStore(dir)
    await store.ensureIndexes(outboxIndexes)
  })

  afterEach(async () => {
    await store.close()
    await rm(dir, { recursive: true, force: true })
  })

  it('stores each message for its tenant and lists the newest first', async () => {
    const mailer = createOutboxMailer(store)
    expect(mailer.kind).toBe('outbox')
    await mailer.send({ tenantId: 'tenant-a', to: 'anna@example.com', subject: 'First', text: 'one' })
    await new Promise((resolve) => setTimeout(resolve, 5)) // distinct createdAt
    await mailer.send({ tenantId: 'tenant-a', to: 'boris@example.com', subject: 'Second', text: 'two', html: '<p>two</p>' })

    const mail = await listOutbox(store, 'tenant-a')
    expect(mail.map((m) => m.subject)).toEqual(['Second', 'First'])
    expect(mail[0]).toMatchObject({ tenantId: 'tenant-a', to: 'boris@example.com', text: 'two', html: '<p>two</p>' })
    expect(mail[0].createdAt).toBeInstanceOf(Date)
    expect(await listOutbox(store, 'tenant-a', { limit: 1 })).toHaveLength(1)
    expect((await listOutbox(store, 'tenant-a', { to: 'anna@example.com' })).map((m) => m.subject)).toEqual(['First'])
  })

  it("never shows one tenant another tenant's mail", async () => {
    const mailer = createOutboxMailer(store)
    await mailer.send({ tenantId: 'tenant-a', to: 'anna@example.com', subject: 'For A', text: 'a' })
    await mailer.send({ tenantId: 'tenant-b', to: 'anna@example.com', subject: 'For B', text: 'b' })

    expect((await listOutbox(store, 'tenant-a')).map((m) => m.subject)).toEqual(['For A'])
    expect((await listOutbox(store, 'tenant-b')).map((m) => m.subject)).toEqual(['For B'])
    expect(await listOutbox(store, 'tenant-c')).toEqual([])
  })

  it('stores a message once however often it is sent, per tenant', async () => {
    const mailer = createOutboxMailer(store)
    const message = { id: '0123456789abcdef01234567', to: 'anna@example.com', subject: 'Once', text: 'x' }
    await mailer.send({ ...message, tenantId: 'tenant-a' })
    await Promise.all([mailer.send({ ...message, tenantId: 'tenant-a' }), mailer.send({ ...message, tenantId: 'tenant-a' })])
    // The same id in another tenant is another message, not a duplicate.
    await mailer.send({ ...message, tenantId: 'tenant-b' })

    expect(await listOutbox(store, 'tenant-a')).toHaveLength(1)
    expect(await listOutbox(store, 'tenant-b')).toHaveLength(1)
  })
})
