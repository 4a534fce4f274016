// The shared result (issue 14, ADR 042) at 360 px, in Russian and English, with JavaScript on and
// (@nojs) off: the demo love owner (love.localhost) runs a pair check of two demo people, which is a
// love result; shares it; a signed-out visitor opens the link and sees the two names and the result,
// no way into anything else (no owner, profile or API link, no session; /owner asks to sign in); the
// owner withdraws the link and it says so. A link made on the work tenant does not open on the love one.
import { createRequire } from 'node:module'
import { expect, test, type APIRequestContext, type Page } from '@playwright/test'
import { DEMO, login, setLanguage } from './fixtures'
import { axeFindings } from './axe'
import type { Lng } from './texts'
import { PORT } from '../../playwright.config'

const require = createRequire(import.meta.url)
const tree = (lng: Lng) => ({ ...require(`../../modules/p2p/locales/${lng}.json`), result: require(`../../modules/p2p/texts/locales/${lng}.json`) })
const p2p = { ru: tree('ru'), en: tree('en') }
const t = (lng: Lng, key: string) => key.split('.').reduce<any>((node, part) => node?.[part], p2p[lng]) as string

const LOVE = `http://love.localhost:${PORT}`
const WORK_API = `http://127.0.0.1:${PORT}`
const PHONE = { width: 360, height: 740 }

test.use({ baseURL: LOVE, viewport: PHONE })

const noHorizontalScroll = async (page: Page) => expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width)

