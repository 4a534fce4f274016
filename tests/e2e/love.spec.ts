// The love brand (ISSUE 8 §5): on the love tenant, its own landing, FAQ, dashboard cards (pairs and
// couples only), audiences (partners, not recruiters or investors), profile form without a
// position, and a palette whose buttons keep white text readable. The pages read the tenant's
// variant; the host here is only how the browser reaches that tenant.
import { createRequire } from 'node:module'
import { expect, test, type APIRequestContext, type Page } from '@playwright/test'
import { DEMO, linkIn, login, setLanguage, signUp, uniqueEmail } from './fixtures'
import { texts, type Lng } from './texts'
import { PORT } from '../../playwright.config'
import { LOVE_DEMO_OWNER_NAME } from '../../seeds/accounts'

const require = createRequire(import.meta.url)

const LOVE = `http://love.localhost:${PORT}`
// Node's resolver (the API client's) does not resolve *.localhost: API calls reach the love tenant by its Host header.
const LOVE_API = `http://127.0.0.1:${PORT}`
const loveHost = { Host: `love.localhost:${PORT}` }
const PASSWORD = 'secret-123'

test.use({ baseURL: LOVE })

const shell = (lng: Lng, key: string) => texts.shell(lng, key)

/** Work-only words that must not appear on a love page. */
const workOnly = (lng: Lng) => [
  shell(lng, 'landing.products.team.title'),
  shell(lng, 'landing.products.simulator.title'),
  shell(lng, 'landing.products.monitor.title'),
  shell(lng, 'landing.products.compare.title'),
  shell(lng, 'landing.audiences.recruiters'),
  shell(lng, 'landing.audiences.investors'),
  shell(lng, 'landing.audiences.directors'),
]

async function loveMail(request: APIRequestContext, to: string) {
  let link = ''
  await expect
    .poll(async () => {
      const res = await request.get(`${LOVE_API}/dev/mail?to=${encodeURIComponent(to)}&_data=routes%2Fdev.mail`, { headers: loveHost })
      const mail = ((await res.json()) as { mail: { to: string; subject: string; text: string }[] }).mail
      link = mail.length ? linkIn(mail[0]) : ''
      return mail.length
    })
    .toBeGreaterThan(0)
  return link
}

/** A verified love owner, signed in on the page, with an API token for the love tenant. */
async function loveOwner(page: Page, request: APIRequestContext) {
  const email = uniqueEmail('love')
  await signUp(page, email, PASSWORD)
  await page.goto(await loveMail(request, email))
  const res = await request.post(`${LOVE_API}/api/v1/passport/owner/login`, { data: { username: email, password: PASSWORD }, headers: loveHost })
  expect(res.status()).toBe(200)
  return { ...loveHost, Authorization: `Bearer ${(await res.json()).result.token}` }
}

for (const lng of ['ru', 'en'] as Lng[]) {
  test(`the love landing and FAQ speak of couples and friends: pair and couple products only, no teams, directors, recruiters or investors (${lng}) @nojs`, async ({ page }) => {
    await setLanguage(page, lng)
    await page.goto('/')
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(shell(lng, 'love.landing.title'))
    await expect(page.locator('[data-product]')).toHaveCount(2)
    await expect(page.locator('[data-product="p2p"]')).toContainText(shell(lng, 'love.landing.products.p2p.title'))
    await expect(page.locator('[data-product="couple"]')).toContainText(shell(lng, 'love.landing.products.couple.title'))
    await expect(page.locator('[data-audience]')).toHaveCount(4)
    await expect(page.locator('[data-audience="couples"]')).toHaveText(shell(lng, 'love.landing.audiences.couples'))
    for (const text of workOnly(lng)) await expect(page.locator('main')).not.toContainText(text)
    await expect(page.locator('footer')).not.toContainText(shell(lng, 'footer.rights').split('. ')[1])

    await page.goto('/faq')
    await page.getByText(shell(lng, 'love.faq.what.q')).click()
    await expect(page.getByText(shell(lng, 'love.faq.what.a'))).toBeVisible()
    await expect(page.locator('main')).not.toContainText(shell(lng, 'faq.items.payment.q'))
    await expect(page.locator('#scores')).toContainText(shell(lng, 'faq.scores.title'))
  })
}

