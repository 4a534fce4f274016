// Shared by the suites that run on real Redis (Bull, the worker, rate limits).
import { Redis } from 'ioredis'

export const redisTestUrl = process.env.REDIS_TEST_URL ?? 'redis://127.0.0.1:6379'

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

/**
 * Why the Redis suites must skip, or null to run them. On CI, Redis is part of the machine
 * (.ci/run starts it), so a missing Redis fails the run instead of skipping it silently.
 */
export async function redisSkipReason(suite: string): Promise<string | null> {
  const why = await unreachable(redisTestUrl)
  if (!why) return null
  if (process.env.CI) throw new Error(`${suite}: Redis at ${redisTestUrl} cannot be reached on CI (${why})`)
  console.log(`skipping ${suite}: Redis at ${redisTestUrl} cannot be reached (${why})`)
  return why
}

/** Deletes the keys a test run made. */
export async function deleteRedisKeys(pattern: string, url = redisTestUrl) {
  const redis = new Redis(url)
  let cursor = '0'
  do {
    const [next, keys] = await redis.scan(cursor, 'MATCH', pattern, 'COUNT', 500)
    if (keys.length) await redis.del(...keys)
    cursor = next
  } while (cursor !== '0')
  await redis.quit()
}
