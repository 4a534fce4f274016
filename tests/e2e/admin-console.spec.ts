// The administrators' react-admin console at /administrator (ADR 036): sign-in in RU and EN, the
// guards every page passes (axe WCAG 2.2 AA, 360 px without horizontal scroll, keyboard reach), and
// the administrator's work: companies, estimators and their login links, profiles and final scores.
import AxeBuilder from '@axe-core/playwright'
import { expect, test, type Page } from '@playwright/test'
import { gzipSync } from 'node:zlib'
import { messages } from '../../admin-console/src/i18n/messages'
import { DEMO, linkIn, readMail, uniqueEmail } from './fixtures'

type Lng = 'ru' | 'en'
const WCAG_22_AA = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa']
const PHONE = { width: 360, height: 800 }

/** A console text as the console shows it (polyglot's %{name} filled; `form`: which plural form, the first by default). */
function t(lng: Lng, key: string, values: Record<string, string | number> = {}, form = 0): string {
  const text = key.split('.').reduce<unknown>((node, part) => (node as Record<string, unknown> | undefined)?.[part], messages[lng])
  if (typeof text !== 'string') throw new Error(`no console text ${key} in ${lng}`)
  return (text.split('||||')[form] ?? text).trim().replace(/%\{(\w+)\}/g, (_, name: string) => String(values[name] ?? ''))
}

/** A menu entry: react-admin names a resource by its plural. */
const menuItem = (page: Page, lng: Lng, key: string) => page.getByRole('menuitem', { name: t(lng, key, {}, key.startsWith('resources.') ? 1 : 0) })

async function chooseLanguage(page: Page, lng: Lng) {
  await page.getByRole('group', { name: /Язык|Language/ }).getByRole('button', { name: new RegExp(lng.toUpperCase()) }).click()
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(t(lng, 'rapport.login.title'))
}

async function signIn(page: Page, lng: Lng, password: string = DEMO.administrator.password) {
  await page.goto('/administrator/login')
  await chooseLanguage(page, lng)
  await page.getByLabel(t(lng, 'rapport.login.email')).fill(DEMO.administrator.email)
  await page.getByLabel(t(lng, 'rapport.login.password')).fill(password)
  await page.getByRole('button', { name: t(lng, 'rapport.login.submit') }).click()
}

async function guard(page: Page, what: string): Promise<string[]> {
  await page.setViewportSize(PHONE)
  const { violations } = await new AxeBuilder({ page }).withTags(WCAG_22_AA).analyze()
  const problems = violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => `${what}: axe ${v.id} (${v.help}) on ${v.nodes.map((n) => n.target.join(' ')).slice(0, 3).join(', ')}`)
  const { scroll, client } = await page.evaluate(() => ({ scroll: document.documentElement.scrollWidth, client: document.documentElement.clientWidth }))
  if (scroll > client) problems.push(`${what}: horizontal overflow at 360 px (${scroll} in ${client})`)
  return problems
}

for (const lng of ['ru', 'en'] as const) {
  test(`an administrator signs in to the console in ${lng}, is refused a wrong password, and signs out`, async ({ page }) => {
    await page.goto('/administrator')
    await expect(page).toHaveURL(/\/administrator\/login$/)
    await signIn(page, lng, 'wrong-password')
    await expect(page.getByText(t(lng, 'errors.auth.incorrect_credentials'))).toBeVisible()
    await signIn(page, lng)
    // SPEC §2: /administrator redirects to profiles.
    await expect(page).toHaveURL(/\/administrator\/profiles$/)
    await expect(page.locator('html')).toHaveAttribute('lang', lng)
    for (const key of ['resources.owners.name', 'resources.estimators.name', 'resources.questionnaires.name', 'rapport.menu.neuronet']) {
      await expect(menuItem(page, lng, key)).toBeVisible()
    }
    // The session is the server's: after logout the old token opens nothing.
    const token = await page.evaluate(() => localStorage.getItem('rapport.administrator.token'))
    expect(token).toBeTruthy()
    await page.getByRole('button', { name: /Profile|Профиль|admin@/ }).first().click()
    await page.getByRole('menuitem', { name: t(lng, 'ra.auth.logout') }).click()
    await expect(page).toHaveURL(/\/administrator\/login$/)
    const self = await page.request.get('/api/v1/administrator/self', { headers: { Authorization: `Bearer ${token}` } })
    expect(self.status()).toBe(401)
  })
}

