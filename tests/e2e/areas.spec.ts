// Estimator sign-in, per-area sessions and logins, tenants' titles, public pages. The administrator's
// sign-in is the console's: tests/e2e/admin-console.spec.ts.
import { expect, test } from '@playwright/test'
import { DEMO, login, setLanguage, signOut } from './fixtures'
import { texts } from './texts'
import { PORT } from '../../playwright.config'
import { MAX_LENGTH } from '../../app/validation/limits'

test('an estimator signs in and out of the estimator area only @nojs', async ({ page }) => {
  await page.goto('/estimator')
  await expect(page).toHaveURL(/\/estimator\/login\?redirectTo=%2Festimator$/)
  await login(page, 'estimator', DEMO.estimator.email, DEMO.estimator.password)
  await expect(page).toHaveURL(/\/estimator$/)
  // Estimator area is Russian by default (SPEC §1).
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(texts.estimation('ru', 'title'))
  // Signed in as an estimator is not signed in as an owner.
  await page.goto('/owner/dashboard')
  await expect(page).toHaveURL(/\/owner\/login/)
  await page.goto('/estimator')
  await signOut(page)
  await expect(page).toHaveURL(/\/estimator\/login$/)
})

test('the love host shows the love platform name, the work host the general one', async ({ page }) => {
  await page.goto('/')
  await expect(page).toHaveTitle('Rapport')
  await page.goto(`http://love.localhost:${PORT}/`)
  await expect(page).toHaveTitle('Rapport Love')
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(texts.shell('ru', 'love.landing.title'))
})

test('public pages: landing cards, FAQ answers without JavaScript, 404 for unknown paths @nojs', async ({ page }) => {
  await setLanguage(page, 'en')
  await expect(page.locator('[data-product]')).toHaveCount(5)
  await expect(page.locator('[data-product="monitor"]')).toContainText(texts.shell('en', 'landing.inDevelopment'))
  await page
    .getByRole('link', { name: texts.shell('en', 'nav.faq') })
    .first()
    .click()
  await page.getByText(texts.shell('en', 'faq.items.what.q')).click()
  await expect(page.getByText(texts.shell('en', 'faq.items.what.a'))).toBeVisible()

  // The last: a Cyrillic address cut in the middle of a letter's %-escape (was a bare 'Unexpected error', 500).
  for (const path of ['/404', '/no-such-page/at-all', '/%D1%81%D1%82%D1%80%D0']) {
    const response = await page.goto(path)
    expect(response?.status()).toBe(404)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(texts.shell('en', 'notFound.title'))
  }
  const response = await page.goto('/500')
  expect(response?.status()).toBe(500)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(texts.shell('en', 'error.title'))
})

test("an address no page of the area has is a 404 in the area's own frame for whoever is signed in to it, and the public site's elsewhere @nojs", async ({ page }) => {
  await setLanguage(page, 'en')
  // Signed out, the area's login comes first, and brings the owner back to the address asked for.
  await page.goto('/owner/no-such-page')
  await expect(page).toHaveURL(/\/owner\/login\?redirectTo=%2Fowner%2Fno-such-page$/)
  await page.locator('input[name="email"]').fill(DEMO.owner.email)
  await page.locator('input[name="password"]').fill(DEMO.owner.password)
  await page.locator('form[method="post"] button[type="submit"]').click()
  await expect(page).toHaveURL(/\/owner\/no-such-page$/)
  const response = await page.goto('/owner/reports/2026')
  expect(response?.status()).toBe(404)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(texts.shell('en', 'notFound.title'))
  // The owner's menu and account, not the public site's "Sign in".
  await expect(page.getByRole('link', { name: texts.profiles('en', 'nav') })).toBeVisible()
  await expect(page.getByText(DEMO.owner.email)).toBeVisible()
  await expect(page.getByRole('link', { name: texts.shell('en', 'nav.signIn') })).toHaveCount(0)
  // A POST to it changes nothing and is the same 404.
  expect((await page.request.post('/owner/no-such-page', { form: { x: '1' } })).status()).toBe(404)

  // `/owner/p2p` is a phone area's path under the wrong area: the public 404, framed, with a way on.
  const mobile = await page.goto('/owner/p2p')
  expect(mobile?.status()).toBe(404)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(texts.shell('en', 'notFound.title'))
  await expect(page.getByRole('link', { name: texts.shell('en', 'nav.faq') })).toBeVisible()

  await login(page, 'estimator', DEMO.estimator.email, DEMO.estimator.password)
  await expect(page).toHaveURL(/\/estimator$/)
  const estimator = await page.goto('/estimator/ratings')
  expect(estimator?.status()).toBe(404)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(texts.shell('en', 'notFound.title'))
  await expect(page.getByRole('link', { name: texts.estimation('en', 'nav.compare') })).toBeVisible()
})

