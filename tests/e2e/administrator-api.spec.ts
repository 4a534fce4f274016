// The administrator API through the express host (docs/administrator-api.md, ADR 035): the console's
// calls as a test makes them. An administrator creates an estimator and mails them a sign-in link,
// which signs them in from the outbox; a blocked owner is signed out and told so at sign-in, in RU and EN.
import { expect, test, type APIRequestContext } from '@playwright/test'
import { DEMO, linkIn, login, readMail, setLanguage, signUp, uniqueEmail } from './fixtures'
import { texts, type Lng } from './texts'

const API = '/api/v1/administrator'

async function tokenOf(request: APIRequestContext, area: 'owner' | 'estimator' | 'administrator') {
  const res = await request.post(`/api/v1/passport/${area}/login`, { data: { username: DEMO[area].email, password: DEMO[area].password } })
  expect(res.status()).toBe(200)
  return (await res.json()).result.token as string
}

const bearer = (token: string) => ({ Authorization: `Bearer ${token}` })

test('only an administrator’s token opens the API; lists answer items and total', async ({ request }) => {
  const admin = await tokenOf(request, 'administrator')
  for (const area of ['owner', 'estimator'] as const) {
    const res = await request.get(`${API}/owners`, { headers: bearer(await tokenOf(request, area)) })
    expect(res.status()).toBe(401)
    expect(await res.json()).toEqual({ error: 'unauthorized' })
  }
  for (const path of ['/owners', '/estimators', '/profiles?filter=all', '/questionnaire', '/profile-filter/owners']) {
    const res = await request.get(`${API}${path}`, { headers: bearer(admin) })
    expect(res.status(), path).toBe(200)
    const { result } = await res.json()
    expect(result.total, path).toBeGreaterThanOrEqual(1)
    expect(result.items[0].id, path).toEqual(expect.any(String))
  }
  const bad = await request.get(`${API}/owners?limit=500`, { headers: bearer(admin) })
  expect(bad.status()).toBe(400)
  expect((await bad.json()).error).toBe('invalidQuery')
  // A day the calendar does not have is refused by name (Date alone reads 2026-02-30 as March 2).
  for (const field of ['createdFrom', 'createdTo']) {
    const impossible = await request.get(`${API}/owners?${field}=2026-02-30`, { headers: bearer(admin) })
    expect(impossible.status(), field).toBe(400)
    expect(await impossible.json()).toEqual({ error: 'invalidQuery', fields: { [field]: ['validation.invalid'] } })
  }
})

test('an administrator creates an estimator, who signs in from the mailed link', async ({ page, request }) => {
  const admin = await tokenOf(request, 'administrator')
  const email = uniqueEmail('estimator')
  const created = await request.post(`${API}/estimators`, { headers: bearer(admin), data: { email, name: 'Rita', batchSize: 4 } })
  expect(created.status()).toBe(201)
  const estimator = (await created.json()).result
  expect(estimator).toMatchObject({ email, name: 'Rita', batchSize: 4, profilesCount: 0 })
  // No body at all, as a console button sends it.
  const sent = await request.post(`${API}/estimators/${estimator.id}/mail/login-link`, { headers: bearer(admin) })
  expect(sent.status()).toBe(200)
  const [mail] = await readMail(request, email)
  await page.goto(linkIn(mail))
  await page.locator('form[method="post"] button[type="submit"]').click()
  await expect(page).toHaveURL(/\/estimator$/)
  const deleted = await request.delete(`${API}/estimators/${estimator.id}`, { headers: bearer(admin) })
  expect(deleted.status()).toBe(200)
  expect((await request.get(`${API}/estimators/${estimator.id}`, { headers: bearer(admin) })).status()).toBe(404)
})

for (const lng of ['ru', 'en'] as Lng[]) {
  test(`a blocked owner is signed out and told so at sign-in (${lng})`, async ({ page, request }) => {
    await setLanguage(page, lng)
    const email = uniqueEmail('blocked')
    await signUp(page, email, 'secret-123', { companyName: 'Blocked Co' })
    await expect(page).toHaveURL(/\/owner\/dashboard$/)
    const admin = await tokenOf(request, 'administrator')
    const found = await (await request.get(`${API}/owners?search=${encodeURIComponent(email)}`, { headers: bearer(admin) })).json()
    expect(found.result).toMatchObject({ total: 1, items: [{ email, companyName: 'Blocked Co', status: 'active', subscribe: { status: 'none' } }] })
    const id = found.result.items[0].id
    const blocked = await request.patch(`${API}/owners/${id}`, { headers: bearer(admin), data: { status: 'blocked' } })
    expect((await blocked.json()).result.status).toBe('blocked')

    await page.goto('/owner/dashboard')
    await expect(page).toHaveURL(/\/owner\/login/)
    await login(page, 'owner', email, 'secret-123')
    await expect(page.getByTestId('form-error')).toHaveText(texts.common(lng, 'errors.auth.account_blocked'))

    await request.patch(`${API}/owners/${id}`, { headers: bearer(admin), data: { status: 'active' } })
    await login(page, 'owner', email, 'secret-123')
    await expect(page).toHaveURL(/\/owner\/dashboard$/)
  })
}
