// One-time links that expire: on a server whose links live a few seconds (playwright.config.ts).
import { expect, test } from '@playwright/test'
import { linkIn, readMail, signOut, signUp, uniqueEmail } from './fixtures'
import { texts } from './texts'
import { SHORT_LINKS_PORT, SHORT_LINK_TTL_SECONDS } from '../../playwright.config'

test.use({ baseURL: `http://localhost:${SHORT_LINKS_PORT}` })

test('an expired magic link says so and offers a new one that works @nojs', async ({ page, request }) => {
  const email = uniqueEmail('expired')
  await signUp(page, email)
  await signOut(page)
  await page.goto('/owner/magic-link')
  await page.locator('input[name="email"]').fill(email)
  await page.locator('form[method="post"] button[type="submit"]').click()
  const subject = texts.accounts('ru', 'mail.magic.subject').replace('{{name}}', 'Rapport')
  const first = (await readMail(request, email, { count: 2 })).find((m) => m.subject === subject)!
  await page.waitForTimeout(SHORT_LINK_TTL_SECONDS * 1000 + 500)

  await page.goto(linkIn(first))
  await expect(page.getByRole('alert')).toHaveText(texts.common('ru', 'errors.urlExpired'))
  await page.getByRole('button', { name: texts.accounts('ru', 'newLink') }).click()
  await expect(page.getByRole('status')).toHaveText(texts.accounts('ru', 'newLinkSent'))

  const fresh = (await readMail(request, email, { count: 3 })).find((m) => m.subject === subject && m.text !== first.text)!
  await page.goto(linkIn(fresh))
  await page.getByRole('button', { name: texts.accounts('ru', 'magicLink.confirmSubmit') }).click()
  await expect(page).toHaveURL(/\/owner\/dashboard$/)
})