test("a love owner's dashboard offers pair and couple cards only, and a profile has no position @nojs", async ({ page, request }) => {
  await setLanguage(page, 'en')
  const headers = await loveOwner(page, request)
  await page.goto('/owner/dashboard')
  await expect(page.locator('a[data-product]')).toHaveCount(2)
  await expect(page.locator('a[data-product="p2p"]')).toContainText(shell('en', 'love.landing.products.p2p.title'))
  await expect(page.locator('a[data-product="couple"]')).toContainText(shell('en', 'love.landing.products.couple.title'))
  for (const text of workOnly('en')) await expect(page.locator('main')).not.toContainText(text)
  await expect(page.locator('main')).toContainText(texts.accounts('en', 'dashboard.noHistoryLove'))

  await page.goto('/owner/profiles/new')
  await expect(page.locator('input[name="firstName"]')).toBeVisible()
  await expect(page.locator('input[name="position"]')).toHaveCount(0)
  await expect(page.locator('main')).not.toContainText(texts.profiles('en', 'fields.position'))

  // A position sent anyway through the API is refused by name, as any field the love tenant does not take.
  const refused = await request.post(`${LOVE_API}/api/v1/owner/profiles`, { data: { firstName: 'Mila', position: 'Engineer' }, headers })
  expect(refused.status()).toBe(400)
  expect((await refused.json()).fields.position).toEqual(['validation.unknownField'])
  const created = await request.post(`${LOVE_API}/api/v1/owner/profiles`, { data: { firstName: 'Mila' }, headers })
  expect(created.status()).toBe(201)
  const id = (await created.json()).result.id as string
  const profile = (await (await request.get(`${LOVE_API}/api/v1/owner/profiles/${id}`, { headers })).json()).result
  expect(profile.position ?? null).toBeNull()
  await page.goto(`/owner/profiles/${id}/edit`)
  await expect(page.locator('input[name="position"]')).toHaveCount(0)
})

test('the love tenant sells no plan: its subscription pages say so, with no team counts, and the nav has no link to them (ru) @nojs', async ({ page, request }) => {
  const billing = require('../../modules/billing/locales/ru.json')
  await setLanguage(page, 'ru')
  await loveOwner(page, request)
  await page.goto('/owner/dashboard')
  await expect(page.getByRole('navigation').getByRole('link', { name: billing.subscription.nav })).toHaveCount(0)
  for (const path of ['/owner/subscription', '/owner/subscription/plans']) {
    const res = await page.goto(path)
    expect(res?.status()).toBe(404)
    await expect(page.getByTestId('subscriptions-not-offered')).toContainText(billing.notOffered.text)
    await expect(page.locator('main')).not.toContainText(billing.plans.names.teams)
    await expect(page.getByRole('link', { name: billing.notOffered.cards })).toHaveAttribute('href', '/owner/subscription/cards')
  }
})

/** WCAG relative luminance of a computed `rgb(r, g, b)` colour. */
function contrastOf(foreground: string, background: string): number {
  const luminance = (rgb: string) => {
    const [r, g, b] = rgb
      .match(/\d+(\.\d+)?/g)!
      .slice(0, 3)
      .map((v) => Number(v) / 255)
      .map((v) => (v <= 0.03928 ? v / 12.92 : ((v + 0.055) / 1.055) ** 2.4))
    return 0.2126 * r + 0.7152 * g + 0.0722 * b
  }
  const [hi, lo] = [luminance(foreground), luminance(background)].sort((a, b) => b - a)
  return (hi + 0.05) / (lo + 0.05)
}

// The love product has no teams (/owner/teams and the comparison say so): the quick team check offered
// its form, and every start was refused with «Достигнуто максимальное количество команд в подписке».
test('the quick team check on the love host says teams are not part of this version and offers no form; a post is a 404 @nojs', async ({ page, request }) => {
  await setLanguage(page, 'ru')
  await login(page, 'owner', DEMO.owner.email, DEMO.owner.password)
  await page.waitForURL(/\/owner\/dashboard$/)
  await page.goto('/owner/dashboard/team')
  await expect(page.getByTestId('teams-unavailable')).toContainText(require('../../modules/teams/locales/ru.json').list.unavailable)
  await expect(page.getByTestId('quick-check-form')).toHaveCount(0)
  const Cookie = (await page.context().cookies(LOVE)).map((c) => `${c.name}=${c.value}`).join('; ')
  const posted = await request.post(`${LOVE_API}/owner/dashboard/team`, { headers: { ...loveHost, Cookie }, form: { members: 'x' }, maxRedirects: 0 })
  expect(posted.status()).toBe(404)
})

test('the love palette is its own, and white on its buttons reads at 4.5:1 or more', async ({ page }) => {
  await setLanguage(page, 'en')
  const button = page.getByRole('link', { name: shell('en', 'landing.start') })
  const colours = async () => button.evaluate((el) => ({ fg: getComputedStyle(el).color, bg: getComputedStyle(el).backgroundColor }))
  await page.goto('/')
  const love = await colours()
  expect(contrastOf(love.fg, love.bg)).toBeGreaterThanOrEqual(4.5)
  await setLanguage(page, 'en', `http://localhost:${PORT}`)
  const work = await colours()
  expect(love.bg).not.toBe(work.bg)
})

