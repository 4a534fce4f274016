// What the guards cannot see: the phone menu opens and leads somewhere (with and without
// JavaScript), the wide header's row lines up, and the password 'show' button is reached with Tab
// and works, or, with no script to run it, is not offered at all.
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

test('on a wide screen the header is one row, its address, languages and sign-out centred on one line @nojs', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 })
  await setLanguage(page, 'ru')
  await login(page, 'owner', DEMO.owner.email, DEMO.owner.password)
  await expect(page).toHaveURL(/\/owner\/dashboard$/)
  const items = [
    page.getByRole('link', { name: texts.accounts('ru', 'nav.settings') }),
    page.getByTestId('account-email'),
    page.locator('header').getByRole('link', { name: 'English' }),
    page.locator('header').getByRole('button', { name: texts.accounts('ru', 'signOut') }),
  ]
  // Where the words are, not the boxes: a box stretched to the row's height has its middle there
  // whatever its text does.
  const middles: number[] = []
  for (const item of items) {
    middles.push(
      await item.evaluate((element) => {
        const range = document.createRange()
        range.selectNodeContents(element)
        const words = range.getBoundingClientRect()
        return Math.round(words.y + words.height / 2)
      })
    )
  }
  // Stretched, the address and the button sat at the top of the 2.75rem row, 9 px above the rest.
  for (const middle of middles) expect(Math.abs(middle - middles[0]), `vertical middles ${middles.join(', ')} px`).toBeLessThanOrEqual(2)
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
