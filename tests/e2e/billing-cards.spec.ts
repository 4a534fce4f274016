// The owner's payment cards and payment history (issue 13), in Russian and English, on the
// test-mode provider: a fresh verified owner adds cards through the plain form (the declined test
// card says so), makes one the default and removes another; then, subscribed to a weekly plan by
// API and with the provider's clock moved week by week, pages through more invoices than one page
// holds and comes back. Another owner sees none of it. Adding a card works without JavaScript.
import { createRequire } from 'node:module'
import { expect, test, type APIRequestContext, type Page } from '@playwright/test'
import { linkIn, readMail, setLanguage, signOut, signUp, uniqueEmail } from './fixtures'
import { axeFindings } from './axe'
import type { Lng } from './texts'

const require = createRequire(import.meta.url)
const billing = { ru: require('../../modules/billing/locales/ru.json'), en: require('../../modules/billing/locales/en.json') }
const say = (lng: Lng, key: string) => key.split('.').reduce<any>((node, part) => node?.[part], billing[lng]) as string

const CARDS = '/owner/subscription/cards'
const HISTORY = '/owner/subscription/history'
const PASSWORD = 'secret-123'
/** The history's page size (server/history-page.server.ts HISTORY_PAGE_SIZE). */
const PAGE_SIZE = 10

/** A new owner, signed up and verified from the outbox, signed in on the page. */
async function verifiedOwner(page: Page, request: APIRequestContext, lng: Lng, prefix: string) {
  const email = uniqueEmail(prefix)
  await setLanguage(page, lng)
  await signUp(page, email, PASSWORD)
  const [verification] = await readMail(request, email)
  await page.goto(linkIn(verification))
  return email
}

async function addCard(page: Page, lng: Lng, number: string) {
  await page.locator('input[name="number"]').fill(number)
  await page.locator('input[name="exp_month"]').fill('12')
  await page.locator('input[name="exp_year"]').fill('2034')
  await page.locator('input[name="cvc"]').fill('123')
  await page.locator('input[name="name"]').fill('Anna Test')
  await page.getByRole('button', { name: say(lng, 'cards.addSubmit') }).click()
}

/** The guards check these pages empty (tests/routes.ts); filled, they must still pass axe (WCAG 2.2 AA) and fit 360 px. */
async function expectAccessibleAt360(page: Page) {
  const size = page.viewportSize()
  await page.setViewportSize({ width: 360, height: 800 })
  expect(await axeFindings(page)).toEqual([])
  const { scroll, client } = await page.evaluate(() => ({ scroll: document.documentElement.scrollWidth, client: document.documentElement.clientWidth }))
  expect(scroll).toBeLessThanOrEqual(client)
  if (size) await page.setViewportSize(size)
}

const card = (page: Page, last4: string) => page.locator(`[data-testid="card"][data-last4="${last4}"]`)