for (const lng of ['ru', 'en'] as Lng[]) {
  test(`a love owner shares a pair result; signed-out, the link shows the names and the result and nothing else; withdrawn, it stops (${lng}) @nojs`, async ({
    page,
    browser,
    javaScriptEnabled,
  }) => {
    await setLanguage(page, lng)
    await login(page, 'owner', DEMO.owner.email, DEMO.owner.password)
    await page.waitForURL(/\/owner\//)
    await page.goto('/owner/dashboard/p2p')
    await page.getByLabel(t(lng, 'fields.left')).selectOption({ label: 'Анна Демидова' })
    await page.getByLabel(t(lng, 'fields.right')).selectOption({ label: 'Борис Демченко' })
    await page.getByRole('button', { name: t(lng, 'actions.start') }).click()
    await expect(page).toHaveURL(/\/owner\/dashboard\/p2p\/[0-9a-f]{24}\?started$/)
    await expect(page.getByTestId('run-loader')).toHaveAttribute('data-status', 'done', { timeout: 30_000 })

    // A love result, worded for couples and friends.
    const result = page.getByTestId('pair-result')
    await expect(result).toHaveAttribute('data-variant', 'love')
    await expect(result).toContainText(t(lng, 'result.composer.forecastIntroLove'))
    for (const word of ['result.lines.P', 'result.lines.K', 'result.meaning.settled']) await expect(result).not.toContainText(t(lng, word))
    const compatibility = await page.getByTestId('compatibility-value').innerText()
    const summary = await page.getByTestId('pair-summary').innerText()

    // Share it, on the result's share page: the link appears beside a button that withdraws it.
    const pairUrl = page.url()
    await page.getByTestId('share-link').click()
    await expect(page).toHaveURL(/\/owner\/dashboard\/p2p\/[0-9a-f]{24}\/share$/)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(t(lng, 'share.heading').replace('{{left}}', 'Анна Демидова').replace('{{right}}', 'Борис Демченко'))
    const share = page.getByTestId('share-result')
    await expect(share).toContainText(t(lng, 'share.lead'))
    await share.getByRole('button', { name: t(lng, 'share.create') }).click()
    await expect(page).toHaveURL(/\/share\?shared$/)
    await expect(page.getByTestId('share-notice')).toHaveText(t(lng, 'notices.shared'))
    const url = await page.getByTestId('share-url').inputValue()
    expect(url).toMatch(new RegExp(`^${LOVE}/result/[A-Za-z0-9_-]{22}\\.[A-Za-z0-9_-]{22}$`))
    await noHorizontalScroll(page)

    // A visitor who never signed in (a fresh browser, in the same language).
    const visitor = await browser.newContext({ baseURL: LOVE, viewport: PHONE, javaScriptEnabled })
    const other = await visitor.newPage()
    await setLanguage(other, lng)
    const opened = await other.goto(url)
    expect(opened?.status()).toBe(200)
    expect(opened?.headers()['cache-control']).toBe('no-store')
    await expect(other.getByRole('heading', { level: 1 })).toHaveText(t(lng, 'shared.title'))
    const page2 = other.getByTestId('shared-result')
    await expect(page2).toContainText('Анна Демидова')
    await expect(page2).toContainText('Борис Демченко')
    await expect(page2.getByTestId('pair-result')).toHaveAttribute('data-variant', 'love')
    await expect(page2.getByTestId('compatibility-value')).toHaveText(compatibility)
    await expect(page2.getByTestId('pair-summary')).toHaveText(summary)
    // Nothing leads anywhere else: the only links are the home page, the language switch and the skip link; no form, no session.
    const hrefs = await other.locator('a[href]').evaluateAll((links) => links.map((a) => a.getAttribute('href') ?? ''))
    expect(hrefs.filter((href) => href !== '/' && !href.startsWith('#') && !/^\/result\/[^/]+\?lng=(ru|en)$/.test(href))).toEqual([])
    await expect(other.locator('form')).toHaveCount(0)
    expect((await visitor.cookies()).map((c) => c.name).filter((name) => name !== 'lng')).toEqual([])
    await noHorizontalScroll(other)
    if (javaScriptEnabled) {
      expect(await other.evaluate(() => document.querySelectorAll('script[src*="/build/"]').length)).toBe(0)
      expect(await axeFindings(other)).toEqual([])
    }
    // The link opens nothing of the owner's: the owner area asks to sign in, the API refuses.
    await other.goto('/owner')
    await expect(other).toHaveURL(/\/owner\/login/)
    await other.goto(pairUrl)
    await expect(other).toHaveURL(/\/owner\/login/)
    // (Node's resolver does not resolve *.localhost: the API is reached by its Host header.)
    expect((await other.request.get(`${WORK_API}/api/v1/owner/p2p`, { headers: { Host: `love.localhost:${PORT}` } })).status()).toBe(401)

    // The owner withdraws the link: it says so, and shows nothing of the result.
    await share.getByRole('button', { name: t(lng, 'share.revoke') }).click()
    await expect(page).toHaveURL(/\/share\?unshared$/)
    await expect(page.getByTestId('share-notice')).toHaveText(t(lng, 'notices.unshared'))
    await expect(page.getByTestId('share-url')).toHaveCount(0)
    const gone = await other.goto(url)
    expect(gone?.status()).toBe(410)
    await expect(other.getByRole('heading', { level: 1 })).toHaveText(t(lng, 'shared.withdrawnTitle'))
    await expect(other.locator('main')).not.toContainText('Анна Демидова')
    await noHorizontalScroll(other)
    await visitor.close()
  })
}

async function apiToken(request: APIRequestContext, base: string, headers: Record<string, string> = {}) {
  const res = await request.post(`${base}/api/v1/passport/owner/login`, { data: { username: DEMO.owner.email, password: DEMO.owner.password }, headers })
  expect(res.status()).toBe(200)
  return { ...headers, Authorization: `Bearer ${(await res.json()).result.token}` }
}

test('the API runs a love check on the work tenant by its type and shares it; the link opens there and not on the love tenant', async ({ request }) => {
  const headers = await apiToken(request, WORK_API, { Host: `localhost:${PORT}` })
  const people = (await (await request.get(`${WORK_API}/api/v1/owner/profiles?state=approved&sort=createdAt&order=asc&limit=2`, { headers })).json()).result.items
  const { id } = (await (await request.post(`${WORK_API}/api/v1/owner/p2p`, { data: { left: people[0].id, right: people[1].id }, headers })).json()).result
  const refused = await request.put(`${WORK_API}/api/v1/owner/p2p/${id}/run`, { data: { type: 'romance' }, headers })
  expect(refused.status()).toBe(400)
  expect((await refused.json()).fields.type).toEqual(['p2p:errors.runType'])
  expect((await request.put(`${WORK_API}/api/v1/owner/p2p/${id}/run`, { data: { type: 'love' }, headers })).status()).toBe(200)
  await expect.poll(async () => (await (await request.get(`${WORK_API}/api/v1/owner/p2p/${id}`, { headers })).json()).result.status, { timeout: 20_000 }).toBe('computed')
  expect((await (await request.get(`${WORK_API}/api/v1/owner/p2p/${id}`, { headers })).json()).result.result.pair.variant).toBe('love')
  const made = await request.post(`${WORK_API}/api/v1/owner/p2p/${id}/share`, { headers })
  expect(made.status()).toBe(201)
  const path = new URL((await made.json()).result.url).pathname
  expect((await request.get(`${WORK_API}${path}`, { headers: { Host: `localhost:${PORT}` } })).status()).toBe(200)
  expect((await request.get(`${WORK_API}${path}`, { headers: { Host: `love.localhost:${PORT}` } })).status()).toBe(404)
  expect((await request.delete(`${WORK_API}/api/v1/owner/p2p/${id}/share`, { headers })).status()).toBe(200)
  expect((await request.get(`${WORK_API}${path}`, { headers: { Host: `localhost:${PORT}` } })).status()).toBe(410)
})
