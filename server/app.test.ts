// The express host (server/app.ts) over real sockets, with the real route table and stand-in route
// modules (server/host.fixture.ts): tenants, forwarded headers, the language redirect, rate limits,
// body limits and content types, JSON 404s under /api/ and private caching.
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createRateLimiter, LIMITS, type RateLimiter } from '#app/security/rate-limit.server'
import { BODY_LIMITS } from '#app/security/body-limit.server'
import type { Tenant } from '#app/tenancy/tenant'
import { formHeaders, jsonHeaders, patternOf, realRoutes, samplePath, send, startHost, type Host, type RouteEntry } from './host.fixture'

let routes: RouteEntry[]
beforeAll(async () => {
  routes = await realRoutes()
})

/** Limits scaled down so that a test reaches them in a few requests: write tier 12, sign-in tier 2. */
const SMALL_LIMITS = { RATE_LIMIT_FACTOR: '0.1' }
const writeMax = Math.round(LIMITS.writeByAddress.max * 0.1)
const authMax = Math.round(LIMITS.authByAddress.max * 0.1)

describe('tenant resolution and forwarded headers', () => {
  let host: Host
  beforeAll(async () => {
    host = await startHost(routes)
  })
  afterAll(() => host.close())

  const tenantOf = async (headers: Record<string, string>) => ((await send(host, 'GET', '/faq', { headers })).json() as { tenant: string }).tenant

  it('serves each tenant on its own host, and the default tenant on a host nobody claimed', async () => {
    expect(await tenantOf({ host: `love.localhost:${host.port}` })).toBe('love')
    expect(await tenantOf({ host: `localhost:${host.port}` })).toBe('work')
    expect(await tenantOf({ host: 'unknown.example.com' })).toBe('work')
  })

  it('ignores X-Forwarded-Host and X-Forwarded-Proto when no proxy is trusted', async () => {
    expect(await tenantOf({ host: `localhost:${host.port}`, 'x-forwarded-host': 'love.localhost' })).toBe('work')
    const answer = await send(host, 'GET', '/faq', { headers: { 'x-forwarded-proto': 'https', 'x-forwarded-host': 'evil.example.com' } })
    expect((answer.json() as { url: string }).url).toBe(`http://localhost:${host.port}/faq`)
  })

  it('answers 503 on a host when no tenant exists at all', async () => {
    const tenants = host.services.store.collection<Tenant>('tenants')
    const saved = await tenants.find({})
    await tenants.deleteMany({})
    try {
      const answer = await send(host, 'GET', '/faq')
      expect(answer.status).toBe(503)
    } finally {
      for (const tenant of saved) await tenants.insertOne(tenant)
    }
  })
})

describe('forwarded headers behind a trusted proxy', () => {
  let host: Host
  beforeAll(async () => {
    host = await startHost(routes, { TRUST_PROXY: '1' })
  })
  afterAll(() => host.close())

  it('takes the scheme from the proxy it trusts', async () => {
    const answer = await send(host, 'GET', '/faq', { headers: { 'x-forwarded-proto': 'https' } })
    expect((answer.json() as { url: string }).url).toBe(`https://localhost:${host.port}/faq`)
  })
})

describe('the language switch', () => {
  let host: Host
  beforeAll(async () => {
    host = await startHost(routes)
  })
  afterAll(() => host.close())

  it('sets the language cookie and sends the browser back to the same path without ?lng', async () => {
    const answer = await send(host, 'GET', '/faq?x=1&lng=en')
    expect(answer.status).toBe(303)
    expect(answer.headers.location).toBe('/faq?x=1')
    expect(String(answer.headers['set-cookie'])).toMatch(/^lng=en;/)
  })

  it('takes a mangled language cookie for no choice, not for a 500', async () => {
    expect((await send(host, 'GET', '/faq', { headers: { cookie: 'lng=%E0%A4' } })).status).toBe(200)
  })

  it.each(['//evil.com', '/\\evil.com', '/.//evil.com', '///evil.com', '/%2F%2Fevil.com', '/%5C%5Cevil.com', '/%2e%2e//evil.com', '/\\/evil.com', '/./\\evil.com'])(
    'never sends %s?lng=en to another site',
    async (path) => {
      const answer = await send(host, 'GET', `${path}?lng=en`)
      expect(answer.status).toBe(303)
      const location = String(answer.headers.location)
      expect(location).toMatch(/^\/(?![/\\])/)
      expect(new URL(location, 'http://localhost').host).toBe('localhost')
    }
  )
})

