// Tenant isolation through pages and the API, bearer tokens, and the security basics.
import { expect, test } from '@playwright/test'
import { DEMO, readMail, signUp, uniqueEmail } from './fixtures'
import { PORT } from '../../playwright.config'

const WORK = `http://localhost:${PORT}`
// Chromium resolves *.localhost to loopback; Node's resolver (the API client's) does not, so API
// calls reach the love tenant by its Host header.
const LOVE = `http://love.localhost:${PORT}`
const LOVE_API = `http://127.0.0.1:${PORT}`
const loveHost = { Host: `love.localhost:${PORT}` }

async function apiToken(request: import('@playwright/test').APIRequestContext, base: string, area: string, username: string, password: string) {
  const headers = base === LOVE ? loveHost : {}
  const url = base === LOVE ? LOVE_API : base
  const res = await request.post(`${url}/api/v1/passport/${area}/login`, { data: { username, password }, headers })
  return { status: res.status(), body: await res.json() }
}

test('the API signs in with a bearer token and answers 401 as JSON without one', async ({ request }) => {
  const { status, body } = await apiToken(request, WORK, 'owner', DEMO.owner.email, DEMO.owner.password)
  expect(status).toBe(200)
  const self = await request.get(`${WORK}/api/v1/owner/self`, { headers: { Authorization: `Bearer ${body.result.token}` } })
  expect(self.status()).toBe(200)
  expect((await self.json()).result.owner.email).toBe(DEMO.owner.email)

  const anonymous = await request.get(`${WORK}/api/v1/owner/self`)
  expect(anonymous.status()).toBe(401)
  expect(await anonymous.json()).toEqual({ error: 'unauthorized' })
  // An owner's token is no estimator's token.
  const crossArea = await request.get(`${WORK}/api/v1/estimator/self`, { headers: { Authorization: `Bearer ${body.result.token}` } })
  expect(crossArea.status()).toBe(401)

  const wrong = await apiToken(request, WORK, 'owner', DEMO.owner.email, 'nope-nope')
  expect(wrong).toEqual({ status: 401, body: { error: 'auth:incorrect_credentials' } })
  const bad = await request.post(`${WORK}/api/v1/passport/owner/login`, { data: { username: 42, password: [] } })
  expect(bad.status()).toBe(400)
  expect((await bad.json()).error).toBe('invalidBody')
})

test("one tenant's accounts, tokens and mail are invisible from another tenant", async ({ page, request }) => {
  const email = uniqueEmail('tenant')
  await signUp(page, email)
  await readMail(request, email)

  // The love tenant does not know this owner: sign-in fails there, through the page and the API.
  const love = await apiToken(request, LOVE, 'owner', email, 'secret-123')
  expect(love).toEqual({ status: 401, body: { error: 'auth:incorrect_credentials' } })
  // A work tenant token does not open the love tenant's API.
  const work = await apiToken(request, WORK, 'owner', email, 'secret-123')
  const crossTenant = await request.get(`${LOVE_API}/api/v1/owner/self`, { headers: { ...loveHost, Authorization: `Bearer ${work.body.result.token}` } })
  expect(crossTenant.status()).toBe(401)
  // Nor can it change anything there.
  const change = await request.patch(`${LOVE_API}/api/v1/owner/self`, {
    headers: { ...loveHost, Authorization: `Bearer ${work.body.result.token}` },
    data: { password: 'hijacked-1' },
  })
  expect(change.status()).toBe(401)
  // The love tenant's outbox does not list the work tenant's mail.
  const loveMail = await (await request.get(`${LOVE_API}/dev/mail?to=${encodeURIComponent(email)}&_data=routes%2Fdev.mail`, { headers: loveHost })).json()
  expect(loveMail.mail).toEqual([])

  // The same address can register separately on the love host, with its own password.
  await page.goto(`${LOVE}/owner/registration`)
  await page.locator('input[name="email"]').fill(email)
  await page.locator('input[name="password"]').fill('love-pass-1')
  await page.locator('input[name="confirmPassword"]').fill('love-pass-1')
  await page.locator('input[name="consent"]').check()
  await page.locator('form[method="post"] button[type="submit"]').click()
  await expect(page).toHaveURL(`${LOVE}/owner/dashboard`)
  expect((await apiToken(request, WORK, 'owner', email, 'love-pass-1')).status).toBe(401)
  expect((await apiToken(request, LOVE, 'owner', email, 'love-pass-1')).status).toBe(200)
})

