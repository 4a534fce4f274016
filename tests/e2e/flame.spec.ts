// The flame personality test on a 360-pixel phone (issue 14): English by default, Russian on
// choice. A visitor names themselves and a partner, answers the 30 statements page by page (an
// unanswered statement is pointed out), sees the free result, is refused with a declined card
// ('Payment failed' and why), pays with 4242 and reads the full report, then keeps it in an account:
// the mailed first-sign-up link creates the account, whose dashboard lists the test. The same
// without JavaScript.
import { expect, test, type Page } from '@playwright/test'
import { createRequire } from 'node:module'
import { readMail, setLanguage, uniqueEmail } from './fixtures'

const require = createRequire(import.meta.url)
const flame = { ru: require('../../modules/flame/locales/ru.json'), en: require('../../modules/flame/locales/en.json') }
const common = { ru: require('../../app/locales/ru.json'), en: require('../../app/locales/en.json') }
const billing = { ru: require('../../modules/billing/locales/ru.json'), en: require('../../modules/billing/locales/en.json') }
type Lng = 'ru' | 'en'

test.use({ viewport: { width: 360, height: 740 } })

async function answerAll(page: Page, lng: Lng) {
  for (let n = 1; n <= 5; n++) {
    await expect(page.getByTestId('flame-progress')).toContainText(lng === 'en' ? `Page ${n} of 5` : `Страница ${n} из 5`)
    const groups = page.locator('fieldset[data-statement]')
    await expect(groups).toHaveCount(6)
    // Each statement reads inside its box, under the top border (a legend's own place is on the
    // border, and one of two lines was crossed by it).
    const crossed = await groups.evaluateAll(
      (sets) =>
        sets.filter((set) => set.querySelector('legend')!.getBoundingClientRect().top < set.getBoundingClientRect().top + parseFloat(getComputedStyle(set).borderTopWidth)).length
    )
    expect(crossed, 'statements crossed by the border of their box').toBe(0)
    // Agree with the first statements of each page, disagree with the rest: a profile, not a flat line.
    for (let i = 0; i < 6; i++)
      await groups
        .nth(i)
        .getByLabel(flame[lng].scale[i < 3 ? '5' : '2'], { exact: true })
        .check()
    await page.getByRole('button', { name: n < 5 ? flame[lng].questionnaire.next : flame[lng].questionnaire.finish }).click()
  }
}

async function pay(page: Page, number: string) {
  const unlock = page.getByTestId('flame-unlock')
  await unlock.locator('input[name="number"]').fill(number)
  await unlock.locator('input[name="exp_month"]').fill('12')
  await unlock.locator('input[name="exp_year"]').fill('2034')
  await unlock.locator('input[name="cvc"]').fill('123')
  await unlock.getByRole('button', { name: /\$7\.99|799/ }).click()
}

