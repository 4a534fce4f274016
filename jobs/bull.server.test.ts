// The job contract on real Redis. Each run writes under its own key prefix and removes it after.
import { Redis } from 'ioredis'
import { afterAll } from 'vitest'
import { createBullQueue } from './bull.server'
import { queueContract } from './queue.contract'

const redisUrl = process.env.REDIS_TEST_URL ?? 'redis://127.0.0.1:6379'
const runPrefix = `rapport-test-${process.pid}-${Date.now()}`

/** null when Redis answers, else why not. */
async function unreachable(url: string): Promise<string | null> {
  const redis = new Redis(url, { lazyConnect: true, connectTimeout: 1000, maxRetriesPerRequest: 0, retryStrategy: () => null })
  redis.on('error', () => {}) // the connect() rejection below says it already
  try {
    await redis.connect()
    await redis.ping()
    return null
  } catch (error) {
    return error instanceof Error ? error.message : String(error)
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