// ADR 051: the love product is for people, not companies. The work host keeps both.
test('the love host has no enterprise link or page, and its sign-up asks for no company and stores none; the work host keeps both @nojs', async ({ page, request }) => {
  await setLanguage(page, 'ru')
  const enterpriseLink = page.getByRole('link', { name: shell('ru', 'nav.enterprise') })
  for (const path of ['/', '/faq']) {
    await page.goto(path)
    await expect(page.getByRole('link', { name: shell('ru', 'nav.faq') })).toBeVisible()
    await expect(enterpriseLink).toHaveCount(0)
  }
  expect((await page.goto('/enterprise'))?.status()).toBe(404)
  const form = { name: 'Anna', email: uniqueEmail('love-enterprise'), company: 'Acme', message: 'Hello', consent: 'on' }
  expect((await request.post(`${LOVE_API}/enterprise`, { headers: loveHost, form, maxRedirects: 0 })).status()).toBe(404)

  await page.goto('/owner/registration')
  await expect(page.locator('input[name="email"]')).toBeVisible()
  await expect(page.locator('input[name="companyName"]')).toHaveCount(0)
  await expect(page.getByText(texts.accounts('ru', 'companyName'))).toHaveCount(0)
  // A company posted anyway is not kept: the server reads the form with the same schema.
  const email = uniqueEmail('love-company')
  const signup = { email, password: PASSWORD, confirmPassword: PASSWORD, companyName: 'Acme', consent: 'on' }
  const posted = await request.post(`${LOVE_API}/owner/registration`, { headers: loveHost, form: signup, maxRedirects: 0 })
  expect(posted.status()).toBe(302)
  expect(posted.headers().location).toBe('/owner/dashboard')
  const login = await request.post(`${LOVE_API}/api/v1/passport/owner/login`, { data: { username: email, password: PASSWORD }, headers: loveHost })
  const token = (await login.json()).result.token
  const self = await request.get(`${LOVE_API}/api/v1/owner/self`, { headers: { ...loveHost, Authorization: `Bearer ${token}` } })
  expect((await self.json()).result.owner).toMatchObject({ email, companyName: '' })

  const WORK = `http://localhost:${PORT}`
  await setLanguage(page, 'ru', WORK)
  await page.goto(`${WORK}/`)
  await expect(enterpriseLink).toHaveAttribute('href', '/enterprise')
  expect((await page.goto(`${WORK}/enterprise`))?.status()).toBe(200)
  await page.goto(`${WORK}/owner/registration`)
  await expect(page.getByLabel(texts.accounts('ru', 'companyName'))).toBeVisible()
})

test('an API client signs a person up through the love product sign-up call, signed in at once and mailed the link; the work tenant does not know the call', async ({
  request,
}) => {
  const email = uniqueEmail('love-api')
  const body = { email, password: PASSWORD, confirmPassword: PASSWORD, consent: true, companyName: 'Acme' }
  const res = await request.post(`${LOVE_API}/api/v1/passport/owner/love/signup`, { data: body, headers: loveHost })
  expect(res.status()).toBe(201)
  const headers = { ...loveHost, Authorization: `Bearer ${(await res.json()).result.token}` }
  const self = await request.get(`${LOVE_API}/api/v1/owner/self`, { headers })
  // A person, not a company: the company posted is dropped (ADR 051).
  expect((await self.json()).result.owner).toMatchObject({ email, verified: false, companyName: '' })
  expect(await loveMail(request, email)).toContain('/owner/verify/')
  // The link again, on request (SPEC §7 POST /owner/mail/verification-link).
  const again = await request.post(`${LOVE_API}/api/v1/passport/owner/mail/verification-link`, { data: { ln: 'en' }, headers })
  expect([again.status(), await again.json()]).toEqual([200, { result: true }])
  const work = await request.post(`${LOVE_API}/api/v1/passport/owner/love/signup`, { data: { ...body, email: uniqueEmail('love-api') } })
  expect([work.status(), await work.json()]).toEqual([404, { error: 'not_found' }])
})