test('each area keeps its own HttpOnly, SameSite=Lax session cookie', async ({ page, context }) => {
  await page.goto('/owner/login')
  await page.locator('input[name="email"]').fill(DEMO.owner.email)
  await page.locator('input[name="password"]').fill(DEMO.owner.password)
  await page.locator('form[method="post"] button[type="submit"]').click()
  await expect(page).toHaveURL(/\/owner\/dashboard$/)
  const cookies = await context.cookies()
  const owner = cookies.find((c) => c.name === '__rapport_owner')
  expect(owner).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/' })
  // Outside production (the suite's server) the cookie is not Secure, so plain-http localhost works.
  expect(owner?.secure).toBe(false)
  expect(cookies.some((c) => c.name === '__rapport_estimator')).toBe(false)
})

test('pages carry a nonce CSP and safe headers; cross-origin posts are refused', async ({ request }) => {
  const res = await request.get(`${WORK}/`)
  const csp = res.headers()['content-security-policy']
  expect(csp).toMatch(/script-src 'self' 'nonce-[A-Za-z0-9+/=]+'/)
  const nonce = csp.match(/'nonce-([^']+)'/)![1]
  expect(await res.text()).toContain(`nonce="${nonce}"`)
  expect(res.headers()['x-content-type-options']).toBe('nosniff')
  expect(res.headers()['x-frame-options']).toBe('DENY')

  const forged = await request.post(`${WORK}/owner/login`, { headers: { Origin: 'http://evil.example' }, form: { email: DEMO.owner.email, password: DEMO.owner.password } })
  expect(forged.status()).toBe(403)
})

test('OPTIONS answers 204 with the methods a route takes, without running it (no sign-in redirect, no data)', async ({ request }) => {
  for (const [path, allow] of [
    ['/api/v1/owner/scenes', 'GET, HEAD, OPTIONS'],
    ['/api/v1/passport/owner/login', 'POST, OPTIONS'],
    ['/api/v1/owner/profiles/x1', 'GET, HEAD, PATCH, DELETE, OPTIONS'],
    ['/owner/profiles', 'GET, HEAD, OPTIONS'],
    ['/owner/login', 'GET, HEAD, POST, OPTIONS'],
  ]) {
    const res = await request.fetch(`${WORK}${path}`, { method: 'OPTIONS', maxRedirects: 0 })
    expect(res.status(), path).toBe(204)
    expect(res.headers()['allow'], path).toBe(allow)
    expect(res.headers()['location'], path).toBeUndefined()
    expect(await res.text(), path).toBe('')
  }
  // A method the route does not take: 405 with the same Allow, and no sign-in (PUT was taken as POST).
  const put = await request.fetch(`${WORK}/api/v1/passport/owner/login`, { method: 'PUT', data: { username: DEMO.owner.email, password: DEMO.owner.password } })
  expect(put.status()).toBe(405)
  expect(put.headers()['allow']).toBe('POST, OPTIONS')
  expect(await put.json()).toEqual({ error: 'methodNotAllowed' })
  // Pages too: Remix would have handed the sign-in page's action a PUT as a POST, and signed in.
  const form = { email: DEMO.owner.email, password: DEMO.owner.password }
  const pagePut = await request.fetch(`${WORK}/owner/login`, { method: 'PUT', form, maxRedirects: 0 })
  expect(pagePut.status()).toBe(405)
  expect(pagePut.headers()['allow']).toBe('GET, HEAD, POST, OPTIONS')
  expect(pagePut.headers()['set-cookie']).toBeUndefined()
})

test('an unexpected error shows a generic message, never details', async ({ request }) => {
  const res = await request.get(`${WORK}/owner/magic-link/${'x'.repeat(5000)}`)
  expect(res.status()).toBeLessThan(500)
  expect(await res.text()).not.toMatch(/at .*\.(ts|js):\d+/)
})
