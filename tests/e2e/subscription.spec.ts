// Subscriptions, in Russian and English, for fresh verified owners: subscribing from the plan table
// with the test-mode cards (4242 pays, 0002 is declined, 9995 lacks funds), teams unlocked by it,
// cancel ('active until'), resume ('next payment') and a plan change, a failed renewal (past_due:
// 'Платеж не прошел') restored by paying, and the bonus. Subscribing with 4242 runs again with
// JavaScript off (@nojs). The test-mode clock (/dev/billing-clock) is the tenant's: the past_due
// test moves it forward, which only renews or ends subscriptions other tests have finished with.
import { createRequire } from 'node:module'
import { expect, test, type APIRequestContext, type Page } from '@playwright/test'
import { attachCard, linkIn, ownerApiToken, readMail, setLanguage, signUp, uniqueEmail } from './fixtures'
import { axeFindings } from './axe'
import { PHONE } from './sessions'
import type { Lng } from './texts'

const require = createRequire(import.meta.url)
const billing = { ru: require('../../modules/billing/locales/ru.json'), en: require('../../modules/billing/locales/en.json') }
const text = (lng: Lng, key: string, vars: Record<string, string | number> = {}) =>
  Object.entries(vars).reduce((s, [k, v]) => s.replace(`{{${k}}}`, String(v)), key.split('.').reduce<any>((node, part) => node?.[part], billing[lng]) as string)
/** The words of a text before its first placeholder: 'Активна до {{date}}' → 'Активна до'. */
const lead = (lng: Lng, key: string) => text(lng, key).split('{{')[0].trim()

const PASSWORD = 'secret-123'
const CARDS = { ok: '4242 4242 4242 4242', declined: '4000 0000 0000 0002', noFunds: '4000 0000 0000 9995', failsCharges: '4000 0000 0000 0341' }

/**
 * The guards (guards.spec.ts) check these pages as the demo owner sees them; the states only a flow
 * reaches (a refusal, a failed payment) are checked here, at the phone width: axe's WCAG 2.2 AA
 * serious and critical findings, and no horizontal scroll.
 */
async function expectAccessibleOnPhone(page: Page) {
  expect(await axeFindings(page)).toEqual([])
  expect(await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)).toBeLessThanOrEqual(0)
}

async function verifiedOwner(page: Page, request: APIRequestContext) {
  const email = uniqueEmail('subscription')
  await signUp(page, email, PASSWORD)
  const [mail] = await readMail(request, email)
  await page.goto(linkIn(mail))
  return email
}

async function fillCard(page: Page, number: string) {
  await page.locator('input[name="number"]').fill(number)
  await page.locator('input[name="exp_month"]').fill('12')
  await page.locator('input[name="exp_year"]').fill('2030')
  await page.locator('input[name="cvc"]').fill('123')
}

/** The plan table's button of one offer (its key: catalogue.ts). */
const choose = (page: Page, offer: string) => page.getByTestId(`offer-${offer}`).getByRole('button').click()

async function subscribeWith(page: Page, card: string, offer: string) {
  await page.goto('/owner/subscription/plans')
  await fillCard(page, card)
  await choose(page, offer)
}

