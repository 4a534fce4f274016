// What the guards cannot see: the phone menu opens and leads somewhere (with and without
// JavaScript), and the password 'show' button is reached with Tab and works, or, with no script to
// run it, is not offered at all.
import { expect, test } from '@playwright/test'
import { DEMO, login, setLanguage } from './fixtures'
import { texts } from './texts'

test.use({ viewport: { width: 360, height: 740 } })

test('on a phone the owner header is one row whose menu opens and leads to settings @nojs', async ({ page }) => {
  await setLanguage(page, 'en')
  await login(page, 'owner', DEMO.owner.email, DEMO.owner.password)
  await expect(page).toHaveURL(/\/owner\/dashboard$/)
  const settings = page.getByRole('link', { name: texts.accounts('en', 'nav.settings') })
  await expect(settings).toBeHidden()
  const header = await page.locator('header').boundingBox()
  expect(header!.height).toBeLessThan(80)
  await page.getByText(texts.shell('en', 'nav.menu'), { exact: true }).click()
  await expect(settings).toBeVisible()
  await expect(page.getByTestId('account-email')).toHaveText(DEMO.owner.email)
  await settings.click()
  await expect(page).toHaveURL(/\/owner\/settings$/)
})

test('the password show button is reached with Tab and shows the password; without JavaScript it is not offered @nojs', async ({ page, javaScriptEnabled }) => {
  await setLanguage(page, 'en')
  await page.goto('/owner/login')
  const password = page.locator('input[name="password"]')
  await password.fill('secret-123')
  const toggle = page.getByRole('button', { name: texts.common('en', 'password.show') })
  if (!javaScriptEnabled) {
    await expect(toggle).toBeHidden()
    return
  }
  await password.focus()
  await page.keyboard.press('Tab')
  await expect(toggle).toBeFocused()
  await page.keyboard.press('Enter')
  await expect(password).toHaveAttribute('type', 'text')
  await expect(toggle).toHaveAttribute('aria-pressed', 'true')
  await page.keyboard.press('Space')
  await expect(password).toHaveAttribute('type', 'password')
})
