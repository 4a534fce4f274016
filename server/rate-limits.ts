// The host's per-address rate limits, by the route Remix will run (server/routes.ts), so no spelling
// of a path changes its tier (ADR 013):
// - every request that writes counts in the general write tier;
// - on the routes the manifests mark `rateLimit: 'auth'` (sign-in, sign-up, mailed links), failed
//   answers (status ≥ 400) also count in the strict tier, once the status is sent; successes never.
//   Past the limit such a route is refused before it runs.
// Every 429 says when to come back (Retry-After).
import type { NextFunction, Request, Response } from 'express'
import { LIMITS, type Limit, type RateLimiter } from '#app/security/rate-limit.server'
import type { Logger } from '#app/log/logger.server'
import { safe } from '#app/log/logger.server'
import { refuse, REFUSALS } from './answers'
import type { RouteInfo } from './routes'

const READS = new Set(['GET', 'HEAD', 'OPTIONS'])

export function rateLimits({ limiter, log }: { limiter: RateLimiter; log: Logger }) {
  const tooMany = (req: Request, res: Response, tier: Limit, retryAfterSeconds: number) => {
    log.warn('rate limited', { tier: tier.name, ip: safe(req.ip), path: safe(req.path) })
    refuse(res, REFUSALS.tooMany, { 'Retry-After': String(retryAfterSeconds) })
  }

  return async (req: Request, res: Response, next: NextFunction) => {
    if (READS.has(req.method)) return next()
    const address = req.ip ?? 'unknown'
    const auth = (res.locals.route as RouteInfo).tier === 'auth'
    // Refused requests count nowhere else: the strict tier is looked at before the write tier counts.
    if (auth) {
      const verdict = await limiter.peek(LIMITS.authByAddress, address)
      if (!verdict.allowed) return tooMany(req, res, LIMITS.authByAddress, verdict.retryAfterSeconds)
    }
    const write = await limiter.consume(LIMITS.writeByAddress, address)
    if (!write.allowed) return tooMany(req, res, LIMITS.writeByAddress, write.retryAfterSeconds)
    if (auth) {
      // 'close' rather than 'finish': a client that hangs up once it has read the status still counts.
      res.once('close', () => {
        if (!res.headersSent || res.statusCode < 400) return
        limiter.hit(LIMITS.authByAddress, address).catch((error: unknown) => log.error('rate limiter: a failed attempt was not counted', { error: safe(String(error)) }))
      })
    }
    next()
  }
}
