// Owner sign-up, verification, sign-in and sign-out, magic link and password reset, in both
// languages, with and without JavaScript (@nojs runs in the no-js project too).
import { expect, test } from '@playwright/test'
import { linkIn, login, readMail, setLanguage, signOut, signUp, uniqueEmail } from './fixtures'
import { texts, type Lng } from './texts'

for (const lng of ['ru', 'en'] as Lng[]) {
  test.describe(`owner (${lng})`, () => {
    test.beforeEach(async ({ page }) => setLanguage(page, lng))

    test(`registration, verification from the outbox, sign-out and sign-in @nojs`, async ({ page, request }) => {
      const email = uniqueEmail()
      await page.goto('/owner/registration')
      await page.locator('input[name="email"]').fill(email)
      await page.locator('input[name="password"]').fill('secret-123')
      await page.locator('input[name="confirmPassword"]').fill('secret-123')
      await page.locator('input[name="consent"]').check()
      await page.getByRole('button', { name: texts.accounts(lng, 'registration.submit') }).click()

      await expect(page).toHaveURL(/\/owner\/dashboard$/)
      await expect(page.getByTestId('verify-banner')).toContainText(texts.accounts(lng, 'verify.banner'))
      await expect(page.locator('[data-product="p2p"]')).toContainText(texts.common(lng, 'errors.verifyAccount'))

      const [mail] = await readMail(request, email)
      await page.goto(linkIn(mail))
      await expect(page.getByRole('status')).toContainText(texts.accounts(lng, 'verify.done'))
      await page.goto('/owner/dashboard')
      await expect(page.getByTestId('verify-banner')).toHaveCount(0)

      await page.getByRole('button', { name: texts.accounts(lng, 'signOut') }).click()
      await expect(page).toHaveURL(/\/owner\/login$/)
      await page.goto('/owner/dashboard')
      await expect(page).toHaveURL(/\/owner\/login\?redirectTo=%2Fowner%2Fdashboard$/)

      await page.locator('input[name="email"]').fill(email)
      await page.locator('input[name="password"]').fill('secret-123')
      await page.getByRole('button', { name: texts.accounts(lng, 'signIn') }).click()
      await expect(page).toHaveURL(/\/owner\/dashboard$/)
      await expect(page.getByTestId('account-email')).toHaveText(email)
    })

    test(`a wrong password says to check the data, and a registered address cannot sign up twice @nojs`, async ({ page }) => {
      await login(page, 'owner', 'owner@rapport.localhost', 'not-the-password')
      await expect(page.getByTestId('form-error')).toHaveText(texts.common(lng, 'errors.auth.incorrect_credentials'))
      await expect(page.locator('input[name="password"]')).toHaveValue('')

      await page.goto('/owner/registration')
      await page.locator('input[name="email"]').fill('owner@rapport.localhost')
      await page.locator('input[name="password"]').fill('secret-123')
      await page.locator('input[name="confirmPassword"]').fill('secret-123')
      await page.locator('input[name="consent"]').check()
      await page.getByRole('button', { name: texts.accounts(lng, 'registration.submit') }).click()
      await expect(page.getByTestId('form-error')).toHaveText(texts.common(lng, 'errors.record_already_exists'))
    })

    test(`registration refuses bad input with localised messages @nojs`, async ({ page }) => {
      await page.goto('/owner/registration')
      // The privacy policy consented to is a link to it (SPEC §5, §9).
      await expect(page.getByRole('link', { name: texts.common(lng, 'privacyPolicy') })).toHaveAttribute('href', '/faq#privacy')
      await page.locator('input[name="email"]').fill('иван@example.com')
      await page.locator('input[name="password"]').fill('  abcde  ')
      await page.locator('input[name="confirmPassword"]').fill('other-one')
      await page.locator('form[method="post"]').evaluate((f) => f.setAttribute('novalidate', ''))
      await page.getByRole('button', { name: texts.accounts(lng, 'registration.submit') }).click()
      await expect(page.getByText(texts.common(lng, 'validation.email'))).toBeVisible()
      await expect(page.getByText(texts.common(lng, 'validation.minLength').replace('{{length}}', '6'))).toBeVisible()
      await expect(page.getByText(texts.common(lng, 'validation.consent'))).toBeVisible()
      // The mismatch is told in the same answer, not on the next try after typing both passwords again.
      await expect(page.getByText(texts.common(lng, 'validation.passwordMismatch'))).toBeVisible()
      // And alone, once every other field is right.
      await page.locator('input[name="email"]').fill(uniqueEmail())
      await page.locator('input[name="password"]').fill('secret-123')
      await page.locator('input[name="confirmPassword"]').fill('secret-124')
      await page.locator('input[name="consent"]').check()
      await page.locator('form[method="post"]').evaluate((f) => f.setAttribute('novalidate', ''))
      await page.getByRole('button', { name: texts.accounts(lng, 'registration.submit') }).click()
      await expect(page.getByText(texts.common(lng, 'validation.passwordMismatch'))).toBeVisible()
      await expect(page).toHaveURL(/\/owner\/registration$/)
    })

    test(`magic-link sign-in works once; a used link offers a new one @nojs`, async ({ page, request }) => {
      const email = uniqueEmail('magic')
      await signUp(page, email)
      await signOut(page)
      await page.goto('/owner/magic-link')
      await page.locator('input[name="email"]').fill(email)
      await page.getByRole('button', { name: texts.accounts(lng, 'magicLink.submit') }).click()
      await expect(page.getByRole('status')).toHaveText(texts.accounts(lng, 'linkSent'))

      const mails = await readMail(request, email, { count: 2 })
      const link = linkIn(mails.find((m) => m.subject.startsWith(texts.accounts(lng, 'mail.magic.subject').split('{{')[0]))!)
      await page.goto(link)
      await page.getByRole('button', { name: texts.accounts(lng, 'magicLink.confirmSubmit') }).click()
      await expect(page).toHaveURL(/\/owner\/dashboard$/)
      await page.getByRole('button', { name: texts.accounts(lng, 'signOut') }).click()

      await page.goto(link)
      await expect(page.getByRole('alert')).toHaveText(texts.common(lng, 'errors.owner.url_count'))
      await page.getByRole('button', { name: texts.accounts(lng, 'newLink') }).click()
      await expect(page.getByRole('status')).toHaveText(texts.accounts(lng, 'newLinkSent'))
    })

    test(`password reset through a one-time link @nojs`, async ({ page, request }) => {
      const email = uniqueEmail('reset')
      await signUp(page, email, 'first-pass-1')
      await signOut(page)

      await page.goto('/owner/login')
      await page.getByRole('link', { name: texts.accounts(lng, 'login.forgotPassword') }).click()
      await page.locator('input[name="email"]').fill(email)
      await page.getByRole('button', { name: texts.accounts(lng, 'passwordReset.submit') }).click()
      await expect(page.getByRole('status')).toHaveText(texts.accounts(lng, 'linkSent'))

      const mails = await readMail(request, email, { count: 2 })
      const reset = mails.find((m) => m.subject === texts.accounts(lng, 'mail.reset.subject').replace('{{name}}', 'Rapport'))!
      await page.goto(linkIn(reset))
      await page.locator('input[name="password"]').fill('second-pass-2')
      await page.locator('input[name="confirmPassword"]').fill('second-pass-2')
      await page.getByRole('button', { name: texts.accounts(lng, 'passwordReset.setSubmit') }).click()
      await expect(page).toHaveURL(/\/owner\/dashboard$/)
      await page.getByRole('button', { name: texts.accounts(lng, 'signOut') }).click()

      await login(page, 'owner', email, 'first-pass-1')
      await expect(page.getByTestId('form-error')).toBeVisible()
      await login(page, 'owner', email, 'second-pass-2')
      await expect(page).toHaveURL(/\/owner\/dashboard$/)
    })
  })
}