for (const lng of ['ru', 'en'] as Lng[]) {
  test(`an owner subscribes with 4242 and teams open up (${lng}) @nojs`, async ({ page, request }) => {
    await setLanguage(page, lng)
    await verifiedOwner(page, request)
    // On basic the teams page offers no team creation.
    await page.goto('/owner/teams')
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
    await expect(page.getByTestId('teams-too-few-profiles').or(page.getByTestId('create-team'))).toHaveCount(0)
    await page.goto('/owner/subscription')
    await expect(page.getByTestId('plan-name')).toHaveText(text(lng, 'plans.names.basic'))
    await page.getByTestId('plans-link').click()
    await expect(page).toHaveURL(/\/owner\/subscription\/plans$/)
    // Prices in the page's currency.
    await expect(page.getByTestId('offer-MID_7D_T1')).toContainText(lng === 'ru' ? '₽' : '$')
    await fillCard(page, CARDS.ok)
    await choose(page, 'MID_7D_T1')
    await expect(page).toHaveURL(/\/owner\/subscription\?subscribed$/)
    await expect(page.getByTestId('subscription-notice')).toHaveText(text(lng, 'subscription.notices.subscribed'))
    await expect(page.getByTestId('plan-name')).toHaveText(text(lng, 'plans.names.simulator'))
    await expect(page.getByTestId('subscription-status')).toContainText(text(lng, 'subscription.status.active'))
    await expect(page.getByTestId('period-end')).toContainText(lead(lng, 'subscription.nextPayment'))
    // What the next payment will be: the amount with its currency and period.
    await expect(page.getByTestId('subscription-price')).toContainText(lng === 'ru' ? '1 490 ₽ за 7 дней' : '$19.99 per 7 days')
    // Subscribed, the teams page offers creating a team (a fresh owner is first asked for 2 filled profiles).
    await page.goto('/owner/teams')
    await expect(page.getByTestId('teams-too-few-profiles').or(page.getByTestId('create-team'))).toBeVisible()
  })

  test(`cancel shows 'active until', resume 'next payment', and a plan change the new plan (${lng})`, async ({ page, request }) => {
    await page.setViewportSize(PHONE)
    await setLanguage(page, lng)
    await verifiedOwner(page, request)
    await subscribeWith(page, CARDS.ok, 'LITE_7D')
    await expect(page.getByTestId('plan-name')).toHaveText(text(lng, 'plans.names.teams'))
    await page.getByRole('button', { name: text(lng, 'subscription.cancel') }).click()
    await expect(page.getByTestId('subscription-notice')).toHaveText(text(lng, 'subscription.notices.cancelled'))
    await expect(page.getByTestId('period-end')).toContainText(lead(lng, 'subscription.activeUntil'))
    await expectAccessibleOnPhone(page)
    await page.getByRole('button', { name: text(lng, 'subscription.resume') }).click()
    await expect(page.getByTestId('subscription-notice')).toHaveText(text(lng, 'subscription.notices.resumed'))
    await expect(page.getByTestId('period-end')).toContainText(lead(lng, 'subscription.nextPayment'))
    // The same table changes the plan, paid with the saved card.
    await page.goto('/owner/subscription/plans')
    await expect(page.getByTestId('offer-LITE_7D')).toContainText(text(lng, 'plans.current'))
    await choose(page, 'FULL_1M_T2')
    await expect(page.getByTestId('subscription-notice')).toHaveText(text(lng, 'subscription.notices.changed'))
    await expect(page.getByTestId('plan-name')).toHaveText(text(lng, 'plans.names.simulatorPro'))
    await expect(page.getByTestId('teams-allowed')).toContainText(text(lng, 'subscription.teamsAllowed_other', { count: 2 }))
  })

  test(`a declined card and a card without funds say so; the unpaid subscription offers to pay (${lng})`, async ({ page, request }) => {
    await page.setViewportSize(PHONE)
    await setLanguage(page, lng)
    await verifiedOwner(page, request)
    await subscribeWith(page, CARDS.declined, 'MID_7D_T1')
    await expect(page.getByTestId('form-error')).toHaveText(text(lng, 'errors.cardWasDeclined'))
    // The offer's button sits screens below the message on a phone: the message is brought into view, not left above.
    await expect(page.getByTestId('form-error')).toBeFocused()
    await expect(page.getByTestId('form-error')).toBeInViewport()
    await expectAccessibleOnPhone(page)
    // Nothing was saved: the form still asks for a card.
    await expect(page.getByTestId('payment-card')).toContainText(text(lng, 'plans.noCardHint'))
    await fillCard(page, CARDS.noFunds)
    await choose(page, 'MID_7D_T1')
    await expect(page.getByTestId('form-error')).toHaveText(text(lng, 'errors.paymentStatusIncomplete'))
    await page.goto('/owner/subscription')
    await expect(page.getByTestId('payment-failed')).toContainText(text(lng, 'errors.paymentFailed'))
    await expect(page.getByTestId('subscription-status')).toContainText(text(lng, 'subscription.status.incomplete'))
    await expect(page.getByTestId('plan-name')).toHaveText(text(lng, 'plans.names.basic'))
    await expectAccessibleOnPhone(page)
    // The history gives the invoice's own reason, the one the plans page gave (SPEC §8).
    await page.goto('/owner/subscription/history')
    await expect(page.getByTestId('invoice').first().getByTestId('invoice-meaning')).toContainText(text(lng, 'errors.paymentStatusIncomplete'))
    await expect(page.getByTestId('invoice').first().getByTestId('invoice-meaning')).not.toContainText(text(lng, 'errors.cardWasDeclined'))
  })

  test(`a failed renewal turns the subscription past_due; paying with a good card restores it (${lng})`, async ({ page, request }) => {
    await page.setViewportSize(PHONE)
    await setLanguage(page, lng)
    const email = await verifiedOwner(page, request)
    await subscribeWith(page, CARDS.ok, 'LITE_7D')
    await expect(page.getByTestId('subscription-status')).toContainText(text(lng, 'subscription.status.active'))
    const token = await ownerApiToken(request, email, PASSWORD)
    await attachCard(request, token, CARDS.failsCharges, 2031)
    // A week and a day later the renewal is charged to the 0341 card and refused.
    const moved = await request.post('/dev/billing-clock', { form: { days: '8' } })
    expect(moved.status()).toBe(200)
    await expect(async () => {
      await page.goto('/owner/subscription')
      await expect(page.getByTestId('payment-failed')).toBeVisible({ timeout: 1_000 })
    }).toPass({ timeout: 15_000 })
    await expect(page.getByTestId('payment-failed')).toContainText(text(lng, 'errors.paymentFailed'))
    await expect(page.getByTestId('subscription-status')).toContainText(text(lng, 'subscription.status.past_due'))
    // past_due keeps the plan while payment is restored.
    await expect(page.getByTestId('plan-name')).toHaveText(text(lng, 'plans.names.teams'))
    await page.getByRole('button', { name: text(lng, 'subscription.payNow') }).click()
    await expect(page.getByTestId('form-error')).toHaveText(text(lng, 'errors.cardWasDeclined'))
    await expectAccessibleOnPhone(page)
    await attachCard(request, token, CARDS.ok, 2032)
    await page.goto('/owner/subscription')
    await page.getByRole('button', { name: text(lng, 'subscription.payNow') }).click()
    await expect(page.getByTestId('subscription-notice')).toHaveText(text(lng, 'subscription.notices.paid'))
    await expect(page.getByTestId('subscription-status')).toContainText(text(lng, 'subscription.status.active'))
    await expect(page.getByTestId('payment-failed')).toHaveCount(0)
  })

  test(`an owner claims the bonus: simulator pro with 4 teams (${lng})`, async ({ page, request }) => {
    await setLanguage(page, lng)
    await verifiedOwner(page, request)
    await page.goto('/owner/subscription')
    await expect(page.getByTestId('bonus-seats')).toContainText(lead(lng, 'bonus.seatsLeft'))
    await page.getByRole('button', { name: text(lng, 'bonus.claim') }).click()
    await expect(page.getByTestId('subscription-notice')).toContainText(text(lng, 'plans.names.simulatorPro'))
    await expect(page.getByTestId('plan-name')).toHaveText(text(lng, 'plans.names.bonus'))
    await expect(page.getByTestId('current-plan')).toContainText(text(lng, 'plans.names.simulatorPro'))
    await expect(page.getByTestId('teams-allowed')).toContainText('4')
    await expect(page.getByRole('button', { name: text(lng, 'bonus.claim') })).toHaveCount(0)
    // Buying a plan now would add nothing but a charge: the plan table says so.
    await page.goto('/owner/subscription/plans')
    await expect(page.getByTestId('plans-covered')).toHaveText(text(lng, 'plans.coveredBy', { plan: text(lng, 'plans.names.bonus') }))
  })

  test(`a claim refused at the foot of the page on a phone brings its message into view (${lng})`, async ({ page, context, request }) => {
    await page.setViewportSize(PHONE)
    await setLanguage(page, lng)
    await verifiedOwner(page, request)
    // Without its live stream (a dropped connection), the page does not hear of the other tab's claim.
    await page.route('**/api/v1/live**', (route) => route.abort())
    await page.goto('/owner/subscription')
    // Claimed meanwhile in another tab: this page's button is now refused, with the message at the top.
    const other = await context.newPage()
    await other.goto('/owner/subscription')
    await other.getByRole('button', { name: text(lng, 'bonus.claim') }).click()
    await expect(other.getByTestId('subscription-notice')).toBeVisible()
    await page.getByRole('button', { name: text(lng, 'bonus.claim') }).click()
    await expect(page.getByTestId('form-error')).toHaveText(text(lng, 'bonus.errors.bonusTaken'))
    await expect(page.getByTestId('form-error')).toBeInViewport()
  })

  test(`the bonus beside a renewing paid plan: a warning before the claim, and after it the way to stop the renewal (${lng})`, async ({ page, request }) => {
    await setLanguage(page, lng)
    await verifiedOwner(page, request)
    await subscribeWith(page, CARDS.ok, 'LITE_7D')
    await expect(page.getByTestId('subscription-status')).toContainText(text(lng, 'subscription.status.active'))
    await expect(page.getByTestId('bonus-renewal')).toContainText(lead(lng, 'bonus.keepsRenewing'))
    await page.getByRole('button', { name: text(lng, 'bonus.claim') }).click()
    await expect(page.getByTestId('subscription-notice')).toContainText(lead(lng, 'subscription.notices.claimedWhileRenewing'))
    // Still renewing: nothing was cancelled behind the owner's back, and the panel offers to stop it.
    await expect(page.getByTestId('period-end')).toContainText(lead(lng, 'subscription.nextPayment'))
    await page
      .getByTestId('bonus-renewal')
      .getByRole('button', { name: text(lng, 'subscription.cancel') })
      .click()
    await expect(page.getByTestId('subscription-notice')).toHaveText(text(lng, 'subscription.notices.cancelled'))
    await expect(page.getByTestId('bonus-renewal')).toHaveCount(0)
  })
}
