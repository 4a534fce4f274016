// The mail job end to end on the embedded defaults: inline queue, outbox, NeDB.
import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { createNedbStore } from '#app/store/nedb.server'
import type { DocumentStore } from '#app/store/types'
import { createInlineQueue } from '#jobs/inline.server'
import type { JobQueue } from '#jobs/types'
import { createOutboxMailer, listOutbox, outboxIndexes } from '../outbox.server'
import type { Mailer } from '../types'
import sendMailHandler, { config, sendMail, sendMailJob } from './send-mail.server'

describe('the mail.send job', () => {
  let dir: string
  let store: DocumentStore
  let queue: JobQueue
  let logged: string[]

  beforeEach(async () => {
    dir = await mkdtemp(path.join(tmpdir(), 'rapport-mail-job-'))
    store = await createNedbStore(dir)
    await store.ensureIndexes(outboxIndexes)
    logged = []
    queue = createInlineQueue([sendMailJob], { log: (line) => logged.push(line) })
  })

  afterEach(async () => {
    await queue.close()
    await store.close()
    await rm(dir, { recursive: true, force: true })
  })

  it('has the house job shape', () => {
    expect(config).toEqual({ name: 'mail.send', queue: 'mail', attempts: 5, backoff: { type: 'exponential', delay: 2000 } })
    expect(sendMailJob).toEqual({ config, default: sendMailHandler })
  })

  it('puts a message in the outbox through the queue', async () => {
    await queue.process([sendMailJob], { mail: createOutboxMailer(store) })

    const id = await sendMail(queue, { tenantId: 'tenant-a', to: 'anna@example.com', subject: 'Welcome', text: 'Hello' })
    await queue.drain()

    expect(await listOutbox(store, 'tenant-a')).toMatchObject([{ messageId: id, to: 'anna@example.com', subject: 'Welcome' }])
  })

  it('stores a message once when its job runs twice', async () => {
    const services = { mail: createOutboxMailer(store) }
    const message = { id: 'abcdefabcdefabcdefabcdef', tenantId: 'tenant-a', to: 'anna@example.com', subject: 'Once', text: 'x' }
    const ctx = { services, attempt: 1, progress: async () => {} }

    await sendMailHandler(message, ctx)
    await sendMailHandler(message, { ...ctx, attempt: 2 })

    expect(await listOutbox(store, 'tenant-a')).toHaveLength(1)
  })

  it('retries when the mailer fails, and the address stays out of the log', async () => {
    let calls = 0
    const flaky: Mailer = {
      kind: 'smtp',
      async send() {
        calls += 1
        if (calls === 1) throw new Error('421 try again later')
      },
    }
    // The real config waits 2 s before a retry; the test keeps the shape and shortens the wait.
    const quick = { ...sendMailJob, config: { ...config, backoff: { type: 'fixed' as const, delay: 10 } } }
    await queue.close()
    queue = createInlineQueue([quick], { log: (line) => logged.push(line) })
    await queue.process([quick], { mail: flaky })

    await sendMail(queue, { tenantId: 'tenant-a', to: 'anna@example.com', subject: 'Hi', text: 'x' })
    await queue.drain()

    expect(calls).toBe(2)
    expect(logged).toHaveLength(1)
    expect(logged[0]).toContain('"421 try again later"')
    expect(logged[0]).not.toContain('anna@example.com')
  })
})
