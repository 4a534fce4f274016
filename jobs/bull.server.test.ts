// The job contract on real Redis. Each run writes under its own key prefix and removes it after.
import { Redis } from 'ioredis'
import { afterAll, describe, expect, it } from 'vitest'
import { createBullQueue } from './bull.server'
import { queueContract } from './queue.contract'

const redisUrl = process.env.REDIS_TEST_URL ?? 'redis://127.0.0.1:6379'
const runPrefix = `rapport-test-${process.pid}-${Date.now()}`

/** null when Redis answers, else why not. */
async function unreachable(url: string): Promise<string | null> {
  const redis = new Redis(url, { lazyConnect: true, connectTimeout: 1000, maxRetriesPerRequest: 0, retryStrategy: () => null })
  let cause = ''
  redis.on('error', (error: Error) => (cause = error.message)) // says more than connect()'s rejection
  try {
    await redis.connect()
    await redis.ping()
    return null
  } catch (error) {
    return cause || (error instanceof Error ? error.message : String(error))
  } finally {
    redis.disconnect()
  }
}

const why = await unreachable(redisUrl)
if (why) console.log(`skipping the Bull job tests: Redis at ${redisUrl} cannot be reached (${why})`)

// A fresh prefix per queue: a test never sees another test's jobs.
let made = 0
queueContract('bull', (jobs, options) => createBullQueue(redisUrl, jobs, { ...options, prefix: `${runPrefix}-${++made}` }), Boolean(why))

afterAll(async () => {
  if (why) return
  const redis = new Redis(redisUrl)
  let cursor = '0'
  do {
    const [next, keys] = await redis.scan(cursor, 'MATCH', `${runPrefix}-*`, 'COUNT', 500)
    if (keys.length) await redis.del(...keys)
    cursor = next
  } while (cursor !== '0')
  await redis.quit()
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
