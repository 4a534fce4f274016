// The mobile areas (issue 14 item 5, ADR 043) at 360 px, in Russian and English, with JavaScript on
// and (@nojs) off: owner-mobile (the demo owner on localhost: login → pair check → result, the
// profiles, a team) and love-mobile (the demo owner of the love tenant on love.localhost: login →
// a love pair run → result, shared by a link that opens signed-out and is then withdrawn). Each area
// is its own sign-in: signing in to one signs in to no other.
import { createRequire } from 'node:module'
import { expect, test, type Page } from '@playwright/test'
import { PORT } from '../../playwright.config'
import { DEMO, expectLegibleChartWords, expectTeamAttitudesOnPairScale, expectTouchTargets, linkIn, ownerApiToken, readMail, setLanguage, uniqueEmail } from './fixtures'
import { texts, type Lng } from './texts'

const require = createRequire(import.meta.url)
const tree = (lng: Lng) => ({ ...require(`../../modules/p2p/locales/${lng}.json`), result: require(`../../modules/p2p/texts/locales/${lng}.json`) })
const p2p = { ru: tree('ru'), en: tree('en') }
const t = (lng: Lng, key: string) => key.split('.').reduce<any>((node, part) => node?.[part], p2p[lng]) as string
const LOVE = `http://love.localhost:${PORT}`

test.use({ viewport: { width: 360, height: 740 } })

const noHorizontalScroll = async (page: Page) => expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360)

/** Signs in at the area's own login (the guard sent the visitor there, with the way back). */
async function signIn(page: Page, area: 'owner-mobile' | 'love-mobile', base = '') {
  await page.goto(`${base}/${area}/p2p`)
  await expect(page).toHaveURL(new RegExp(`/${area}/login\\?redirectTo=%2F${area}%2Fp2p$`))
  await page.locator('input[name="email"]').fill(DEMO[area].email)
  await page.locator('input[name="password"]').fill(DEMO[area].password)
  await page.locator('form[method="post"] button[type="submit"]').click()
  await expect(page).toHaveURL(new RegExp(`/${area}/p2p$`))
}

/** Chooses two demo people, starts, and waits for the result (the page refreshes itself). */
async function runPair(page: Page, lng: Lng, words: 'love' | 'work', [left, right]: [string, string]) {
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(t(lng, `mobile.${words}.title`))
  await page.getByLabel(t(lng, `mobile.${words}.left`)).selectOption({ label: left })
  await page.getByLabel(t(lng, `mobile.${words}.right`)).selectOption({ label: right })
  await page.getByRole('button', { name: t(lng, 'actions.start') }).click()
  await expect(page).toHaveURL(/\/p2p\/[0-9a-f]{24}\?started$/)
  await expect(page.getByTestId('run-loader')).toHaveAttribute('data-status', 'done', { timeout: 30_000 })
  const result = page.getByTestId('pair-result')
  await expect(result).toBeVisible()
  await expect(page.getByTestId('compatibility-value')).toHaveText(new RegExp(t(lng, 'result.scale.outOf100').replace('{{value}}', '\\d+')))
  await noHorizontalScroll(page)
  return result
}

async function expectNoHydration(page: Page) {
  expect(await page.locator('script[src^="/build/"]').count()).toBe(0)
}

