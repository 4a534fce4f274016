// What the page-weight work (docs/decisions/018-page-weight-per-route.md) must not break: owner
// pages hydrate without a React error and keep the theme's CSS that only the server computes,
// client-side navigation across pages finds its texts, and a form checks input in the browser
// once zod has loaded on first interaction (before, nothing of it is on the page).
import { expect, test, type Page } from '@playwright/test'
import { linkIn, readMail, setLanguage, signUp, uniqueEmail } from './fixtures'
import { texts } from './texts'

/** Errors the page reports: React's hydration errors arrive as console errors or uncaught exceptions. */
function collectErrors(page: Page): string[] {
  const errors: string[] = []
  page.on('console', (m) => {
    if (m.type() === 'error') errors.push(m.text())
  })
  page.on('pageerror', (e) => errors.push(e.message))
  return errors
}

test('owner pages hydrate cleanly, keep the server-computed theme CSS, and navigate with their texts', async ({ page, request }) => {
  const lng = 'en'
  await setLanguage(page, lng)
  const email = uniqueEmail('weight')
  await signUp(page, email, 'secret-123')
  await page.goto(linkIn((await readMail(request, email))[0]))
  const errors = collectErrors(page)

  await page.goto('/owner/dashboard')
  await page.waitForFunction(() => (window as unknown as { __remixRouter?: { state: { initialized: boolean } } }).__remixRouter?.state.initialized)
  const themeCss = () => page.locator('style[data-mantine-styles="true"]').evaluate((s) => s.textContent ?? '')
  expect(await themeCss()).toContain('--mantine-primary-color')

  // Client-side navigation (the nav links are Remix links): the next page's texts are there, not keys.
  await page.getByRole('link', { name: texts.profiles(lng, 'nav'), exact: true }).click()
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(texts.profiles(lng, 'list.title'))
  await page.getByRole('link', { name: texts.accounts(lng, 'nav.settings') }).click()
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(texts.accounts(lng, 'settings.title'))
  expect(await themeCss()).toContain('--mantine-primary-color')

  // The browser's own check, loaded on first interaction: a short password is refused on leaving the field.
  const password = page.locator('input[name="password"]')
  await password.fill('abc')
  await password.blur()
  await expect(page.getByText(texts.common(lng, 'validation.minLength').replace('{{length}}', '6'))).toBeVisible()
  await expect(page).toHaveURL(/\/owner\/settings$/)

  expect(errors).toEqual([])
})