describe('rate limits', () => {
  let host: Host
  // Every test speaks from its own address (X-Forwarded-For, trusted here), so counts do not mix.
  let address = 0
  const from = () => ({ 'x-forwarded-for': `10.0.0.${++address}` })
  beforeAll(async () => {
    host = await startHost(routes, { ...SMALL_LIMITS, TRUST_PROXY: '1' })
  })
  afterAll(() => host.close())

  const failedSignIn = (headers: Record<string, string>, path = '/api/v1/passport/owner/login') =>
    send(host, 'POST', path, { headers: { ...headers, ...jsonHeaders }, body: '{broken' })

  it("refuses writes past the general tier with 429 and Retry-After, as JSON under /api/ and as a page in the page's language", async () => {
    const me = from()
    for (let i = 0; i < writeMax; i++) expect((await send(host, 'POST', '/enterprise', { headers: { ...me, ...formHeaders }, body: 'a=1' })).status).toBe(200)
    const page = await send(host, 'POST', '/enterprise', { headers: { ...me, ...formHeaders }, body: 'a=1' })
    expect(page.status).toBe(429)
    expect(Number(page.headers['retry-after'])).toBeGreaterThan(0)
    // Was a bare English 'Too many requests, try again later' on a Russian page.
    expect(page.headers['content-type']).toMatch(/^text\/html/)
    expect(page.text).toContain('<html lang="ru">')
    expect(page.text).toContain('Слишком много попыток. Подождите несколько минут и попробуйте снова.')
    const english = await send(host, 'POST', '/enterprise', { headers: { ...me, ...formHeaders, cookie: 'lng=en' }, body: 'a=1' })
    expect(english.text).toContain('Too many attempts. Please wait a few minutes and try again.')
    const api = await send(host, 'POST', '/api/v1/owner/profiles', { headers: { ...me, ...jsonHeaders }, body: '{}' })
    expect(api.status).toBe(429)
    expect(Number(api.headers['retry-after'])).toBeGreaterThan(0)
    expect(api.json()).toEqual({ error: 'tooManyAttempts' })
    // Reading is never limited here.
    expect((await send(host, 'GET', '/faq', { headers: me })).status).toBe(200)
  })

  it('refuses the sign-in tier after its failed attempts, with Retry-After, however the path is spelt', async () => {
    const me = from()
    for (let i = 0; i < authMax; i++) expect((await failedSignIn(me)).status).toBe(400)
    const spellings = [
      '/api/v1/passport/owner/login',
      '/api/v1/passport/owner/%6cogin',
      '/api/v1/passport/owner/LOGIN',
      '/API/V1/passport/owner/login',
      '/api/v1/passport/owner/x/../login',
      '/api/v1/passport/owner/%2e/login',
      '/owner/login',
      '/owner/LOGIN',
      '/owner/%6Cogin',
      '/estimator/magic-link',
      '/owner/registration',
      '/api/v1/passport/owner/mail/login-link',
    ]
    for (const path of spellings) {
      const answer = await send(host, 'POST', path, { headers: { ...me, ...formHeaders }, body: 'email=a%40b.c' })
      expect(answer.status, path).toBe(429)
      expect(Number(answer.headers['retry-after']), path).toBeGreaterThan(0)
    }
    // Other writes from the same address are still served: only the sign-in tier is spent.
    expect((await send(host, 'POST', '/enterprise', { headers: { ...me, ...formHeaders }, body: 'a=1' })).status).toBe(200)
  })

  it('never counts a successful sign-in, only failures', async () => {
    const me = from()
    for (let i = 0; i < authMax + 3; i++) {
      const ok = await send(host, 'POST', '/api/v1/passport/owner/login', { headers: { ...me, ...jsonHeaders }, body: '{"username":"a@b.c"}' })
      expect(ok.status).toBe(200)
    }
    expect((await failedSignIn(me)).status).toBe(400)
  })

  it('counts each address on its own', async () => {
    const first = from()
    for (let i = 0; i < authMax; i++) await failedSignIn(first)
    expect((await failedSignIn(first)).status).toBe(429)
    expect((await failedSignIn(from())).status).toBe(400)
  })
})

