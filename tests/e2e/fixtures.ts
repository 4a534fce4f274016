// Small helpers the specs share: unique addresses, reading the outbox, signing in.
import { expect, type APIRequestContext, type Locator, type Page } from '@playwright/test'
import { cutTextIn } from './cut-text'

let counter = 0
export function uniqueEmail(prefix = 'owner') {
  counter += 1
  return `${prefix}-${Date.now()}-${process.pid}-${counter}@example.com`
}

/** Letters only (SPEC §5: names take no digits): a number written in a–z, for run-unique names. */
export function letters(n: number): string {
  let out = ''
  do {
    out = String.fromCharCode(97 + (n % 26)) + out
    n = Math.floor(n / 26)
  } while (n > 0)
  return out
}

export const DEMO = {
  owner: { email: 'owner@rapport.localhost', password: 'demo-owner-1' },
  estimator: { email: 'estimator@rapport.localhost', password: 'demo-estimator-1' },
  administrator: { email: 'admin@rapport.localhost', password: 'demo-admin-1' },
  // The mobile areas sign in the owner's account, each at its own login (ADR 043).
  'owner-mobile': { email: 'owner@rapport.localhost', password: 'demo-owner-1' },
  'love-mobile': { email: 'owner@rapport.localhost', password: 'demo-owner-1' },
} as const

interface Mail {
  to: string
  subject: string
  text: string
}

/** The newest mail to `to` (mail is sent by a job, so it may take a moment), optionally the n-th newest. */
export async function readMail(request: APIRequestContext, to: string, { baseURL = '', count = 1 } = {}): Promise<Mail[]> {
  let mail: Mail[] = []
  await expect
    .poll(
      async () => {
        const res = await request.get(`${baseURL}/dev/mail?to=${encodeURIComponent(to)}&_data=routes%2Fdev.mail`)
        mail = ((await res.json()) as { mail: Mail[] }).mail
        return mail.length
      },
      { timeout: 10_000 }
    )
    .toBeGreaterThanOrEqual(count)
  return mail
}

export function linkIn(mail: Mail): string {
  const match = mail.text.match(/https?:\/\/\S+/)
  if (!match) throw new Error(`no link in mail "${mail.subject}"`)
  return match[0]
}

export async function setLanguage(page: Page, lng: 'ru' | 'en', baseURL = '') {
  await page.goto(`${baseURL}/?lng=${lng}`)
}

export async function login(page: Page, area: 'owner' | 'estimator' | 'administrator' | 'owner-mobile' | 'love-mobile', email: string, password: string) {
  await page.goto(`/${area}/login`)
  await page.locator('input[name="email"]').fill(email)
  await page.locator('input[name="password"]').fill(password)
  await page.locator('form[method="post"] button[type="submit"]').click()
}

/** Registers a new owner through the page (works with and without JavaScript) and stays signed in. */
export async function signUp(page: Page, email: string, password = 'secret-123', { companyName = '' } = {}) {
  await page.goto('/owner/registration')
  await page.locator('input[name="email"]').fill(email)
  if (companyName) await page.locator('input[name="companyName"]').fill(companyName)
  await page.locator('input[name="password"]').fill(password)
  await page.locator('input[name="confirmPassword"]').fill(password)
  await page.locator('input[name="consent"]').check()
  await page.locator('form[method="post"] button[type="submit"]').click()
  await expect(page).toHaveURL(/\/owner\/dashboard$/)
}

/** An owner's bearer token for the API (SPEC §7 passport login). */
export async function ownerApiToken(request: APIRequestContext, email: string, password = 'secret-123'): Promise<string> {
  const res = await request.post('/api/v1/passport/owner/login', { data: { username: email, password } })
  expect(res.status(), await res.text()).toBe(200)
  return ((await res.json()) as { result: { token: string } }).result.token
}

/** A card saved through the payment API (the test provider's plain fields) becomes the owner's default (SPEC §7 attach-payment-method). */
/**
 * The ids of the demo owner's profiles named, found by last name: other specs add profiles to the
 * demo owner, and the API's list comes a page of 10 at a time.
 */
export async function demoProfileIds(request: APIRequestContext, token: string, names: string[]): Promise<Map<string, string>> {
  const ids = new Map<string, string>()
  for (const name of names) {
    const found = await request.get(`/api/v1/owner/profiles?search=${encodeURIComponent(name.split(' ')[1]!)}`, { headers: { authorization: `Bearer ${token}` } })
    const items = (await found.json()).result.items as { id: string; firstName: string; lastName: string }[]
    ids.set(name, items.find((p) => `${p.firstName} ${p.lastName}` === name)!.id)
  }
  return ids
}