for (const lng of ['ru', 'en'] as Lng[]) {
  test(`love-mobile: the demo love owner signs in at love-mobile's own login, runs a love pair check, reads the result and shares it (${lng}) @nojs`, async ({ page }) => {
    await setLanguage(page, lng, LOVE)
    await signIn(page, 'love-mobile', LOVE)
    await expectNoHydration(page)
    const result = await runPair(page, lng, 'love', ['Анна Демидова', 'Борис Демченко'])
    await expect(result).toHaveAttribute('data-variant', 'love')
    // At 360 px the chart's months are thinned to what fits, at the page's size.
    await expectLegibleChartWords(page.getByTestId('pair-forecast-chart'), 4)
    // Shared from the phone: the link opens signed-out elsewhere, then is withdrawn.
    const share = page.getByTestId('share-result')
    await share.getByRole('button', { name: t(lng, 'share.create') }).click()
    const link = await page.getByTestId('share-result').getByLabel(t(lng, 'share.link')).inputValue()
    expect(link).toMatch(/\/result\/[A-Za-z0-9_-]+\.[A-Za-z0-9_-]+$/)
    const visitor = await page.context().browser()!.newPage()
    await visitor.setViewportSize({ width: 360, height: 740 })
    expect((await visitor.goto(link))?.status()).toBe(200)
    await expect(visitor.getByText('Анна Демидова').first()).toBeVisible()
    await expectLegibleChartWords(visitor.getByTestId('pair-forecast-chart'), 4)
    await page
      .getByTestId('share-result')
      .getByRole('button', { name: t(lng, 'share.revoke') })
      .click()
    await expect(page.getByTestId('share-result').getByRole('button', { name: t(lng, 'share.create') })).toBeVisible()
    expect((await visitor.goto(link))?.status()).toBe(410)
    await visitor.close()
    // The check is in the list, and each entry is a target a finger can hit.
    await page.getByRole('link', { name: t(lng, 'back') }).click()
    await expectTouchTargets(page.getByTestId('pair-list').locator('li a'))
    // Signed in to love-mobile only: owner-mobile and the desktop owner area ask to sign in.
    await page.goto(`${LOVE}/owner-mobile/p2p`)
    await expect(page).toHaveURL(/\/owner-mobile\/login\?redirectTo=/)
    await page.goto(`${LOVE}/owner/dashboard`)
    await expect(page).toHaveURL(/\/owner\/login\?redirectTo=/)
  })

  test(`owner-mobile: the demo owner signs in, runs a pair check, reads the result, the profiles and a team (${lng}) @nojs`, async ({ page }) => {
    await setLanguage(page, lng)
    await signIn(page, 'owner-mobile')
    await expectNoHydration(page)
    const result = await runPair(page, lng, 'work', ['Вера Демьянова', 'Глеб Демин'])
    await expect(result).toHaveAttribute('data-variant', 'work')
    await page.getByRole('link', { name: t(lng, 'back') }).click()
    await expectTouchTargets(page.getByTestId('pair-list').locator('li a'))

    // Profiles: the filters with their counts; the filled list leads to a profile.
    await page.goto('/owner-mobile/profiles')
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(texts.profiles(lng, 'list.title'))
    for (const filter of ['all', 'empty', 'approved']) await expect(page.locator(`[data-filter="${filter}"]`)).toContainText(texts.profiles(lng, `list.filters.${filter}`))
    await page.locator('[data-filter="approved"]').click()
    await expect(page).toHaveURL(/state=approved/)
    // A row's badge stands beside a person's name, with no «Опросник» column above it: it names the
    // questionnaire («Анна … Заполнен» read as a grammar slip about Anna).
    await expect(page.getByTestId('profile-row').first()).toContainText(texts.profiles(lng, 'badges.ack_a'))
    await page.getByTestId('profile-row').first().getByRole('link').click()
    await expect(page).toHaveURL(/\/owner-mobile\/profiles\/[0-9a-f]{24}$/)
    await expect(page.getByTestId('questionnaire-state')).toHaveText(texts.profiles(lng, 'badges.ack_a'))
    await expect(page.getByTestId('profile-scores')).toHaveAttribute('data-scoring', 'done')
    await noHorizontalScroll(page)

    // A team: the demo team's result, started here. Found by its title: the first in the list may be a
    // team another spec (team-run) has just made and deletes while this run waits for it.
    await page.goto('/owner-mobile/team')
    await page
      .getByTestId('team-list')
      .getByRole('link', { name: /^(Демо-команда|Demo team)$/ })
      .first()
      .click()
    await expect(page).toHaveURL(/\/owner-mobile\/team\/[0-9a-f]{24}$/)
    await page.getByRole('main').locator('form[method="post"] button[type="submit"]').click()
    await expect(page.getByTestId('run-loader')).toHaveAttribute('data-status', 'done', { timeout: 60_000 })
    await expect(page.getByTestId('computed-at')).toBeVisible()
    // The pair attitudes and support on the pair pages' 0..100 scale; the charts' words legible on the phone.
    await expectTeamAttitudesOnPairScale(page.getByTestId('team-result'))
    for (const ind of ['power', 'cohesion', 'atmosphere']) await expectLegibleChartWords(page.getByTestId(`team-chart-${ind}`), 4)
    await noHorizontalScroll(page)

    // Signed in to owner-mobile only.
    await page.goto('/love-mobile/p2p')
    await expect(page).toHaveURL(/\/love-mobile\/login\?redirectTo=/)
    await page.goto('/owner/dashboard')
    await expect(page).toHaveURL(/\/owner\/login\?redirectTo=/)
  })
}