describe('rate limits without a trusted proxy', () => {
  let host: Host
  beforeAll(async () => {
    host = await startHost(routes, SMALL_LIMITS)
  })
  afterAll(() => host.close())

  it('counts the connection’s address: a forged X-Forwarded-For does not buy a fresh count', async () => {
    for (let i = 0; i < writeMax; i++) await send(host, 'POST', '/enterprise', { headers: { ...formHeaders, 'x-forwarded-for': `10.1.0.${i}` }, body: 'a=1' })
    const answer = await send(host, 'POST', '/enterprise', { headers: { ...formHeaders, 'x-forwarded-for': '10.9.9.9' }, body: 'a=1' })
    expect(answer.status).toBe(429)
  })
})

describe('a rate limiter that fails', () => {
  it('keeps serving and limiting with Redis unreachable (each process counts in memory)', async () => {
    const unreachable = createRateLimiter({ redisUrl: 'redis://127.0.0.1:1', factor: 0.1 })
    const host = await startHost(routes, {}, (s) => ({ ...s, rateLimiter: unreachable }))
    try {
      for (let i = 0; i < writeMax; i++) expect((await send(host, 'POST', '/enterprise', { headers: formHeaders, body: 'a=1' })).status).toBe(200)
      const refused = await send(host, 'POST', '/enterprise', { headers: formHeaders, body: 'a=1' })
      expect(refused.status).toBe(429)
      expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0)
    } finally {
      await unreachable.close()
      await host.close()
    }
  })

  it('answers 500 when the limiter rejects, and the server keeps answering', async () => {
    const broken: RateLimiter = {
      hit: () => Promise.reject(new Error('connection lost')),
      consume: () => Promise.reject(new Error('connection lost')),
      peek: () => Promise.reject(new Error('connection lost')),
      close: async () => {},
    }
    const host = await startHost(routes, {}, (s) => ({ ...s, rateLimiter: broken }))
    try {
      expect((await send(host, 'POST', '/enterprise', { headers: formHeaders, body: 'a=1' })).status).toBe(500)
      const api = await send(host, 'POST', '/api/v1/passport/owner/login', { headers: jsonHeaders, body: '{}' })
      expect(api.status).toBe(500)
      expect(api.json()).toEqual({ error: 'unexpectedError' })
      expect((await send(host, 'GET', '/faq')).status).toBe(200)
    } finally {
      await host.close()
    }
  })
})

describe('request bodies', () => {
  let host: Host
  beforeAll(async () => {
    host = await startHost(routes, { RATE_LIMIT_FACTOR: '100' })
  })
  afterAll(() => host.close())

  it('refuses a page form whose declared length is past the limit, before reading it', async () => {
    const answer = await send(host, 'POST', '/enterprise', { headers: { ...formHeaders, 'content-length': String(50 * 1024 * 1024) } })
    expect(answer.status).toBe(413)
    expect(answer.headers.connection).toBe('close')
  })

  it('refuses a page form that streams past the limit without declaring a length', async () => {
    const body = Buffer.alloc(BODY_LIMITS.page + 1, 'a')
    const answer = await send(host, 'POST', '/enterprise', { headers: { ...formHeaders, 'transfer-encoding': 'chunked' }, body })
    expect(answer.status).toBe(413)
    expect(answer.text).not.toContain('routes/_public.enterprise')
  })

  it('lets a form within the limit reach its route', async () => {
    const answer = await send(host, 'POST', '/enterprise', { headers: formHeaders, body: `note=${'a'.repeat(BODY_LIMITS.page - 100)}` })
    expect(answer.status).toBe(200)
    expect(answer.json()).toMatchObject({ route: 'routes/_public.enterprise', fields: ['note'] })
    const chunked = await send(host, 'POST', '/enterprise', { headers: { ...formHeaders, 'transfer-encoding': 'chunked' }, body: 'a=1&b=2' })
    expect(chunked.json()).toMatchObject({ route: 'routes/_public.enterprise', fields: ['a', 'b'] })
  })

  it('refuses an API body past its limit with a JSON 413', async () => {
    const body = JSON.stringify({ note: 'a'.repeat(BODY_LIMITS.api) })
    const answer = await send(host, 'POST', '/api/v1/owner/profiles', { headers: { ...jsonHeaders, 'transfer-encoding': 'chunked' }, body })
    expect(answer.status).toBe(413)
    expect(answer.json()).toEqual({ error: 'bodyTooLarge' })
    expect(answer.headers['cache-control']).toBe('no-store')
  })

  it('answers every page action 415 or 400 to JSON, plain text, broken multipart or no body, never 500', async () => {
    const actions = routes.filter((r) => r.hasAction && !r.api)
    expect(actions.length).toBeGreaterThanOrEqual(14)
    const bad: [string, Record<string, string>, string | undefined, number][] = [
      ['JSON', jsonHeaders, '{"email":"a@b.c"}', 415],
      ['plain text', { 'content-type': 'text/plain' }, 'email=a@b.c', 415],
      ['broken multipart', { 'content-type': 'multipart/form-data; boundary=xyz' }, '--xyz\r\nContent-Disposition: form-data; name="a"\r\n\r\nunterminated', 400],
      ['multipart without a boundary', { 'content-type': 'multipart/form-data' }, 'a=1', 400],
      ['no body', {}, undefined, 415],
    ]
    for (const route of actions) {
      const path = samplePath(patternOf(routes, route))
      for (const [what, headers, body, status] of bad) {
        const answer = await send(host, 'POST', path, { headers, body })
        expect(answer.status, `${route.id} (${path}) with ${what}`).toBe(status)
      }
      const form = await send(host, 'POST', path, { headers: formHeaders, body: 'a=1' })
      expect(form.status, `${route.id} with a form`).toBe(200)
    }
  })
})

