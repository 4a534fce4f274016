// The job contract on real Redis. Each run writes under its own key prefix and removes it after.
import { afterAll, describe, expect, it } from 'vitest'
import { createBullQueue } from './bull.server'
import { queueContract } from './queue.contract'
import { deleteRedisKeys, redisSkipReason, redisTestUrl } from '#tests/redis'

const redisUrl = redisTestUrl
const runPrefix = `rapport-test-${process.pid}-${Date.now()}`

const why = await redisSkipReason('the Bull job tests')

// A fresh prefix per queue: a test never sees another test's jobs.
let made = 0
queueContract('bull', (jobs, options) => createBullQueue(redisUrl, jobs, { ...options, prefix: `${runPrefix}-${++made}` }), Boolean(why))

afterAll(async () => {
  if (!why) await deleteRedisKeys(`${runPrefix}-*`)
})

describe('the bull job queue without Redis', () => {
  it('connects to nothing until used, and reports unhealthy when Redis cannot be reached', async () => {
    const logged: string[] = []
    const queue = createBullQueue('redis://127.0.0.1:1', [], { prefix: runPrefix, log: (line) => logged.push(line) })
    expect(logged).toEqual([])

    expect(await queue.health()).toBe(false)
    expect(logged.join('\n')).toMatch(/^\[jobs\] redis error: ".*ECONNREFUSED/m)
    await queue.close()
  })
})
