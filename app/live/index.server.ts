// Chooses the live-events adapter: Redis pub/sub with REDIS_URL, else the in-process emitter.
import { createInlineLiveEvents } from './inline.server'
import { createRedisLiveEvents } from './redis.server'
import type { LiveEvents } from './types'

export async function openLiveEvents({ redisUrl, prefix = 'rapport', onError }: { redisUrl?: string; prefix?: string; onError?: (error: Error) => void }): Promise<LiveEvents> {
  if (!redisUrl) return createInlineLiveEvents()
  return createRedisLiveEvents({ url: redisUrl, prefix, onError })
}
