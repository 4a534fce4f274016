// Fixed-window rate limits, in tiers. In memory by default; in Redis when REDIS_URL is set so that
// every web instance shares the same counters.
import { Redis } from 'ioredis'

export interface Limit {
  /** Tier name, part of the key. */
  name: string
  max: number
  windowSeconds: number
}

/** Strictest on sign-in, sign-up, link and reset requests (STYLE: tiers). */
export const LIMITS = {
  /** Per client address, for any non-GET auth route. */
  authByAddress: { name: 'auth-ip', max: 20, windowSeconds: 60 },
  /** Per account (e-mail) for password attempts and mailed links. */
  authByAccount: { name: 'auth-account', max: 8, windowSeconds: 15 * 60 },
  /** Everything else that writes, per address. */
  writeByAddress: { name: 'write-ip', max: 120, windowSeconds: 60 },
} satisfies Record<string, Limit>

export interface RateLimiter {
  /** Counts one hit; true while the key is within its limit. */
  hit(limit: Limit, key: string): Promise<boolean>
  /** Counts nothing: whether the key is still within its limit, and how long until it is again. */
  peek(limit: Limit, key: string): Promise<{ allowed: boolean; retryAfterSeconds: number }>
  close(): Promise<void>
}

export function createRateLimiter({ redisUrl, factor = 1 }: { redisUrl?: string; factor?: number }): RateLimiter {
  const scaled = (limit: Limit) => Math.max(1, Math.round(limit.max * factor))
  if (redisUrl) {
    let redis: Redis | undefined
    const client = () => (redis ??= new Redis(redisUrl, { maxRetriesPerRequest: 2, lazyConnect: false }))
    return {
      async hit(limit, key) {
        const k = `rl:${limit.name}:${key}`
        const [[, count]] = (await client().multi().incr(k).expire(k, limit.windowSeconds, 'NX').exec()) as [[unknown, number]]
        return count <= scaled(limit)
      },
      async peek(limit, key) {
        const k = `rl:${limit.name}:${key}`
        const [[, count], [, ttl]] = (await client().multi().get(k).ttl(k).exec()) as [[unknown, string | null], [unknown, number]]
        const allowed = Number(count ?? 0) < scaled(limit)
        return { allowed, retryAfterSeconds: allowed ? 0 : Math.max(1, ttl) }
      },
      async close() {
        await redis?.quit()
      },
    }
  }
  const windows = new Map<string, { count: number; resetAt: number }>()
  return {
    async hit(limit, key) {
      const now = Date.now()
      const k = `${limit.name}:${key}`
      let w = windows.get(k)
      if (!w || w.resetAt <= now) {
        w = { count: 0, resetAt: now + limit.windowSeconds * 1000 }
        windows.set(k, w)
        if (windows.size > 50_000) for (const [key2, v] of windows) if (v.resetAt <= now) windows.delete(key2)
      }
      w.count += 1
      return w.count <= scaled(limit)
    },
    async peek(limit, key) {
      const now = Date.now()
      const w = windows.get(`${limit.name}:${key}`)
      const count = w && w.resetAt > now ? w.count : 0
      const allowed = count < scaled(limit)
      return { allowed, retryAfterSeconds: allowed || !w ? 0 : Math.max(1, Math.ceil((w.resetAt - now) / 1000)) }
    },
    async close() {},
  }
}
