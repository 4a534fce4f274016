// The console's serving (server/admin-console.ts) inside the real host: the single-page app on every
// console path with this request's CSP nonce, hashed files cached for a year, a 404 for a missing
// file, no-store on the page, 503 when the console was never built.
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { CSP_NONCE_PLACEHOLDER } from './admin-console'
import { realRoutes, send, startHost, type Host, type RouteEntry } from './host.fixture'

const INDEX = `<!doctype html><html lang="ru"><head><meta property="csp-nonce" nonce="${CSP_NONCE_PLACEHOLDER}"><script type="module" src="/administrator/assets/index-abc123.js" nonce="${CSP_NONCE_PLACEHOLDER}"></script></head><body><div id="root"></div></body></html>`

describe('the administrator console', () => {
  let routes: RouteEntry[]
  let host: Host
  let dir: string
  beforeAll(async () => {
    routes = await realRoutes()
    dir = await mkdtemp(path.join(tmpdir(), 'rapport-console-'))
    await mkdir(path.join(dir, 'assets'))
    await writeFile(path.join(dir, 'index.html'), INDEX)
    await writeFile(path.join(dir, 'assets', 'index-abc123.js'), 'console.log("console")')
    host = await startHost(routes, {}, undefined, undefined, dir)
  })
  afterAll(async () => {
    await host.close()
    await rm(dir, { recursive: true, force: true })
  })

  it('answers every console path with the app, its scripts carrying the nonce of the CSP it sends', async () => {
    for (const p of [
      '/administrator',
      '/administrator/',
      '/administrator/login',
      '/administrator/profiles/abc',
      '/administrator/questionnaires/x/show',
      '/administrator/neuronet',
    ]) {
      const answer = await send(host, 'GET', p)
      expect(answer.status, p).toBe(200)
      expect(answer.headers['content-type'], p).toMatch(/^text\/html/)
      expect(answer.headers['cache-control'], p).toBe('no-store')
      const nonce = String(answer.headers['content-security-policy']).match(/'nonce-([^']+)'/)?.[1]
      expect(nonce, p).toBeTruthy()
      expect(answer.text).not.toContain(CSP_NONCE_PLACEHOLDER)
      expect(answer.text).toContain(`<script type="module" src="/administrator/assets/index-abc123.js" nonce="${nonce}">`)
      expect(answer.headers['x-frame-options']).toBe('DENY')
    }
  })

  it('gives each request its own nonce', async () => {
    const nonceOf = async () => (await send(host, 'GET', '/administrator/owners')).text.match(/nonce="([^"]+)"/)?.[1]
    expect(await nonceOf()).not.toBe(await nonceOf())
  })

  it('serves hashed files for a year and answers 404 for a file it does not have', async () => {
    const file = await send(host, 'GET', '/administrator/assets/index-abc123.js')
    expect(file.status).toBe(200)
    expect(file.headers['cache-control']).toBe('public, max-age=31536000, immutable')
    const missing = await send(host, 'GET', '/administrator/assets/nothing-here.js')
    expect(missing.status).toBe(404)
    expect(missing.headers['cache-control']).toBe('no-store')
  })

  it('leaves paths that only start alike and the sign-in API to their own routes', async () => {
    expect((await send(host, 'GET', '/administratorx')).text).not.toContain('id="root"')
    const api = await send(host, 'POST', '/api/v1/passport/administrator/login', { body: '{}', headers: { 'content-type': 'application/json' } })
    expect(api.text).not.toContain('id="root"')
  })

  it('answers 503 when the console was never built', async () => {
    const bare = await startHost(routes, {}, undefined, undefined, path.join(dir, 'nowhere'))
    try {
      const answer = await send(bare, 'GET', '/administrator/profiles')
      expect(answer.status).toBe(503)
      expect(answer.headers['cache-control']).toBe('no-store')
    } finally {
      await bare.close()
    }
  })
})