for (const lng of ['en', 'ru'] as const) {
  test(`a visitor takes the flame test, sees the free result, is declined, pays, reads the full report and keeps it in an account (${lng}) @nojs`, async ({ page, request }) => {
    if (lng === 'ru') await setLanguage(page, 'ru')
    const t = flame[lng]
    await page.goto('/flame-mobile')
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(t.onboarding.title)
    await page.getByLabel(t.onboarding.you).fill('Mia')
    await page.getByLabel(t.onboarding.partner).fill('Leo')
    await page.getByRole('button', { name: t.onboarding.start }).click()
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(t.questionnaire.titleNamed.replace('{{name}}', 'Mia'))

    // A page sent with a statement unanswered says so and keeps the visitor there.
    await page.locator('fieldset[data-statement]').first().getByLabel(t.scale['4'], { exact: true }).check()
    await page.getByRole('button', { name: t.questionnaire.next }).click()
    await expect(page.getByText(t.errors.pageIncomplete)).toBeVisible()
    await expect(page.getByText(t.errors.chooseAnswer).first()).toBeVisible()
    await answerAll(page, lng)

    // The free result: five traits with scores of 100, the scale explained, no percentiles.
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(t.result.title.replace('{{name}}', 'Mia'))
    await expect(page.locator('li[data-trait]')).toHaveCount(5)
    await expect(page.getByText(t.result.scaleNote)).toBeVisible()
    await expect(page.getByTestId('flame-report')).toHaveCount(0)

    // Month, year and CVC sit on one line at 360 px, however their labels wrap.
    const tops = await Promise.all(['exp_month', 'exp_year', 'cvc'].map(async (name) => (await page.locator(`input[name="${name}"]`).boundingBox())!.y))
    expect(new Set(tops).size).toBe(1)
    await pay(page, '4000 0000 0000 0002')
    await expect(page.getByText(t.result.paymentFailed)).toBeVisible()
    await expect(page.getByText(billing[lng].errors.cardWasDeclined)).toBeVisible()
    await expect(page.getByTestId('flame-report')).toHaveCount(0)

    await pay(page, '4242 4242 4242 4242')
    await expect(page.getByText(t.result.paid)).toBeVisible()
    const report = page.getByTestId('flame-report')
    await expect(report.locator('section[data-trait]')).toHaveCount(5)
    await expect(report.getByText(t.result.togetherWith.replace('{{partner}}', 'Leo')).first()).toBeVisible()
    await expect(report.getByText(t.result.limits)).toBeVisible()
    // Nothing wider than the phone.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360)

    // The link is the visitor's: opened again later, the report is still there, with no payment form.
    const resultUrl = page.url().replace(/\?paid$/, '')
    await page.goto(resultUrl)
    await expect(page.getByTestId('flame-report')).toBeVisible()
    await expect(page.getByTestId('flame-unlock')).toHaveCount(0)

    // Kept in an account: consent is asked for, then one mail with the result's link and the new account's link.
    const email = uniqueEmail(`flame-${lng}`)
    const keep = page.getByTestId('flame-save')
    // The policy the visitor consents to is a link to it (SPEC §5, §9).
    await expect(keep.getByRole('link', { name: common[lng].privacyPolicy })).toHaveAttribute('href', '/faq#privacy')
    await keep.getByLabel(t.save.email).fill(email)
    await keep.locator('form').evaluate((f) => f.setAttribute('novalidate', ''))
    await keep.getByRole('button', { name: t.save.submit }).click()
    // A refusal says why in words (not a key) and keeps what was typed.
    await expect(page.getByTestId('flame-save').getByRole('alert')).toHaveText(common[lng].validation.consent)
    await expect(page.getByTestId('flame-save').getByLabel(t.save.email)).toHaveValue(email)
    await page.getByTestId('flame-save').getByLabel(t.save.email).fill('a@b')
    await page.getByTestId('flame-save').getByLabel(t.save.consent).check()
    await page
      .getByTestId('flame-save')
      .locator('form')
      .evaluate((f) => f.setAttribute('novalidate', ''))
    await page.getByTestId('flame-save').getByRole('button', { name: t.save.submit }).click()
    await expect(page.getByTestId('flame-save').getByRole('alert')).toHaveText(common[lng].validation.email)
    await expect(page.getByTestId('flame-save').getByLabel(t.save.email)).toHaveValue('a@b')
    await expect(page.getByTestId('flame-save').getByLabel(t.save.consent)).toBeChecked()
    await page.getByTestId('flame-save').getByLabel(t.save.email).fill(email)
    await page.getByTestId('flame-save').getByRole('button', { name: t.save.submit }).click()
    await expect(page.getByText(t.save.sent)).toBeVisible()
    const [mail] = await readMail(request, email)
    expect(mail.text).toContain(new URL(resultUrl).pathname)
    await page.goto(mail.text.match(/https?:\/\/\S+\/owner\/first-signup\/\S+/)![0])
    await page.locator('input[name="password"]').fill('flame-pass-1')
    await page.locator('input[name="confirmPassword"]').fill('flame-pass-1')
    await page.locator('form[method="post"] button[type="submit"]').click()
    await expect(page).toHaveURL(/\/owner\/dashboard$/)
    const saved = page.getByTestId('saved-tests')
    await expect(saved.getByRole('heading')).toHaveText(t.saved.title)
    await saved.getByRole('link', { name: /Mia/ }).click()
    await expect(page.getByTestId('flame-report')).toBeVisible()
  })
}

