// Security headers with a per-request CSP nonce, and the Origin check on every non-GET request.
import { randomBytes } from 'node:crypto'
import type { NextFunction, Request, Response } from 'express'
import { refuse, REFUSALS } from './answers'

/**
 * With Stripe configured, the card forms load Stripe Elements (modules/billing/ui/CardFields.tsx):
 * its script and frames from (*.)js.stripe.com, 3-D Secure frames from hooks.stripe.com, calls to
 * api.stripe.com (Stripe's documented CSP). Without Stripe none of it is allowed.
 */
const STRIPE = {
  script: ' https://js.stripe.com https://*.js.stripe.com',
  frame: ' https://js.stripe.com https://*.js.stripe.com https://hooks.stripe.com',
  connect: ' https://api.stripe.com',
}
const NONE = { script: '', frame: '', connect: '' }

export function contentSecurityPolicy(nonce: string, { stripe = false }: { stripe?: boolean } = {}): string {
  const extra = stripe ? STRIPE : NONE
  return [
    "default-src 'self'",
    `script-src 'self' 'nonce-${nonce}'${extra.script}`,
    // Mantine writes its CSS variables into style attributes; attributes cannot run code.
    `style-src 'self' 'nonce-${nonce}'`,
    "style-src-attr 'unsafe-inline'",
    "img-src 'self' data:",
    "font-src 'self'",
    `connect-src 'self'${extra.connect}`,
    `frame-src 'self'${extra.frame}`,
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join('; ')
}

export function securityHeaders(isProduction: boolean, options: { stripe?: boolean } = {}) {
  return (_req: Request, res: Response, next: NextFunction) => {
    const nonce = randomBytes(16).toString('base64')
    res.locals.nonce = nonce
    res.setHeader('Content-Security-Policy', contentSecurityPolicy(nonce, options))
    res.setHeader('X-Content-Type-Options', 'nosniff')
    res.setHeader('X-Frame-Options', 'DENY')
    res.setHeader('Referrer-Policy', 'strict-origin-when-cross-origin')
    res.setHeader('Cross-Origin-Opener-Policy', 'same-origin')
    res.setHeader('Permissions-Policy', 'camera=(), microphone=(), geolocation=(), payment=(self)')
    if (isProduction) res.setHeader('Strict-Transport-Security', 'max-age=31536000; includeSubDomains')
    next()
  }
}

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS'])

function hostOf(url: string): string | null {
  try {
    return new URL(url).host.toLowerCase()
  } catch {
    return null
  }
}

/**
 * Cross-site request forgery guard: a browser always sends Origin (or at least Referer) with a
 * cross-site POST, so a mismatch with Host is refused. Requests with neither come from
 * non-browser clients (curl, API callers with bearer tokens) and carry no ambient cookies of ours.
 */
export function originCheck() {
  return (req: Request, res: Response, next: NextFunction) => {
    if (SAFE_METHODS.has(req.method)) return next()
    const host = (req.headers.host ?? '').toLowerCase()
    const origin = req.headers.origin
    const source = origin && origin !== 'null' ? hostOf(origin) : req.headers.referer ? hostOf(req.headers.referer) : undefined
    if (origin === 'null' || (source !== undefined && source !== host)) {
      return refuse(res, REFUSALS.forbiddenOrigin)
    }
    next()
  }
}