// The love demo owner is a person (seeds/accounts.ts): the partner they invite reads a person's name
// in the mail and on the invitation's landing, never the work demo's «Demo Company».
test('an invitation from the love demo owner names a person, not a company @nojs', async ({ page, browser, request, javaScriptEnabled }) => {
  await setLanguage(page, 'ru')
  await login(page, 'owner', DEMO.owner.email, DEMO.owner.password)
  await page.waitForURL(/\/owner\//)
  const email = uniqueEmail('love-invited')
  await page.goto('/owner/profiles/new')
  await page.locator('input[name="firstName"]').fill('Борис')
  await page.locator('input[name="email"]').fill(email)
  await page.locator('button[name="intent"][value="invite"]').click()
  await expect(page).toHaveURL(/\?invited$/)

  let mail = { subject: '', text: '' }
  await expect
    .poll(async () => {
      const res = await request.get(`${LOVE_API}/dev/mail?to=${encodeURIComponent(email)}&_data=routes%2Fdev.mail`, { headers: loveHost })
      mail = ((await res.json()) as { mail: (typeof mail)[] }).mail[0] ?? mail
      return mail.text
    })
    .not.toBe('')
  expect(mail.subject).toContain(LOVE_DEMO_OWNER_NAME)
  expect(`${mail.subject}\n${mail.text}`).not.toContain('Demo Company')

  const invited = await browser.newContext({ baseURL: LOVE, javaScriptEnabled })
  const partner = await invited.newPage()
  const link = new URL(linkIn({ to: email, ...mail }))
  await partner.goto(link.pathname + link.search)
  const welcome = partner.getByTestId('invitation-welcome')
  await expect(welcome.getByRole('heading', { level: 1 })).toContainText(LOVE_DEMO_OWNER_NAME)
  await expect(welcome).not.toContainText('Demo Company')
  await invited.close()
})

// The experience grade (junior, middle, senior) speaks of a career: no love profile page shows it.
// The love tenant's demo people answered the love questionnaire, so their pages show the five traits
// it measures, not K, P and L with work meanings. The work host keeps the work scores and the grade for
// the same person.
test('love demo profile pages show the five traits and no K or experience grade; the work profile page shows both @nojs', async ({ page, request }) => {
  const WORK = `http://localhost:${PORT}`
  const WORK_API = `http://127.0.0.1:${PORT}`
  const person = 'Анна Демидова'
  const grade = texts.profiles('ru', 'profile.expertise')
  /** The demo owner's profile of that name on a tenant, found through the API (other specs add profiles). */
  const idOn = async (api: string, headers: Record<string, string>) => {
    const signedIn = await request.post(`${api}/api/v1/passport/owner/login`, { data: { username: DEMO.owner.email, password: DEMO.owner.password }, headers })
    const auth = { ...headers, Authorization: `Bearer ${(await signedIn.json()).result.token}` }
    const found = await request.get(`${api}/api/v1/owner/profiles?search=${encodeURIComponent(person.split(' ')[1]!)}`, { headers: auth })
    return ((await found.json()).result.items as { id: string; firstName: string; lastName: string }[]).find((p) => `${p.firstName} ${p.lastName}` === person)!.id
  }
  const scoresOf = async (path: string) => {
    await page.goto(path)
    const scores = page.getByTestId('profile-scores')
    await expect(scores).toHaveAttribute('data-scoring', 'done')
    return scores
  }

  /** Signs the demo owner in to an area of the host `base` (each area keeps its own session). */
  const signIn = async (base: string, area: 'owner' | 'love-mobile') => {
    await page.goto(`${base}/${area}/login`)
    await page.locator('input[name="email"]').fill(DEMO.owner.email)
    await page.locator('input[name="password"]').fill(DEMO.owner.password)
    await page.locator('form[method="post"] button[type="submit"]').click()
    await page.waitForURL(new RegExp(`/${area}/(dashboard|p2p|profiles)`))
  }

  await setLanguage(page, 'ru')
  const loveId = await idOn(LOVE_API, loveHost)
  for (const area of ['owner', 'love-mobile'] as const) {
    await signIn(LOVE, area)
    const scores = await scoresOf(`/${area}/profiles/${loveId}`)
    for (const trait of ['extraversion', 'agreeableness', 'openMindedness', 'conscientiousness', 'negativeEmotionality'])
      await expect(scores.locator(`[data-score="${trait}"]`), `${area} ${trait}`).toHaveText(/^\d+/)
    await expect(scores.locator('[data-score="K"]')).toHaveCount(0)
    await expect(scores.locator('[data-score="grade"]')).toHaveCount(0)
    await expect(scores).not.toContainText(grade)
  }

  await setLanguage(page, 'ru', WORK)
  await signIn(WORK, 'owner')
  const scores = await scoresOf(`${WORK}/owner/profiles/${await idOn(WORK_API, {})}`)
  await expect(scores.locator('[data-score="K"]')).toBeVisible()
  await expect(scores.getByText(grade)).toBeVisible()
  await expect(scores.locator('[data-score="grade"]')).not.toHaveText('—')
})
