// The worker process on real Redis: started as `tsx jobs/worker.ts`, it runs a mail job that this
// test enqueues, and the message lands in the outbox of its embedded store.
import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { afterAll, afterEach, beforeEach, describe, expect, it } from 'vitest'
import { sendMail } from '#app/mail/jobs/send-mail.server'
import { listOutbox } from '#app/mail/outbox.server'
import { createNedbStore } from '#app/store/nedb.server'
import { allJobs } from '#modules/registry.server'
import { createBullQueue } from './bull.server'
import { deleteRedisKeys, redisSkipReason, redisTestUrl } from '#tests/redis'
import { startWorker, type WorkerProcess as Worker } from '#tests/worker-process'

const redisUrl = redisTestUrl
const runPrefix = `rapport-worker-test-${process.pid}-${Date.now()}`

async function within<T>(ms: number, what: string, promise: Promise<T>): Promise<T> {
  let timer: NodeJS.Timeout | undefined
  const timeout = new Promise<never>((_, reject) => (timer = setTimeout(() => reject(new Error(`timed out: ${what}`)), ms)))
  try {
    return await Promise.race([promise, timeout])
  } finally {
    clearTimeout(timer)
  }
}

const why = await redisSkipReason('the worker tests')

describe('the worker process', () => {
  let dataDir: string
  let worker: Worker | undefined

  beforeEach(async () => {
    dataDir = await mkdtemp(path.join(tmpdir(), 'rapport-worker-'))
  })

  afterEach(async () => {
    if (worker && worker.child.exitCode === null && worker.child.signalCode === null) {
      worker.child.kill('SIGKILL')
      await worker.exited
    }
    worker = undefined
    await rm(dataDir, { recursive: true, force: true })
  })

  it('refuses to start without REDIS_URL, in one line that names it', async () => {
    worker = startWorker({ DATA_DIR: dataDir })
    expect(await within(15_000, 'the worker to exit', worker.exited)).toBe(1)
    expect(worker.output().trim()).toMatch(/^The worker needs REDIS_URL[^\n]*$/)
  })

  it('refuses to open the embedded store, which a web process may hold, unless told it owns it', async () => {
    worker = startWorker({ DATA_DIR: dataDir, REDIS_URL: 'redis://127.0.0.1:1' })
    expect(await within(15_000, 'the worker to exit', worker.exited)).toBe(1)
    expect(worker.output().trim()).toMatch(/^The worker needs MONGODB_URL[^\n]*$/)
  })

  it.skipIf(Boolean(why))(
    'sends a mail job enqueued elsewhere into the outbox, and stops cleanly on SIGTERM',
    async () => {
      const prefix = `${runPrefix}-mail`
      worker = startWorker({ DATA_DIR: dataDir, REDIS_URL: redisUrl, QUEUE_PREFIX: prefix, WORKER_OWNS_DATA_DIR: 'true' })

      const queue = createBullQueue(redisUrl, allJobs(), { prefix })
      try {
        const id = await sendMail(queue, { tenantId: 'work', to: 'anna@example.com', subject: 'Your sign-in link', text: 'http://localhost/x' })
        await within(20_000, `the worker to run the job; its output so far:\n${worker.output()}`, queue.drain())
        expect(await queue.status('mail.send', `mail-${id}`)).toBeNull()
      } finally {
        await queue.close()
      }
      expect(worker.output()).toContain('Rapport worker processing jobs')

      worker.child.kill('SIGTERM')
      expect(await within(15_000, 'the worker to stop', worker.exited)).toBe(0)
      expect(worker.output()).toContain('worker shutting down')

      const store = await createNedbStore(dataDir)
      try {
        const mail = await listOutbox(store, 'work')
        expect(mail).toHaveLength(1)
        expect(mail[0]).toMatchObject({ to: 'anna@example.com', subject: 'Your sign-in link', text: 'http://localhost/x' })
      } finally {
        await store.close()
      }
    },
    60_000
  )

  afterAll(async () => {
    if (!why) await deleteRedisKeys(`${runPrefix}-*`)
  })
})
