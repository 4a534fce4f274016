// Security headers and the Origin check, on minimal fake express requests and responses.
import type { NextFunction, Request, Response } from 'express'
import { describe, expect, it } from 'vitest'
import { contentSecurityPolicy, originCheck, securityHeaders } from './security'

interface FakeResponse {
  statusCode: number
  headers: Record<string, string>
  body: unknown
  locals: Record<string, unknown>
}

function fakeResponse(): FakeResponse & Response {
  const res = {
    statusCode: 200,
    headers: {} as Record<string, string>,
    body: undefined as unknown,
    locals: {} as Record<string, unknown>,
    status(code: number) {
      res.statusCode = code
      return res
    },
    type(value: string) {
      res.headers['content-type'] = value
      return res
    },
    setHeader(name: string, value: string) {
      res.headers[name.toLowerCase()] = value
      return res
    },
    send(body: unknown) {
      res.body = body
      return res
    },
  }
  return res as unknown as FakeResponse & Response
}

/** Runs a middleware once; `passed` says whether it called next(). */
function run(middleware: (req: Request, res: Response, next: NextFunction) => void, method: string, headers: Record<string, string>) {
  const req = { method, headers } as unknown as Request
  const res = fakeResponse()
  let passed = false
  middleware(req, res, () => {
    passed = true
  })
  return { passed, res }
}

const directives = (csp: string) =>
  new Map(
    csp.split(';').map((part) => {
      const [name, ...values] = part.trim().split(/\s+/)
      return [name, values] as const
    })
  )

describe('the content security policy', () => {
  it('allows scripts and style elements only from us or with this response’s nonce', () => {
    const csp = directives(contentSecurityPolicy('abc123=='))
    expect(csp.get('script-src')).toEqual(["'self'", "'nonce-abc123=='"])
    expect(csp.get('style-src')).toEqual(["'self'", "'nonce-abc123=='"])
    expect(csp.get('script-src')).not.toContain("'unsafe-inline'")
  })

  it('allows no plugins, no framing and no foreign form targets', () => {
    const csp = directives(contentSecurityPolicy('n'))
    expect(csp.get('object-src')).toEqual(["'none'"])
    expect(csp.get('frame-ancestors')).toEqual(["'none'"])
    expect(csp.get('form-action')).toEqual(["'self'"])
    expect(csp.get('base-uri')).toEqual(["'self'"])
    expect(csp.get('default-src')).toEqual(["'self'"])
  })

  it('allows Stripe Elements (script, frames, API) only when Stripe is configured', () => {
    const plain = directives(contentSecurityPolicy('n'))
    expect(plain.get('frame-src')).toEqual(["'self'"])
    expect(plain.get('connect-src')).toEqual(["'self'"])
    const stripe = directives(contentSecurityPolicy('n', { stripe: true }))
    expect(stripe.get('script-src')).toEqual(["'self'", "'nonce-n'", 'https://js.stripe.com', 'https://*.js.stripe.com'])
    expect(stripe.get('frame-src')).toEqual(["'self'", 'https://js.stripe.com', 'https://*.js.stripe.com', 'https://hooks.stripe.com'])
    expect(stripe.get('connect-src')).toEqual(["'self'", 'https://api.stripe.com'])
  })

  it('gives every response a fresh nonce, shared by the header and the page', () => {
    const first = run(securityHeaders(false), 'GET', {}).res
    const second = run(securityHeaders(false), 'GET', {}).res
    const nonce = first.locals.nonce as string
    expect(nonce).toMatch(/^[A-Za-z0-9+/]{22}==$/)
    expect(second.locals.nonce).not.toBe(nonce)
    expect(first.headers['content-security-policy']).toContain(`script-src 'self' 'nonce-${nonce}'`)
    expect(first.headers['x-frame-options']).toBe('DENY')
    expect(first.headers['x-content-type-options']).toBe('nosniff')
  })

  it('asks browsers for HTTPS only in production', () => {
    expect(run(securityHeaders(false), 'GET', {}).res.headers['strict-transport-security']).toBeUndefined()
    expect(run(securityHeaders(true), 'GET', {}).res.headers['strict-transport-security']).toMatch(/^max-age=\d+/)
  })
})

describe('the origin check', () => {
  const check = originCheck()
  const refused = (result: ReturnType<typeof run>) => {
    expect(result.passed).toBe(false)
    expect(result.res.statusCode).toBe(403)
  }

  it('lets reading requests through whatever their origin', () => {
    for (const method of ['GET', 'HEAD', 'OPTIONS']) {
      expect(run(check, method, { host: 'rapport.com', origin: 'https://evil.com' }).passed).toBe(true)
    }
  })

  it('refuses a POST from another site by its Origin', () => {
    refused(run(check, 'POST', { host: 'rapport.com', origin: 'https://evil.com' }))
    refused(run(check, 'DELETE', { host: 'rapport.com', origin: 'https://evil.com' }))
  })

  it('refuses a POST from another site by its Referer when there is no Origin', () => {
    refused(run(check, 'POST', { host: 'rapport.com', referer: 'https://evil.com/page' }))
  })

  it('refuses a POST from another port or a look-alike host of the same name', () => {
    refused(run(check, 'POST', { host: 'localhost:3000', origin: 'http://localhost:4000' }))
    refused(run(check, 'POST', { host: 'rapport.com', origin: 'https://rapport.com.evil.com' }))
    refused(run(check, 'POST', { host: 'love.localhost:3000', origin: 'http://localhost:3000' }))
  })

  it('refuses an opaque origin (Origin: null), as sandboxed frames and some redirects send', () => {
    refused(run(check, 'POST', { host: 'rapport.com', origin: 'null' }))
    refused(run(check, 'POST', { host: 'rapport.com', origin: 'null', referer: 'https://rapport.com/owner/login' }))
  })

  it('refuses an Origin it cannot read', () => {
    refused(run(check, 'POST', { host: 'rapport.com', origin: 'not a url' }))
  })

  it('allows a same-origin POST, whatever the case of the host', () => {
    expect(run(check, 'POST', { host: 'rapport.com', origin: 'https://rapport.com' }).passed).toBe(true)
    expect(run(check, 'POST', { host: 'Localhost:3000', origin: 'http://localhost:3000' }).passed).toBe(true)
    expect(run(check, 'POST', { host: 'rapport.com', referer: 'https://rapport.com/owner/login?x=1' }).passed).toBe(true)
  })

  it('allows a POST with neither Origin nor Referer (curl, API clients)', () => {
    expect(run(check, 'POST', { host: 'rapport.com' }).passed).toBe(true)
  })
})
