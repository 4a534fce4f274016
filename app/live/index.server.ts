// Chooses the live-events adapter: Redis pub/sub with REDIS_URL, else the in-process emitter.
import { createInlineLiveEvents } from './inline.server'
import type { LiveEvents } from './types'

export async function openLiveEvents({ redisUrl }: { redisUrl?: string }): Promise<LiveEvents> {
  if (!redisUrl) return createInlineLiveEvents()
  // The Redis adapter arrives with the live-events work (issue 9); until then one process.
  return createInlineLiveEvents()
}