export async function attachCard(request: APIRequestContext, token: string, number: string, expYear = 2034) {
  const res = await request.post('/api/v1/owner/attach-payment-method', {
    data: { card: { number, exp_month: 11, exp_year: expYear, cvc: '123' } },
    headers: { Authorization: `Bearer ${token}` },
  })
  expect(res.status(), await res.text()).toBe(200)
}

export async function signOut(page: Page) {
  await page.locator('form[action$="/logout"] button[type="submit"]').click()
  await expect(page).toHaveURL(/\/login$/)
}

/**
 * The completed profile admin-console.spec gives a final score: an estimator's batch may hold it, and
 * once the administrator decides, an estimator can no longer rate it. Other specs leave it alone.
 */
export const CONSOLE_FINAL_PROFILE = { firstName: 'Vera', lastNamePrefix: 'Konsol' } as const

/**
 * A chart's words read (app/ui/charts/ChartWords.tsx): the month names shown are at least 12 px
 * and none touches the next (4 px apart or more), at least `minMonths` of them; the axis words too.
 */
export async function expectLegibleChartWords(chart: Locator, minMonths: number) {
  const months = await chart
    .locator('.chart-months > *')
    .evaluateAll((nodes) =>
      nodes
        .filter((n) => getComputedStyle(n).visibility === 'visible')
        .map((n) => ({ size: parseFloat(getComputedStyle(n).fontSize), box: n.getBoundingClientRect().toJSON() as DOMRect, text: n.textContent }))
    )
  expect(months.length, JSON.stringify(months.map((m) => m.text))).toBeGreaterThanOrEqual(minMonths)
  for (const m of months) expect(m.size, m.text ?? '').toBeGreaterThanOrEqual(12)
  for (let i = 1; i < months.length; i++) expect(months[i].box.left - months[i - 1].box.right, `${months[i - 1].text} | ${months[i].text}`).toBeGreaterThanOrEqual(4)
  // Every word at 12 px or more, and inside the chart's box (a tick value cut at its left edge reads wrong).
  const frame = await chart.evaluate((n) => n.getBoundingClientRect().toJSON() as DOMRect)
  const words = await chart
    .locator('.chart-word')
    .evaluateAll((nodes) => nodes.map((n) => ({ text: n.textContent, size: parseFloat(getComputedStyle(n).fontSize), box: n.getBoundingClientRect().toJSON() as DOMRect })))
  for (const w of words) {
    expect(w.size, w.text ?? '').toBeGreaterThanOrEqual(12)
    expect(w.box.left, w.text ?? '').toBeGreaterThanOrEqual(frame.left)
    expect(w.box.right, w.text ?? '').toBeLessThanOrEqual(frame.right + 0.5)
  }
}

/**
 * The chart's tables of values keep their words whole at the page's size: at 360 px the month
 * column once cut «сентяб|рь 2027». The guards' walk cannot see them (they sit folded in a
 * <details>), so this opens them, natively, with or without JavaScript.
 */
export async function expectWholeWordsInChartTables(chart: Locator) {
  const details = chart.locator('details').first()
  if (!(await details.evaluate((d) => (d as HTMLDetailsElement).open))) await details.locator('summary').click()
  expect(await details.locator('th[scope="row"]').count()).toBeGreaterThanOrEqual(12)
  expect(await cutTextIn(details), 'text cut across lines').toEqual([])
}

/**
 * A team result's attitudes — the pair matrix, the phone's list per person, each specialist's
 * support — are on the pair pages' reader scale (ADR 022): whole numbers from 0 to 100, no minus
 * sign, as a pair's attitudes and compatibility are. Moods and atmosphere keep −100..+100.
 */
export async function expectTeamAttitudesOnPairScale(result: Locator) {
  // Names take no digits (SPEC §5), so every number in these cells is a figure: a median or a band's end.
  const cells = await result.locator('[data-testid="pair-matrix"] tbody td, [data-testid="pair-list"] li, [data-testid="specialists"] td[data-support]').allTextContents()
  const figures = cells.flatMap((text) => text.match(/[−-]?\d+/g) ?? [])
  expect(figures.length, cells.join(' | ')).toBeGreaterThan(0)
  for (const figure of figures) {
    expect(figure, cells.join(' | ')).toMatch(/^\d+$/)
    expect(Number(figure), cells.join(' | ')).toBeLessThanOrEqual(100)
  }
}

/** Every link in a list is a target at least `minHeight` px high (24 by default: WCAG 2.2 2.5.8). */
export async function expectTouchTargets(links: Locator, minHeight = 24) {
  await expect(links.first()).toBeVisible()
  const heights = await links.evaluateAll((nodes) => nodes.map((n) => n.getBoundingClientRect().height))
  expect(heights.length).toBeGreaterThan(0)
  for (const h of heights) expect(h).toBeGreaterThanOrEqual(minHeight)
}
