// What the page-weight work (docs/decisions/018-page-weight-per-route.md) must not break: owner
// pages hydrate without a React error and keep the theme's CSS that only the server computes,
// client-side navigation across pages finds its texts, and a form checks input in the browser
// once zod has loaded on first interaction (before, nothing of it is on the page). A stored pair
// result is kept as the server drew it, and buttons load their loader on first interaction (ADR 052).
import { expect, test, type Page } from '@playwright/test'
import { DEMO, linkIn, login, readMail, setLanguage, signUp, uniqueEmail } from './fixtures'
import { routeParamsByTenant } from './sessions'
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

test('a stored pair result is kept as the server drew it, drawn in the browser after a client-side navigation; buttons load their loader on first touch', async ({ page }) => {
  const { pairId } = (await routeParamsByTenant()).work
  await setLanguage(page, 'en')
  await login(page, 'owner', DEMO.owner.email, DEMO.owner.password)
  await page.waitForURL(/\/owner\//)
  const scripts: string[] = []
  page.on('request', (r) => {
    if (r.resourceType() === 'script') scripts.push(new URL(r.url()).pathname)
  })
  const errors = collectErrors(page)

  await page.goto(`/owner/dashboard/p2p/${pairId}`)
  await page.locator('html[data-hydrated]').waitFor({ state: 'attached' })
  const result = page.getByTestId('pair-result')
  await expect(result.locator('#pair-result-forecast')).toBeVisible()
  await expect(page.getByTestId('compatibility-value')).toBeVisible()
  await expect(page.getByTestId('run-loader')).toHaveAttribute('data-status', 'done')
  expect(scripts.filter((s) => /\/(kept-views|ButtonLoader)-/.test(s))).toEqual([])

  // The first key press brings the buttons' loader, for a form about to be sent.
  const loader = page.waitForRequest(/\/ButtonLoader-[A-Z0-9]+\.js$/)
  await page.keyboard.press('Tab')
  await loader

  // Back to the list and into the result again, without a document load: the browser draws it.
  await page.locator('main a[href="/owner/dashboard/p2p"]').click()
  await expect(page).toHaveURL(/\/owner\/dashboard\/p2p$/)
  await page.getByTestId('pair-list').locator(`a[href="/owner/dashboard/p2p/${pairId}"]`).click()
  await expect(result.locator('#pair-result-forecast')).toBeVisible()
  await expect(page.getByTestId('compatibility-value')).toBeVisible()
  expect(scripts.filter((s) => /\/kept-views-/.test(s))).toHaveLength(1)
  expect(errors).toEqual([])
})