test('the insufficient-funds card says so and unlocks nothing', async ({ page }) => {
  await page.goto('/flame-mobile')
  await page.getByLabel(flame.en.onboarding.you).fill('Ida')
  await page.getByRole('button', { name: flame.en.onboarding.start }).click()
  await answerAll(page, 'en')
  await pay(page, '4000 0000 0000 9995')
  await expect(page.getByText(billing.en.errors.paymentStatusIncomplete)).toBeVisible()
  await expect(page.getByTestId('flame-report')).toHaveCount(0)
})

test('an unknown result link says the questionnaire was not found and offers the test', async ({ page }) => {
  const res = await page.goto(`/flame-mobile/questionnaire-result/${'z'.repeat(24)}`)
  expect(res?.status()).toBe(404)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(flame.en.notFound.title)
  await expect(page.getByRole('link', { name: flame.en.notFound.start })).toHaveAttribute('href', '/flame-mobile')
})

test('onboarding sent without the first name, or with digits in it, says why and keeps the partner name typed @nojs', async ({ page }) => {
  await setLanguage(page, 'ru')
  const t = flame.ru.onboarding
  await page.goto('/flame-mobile')
  await page.getByLabel(t.partner).fill('Лев')
  await page.getByRole('button', { name: t.start }).click()
  await expect(page.getByText(common.ru.validation.required)).toBeVisible()
  await expect(page.getByLabel(t.partner)).toHaveValue('Лев')
  // A name with digits is refused by the server beside its field (SPEC §5), the other name kept.
  await page.getByLabel(t.you).fill('Мия2')
  await page.getByRole('button', { name: t.start }).click()
  await expect(page.getByText(common.ru.validation.name)).toBeVisible()
  await expect(page.getByLabel(t.partner)).toHaveValue('Лев')
  await page.getByLabel(t.you).fill('Мия')
  await page.getByRole('button', { name: t.start }).click()
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(flame.ru.questionnaire.titleNamed.replace('{{name}}', 'Мия'))
})

// SPEC §5: consent is required on request forms. "Keep this result" without it keeps nothing and
// mails nothing, whether sent from the page (JavaScript on or off) or straight to POST /save/flame,
// which reads the page's schema (ADR 061).
test('keeping a result needs consent: refused without it on the page and by POST /save/flame, nothing mailed @nojs', async ({ page, request }) => {
  await setLanguage(page, 'ru')
  const t = flame.ru
  await page.goto('/flame-mobile')
  await page.getByLabel(t.onboarding.you).fill('Ада')
  await page.getByRole('button', { name: t.onboarding.start }).click()
  await answerAll(page, 'ru')
  const key = new URL(page.url()).pathname.split('/').pop()!
  const email = uniqueEmail('flame-consent')
  const keep = page.getByTestId('flame-save')
  await expect(keep.getByLabel(t.save.consent)).toHaveAttribute('required', '')
  await keep.getByLabel(t.save.email).fill(email)
  // Past the browser's own check: the server refuses too, in Russian.
  await keep.locator('form').evaluate((f) => f.setAttribute('novalidate', ''))
  await keep.getByRole('button', { name: t.save.submit }).click()
  await expect(page.getByTestId('flame-save').getByRole('alert')).toHaveText(common.ru.validation.consent)
  await expect(page.getByText(t.save.sent)).toHaveCount(0)

  const api = (body: Record<string, unknown>) => request.post('/api/v1/owner/save/flame', { data: { id: key, email, ...body } })
  for (const consent of [undefined, false]) {
    const refused = await api({ consent })
    expect(refused.status()).toBe(400)
    expect((await refused.json()).fields.consent).toEqual(['validation.consent'])
  }
  const mailbox = async () => ((await (await request.get(`/dev/mail?to=${encodeURIComponent(email)}&_data=routes%2Fdev.mail`)).json()) as { mail: unknown[] }).mail
  expect(await mailbox()).toEqual([])

  expect((await api({ consent: true })).status()).toBe(200)
  // One mail: the refused posts queued none before it.
  const mails = await readMail(request, email)
  expect(mails).toHaveLength(1)
  expect(mails[0].text).toContain(`/flame-mobile/questionnaire-result/${key}`)
})