test.describe('registration without JavaScript', () => {
  test.use({ javaScriptEnabled: false })

  // A double click without JavaScript posts the form twice; the browser shows the second answer (ADR 051).
  test('the same form posted twice signs in both times, creates one account and mails one link @nojs', async ({ page, request }) => {
    await setLanguage(page, 'ru')
    const email = uniqueEmail('double')
    await page.goto('/owner/registration')
    await page.locator('input[name="email"]').fill(email)
    await page.locator('input[name="password"]').fill('secret-123')
    await page.locator('input[name="confirmPassword"]').fill('secret-123')
    await page.locator('input[name="consent"]').check()
    const statuses: { status: number; location: string }[] = []
    await page.route('**/owner/registration', async (route) => {
      if (route.request().method() !== 'POST') return route.continue()
      // The first click: the same request reaches the server first; its answer (and its cookie) never reaches the page.
      const sent = route.request()
      const first = await request.post(sent.url(), { headers: { 'content-type': sent.headers()['content-type'] }, data: sent.postDataBuffer()!, maxRedirects: 0 })
      statuses.push({ status: first.status(), location: first.headers().location })
      await route.continue()
    })
    await page.getByRole('button', { name: texts.accounts('ru', 'registration.submit') }).click()
    await expect(page).toHaveURL(/\/owner\/dashboard$/)
    await expect(page.getByTestId('account-email')).toHaveText(email)
    expect(statuses).toEqual([{ status: 302, location: '/owner/dashboard' }])

    // A new page's form is a new form: the address is in use, as before.
    await page.unroute('**/owner/registration')
    await page.context().clearCookies()
    await page.goto('/owner/registration')
    await page.locator('input[name="email"]').fill(email)
    await page.locator('input[name="password"]').fill('secret-123')
    await page.locator('input[name="confirmPassword"]').fill('secret-123')
    await page.locator('input[name="consent"]').check()
    await page.getByRole('button', { name: texts.accounts('ru', 'registration.submit') }).click()
    await expect(page.getByTestId('form-error')).toHaveText(texts.common('ru', 'errors.record_already_exists'))
    expect(await readMail(request, email)).toHaveLength(1)
  })

  test('a first sign-up posted twice says the link was sent both times and mails one link @nojs', async ({ page, request }) => {
    await setLanguage(page, 'ru')
    const email = uniqueEmail('double-first')
    await page.goto('/owner/first-signup')
    await page.locator('input[name="email"]').fill(email)
    await page.locator('input[name="consent"]').check()
    const statuses: number[] = []
    await page.route('**/owner/first-signup', async (route) => {
      if (route.request().method() !== 'POST') return route.continue()
      // The first click reaches the server first; the page shows the second click's answer.
      const sent = route.request()
      const first = await request.post(sent.url(), { headers: { 'content-type': sent.headers()['content-type'] }, data: sent.postDataBuffer()!, maxRedirects: 0 })
      statuses.push(first.status())
      await route.continue()
    })
    await page.getByRole('button', { name: texts.accounts('ru', 'firstSignup.submit') }).click()
    await expect(page.getByRole('status')).toHaveText(texts.accounts('ru', 'firstSignup.sent'))
    expect(statuses).toEqual([302])
    expect(await readMail(request, email)).toHaveLength(1)
  })
})
