// Redis for the p2p suites: its own database (2 unless REDIS_TEST_URL says otherwise) and key
// prefix, removed after the run.
import { Redis } from 'ioredis'

export const p2pRedisUrl = process.env.REDIS_TEST_URL ?? 'redis://127.0.0.1:6379/2'
export const p2pPrefix = (what: string) => `p2ph-${what}-${process.pid}-${Date.now()}`

export async function deleteKeys(pattern: string) {
  const redis = new Redis(p2pRedisUrl)
  let cursor = '0'
  do {
    const [next, keys] = await redis.scan(cursor, 'MATCH', pattern, 'COUNT', 500)
    if (keys.length) await redis.del(...keys)
    cursor = next
  } while (cursor !== '0')
  redis.disconnect()
}
