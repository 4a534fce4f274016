// Sessions that end (ADR 012): logout, API logout, a password change signing other browsers out,
// and the sign-in page of a locked account saying, in the reader's language, when to try again.
import { expect, test, type Page } from '@playwright/test'
import { REAL_LIMITS_PORT } from '../../playwright.config'
import { DEMO, login, setLanguage, signOut, signUp, uniqueEmail } from './fixtures'
import { texts } from './texts'

test.beforeEach(async ({ page }) => setLanguage(page, 'en'))

test('after logout the old session cookie opens nothing: the dashboard sends it to the login page @nojs', async ({ page, browser }) => {
  await signUp(page, uniqueEmail('logout'))
  const cookies = await page.context().cookies()
  expect(cookies.some((c) => c.name === '__rapport_owner')).toBe(true)
  await signOut(page)

  // Another browser replays the cookie the first one held before signing out.
  const replay = await browser.newContext()
  await replay.addCookies(cookies)
  const stale = await replay.newPage()
  await stale.goto('/owner/dashboard')
  await expect(stale).toHaveURL(/\/owner\/login\?redirectTo=%2Fowner%2Fdashboard$/)
  await replay.close()
})

test('the sign-out address typed or bookmarked asks first, signs out only on the button, and leads a signed-out visitor to the login @nojs', async ({ page }) => {
  const email = uniqueEmail('logout-get')
  await signUp(page, email)
  await page.goto('/owner/logout')
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(texts.accounts('en', 'logout.title'))
  await expect(page.getByText(texts.accounts('en', 'logout.lead').replace('{{email}}', email))).toBeVisible()
  // «Stay signed in» keeps the session.
  await page.getByRole('link', { name: texts.accounts('en', 'logout.stay') }).click()
  await expect(page).toHaveURL(/\/owner\/dashboard$/)
  await page.goto('/owner/logout')
  await page
    .getByRole('main')
    .getByRole('button', { name: texts.accounts('en', 'signOut') })
    .click()
  await expect(page).toHaveURL(/\/owner\/login$/)
  await page.goto('/owner/dashboard')
  await expect(page).toHaveURL(/\/owner\/login\?redirectTo=/)
  await page.goto('/owner/logout')
  await expect(page).toHaveURL(/\/owner\/login$/)
})

test('API logout ends the session: the same bearer token then gets 401', async ({ request }) => {
  const signIn = async () => {
    const res = await request.post('/api/v1/passport/estimator/login', { data: { username: DEMO.estimator.email, password: DEMO.estimator.password } })
    expect(res.status()).toBe(200)
    return ((await res.json()) as { result: { token: string } }).result.token
  }
  const [token, other] = [await signIn(), await signIn()]
  expect(token).not.toBe(other)
  const auth = (t: string) => ({ headers: { Authorization: `Bearer ${t}` } })
  expect((await request.get('/api/v1/estimator/self', auth(token))).status()).toBe(200)

  const out = await request.post('/api/v1/passport/estimator/logout', auth(token))
  expect(out.status()).toBe(200)
  expect(await out.json()).toEqual({ result: true })
  const after = await request.get('/api/v1/estimator/self', auth(token))
  expect(after.status()).toBe(401)
  expect(await after.json()).toEqual({ error: 'unauthorized' })
  // Only that session ended.
  expect((await request.get('/api/v1/estimator/self', auth(other))).status()).toBe(200)
})

test('a password change in one browser signs the other browser out, and keeps this one signed in @nojs', async ({ page, browser }) => {
  const email = uniqueEmail('two-browsers')
  await signUp(page, email, 'old-secret-1')

  const elsewhere = await browser.newContext()
  const other = await elsewhere.newPage()
  await login(other, 'owner', email, 'old-secret-1')
  await expect(other).toHaveURL(/\/owner\/dashboard$/)

  await page.goto('/owner/settings')
  await page.locator('input[name="currentPassword"]').fill('old-secret-1')
  await page.locator('input[name="password"]').fill('new-secret-2')
  await page.locator('input[name="confirmPassword"]').fill('new-secret-2')
  await page.getByRole('button', { name: texts.accounts('en', 'passwordReset.setSubmit') }).click()
  await expect(page.getByRole('status').first()).toHaveText(texts.accounts('en', 'settings.passwordSaved'))

  await other.goto('/owner/dashboard')
  await expect(other).toHaveURL(/\/owner\/login\?redirectTo=/)
  await page.goto('/owner/dashboard')
  await expect(page).toHaveURL(/\/owner\/dashboard$/)
  await elsewhere.close()
})

test.describe('with the real sign-in limits', () => {
  const base = `http://localhost:${REAL_LIMITS_PORT}`
  async function attempt(page: Page, email: string, password: string) {
    await page.goto(`${base}/owner/login`)
    await page.locator('input[name="email"]').fill(email)
    await page.locator('input[name="password"]').fill(password)
    const [response] = await Promise.all([
      page.waitForResponse((r) => r.request().method() === 'POST' && r.url().includes('/owner/login')),
      page.locator('form[method="post"] button[type="submit"]').click(),
    ])
    return response
  }

  test('a locked-out sign-in answers 429 with Retry-After and says in minutes, in Russian and English, when to try again', async ({ page }) => {
    const email = uniqueEmail('locked')
    await setLanguage(page, 'ru', base)
    for (let i = 0; i < 8; i++) {
      expect((await attempt(page, email, `guess-${i}`)).status()).toBe(400)
      await expect(page.getByTestId('form-error')).toHaveText(texts.common('ru', 'errors.auth.incorrect_credentials'))
    }
    const refused = await attempt(page, email, 'one-more-guess')
    expect(refused.status()).toBe(429)
    const retryAfter = Number(await refused.headerValue('retry-after'))
    expect(retryAfter).toBeGreaterThan(14 * 60)
    await expect(page.getByTestId('form-error')).toHaveText('Слишком много попыток. Попробуйте снова через 15 минут.')

    await setLanguage(page, 'en', base)
    expect((await attempt(page, email, 'one-more-guess')).status()).toBe(429)
    await expect(page.getByTestId('form-error')).toHaveText('Too many attempts. Try again in 15 minutes.')
  })
})
