// Fixed-window rate limits, in tiers, from rate-limiter-flexible: in memory by default; in Redis when
// REDIS_URL is set so that every web machine shares the same counters. With Redis unreachable each
// process counts on its own in memory until Redis answers again (ADR 013): limits stay in force,
// nothing waits on a dead connection, and no request fails because of the limiter.
import { Redis } from 'ioredis'
import { RateLimiterMemory, RateLimiterRedis, RateLimiterRes, type RateLimiterAbstract } from 'rate-limiter-flexible'

export interface Limit {
  /** Tier name, part of the key. */
  name: string
  max: number
  windowSeconds: number
}

/** Strictest on sign-in, sign-up, link and reset requests (STYLE: tiers). */
export const LIMITS = {
  /** Per client address: failed requests (answers ≥ 400) to the routes the manifests mark `rateLimit: 'auth'`. */
  authByAddress: { name: 'auth-ip', max: 20, windowSeconds: 60 },
  /** Per account (e-mail) for password attempts and mailed links. */
  authByAccount: { name: 'auth-account', max: 8, windowSeconds: 15 * 60 },
  /** Everything that writes, per address. */
  writeByAddress: { name: 'write-ip', max: 120, windowSeconds: 60 },
} satisfies Record<string, Limit>

export interface Verdict {
  allowed: boolean
  /** Seconds until the key is allowed again; 0 while allowed. */
  retryAfterSeconds: number
}

export interface RateLimiter {
  /** Counts one hit; true while the key is within its limit. */
  hit(limit: Limit, key: string): Promise<boolean>
  /** Counts one hit, and says how long until the key is allowed again when it is over. */
  consume(limit: Limit, key: string): Promise<Verdict>
  /** Counts nothing: whether the key is still within its limit, and how long until it is again. */
  peek(limit: Limit, key: string): Promise<Verdict>
  close(): Promise<void>
}

/** Redis key prefix of every counter: `rl:<tier>:<key>`. */
const PREFIX = 'rl'
const secondsUntil = (msBeforeNext: number) => Math.max(1, Math.ceil(msBeforeNext / 1000))

export function createRateLimiter({ redisUrl, factor = 1, onRedisError }: { redisUrl?: string; factor?: number; onRedisError?: (error: Error) => void }): RateLimiter {
  let redis: Redis | undefined
  // A dead Redis reports on every reconnect attempt; the log needs it once a minute at most.
  let reportedAt = 0
  const report = (error: Error) => {
    if (Date.now() - reportedAt < 60_000) return
    reportedAt = Date.now()
    onRedisError?.(error)
  }
  const client = () =>
    (redis ??= new Redis(redisUrl!, {
      // Fail a command at once while disconnected instead of queueing it: the insurance limiter answers.
      enableOfflineQueue: false,
      maxRetriesPerRequest: 1,
      connectTimeout: 2000,
    }).on('error', report))
  // Only the first connection is waited for (a fresh process would otherwise count its first requests
  // in memory); once it has succeeded or failed, a Redis that is not ready sends counts to memory at once.
  let firstConnection: Promise<void> | undefined
  const connected = () =>
    (firstConnection ??= new Promise<void>((resolve) => {
      const redis = client()
      if (redis.status === 'ready') return resolve()
      const timer = setTimeout(resolve, 2000)
      const done = () => (clearTimeout(timer), resolve())
      redis.once('ready', done).once('error', done)
    }))
  const tiers = new Map<string, RateLimiterAbstract>()
  const limiterFor = (limit: Limit): RateLimiterAbstract => {
    let limiter = tiers.get(limit.name)
    if (!limiter) {
      const options = { keyPrefix: `${PREFIX}:${limit.name}`, points: Math.max(1, Math.round(limit.max * factor)), duration: limit.windowSeconds }
      const memory = new RateLimiterMemory(options)
      limiter = redisUrl ? new RateLimiterRedis({ ...options, storeClient: client(), rejectIfRedisNotReady: true, insuranceLimiter: memory }) : memory
      tiers.set(limit.name, limiter)
    }
    return limiter
  }

  async function consume(limit: Limit, key: string): Promise<Verdict> {
    if (redisUrl) await connected()
    try {
      await limiterFor(limit).consume(key)
      return { allowed: true, retryAfterSeconds: 0 }
    } catch (refusal) {
      // The library rejects with a RateLimiterRes when over the limit; anything else is a real error.
      if (refusal instanceof RateLimiterRes) return { allowed: false, retryAfterSeconds: secondsUntil(refusal.msBeforeNext) }
      throw refusal
    }
  }

  return {
    consume,
    async hit(limit, key) {
      return (await consume(limit, key)).allowed
    },
    async peek(limit, key) {
      if (redisUrl) await connected()
      const limiter = limiterFor(limit)
      const state = await limiter.get(key)
      const allowed = !state || state.consumedPoints < limiter.points
      return { allowed, retryAfterSeconds: allowed ? 0 : secondsUntil(state!.msBeforeNext) }
    },
    async close() {
      if (redis && redis.status !== 'end') await redis.quit().catch(() => redis?.disconnect())
    },
  }
}