describe('answers under /api/ and private pages', () => {
  let host: Host
  beforeAll(async () => {
    host = await startHost(routes)
  })
  afterAll(() => host.close())

  it.each(['/api/v1/nothing', '/api/v1/owner/profiles/x/y/z', '/api/v2/owner/profiles', '/api', '/API/v1/unknown'])(
    'answers %s with a JSON 404 that no cache keeps',
    async (path) => {
      for (const method of ['GET', 'POST']) {
        const answer = await send(host, method, path, { headers: jsonHeaders, body: method === 'POST' ? '{}' : undefined })
        expect(answer.status).toBe(404)
        expect(answer.headers['content-type']).toMatch(/^application\/json/)
        expect(answer.json()).toEqual({ error: 'not_found' })
        expect(answer.headers['cache-control']).toBe('no-store')
      }
    }
  )

  it('answers a method no route has (TRACE, CONNECT-like) with a 405, not a 500', async () => {
    const api = await send(host, 'TRACE', '/api/v1/owner/profiles')
    expect(api.status).toBe(405)
    expect(api.json()).toEqual({ error: 'methodNotAllowed' })
    expect((await send(host, 'TRACE', '/faq')).status).toBe(405)
  })

  it('answers OPTIONS from the route table with 204 and Allow, never running the route (its loader, its sign-in redirect)', async () => {
    // ?status=500 makes a stand-in loader throw: an OPTIONS that ran it would not be a 204.
    for (const [path, allow] of [
      ['/api/v1/owner/scenes?status=500', 'GET, HEAD, OPTIONS'],
      ['/api/v1/passport/owner/login?status=500', 'POST, OPTIONS'],
      ['/api/v1/owner/p2p/x1?status=500', 'GET, HEAD, POST, PATCH, DELETE, OPTIONS'],
      ['/api/v1/administrator/profiles/x1/final-score?status=500', 'PUT, OPTIONS'],
      ['/faq?status=500', 'GET, HEAD, OPTIONS'],
      ['/owner/login?status=500', 'GET, HEAD, POST, OPTIONS'],
      ['/owner/profiles?status=500', 'GET, HEAD, OPTIONS'],
    ]) {
      const answer = await send(host, 'OPTIONS', path)
      expect(answer.status, path).toBe(204)
      expect(answer.headers.allow, path).toBe(allow)
      expect(answer.text, path).toBe('')
    }
    const unknown = await send(host, 'OPTIONS', '/api/v1/owner/nowhere')
    expect(unknown.status).toBe(404)
    expect(unknown.json()).toEqual({ error: 'not_found' })
    // A page path no route but the catch-all matches is the 404 page for every method, OPTIONS too.
    // The areas' catch-alls (ADR 065) as well: `owner/*`, `estimator/*`.
    for (const path of ['/nowhere', '/owner/nowhere/at-all', '/estimator/nowhere']) expect((await send(host, 'OPTIONS', path)).status, path).toBe(404)
  })

  it('refuses a method a route does not take with 405 and the Allow it answers OPTIONS with, before the route runs', async () => {
    for (const [method, path, allow] of [
      ['PUT', '/api/v1/passport/owner/login', 'POST, OPTIONS'],
      ['PATCH', '/api/v1/passport/owner/login', 'POST, OPTIONS'],
      ['PUT', '/api/v1/owner/p2p/x1', 'GET, HEAD, POST, PATCH, DELETE, OPTIONS'],
      ['POST', '/api/v1/administrator/profiles/x1/final-score', 'PUT, OPTIONS'],
    ]) {
      const answer = await send(host, method, path, { body: 'not json', headers: { 'Content-Type': 'application/json' } })
      expect(answer.status, `${method} ${path}`).toBe(405)
      expect(answer.json(), `${method} ${path}`).toEqual({ error: 'methodNotAllowed' })
      expect(answer.headers.allow, `${method} ${path}`).toBe(allow)
    }
    // Pages too: Remix would hand PUT, PATCH and DELETE to a page's action as a POST.
    for (const method of ['PUT', 'PATCH', 'DELETE']) {
      const answer = await send(host, method, '/owner/login', { body: 'email=a%40b.c', headers: { 'Content-Type': 'application/x-www-form-urlencoded' } })
      expect(answer.status, method).toBe(405)
      expect(answer.headers.allow, method).toBe('GET, HEAD, POST, OPTIONS')
    }
    // And a read the route has no loader for is refused before it runs.
    const read = await send(host, 'GET', '/api/v1/passport/owner/login')
    expect([read.status, read.headers.allow]).toEqual([405, 'POST, OPTIONS'])
    // A method it takes reaches the route (the stand-in answers which route ran), without an Allow.
    const taken = await send(host, 'POST', '/api/v1/passport/owner/login', { body: '{}', headers: { 'Content-Type': 'application/json' } })
    expect(taken.status).toBe(200)
    expect(taken.headers.allow).toBeUndefined()
  })

  it('names the writing methods of every API action (acceptOnly) or marks it as refusing all, so Allow never lists one it refuses', () => {
    const unnamed = routes.filter((r) => r.api && r.hasAction && !r.refuses.action && !r.accepts).map((r) => r.id)
    expect(unnamed).toEqual([])
  })

  it('answers a malformed escape in the path or the language cookie without a 500', async () => {
    // The stand-in routes answer which route ran: here it is enough that one did (was a 500 before any route).
    for (const [path, headers] of [
      ['/api/v1/owner/profiles/%E0%A4%A', {}],
      ['/faq%E0', {}],
      ['/faq', { cookie: 'lng=%E0' }],
      ['/api/v1/owner/self', { cookie: 'lng=%E0' }],
    ] as const) {
      const answer = await send(host, 'GET', path, { headers })
      expect(answer.status, path).toBeLessThan(500)
      if (path.startsWith('/api/')) expect(answer.headers['content-type'], path).toMatch(/^application\/json/)
    }
  })

  it('turns an API route’s bare error status into a JSON error', async () => {
    const answer = await send(host, 'GET', '/api/v1/owner/profiles/x1?status=404')
    expect(answer.status).toBe(404)
    expect(answer.json()).toEqual({ error: 'not_found' })
    expect((await send(host, 'GET', '/api/v1/owner/self?status=401')).json()).toEqual({ error: 'unauthorized' })
    // Pages keep their own error answers.
    const page = await send(host, 'GET', '/faq?status=404')
    expect(page.status).toBe(404)
    expect(page.text).toBe('')
  })

  it('marks every API answer and every signed-in area page no-store, whatever the loader says', async () => {
    for (const path of ['/api/v1/owner/profiles', '/api/v1/owner/self', '/owner/profiles', '/owner/dashboard', '/owner', '/estimator', '/owner/profiles/x1/edit']) {
      const answer = await send(host, 'GET', path)
      expect(answer.status, path).toBe(200)
      expect(answer.headers['cache-control'], path).toBe('no-store')
    }
  })

  it('leaves public pages’ caching to their loaders', async () => {
    expect((await send(host, 'GET', '/faq')).headers['cache-control']).toBe('public, max-age=60')
  })
})
