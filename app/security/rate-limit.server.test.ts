// Fixed-window rate limits: in memory, and in Redis (real Redis; skipped only when it cannot be reached).
import { Redis } from 'ioredis'
import { afterAll, afterEach, describe, expect, it, vi } from 'vitest'
import { createRateLimiter, type Limit, type RateLimiter } from './rate-limit.server'
import { redisSkipReason, redisTestUrl } from '#tests/redis'

const threePerMinute: Limit = { name: 'test-tier', max: 3, windowSeconds: 60 }
const otherTier: Limit = { name: 'other-tier', max: 3, windowSeconds: 60 }

async function hits(limiter: RateLimiter, limit: Limit, key: string, times: number): Promise<boolean[]> {
  const answers: boolean[] = []
  for (let i = 0; i < times; i++) answers.push(await limiter.hit(limit, key))
  return answers
}

describe('the in-memory rate limiter', () => {
  afterEach(() => {
    vi.useRealTimers()
  })

  it('allows the limit and refuses every hit after it within the window', async () => {
    const limiter = createRateLimiter({})
    expect(await hits(limiter, threePerMinute, 'anna', 5)).toEqual([true, true, true, false, false])
  })

  it('counts each key and each tier on its own', async () => {
    const limiter = createRateLimiter({})
    await hits(limiter, threePerMinute, 'anna', 4)
    expect(await limiter.hit(threePerMinute, 'boris')).toBe(true)
    expect(await limiter.hit(otherTier, 'anna')).toBe(true)
    expect(await limiter.hit(threePerMinute, 'anna')).toBe(false)
  })

  it('starts counting again once the window has passed', async () => {
    vi.useFakeTimers({ now: new Date('2026-11-23T10:00:00Z') })
    const limiter = createRateLimiter({})
    expect(await hits(limiter, threePerMinute, 'anna', 4)).toEqual([true, true, true, false])
    vi.advanceTimersByTime(59_000)
    expect(await limiter.hit(threePerMinute, 'anna')).toBe(false)
    vi.advanceTimersByTime(1_000)
    expect(await hits(limiter, threePerMinute, 'anna', 4)).toEqual([true, true, true, false])
  })

  it('tells a refused key how many seconds remain in its window, and peeking counts nothing', async () => {
    vi.useFakeTimers({ now: new Date('2026-11-23T10:00:00Z') })
    const limiter = createRateLimiter({})
    expect(await limiter.peek(threePerMinute, 'anna')).toEqual({ allowed: true, retryAfterSeconds: 0 })
    await hits(limiter, threePerMinute, 'anna', 3)
    vi.advanceTimersByTime(20_000)
    expect(await limiter.peek(threePerMinute, 'anna')).toEqual({ allowed: false, retryAfterSeconds: 40 })
    expect(await limiter.consume(threePerMinute, 'anna')).toEqual({ allowed: false, retryAfterSeconds: 40 })
    expect(await limiter.peek(threePerMinute, 'boris')).toEqual({ allowed: true, retryAfterSeconds: 0 })
  })

  it('scales every limit by the factor, never below one hit', async () => {
    const relaxed = createRateLimiter({ factor: 2 })
    expect((await hits(relaxed, threePerMinute, 'anna', 7)).filter(Boolean)).toHaveLength(6)
    const strict = createRateLimiter({ factor: 0.01 })
    expect(await hits(strict, threePerMinute, 'anna', 2)).toEqual([true, false])
  })
})

const redisUrl = redisTestUrl
const runId = `rl-test-${process.pid}-${Date.now()}`

const why = await redisSkipReason('the Redis rate-limit tests')

describe.skipIf(Boolean(why))('the Redis rate limiter', () => {
  const limiters: RateLimiter[] = []
  const open = (factor = 1) => {
    const limiter = createRateLimiter({ redisUrl, factor })
    limiters.push(limiter)
    return limiter
  }
  // Every tier name of this run starts with runId, so cleanup finds exactly our keys.
  const tier = (suffix: string, max = 3, windowSeconds = 60): Limit => ({ name: `${runId}-${suffix}`, max, windowSeconds })

  afterAll(async () => {
    await Promise.all(limiters.map((limiter) => limiter.close()))
    const redis = new Redis(redisUrl)
    const keys = await redis.keys(`rl:${runId}-*`)
    if (keys.length) await redis.del(...keys)
    await redis.quit()
  })

  it('allows the limit and refuses every hit after it', async () => {
    const limiter = open()
    expect(await hits(limiter, tier('plain'), 'anna', 5)).toEqual([true, true, true, false, false])
  })

  it('shares its counters between instances, as web processes do', async () => {
    const limit = tier('shared')
    const first = open()
    const second = open()
    expect(await hits(first, limit, 'anna', 2)).toEqual([true, true])
    expect(await hits(second, limit, 'anna', 2)).toEqual([true, false])
    expect(await second.hit(limit, 'boris')).toBe(true)
  })

  it('lets the key expire with its window, and counts again after it', async () => {
    const limit = tier('expiry', 2, 1)
    const limiter = open()
    expect(await hits(limiter, limit, 'anna', 3)).toEqual([true, true, false])
    const redis = new Redis(redisUrl)
    const ttl = await redis.pttl(`rl:${limit.name}:anna`)
    await redis.quit()
    expect(ttl).toBeGreaterThan(0)
    expect(ttl).toBeLessThanOrEqual(1000)
    await new Promise((resolve) => setTimeout(resolve, 1100))
    expect(await hits(limiter, limit, 'anna', 3)).toEqual([true, true, false])
  })

  it('keeps the window fixed: hits inside it do not push the expiry back', async () => {
    const limit = tier('fixed', 100, 60)
    const limiter = open()
    await limiter.hit(limit, 'anna')
    const redis = new Redis(redisUrl)
    await redis.pexpire(`rl:${limit.name}:anna`, 5000)
    await limiter.hit(limit, 'anna')
    const ttl = await redis.pttl(`rl:${limit.name}:anna`)
    await redis.quit()
    expect(ttl).toBeLessThanOrEqual(5000)
  })

  it('scales the limit by the factor', async () => {
    const limiter = open(2)
    expect((await hits(limiter, tier('scaled'), 'anna', 7)).filter(Boolean)).toHaveLength(6)
  })
})

describe('the Redis rate limiter with Redis unreachable', () => {
  it('never fails a request: each process keeps counting in memory, and the outage is reported', async () => {
    const reported: Error[] = []
    // Port 1 on loopback: nothing listens, every connection is refused.
    const limiter = createRateLimiter({ redisUrl: 'redis://127.0.0.1:1', onRedisError: (error) => reported.push(error) })
    try {
      expect(await hits(limiter, threePerMinute, 'anna', 5)).toEqual([true, true, true, false, false])
      expect(await limiter.peek(threePerMinute, 'anna')).toMatchObject({ allowed: false })
      expect((await limiter.consume(threePerMinute, 'anna')).retryAfterSeconds).toBeGreaterThan(0)
      expect(await limiter.hit(threePerMinute, 'boris')).toBe(true)
      expect(reported.length).toBeGreaterThan(0)
    } finally {
      await limiter.close()
    }
  })
})
