// One behaviour for both job adapters: each adapter's test file runs this suite, so the embedded
// runner cannot drift from Bull. Not a test file itself (no `.test.`): it only defines the suite.
import { afterEach, describe, expect, it } from 'vitest'
import type { JobConfig, JobContext, JobModule, JobQueue, QueueOptions } from './types'

export type MakeQueue = (jobs: JobModule[], options: QueueOptions) => JobQueue

function job(name: string, handler: JobModule['default'], config: Partial<JobConfig> = {}): JobModule {
  return {
    config: { name, queue: 'test', attempts: 1, backoff: { type: 'fixed', delay: 0 }, ...config },
    default: handler,
  }
}

async function until(check: () => Promise<boolean>, what: string) {
  const deadline = Date.now() + 5000
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`)
    await new Promise((resolve) => setTimeout(resolve, 20))
  }
}

export function queueContract(adapter: string, makeQueue: MakeQueue, skip = false) {
  ;(skip ? describe.skip : describe)(`the ${adapter} job queue`, () => {
    let queue: JobQueue | undefined
    let logged: string[] = []

    function open(jobs: JobModule[]): JobQueue {
      logged = []
      queue = makeQueue(jobs, { log: (line) => logged.push(line) })
      return queue
    }

    afterEach(async () => {
      await queue?.close()
      queue = undefined
    })

    it('runs a job with a JSON copy of its data and the services of the process', async () => {
      const seen: Array<[unknown, JobContext]> = []
      const greet = job('test.greet', async (data, ctx) => void seen.push([data, ctx]))
      const q = open([greet])
      const services = { name: 'services' }
      await q.process([greet], services)

      const id = await q.enqueue('test.greet', { to: 'Анна', at: new Date('2026-01-02T03:04:05Z') })
      await q.drain()

      expect(typeof id).toBe('string')
      expect(seen).toHaveLength(1)
      const [data, ctx] = seen[0]
      expect(data).toEqual({ to: 'Анна', at: '2026-01-02T03:04:05.000Z' })
      expect(ctx.services).toBe(services)
      expect(ctx.attempt).toBe(1)
    })

    it('refuses a job name no module declares', async () => {
      const q = open([job('test.known', async () => {})])
      await expect(q.enqueue('test.unknown', {})).rejects.toThrow(/test\.unknown/)
    })

    it('retries after a failing attempt, after the backoff delay, and succeeds on the second', async () => {
      const attempts: Array<[number, number]> = []
      const flaky = job(
        'test.flaky',
        async (_data, ctx) => {
          attempts.push([ctx.attempt, Date.now()])
          if (ctx.attempt === 1) throw new Error('the first attempt fails')
        },
        { attempts: 3, backoff: { type: 'fixed', delay: 100 } }
      )
      const q = open([flaky])
      await q.process([flaky], {})

      await q.enqueue('test.flaky', {})
      await q.drain()

      expect(attempts.map(([attempt]) => attempt)).toEqual([1, 2])
      expect(attempts[1][1] - attempts[0][1]).toBeGreaterThanOrEqual(90)
      expect(logged).toHaveLength(1)
      expect(logged[0]).toMatch(/test\.flaky .*attempt 1\/3 failed, retrying in 100 ms: "the first attempt fails"/)
    })

    it('gives up after the configured attempts, backing off exponentially, and logs escaped errors', async () => {
      const times: number[] = []
      const broken = job(
        'test.broken',
        async () => {
          times.push(Date.now())
          throw new Error('bad input\n[jobs] forged line')
        },
        { attempts: 3, backoff: { type: 'exponential', delay: 50 } }
      )
      const q = open([broken])
      await q.process([broken], {})

      await q.enqueue('test.broken', {})
      await q.drain()

      expect(times).toHaveLength(3)
      // Bull's exponential backoff: delay × (2^failures − 1), so 50 ms then 150 ms.
      expect(times[1] - times[0]).toBeGreaterThanOrEqual(45)
      expect(times[2] - times[1]).toBeGreaterThanOrEqual(140)
      expect(logged.map((line) => line.replace(/.*failed, /, ''))).toEqual([
        'retrying in 50 ms: "bad input\\n[jobs] forged line"',
        'retrying in 150 ms: "bad input\\n[jobs] forged line"',
        'giving up: "bad input\\n[jobs] forged line"',
      ])
      expect(logged.join('')).not.toContain('\n')
    })

    it('reports progress while a job runs and forgets the job once it is done', async () => {
      let release!: () => void
      const released = new Promise<void>((resolve) => (release = resolve))
      const slow = job('test.slow', async (_data, ctx) => {
        await ctx.progress(40)
        await released
      })
      const q = open([slow])
      await q.process([slow], {})

      const id = await q.enqueue('test.slow', {})
      await until(async () => (await q.status('test.slow', id))?.progress === 40, 'progress 40')
      expect(await q.status('test.slow', id)).toEqual({
        id,
        name: 'test.slow',
        state: 'active',
        progress: 40,
        attemptsMade: 0,
      })
      release()
      await q.drain()
      expect(await q.status('test.slow', id)).toBeNull()
    })

    it('enqueues a job id once while it waits, and again once it is done', async () => {
      const runs: unknown[] = []
      const once = job('test.once', async (data) => void runs.push(data))
      const q = open([once])

      // Not processing yet: both enqueues meet a waiting job.
      expect(await q.enqueue('test.once', { n: 1 }, { jobId: 'mail-42' })).toBe('mail-42')
      expect(await q.enqueue('test.once', { n: 2 }, { jobId: 'mail-42' })).toBe('mail-42')
      expect((await q.status('test.once', 'mail-42'))?.state).toBe('waiting')
      await q.process([once], {})
      await q.drain()
      expect(runs).toEqual([{ n: 1 }])

      await q.enqueue('test.once', { n: 3 }, { jobId: 'mail-42' })
      await q.drain()
      expect(runs).toEqual([{ n: 1 }, { n: 3 }])
    })

    it('holds a delayed job back until its time', async () => {
      const ran: number[] = []
      const later = job('test.later', async () => void ran.push(Date.now()))
      const q = open([later])
      await q.process([later], {})

      const start = Date.now()
      const id = await q.enqueue('test.later', {}, { delayMs: 200 })
      expect((await q.status('test.later', id))?.state).toBe('delayed')
      await q.drain()
      expect(ran).toHaveLength(1)
      expect(ran[0] - start).toBeGreaterThanOrEqual(190)
    })

    it('drains only when every job has settled, including jobs that jobs enqueued', async () => {
      const done: string[] = []
      const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))
      const second = job('test.second', async () => {
        await wait(100)
        done.push('second')
      })
      const first = job('test.first', async (_data, ctx: JobContext<{ queue: JobQueue }>) => {
        await wait(100)
        await ctx.services.queue.enqueue('test.second', {})
        done.push('first')
      })
      const q = open([first, second])
      await q.process([first, second], { queue: q })

      await q.enqueue('test.first', {})
      await q.drain()
      expect(done).toEqual(['first', 'second'])
    })

    it('says it is healthy while open, and refuses jobs once closed', async () => {
      const q = open([job('test.noop', async () => {})])
      expect(await q.health()).toBe(true)
      await q.close()
      expect(await q.health()).toBe(false)
      await expect(q.enqueue('test.noop', {})).rejects.toThrow(/closed/)
    })
  })
}