test('a console call that finds the session ended sends the administrator to the login page', async ({ page }) => {
  await signIn(page, 'ru')
  await expect(page).toHaveURL(/\/administrator\/profiles$/)
  await page.evaluate(() => localStorage.setItem('rapport.administrator.token', 'ended-session-token'))
  await page.reload()
  await expect(page).toHaveURL(/\/administrator\/login$/)
})

test('the console serves its pages at their SPEC paths under the host CSP, and reloads a deep link', async ({ page }) => {
  const violations: string[] = []
  page.on('console', (m) => m.type() === 'error' && /Content Security Policy/i.test(m.text()) && violations.push(m.text()))
  await signIn(page, 'en')
  await page.goto('/administrator/neuronet')
  await expect(page.getByRole('heading', { level: 1, name: t('en', 'neuronet.title') })).toBeVisible()
  await page.reload()
  await expect(page.getByRole('heading', { level: 1, name: t('en', 'neuronet.title') })).toBeVisible()
  expect(violations).toEqual([])
})

for (const lng of ['ru', 'en'] as const) {
  test(`every console page passes axe at 360 px without horizontal scroll in ${lng}`, async ({ page }) => {
    test.setTimeout(180_000)
    const problems: string[] = []
    await page.setViewportSize(PHONE)
    await page.goto('/administrator/login')
    await chooseLanguage(page, lng)
    problems.push(...(await guard(page, 'login')))
    await signIn(page, lng)
    await expect(page).toHaveURL(/\/administrator\/profiles$/)
    for (const path of ['/profiles', '/owners', '/estimators', '/estimators/create', '/questionnaires', '/questionnaires/create', '/neuronet']) {
      await page.goto(`/administrator${path}`)
      await page.waitForLoadState('networkidle')
      problems.push(...(await guard(page, path)))
    }
    expect(problems).toEqual([])
  })
}

test('the login form and the menu are reachable by keyboard', async ({ page }) => {
  await page.goto('/administrator/login')
  const reached: string[] = []
  for (let i = 0; i < 8; i++) {
    await page.keyboard.press('Tab')
    reached.push(await page.evaluate(() => (document.activeElement as HTMLInputElement | null)?.name || document.activeElement?.textContent?.trim() || ''))
  }
  expect(reached).toEqual(expect.arrayContaining(['email', 'password', t('ru', 'rapport.login.submit'), expect.stringMatching(/^EN/)]))
  await page.getByLabel(t('ru', 'rapport.login.email')).focus()
  await page.keyboard.type(DEMO.administrator.email)
  await page.keyboard.press('Tab')
  await page.keyboard.type(DEMO.administrator.password)
  await page.keyboard.press('Enter')
  await expect(page).toHaveURL(/\/administrator\/profiles$/)
  // The menu's entries are links a Tab reaches.
  const menu: string[] = []
  for (let i = 0; i < 25 && menu.length < 5; i++) {
    await page.keyboard.press('Tab')
    const href = await page.evaluate(() => (document.activeElement as HTMLAnchorElement | null)?.getAttribute('href') ?? '')
    if (/^\/administrator\/(profiles|owners|estimators|questionnaires|neuronet)$/.test(href) && !menu.includes(href)) menu.push(href)
  }
  expect(menu.sort()).toEqual(['/administrator/estimators', '/administrator/neuronet', '/administrator/owners', '/administrator/profiles', '/administrator/questionnaires'])
})

test('the console first load is weighed (gzip), hashed files are cached for a year', async ({ page }, testInfo) => {
  const scripts: { url: string; bytes: number; cache: string }[] = []
  page.on('response', async (r) => {
    if (!/\/administrator\/assets\/.*\.js$/.test(r.url())) return
    scripts.push({ url: r.url(), bytes: gzipSync(await r.body().catch(() => Buffer.alloc(0))).length, cache: r.headers()['cache-control'] ?? '' })
  })
  await page.goto('/administrator/login')
  await page.waitForLoadState('networkidle')
  expect(scripts.length).toBeGreaterThan(0)
  for (const s of scripts) expect(s.cache, s.url).toBe('public, max-age=31536000, immutable')
  const total = scripts.reduce((sum, s) => sum + s.bytes, 0)
  testInfo.annotations.push({ type: 'console first load, KiB gzip JS', description: (total / 1024).toFixed(1) })
  // No budget (ADR 036), only a bound that catches an accident such as a resource page leaving its lazy chunk.
  expect(total).toBeLessThan(400 * 1024)
})