test('a desktop owner session opens no mobile area, and signing out of a mobile area leaves the others signed in @nojs', async ({ page }) => {
  await setLanguage(page, 'en')
  await page.goto('/owner/login')
  await page.locator('input[name="email"]').fill(DEMO.owner.email)
  await page.locator('input[name="password"]').fill(DEMO.owner.password)
  await page.locator('form[method="post"] button[type="submit"]').click()
  await expect(page).toHaveURL(/\/owner\/dashboard$/)
  await page.goto('/owner-mobile/profiles')
  await expect(page).toHaveURL(/\/owner-mobile\/login\?redirectTo=%2Fowner-mobile%2Fprofiles$/)
  await page.locator('input[name="email"]').fill(DEMO['owner-mobile'].email)
  await page.locator('input[name="password"]').fill(DEMO['owner-mobile'].password)
  await page.locator('form[method="post"] button[type="submit"]').click()
  // Back where the guard stopped the visitor.
  await expect(page).toHaveURL(/\/owner-mobile\/profiles$/)
  await page.goto('/owner-mobile/settings')
  await page
    .getByRole('main')
    .getByRole('button', { name: texts.accounts('en', 'signOut') })
    .click()
  await expect(page).toHaveURL(/\/owner-mobile\/login$/)
  await page.goto('/owner/dashboard')
  await expect(page).toHaveURL(/\/owner\/dashboard$/)
})

test('the pair form refuses a made-up person with a message in the page language, and a foreign id is not found @nojs', async ({ page }) => {
  await setLanguage(page, 'en')
  await signIn(page, 'owner-mobile')
  // A forged option value: the server answers 400 with the localised message and starts nothing.
  await page
    .locator('#pair-left option')
    .nth(1)
    .evaluate((o) => ((o as HTMLOptionElement).value = 'ffffffffffffffffffffffff'))
  await page.locator('#pair-left').selectOption({ index: 1 })
  await page.locator('#pair-right').selectOption({ index: 2 })
  await page.getByRole('button', { name: t('en', 'actions.start') }).click()
  await expect(page.getByTestId('pair-errors')).toHaveText(t('en', 'errors.actors_ineligible'))
  await expect(page).toHaveURL(/\/owner-mobile\/p2p$/)
  const answer = await page.goto('/owner-mobile/p2p/ffffffffffffffffffffffff')
  expect(answer?.status()).toBe(404)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(t('en', 'errors.notFound'))
  // An unknown profile is named as one, with the way back to this area's list.
  const profile = await page.goto('/owner-mobile/profiles/ffffffffffffffffffffffff')
  expect(profile?.status()).toBe(404)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(texts.common('en', 'errors.profileNotFound'))
  await page.getByRole('link', { name: texts.profiles('en', 'profile.back') }).click()
  await expect(page).toHaveURL(/\/owner-mobile\/profiles$/)
})

// ADR 051: love-mobile is the love product on any host (SPEC §2), so its sign-up asks for no company
// on the work host either, and the server drops a company posted to it; owner-mobile's form keeps it.
for (const [lng, area] of [
  ['ru', 'owner-mobile'],
  ['en', 'love-mobile'],
] as const) {
  test(`${area}: more than 50 pair checks are listed by pages, with where the page stands and links to the rest (${lng}) @nojs`, async ({ page, request }) => {
    await setLanguage(page, lng)
    const email = uniqueEmail(`${area}-pages`)
    await page.goto(`/${area}/registration`)
    await page.locator('input[name="email"]').fill(email)
    await page.locator('input[name="password"]').fill('secret-123')
    await page.locator('input[name="confirmPassword"]').fill('secret-123')
    await page.locator('input[name="consent"]').check()
    await page.getByRole('button', { name: texts.accounts(lng, 'registration.submit') }).click()
    await expect(page).toHaveURL(new RegExp(`/${area}/p2p$`))
    await page.goto(linkIn((await readMail(request, email))[0]!))
    // 51 checks through the API (empty ones: the list shows them all the same).
    const auth = { Authorization: `Bearer ${await ownerApiToken(request, email)}` }
    for (let i = 0; i < 51; i++) expect((await request.post('/api/v1/owner/p2p', { data: {}, headers: auth })).status()).toBe(201)

    const list = page.getByTestId('pair-list')
    const pages = page.getByTestId('pair-list-pages')
    const range = (from: number, to: number) => t(lng, 'list.range').replace('{{from}}', String(from)).replace('{{to}}', String(to)).replace('{{total}}', '51')
    await page.goto(`/${area}/p2p`)
    await expect(list.getByRole('listitem')).toHaveCount(50)
    await expect(pages).toContainText(range(1, 50))
    await expect(pages.getByRole('link', { name: t(lng, 'list.newer') })).toHaveCount(0)
    await pages.getByRole('link', { name: t(lng, 'list.older') }).click()
    await expect(page).toHaveURL(new RegExp(`/${area}/p2p\\?page=2$`))
    await expect(list.getByRole('listitem')).toHaveCount(1)
    await expect(pages).toContainText(range(51, 51))
    await expect(pages.getByRole('link', { name: t(lng, 'list.older') })).toHaveCount(0)
    // As high as the list's rows (44 px), not only WCAG's 24.
    await expectTouchTargets(pages.getByRole('link'), 44)
    await noHorizontalScroll(page)
    await pages.getByRole('link', { name: t(lng, 'list.newer') }).click()
    await expect(page).toHaveURL(new RegExp(`/${area}/p2p\\?page=1$`))
    await expect(list.getByRole('listitem')).toHaveCount(50)
  })
}