for (const lng of ['ru', 'en'] as const) {
  test(`an owner adds cards, a declined card is refused, one is made the default and another removed (${lng})`, async ({ page, request }) => {
    await verifiedOwner(page, request, lng, `cards-${lng}`)
    await page.goto(CARDS)
    await expect(page.getByTestId('cards-count')).toHaveText(say(lng, 'cards.empty'))

    await addCard(page, lng, '4242 4242 4242 4242')
    await expect(page.getByTestId('cards-done')).toHaveText(say(lng, 'cards.added'))
    await expect(card(page, '4242')).toHaveAttribute('data-default', 'true')
    await expect(card(page, '4242')).toContainText('12/2034')
    await expect(card(page, '4242')).toContainText(say(lng, 'cards.default'))
    // The saved card's number does not stay in the form.
    await expect(page.locator('input[name="number"]')).toHaveValue('')

    await addCard(page, lng, '5555 5555 5555 4444')
    await expect(card(page, '4444')).toHaveAttribute('data-default', 'true')
    await expect(card(page, '4242')).toHaveAttribute('data-default', 'false')

    await addCard(page, lng, '4000 0000 0000 0002')
    await expect(page.getByTestId('form-error')).toHaveText(say(lng, 'errors.cardWasDeclined'))
    await expect(page.getByTestId('card')).toHaveCount(2)
    await expectAccessibleAt360(page)

    await card(page, '4242')
      .getByRole('button', { name: say(lng, 'cards.makeDefault') })
      .click()
    await expect(page.getByTestId('cards-done')).toHaveText(say(lng, 'cards.madeDefault'))
    await expect(card(page, '4242')).toHaveAttribute('data-default', 'true')

    await card(page, '4444')
      .getByRole('button', { name: say(lng, 'cards.remove') })
      .click()
    await expect(page.getByTestId('cards-done')).toHaveText(say(lng, 'cards.removed'))
    await expect(page.getByTestId('card')).toHaveCount(1)
    await expect(card(page, '4242')).toBeVisible()
  })

  test(`the payment history pages by next_page and another owner sees none of it (${lng})`, async ({ page, request }) => {
    test.setTimeout(120_000)
    const email = await verifiedOwner(page, request, lng, `history-${lng}`)
    const login = await request.post('/api/v1/passport/owner/login', { data: { username: email, password: PASSWORD } })
    const headers = { Authorization: `Bearer ${(await login.json()).result.token}` }
    const attached = await request.post('/api/v1/owner/attach-payment-method', {
      headers,
      data: { card: { number: '4242424242424242', exp_month: 12, exp_year: 2034, cvc: '123' } },
    })
    expect(attached.status(), await attached.text()).toBe(200)
    const subscribed = await request.post('/api/v1/owner/update-subscription', { headers, data: { subscribe: 'LITE_7D', ln: lng } })
    expect(subscribed.status(), await subscribed.text()).toBe(200)
    // Each week the plan renews: the first invoice and ten renewals are eleven, one more than a page.
    for (let week = 1; week <= PAGE_SIZE; week++) {
      const moved = await request.post('/dev/billing-clock', { form: { days: String(week * 7 + 1) } })
      expect(moved.status()).toBe(200)
    }

    await page.goto(HISTORY)
    const invoices = page.getByTestId('invoice')
    await expect(invoices).toHaveCount(PAGE_SIZE)
    await expect(invoices.first()).toHaveAttribute('data-status', 'paid')
    await expect(invoices.first()).toContainText(say(lng, 'history.status.paid'))
    await expect(invoices.first()).toContainText(lng === 'ru' ? '₽' : '$')
    await expectAccessibleAt360(page)
    const newest = await invoices.first().getAttribute('data-invoice-id')
    const lastShown = await invoices.last().getAttribute('data-invoice-id')

    await page.getByRole('link', { name: say(lng, 'history.older') }).click()
    await expect(page).toHaveURL(`${HISTORY}?next_page=${lastShown}`)
    await expect(invoices).toHaveCount(1)
    await expect(page.getByRole('link', { name: say(lng, 'history.older') })).toHaveCount(0)
    expect(await invoices.first().getAttribute('data-invoice-id')).not.toBe(newest)

    await page.getByRole('link', { name: say(lng, 'history.newest') }).click()
    await expect(page).toHaveURL(HISTORY)
    await expect(invoices).toHaveCount(PAGE_SIZE)
    await expect(invoices.first()).toHaveAttribute('data-invoice-id', newest!)

    // Another owner: no cards, no invoices, and this owner's cursor is no page of theirs.
    await signOut(page)
    await verifiedOwner(page, request, lng, `history-other-${lng}`)
    await page.goto(HISTORY)
    await expect(page.getByTestId('history-empty')).toHaveText(say(lng, 'history.empty'))
    await page.goto(CARDS)
    await expect(page.getByTestId('cards-count')).toHaveText(say(lng, 'cards.empty'))
    const foreign = await page.goto(`${HISTORY}?next_page=${lastShown}`)
    expect(foreign?.status()).toBe(404)
    await expect(page.locator('main')).toContainText(say(lng, 'errors.invoiceNotFound'))
  })
}

test('a card added without JavaScript is listed as the default @nojs', async ({ page, request }) => {
  await verifiedOwner(page, request, 'ru', 'cards-nojs')
  await page.goto(CARDS)
  await addCard(page, 'ru', '4242 4242 4242 4242')
  await expect(page).toHaveURL(`${CARDS}?done=added`)
  await expect(card(page, '4242')).toHaveAttribute('data-default', 'true')
  await addCard(page, 'ru', '4000 0000 0000 0002')
  await expect(page.getByTestId('form-error')).toHaveText(say('ru', 'errors.cardWasDeclined'))
})