test("the public forms stop typing at each field's maximum instead of refusing a long text after it is sent @nojs", async ({ page }) => {
  const forms: Record<string, Record<string, number>> = {
    '/enterprise': { name: MAX_LENGTH.name, email: MAX_LENGTH.email, company: MAX_LENGTH.companyName, phone: MAX_LENGTH.phone, message: MAX_LENGTH.text },
    '/owner/registration': { email: MAX_LENGTH.email, password: MAX_LENGTH.password, confirmPassword: MAX_LENGTH.password, companyName: MAX_LENGTH.companyName },
    '/owner/login': { email: MAX_LENGTH.email, password: MAX_LENGTH.password },
    '/owner/password-reset': { email: MAX_LENGTH.email },
  }
  for (const [path, fields] of Object.entries(forms)) {
    await page.goto(path)
    for (const [name, max] of Object.entries(fields)) await expect(page.locator(`[name="${name}"]`), `${path} ${name}`).toHaveAttribute('maxlength', String(max))
  }
  await page.goto('/enterprise')
  await page.locator('textarea[name="message"]').fill('a'.repeat(MAX_LENGTH.text + 10))
  expect((await page.locator('textarea[name="message"]').inputValue()).length).toBe(MAX_LENGTH.text)
})

test('a consent checkbox sits beside its text, on a phone too @nojs', async ({ page }) => {
  await page.setViewportSize({ width: 360, height: 740 })
  for (const path of ['/owner/registration', '/enterprise', '/owner/first-signup']) {
    await page.goto(path)
    const box = (await page.locator('input[name="consent"]').boundingBox())!
    const text = (await page
      .locator('label[for]', { has: page.getByRole('link') })
      .last()
      .boundingBox())!
    expect(text.x, path).toBeGreaterThanOrEqual(box.x + box.width)
    expect(text.y, path).toBeLessThan(box.y + box.height)
  }
})

test('the language switcher works without JavaScript and is remembered @nojs', async ({ page }) => {
  await page.goto('/')
  await page.getByRole('link', { name: 'English' }).click()
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(texts.shell('en', 'landing.title'))
  await page.goto('/faq')
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(texts.shell('en', 'faq.title'))
  await page.getByRole('link', { name: 'Русский' }).click()
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(texts.shell('ru', 'faq.title'))
})

test('an enterprise request needs consent, is stored and mailed to the operator @nojs', async ({ page, request }) => {
  await setLanguage(page, 'en')
  await page.goto('/enterprise')
  const company = `Acme ${Date.now()}`
  await page.locator('input[name="name"]').fill('José Müller')
  await page.locator('input[name="email"]').fill('jose@example.com')
  await page.locator('input[name="company"]').fill(company)
  await page.locator('form[method="post"]').evaluate((f) => f.setAttribute('novalidate', ''))
  await page.getByRole('button', { name: texts.shell('en', 'enterprise.submit') }).click()
  await expect(page.getByText(texts.common('en', 'validation.consent'))).toBeVisible()
  await expect(page.locator('input[name="company"]')).toHaveValue(company)

  await page.locator('input[name="consent"]').check()
  await page.getByRole('button', { name: texts.shell('en', 'enterprise.submit') }).click()
  await expect(page.getByRole('status')).toHaveText(texts.shell('en', 'enterprise.sent'))
  const res = await request.get(`/dev/mail?to=operator%40rapport.localhost&_data=routes%2Fdev.mail`)
  await expect.poll(async () => JSON.stringify(await (await request.get(`/dev/mail?to=operator%40rapport.localhost&_data=routes%2Fdev.mail`)).json())).toContain(company)
  expect(res.ok()).toBeTruthy()
})

test('an API client join request is the enterprise request: refused without consent, then stored and mailed to the operator; the love tenant does not take it', async ({
  request,
}) => {
  const company = `Join ${Date.now()}`
  const body = { name: 'José Müller', email: 'jose@example.com', company, consent: false }
  const refused = await request.post('/api/v1/passport/owner/join/request', { data: body })
  expect(refused.status()).toBe(400)
  expect(Object.keys((await refused.json()).fields)).toEqual(['consent'])
  const operatorMail = async () => JSON.stringify(await (await request.get(`/dev/mail?to=operator%40rapport.localhost&_data=routes%2Fdev.mail`)).json())
  expect(await operatorMail()).not.toContain(company)
  const sent = await request.post('/api/v1/passport/owner/join/request', { data: { ...body, consent: true } })
  expect([sent.status(), await sent.json()]).toEqual([201, { result: true }])
  await expect.poll(operatorMail).toContain(company)
  const love = await request.post(`http://127.0.0.1:${PORT}/api/v1/passport/owner/join/request`, {
    data: { ...body, consent: true },
    headers: { Host: `love.localhost:${PORT}` },
  })
  expect([love.status(), await love.json()]).toEqual([404, { error: 'not_found' }])
})

test('owner pages hydrate without console errors and navigate on the client', async ({ page }) => {
  const errors: string[] = []
  page.on('console', (m) => m.type() === 'error' && errors.push(m.text()))
  page.on('pageerror', (e) => errors.push(e.message))
  await login(page, 'owner', DEMO.owner.email, DEMO.owner.password)
  await expect(page).toHaveURL(/\/owner\/dashboard$/)
  await page.waitForFunction(() => (window as unknown as { __remixRouter?: unknown }).__remixRouter !== undefined)
  const marker = await page.evaluate(() => ((window as unknown as { __marker: number }).__marker = Date.now()))
  await page.getByRole('link', { name: texts.accounts('ru', 'nav.settings') }).click()
  await expect(page).toHaveURL(/\/owner\/settings$/)
  // Same document: the navigation happened in the browser, without a reload.
  expect(await page.evaluate(() => (window as unknown as { __marker?: number }).__marker)).toBe(marker)
  expect(errors).toEqual([])
})
