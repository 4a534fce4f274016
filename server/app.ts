import '#app/context'
// The express host: tenant resolution first, then security headers, the Origin check, rate limits,
// the language switch, /healthz, static files and finally Remix.
import path from 'node:path'
import express, { type NextFunction, type Request, type Response } from 'express'
import compression from 'compression'
import { createRequestHandler } from '@remix-run/express'
import type { AppLoadContext, ServerBuild } from '@remix-run/node'
import type { Services } from '#app/services.server'
import { findTenantByHost, hostName } from '#app/tenancy/tenants.server'
import type { Tenant } from '#app/tenancy/tenant'
import { chooseLanguage, isLanguage, LANGUAGE_COOKIE } from '#app/i18n/language'
import { LIMITS } from '#app/security/rate-limit.server'
import { safe } from '#app/log/logger.server'
import { originCheck, securityHeaders } from './security'
import { healthCheck } from './health'

/** Non-GET requests to these paths are the strictest rate-limit tier. */
const AUTH_PATH = /\/(login|registration|first-signup|magic-link|forgot-password|password-reset|reset-password|signup|mail\/)/

function readCookie(req: Request, name: string): string | undefined {
  const match = (req.headers.cookie ?? '').match(new RegExp(`(?:^|;\\s*)${name}=([^;]*)`))
  return match ? decodeURIComponent(match[1]) : undefined
}

export function createApp({ services, build, publicDir }: { services: Services; build: ServerBuild; publicDir: string }) {
  const { env, log } = services
  const app = express()
  app.disable('x-powered-by')
  // Forwarded headers are the client's to forge unless a proxy we run sets them: trusting them
  // blindly would let anyone pick their rate-limit address and the host mailed links point to.
  app.set('trust proxy', env.TRUST_PROXY)
  if (!env.TRUST_PROXY) {
    app.use((req, _res, next) => {
      delete req.headers['x-forwarded-host']
      delete req.headers['x-forwarded-proto']
      next()
    })
  }

  app.get('/healthz', healthCheck(services))

  // Tenant before anything else: every later step may depend on it.
  app.use(async (req, res, next) => {
    try {
      const tenant = await findTenantByHost(services.store, hostName(req.headers.host))
      if (!tenant) {
        res.status(503).type('text/plain').send('No tenant is configured for this host')
        return
      }
      res.locals.tenant = tenant
      next()
    } catch (error) {
      next(error)
    }
  })
  app.use(securityHeaders(env.isProduction))
  app.use(compression())
  app.use('/build', express.static(path.join(publicDir, 'build'), { immutable: true, maxAge: '1y' }))
  app.use(express.static(publicDir, { maxAge: '1h', index: false }))
  app.use(originCheck())

  app.use(async (req, res, next) => {
    if (req.method === 'GET' || req.method === 'HEAD') return next()
    const tier = AUTH_PATH.test(req.path) ? LIMITS.authByAddress : LIMITS.writeByAddress
    if (await services.rateLimiter.hit(tier, req.ip ?? 'unknown')) return next()
    log.warn('rate limited', { tier: tier.name, ip: safe(req.ip), path: safe(req.path) })
    res.status(429).set('Retry-After', String(tier.windowSeconds)).type('text/plain').send('Too many requests, try again later')
  })

  // The language switcher is a plain link (?lng=en), so it works without JavaScript.
  app.use((req, res, next) => {
    const wanted = req.query.lng
    if (req.method !== 'GET' || !isLanguage(wanted)) return next()
    res.cookie(LANGUAGE_COOKIE, wanted, { path: '/', sameSite: 'lax', httpOnly: true, secure: env.isProduction, maxAge: 365 * 24 * 3600 * 1000 })
    const url = new URL(req.originalUrl, 'http://x')
    url.searchParams.delete('lng')
    res.redirect(303, url.pathname + url.search)
  })

  app.all(
    '*',
    createRequestHandler({
      build,
      // Always production mode: errors reach the browser sanitised, whatever NODE_ENV says.
      mode: 'production',
      getLoadContext(req, res): AppLoadContext {
        const tenant = res.locals.tenant as Tenant
        const lng = chooseLanguage({
          cookie: readCookie(req, LANGUAGE_COOKIE),
          pathname: req.path,
          host: hostName(req.headers.host),
          tenantDefault: tenant.defaultLanguage,
        })
        return { services, tenant, nonce: res.locals.nonce as string, lng }
      },
    }),
  )

  // Details go to the log only; the user sees a generic message.
  app.use((error: unknown, req: Request, res: Response, _next: NextFunction) => {
    log.error('unhandled error', { path: safe(req.path), error: safe(error instanceof Error ? error.stack : error) })
    if (!res.headersSent) res.status(500).type('text/plain').send('Unexpected error')
  })
  return app
}