test('love-mobile sign-up on the work host asks for no company and stores none posted; owner-mobile keeps the field @nojs', async ({ page, request }) => {
  await setLanguage(page, 'ru')
  await page.goto('/love-mobile/registration')
  await expect(page.locator('input[name="email"]')).toBeVisible()
  await expect(page.locator('input[name="companyName"]')).toHaveCount(0)
  await expect(page.getByText(texts.accounts('ru', 'companyName'))).toHaveCount(0)
  const email = uniqueEmail('love-mobile-company')
  const signup = { email, password: 'secret-123', confirmPassword: 'secret-123', companyName: 'Acme', consent: 'on' }
  const posted = await request.post('/love-mobile/registration', { form: signup, maxRedirects: 0 })
  expect(posted.status()).toBe(302)
  const login = await request.post('/api/v1/passport/owner/login', { data: { username: email, password: 'secret-123' } })
  const token = (await login.json()).result.token
  const self = await request.get('/api/v1/owner/self', { headers: { Authorization: `Bearer ${token}` } })
  expect((await self.json()).result.owner).toMatchObject({ email, companyName: '' })
  await page.goto('/owner-mobile/registration')
  await expect(page.getByLabel(texts.accounts('ru', 'companyName'))).toBeVisible()
})

test('registration in love-mobile signs in there; the verification and magic links lead back into love-mobile @nojs', async ({ page, request }) => {
  const lng = 'en'
  const email = uniqueEmail('mobile')
  await setLanguage(page, lng)
  await page.goto('/love-mobile/login')
  await page.getByRole('link', { name: texts.accounts(lng, 'login.register') }).click()
  await expect(page).toHaveURL(/\/love-mobile\/registration$/)
  await page.locator('input[name="email"]').fill(email)
  await page.locator('input[name="password"]').fill('secret-123')
  await page.locator('input[name="confirmPassword"]').fill('secret-123')
  await page.locator('input[name="consent"]').check()
  await page.getByRole('button', { name: texts.accounts(lng, 'registration.submit') }).click()
  await expect(page).toHaveURL(/\/love-mobile\/p2p$/)
  await expect(page.getByRole('main')).toContainText(texts.common(lng, 'errors.verifyAccount'))

  const [verification] = await readMail(request, email)
  const verify = linkIn(verification)
  expect(new URL(verify).pathname).toMatch(/^\/love-mobile\/verify\//)
  await page.goto(verify)
  await expect(page.getByRole('status')).toContainText(texts.accounts(lng, 'verify.done'))
  await page.goto('/love-mobile/p2p')
  await expect(page.getByRole('main')).not.toContainText(texts.common(lng, 'errors.verifyAccount'))

  // Signed out of love-mobile, back in by a magic link mailed from love-mobile's page.
  await page.goto('/love-mobile/settings')
  await page
    .getByRole('main')
    .getByRole('button', { name: texts.accounts(lng, 'signOut') })
    .click()
  await page.goto('/love-mobile/magic-link')
  await page.locator('input[name="email"]').fill(email)
  await page.getByRole('button', { name: texts.accounts(lng, 'magicLink.submit') }).click()
  const mails = await readMail(request, email, { count: 2 })
  const magic = linkIn(mails.find((m) => m.subject.startsWith(texts.accounts(lng, 'mail.magic.subject').split('{{')[0]))!)
  expect(new URL(magic).pathname).toMatch(/^\/love-mobile\/magic-link\//)
  await page.goto(magic)
  await page.getByRole('button', { name: texts.accounts(lng, 'magicLink.confirmSubmit') }).click()
  await expect(page).toHaveURL(/\/love-mobile\/p2p$/)
  await page.goto('/owner/dashboard')
  await expect(page).toHaveURL(/\/owner\/login\?redirectTo=/)
})
