// Words that explain (ISSUE 8 §4): scores with their scales and meanings and a page that explains
// them, grades and agreement in Russian, the invitation's landing page, unknown links told from
// expired ones, the share link's copy button, and product cards that lead somewhere (the delete word
// in the page's language: owner-settings.spec.ts). @nojs tests run again with JavaScript off.
import { expect, test, type APIRequestContext, type Page } from '@playwright/test'
import { linkIn, readMail, setLanguage, signUp, uniqueEmail } from './fixtures'
import { texts, type Lng } from './texts'
import { ALL_ANSWERS } from '../../modules/questionnaires/work-answers.fixture'
import { workQuestionnaire } from '../../modules/questionnaires/seeds/work-questionnaire'

const PASSWORD = 'secret-123'
const p = (lng: Lng, key: string) => texts.profiles(lng, key)
const q = (lng: Lng, key: string) => texts.questionnaires(lng, key)
const fill = (text: string, vars: Record<string, string | number>) => Object.entries(vars).reduce((s, [k, v]) => s.replaceAll(`{{${k}}}`, String(v)), text)

/** A new owner (with a company name when given), signed in on the page and verified, with an API token. */
async function verifiedOwner(page: Page, request: APIRequestContext, { companyName = '' } = {}) {
  const email = uniqueEmail('words')
  await signUp(page, email, PASSWORD, { companyName })
  const [mail] = await readMail(request, email)
  await page.goto(linkIn(mail))
  const res = await request.post('/api/v1/passport/owner/login', { data: { username: email, password: PASSWORD } })
  expect(res.status()).toBe(200)
  return { email, headers: { Authorization: `Bearer ${(await res.json()).result.token}` } }
}

for (const lng of ['ru', 'en'] as Lng[]) {
  test(`a profile shows each score with its scale and meaning, grades in the page's language, and links to the page that explains them (${lng}) @nojs`, async ({
    page,
    request,
  }) => {
    await setLanguage(page, lng)
    const { headers } = await verifiedOwner(page, request)
    const created = await request.post('/api/v1/owner/profiles/short', { data: { firstName: 'Nina', answers: ALL_ANSWERS }, headers })
    expect(created.status(), await created.text()).toBe(201)
    const id = (await created.json()).result.id as string
    await expect.poll(async () => (await (await request.get(`/api/v1/owner/profiles/${id}`, { headers })).json()).result.scoring, { timeout: 20_000 }).toBe('done')

    // The experience grade is shown with a plan (SPEC §6: hidden on basic): the 'teams' plan, paid with a test card.
    const card = { card: { number: '4242424242424242', exp_month: 12, exp_year: 2034, cvc: '123' } }
    expect((await request.post('/api/v1/owner/attach-payment-method', { data: card, headers })).status()).toBe(200)
    expect((await request.post('/api/v1/owner/update-subscription', { data: { subscribe: 'LITE_7D' }, headers })).status()).toBe(200)

    await page.goto(`/owner/profiles/${id}`)
    // The state agrees with what it describes: the questionnaire (опросник, masculine), named in the badge.
    await expect(page.getByTestId('questionnaire-state')).toHaveText(p(lng, 'badges.ack_a'))
    // Each value sits flush under its label (a browser's definition list indents it by 40 px).
    const indents = await page
      .locator('.profile-scores > div')
      .evaluateAll((rows) => rows.map((row) => Math.round(row.querySelector('dd')!.getBoundingClientRect().left - row.querySelector('dt')!.getBoundingClientRect().left)))
    expect(indents.length).toBeGreaterThanOrEqual(5)
    expect(new Set(indents)).toEqual(new Set([0]))
    for (const score of ['K', 'P', 'L']) {
      await expect(page.locator(`[data-score="${score}"]`)).toHaveText(/^\d{1,3}\s(из|of)\s100$/)
      await expect(page.locator(`[data-meaning="${score}"]`)).toHaveText(p(lng, `scores.meaning.${score}`))
    }
    const grades = Object.values(texts.profiles(lng, 'grades') as unknown as Record<string, string>)
    expect(grades).toHaveLength(6)
    expect(grades).toContain((await page.locator('[data-score="grade"]').textContent())!.trim())
    if (lng === 'ru') await expect(page.getByTestId('profile-scores')).not.toContainText(/junior|middle|senior/)
    await expect(page.locator('[data-meaning="grade"]')).toHaveText(p(lng, 'scores.meaning.grade'))
    // The mood: its band, its signed value and its scale.
    await expect(page.locator('[data-score="mood"]')).toHaveText(
      new RegExp(`^[^:]+: [+−]?\\d{1,3} ${lng === 'ru' ? 'на шкале от −100 до \\+100' : 'on a scale of −100 to \\+100'}$`)
    )

    await page.getByTestId('scores-help').click()
    await expect(page).toHaveURL(/\/faq#scores$/)
    await expect(page.locator('#scores')).toContainText(texts.shell(lng, 'faq.scores.title'))
    for (const score of ['K', 'P', 'L', 'grade', 'mood']) await expect(page.locator(`[data-score-help="${score}"]`)).toContainText(texts.shell(lng, `faq.scores.${score}.name`))
  })

  test(`an invitation opens on a landing page that says who invites, why, how long it takes and what happens to the data, and asks for consent (${lng}) @nojs`, async ({
    page,
    browser,
    request,
    javaScriptEnabled,
  }) => {
    await setLanguage(page, lng)
    const { headers } = await verifiedOwner(page, request, { companyName: 'Acme Works' })
    const created = await request.post('/api/v1/owner/profiles', { data: { firstName: 'Boris' }, headers })
    const id = (await created.json()).result.id as string
    const invitee = uniqueEmail('welcome')
    expect((await request.post(`/api/v1/owner/profiles/${id}/invitation`, { data: { email: invitee, lng }, headers })).status()).toBe(200)
    const [mail] = await readMail(request, invitee)

    const visitorContext = await browser.newContext({ viewport: { width: 360, height: 740 }, javaScriptEnabled })
    const visitor = await visitorContext.newPage()
    await setLanguage(visitor, lng)
    await visitor.goto(linkIn(mail))
    const welcome = visitor.getByTestId('invitation-welcome')
    await expect(welcome.getByRole('heading', { level: 1 })).toHaveText(fill(q(lng, 'welcome.title'), { owner: 'Acme Works' }))
    await expect(welcome).toContainText(fill(q(lng, 'welcome.greeting'), { name: 'Boris' }))
    await expect(visitor.getByTestId('welcome-why')).toHaveText(fill(q(lng, 'welcome.why.work'), { platform: 'Rapport' }))
    // How long: the steps by name, the number of questions and the minutes.
    const steps = workQuestionnaire(2026).steps
    const asked = steps.flatMap((s) => s.questions).filter((x) => x.type !== 'formula').length
    const howLong = visitor.getByTestId('welcome-how-long')
    for (const step of steps) await expect(howLong).toContainText(step.title[lng])
    await expect(howLong).toContainText(String(asked))
    await expect(howLong).toContainText(String(Math.round((asked * 20) / 60)))
    await expect(visitor.getByTestId('welcome-data')).toContainText(fill(q(lng, 'welcome.data.stored'), { owner: 'Acme Works', platform: 'Rapport' }))
    await expect(visitor.locator('form[data-filling]')).toHaveCount(0)
    expect(await visitor.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360)

    // Starting needs consent, checked on the server too.
    await visitor.locator('form:has(input[name="consent"])').evaluate((f) => f.setAttribute('novalidate', ''))
    await visitor.getByRole('button', { name: q(lng, 'welcome.start') }).click()
    await expect(visitor.locator('#welcome-consent-error')).toHaveText(texts.common(lng, 'validation.consent'))
    await visitor.locator('input[name="consent"]').check()
    await visitor.getByRole('button', { name: q(lng, 'welcome.start') }).click()
    await expect(visitor).toHaveURL(/step=about$/)
    await expect(visitor.locator('input[name="firstName"]')).toHaveValue('Boris')

    // Once accepted, the link opens the questionnaire where the person stopped.
    await visitor.goto(linkIn(mail))
    await expect(visitor).toHaveURL(/step=about$/)
    await visitorContext.close()
  })
}

test('a made-up invitation, sign-in, reset or share link says there is no such link, never that it expired, and speaks to the reader as «вы» @nojs', async ({ page, request }) => {
  const lng: Lng = 'ru'
  await setLanguage(page, lng)
  const expired = [texts.common(lng, 'errors.urlExpired'), q(lng, 'filling.expired.title')]
  const checkLink = texts.common(lng, 'errors.checkLink')
  expect(checkLink).toMatch(/^Проверьте /)

  await page.goto('/profile-questionnaire?invite=made-up-token')
  const problem = page.getByTestId('invitation-owner-record_not_found')
  await expect(problem.getByRole('heading', { level: 1 })).toHaveText(q(lng, 'filling.unknown.title'))
  await expect(problem).toContainText(texts.common(lng, 'errors.owner.record_not_found'))
  await expect(problem).toContainText(checkLink)
  for (const text of expired) await expect(problem).not.toContainText(text)

  for (const path of ['/owner/magic-link/made-up-token', '/owner/password-reset/made-up-token']) {
    await page.goto(path)
    await expect(page.getByRole('alert')).toHaveText(texts.common(lng, 'errors.owner.record_not_found'))
    await expect(page.getByTestId('link-check')).toHaveText(checkLink)
    for (const text of expired) await expect(page.locator('main')).not.toContainText(text)
  }

  await verifiedOwner(page, request)
  await page.goto('/owner/link/made-up-sharelink')
  await expect(page.getByTestId('shared-error')).toHaveText(texts.common(lng, 'errors.profileNotFound'))
  await expect(page.locator('main')).toContainText(checkLink)
})

test('the share link has a button that copies it', async ({ page, context, request }) => {
  await setLanguage(page, 'en')
  const { headers } = await verifiedOwner(page, request)
  const id = (await (await request.post('/api/v1/owner/profiles', { data: { firstName: 'Clara' }, headers })).json()).result.id as string
  await context.grantPermissions(['clipboard-read', 'clipboard-write'])
  await page.goto(`/owner/profiles/${id}`)
  const link = await page.getByTestId('share-link').inputValue()
  expect(link).toMatch(/\/owner\/link\/\S+$/)
  await page.getByRole('button', { name: p('en', 'profile.copy') }).click()
  await expect(page.getByTestId('copy-status')).toHaveText(p('en', 'profile.copied'))
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(link)
})

test('without JavaScript the share link is a read-only field to select, with no button that would do nothing @nojs', async ({ page, request, javaScriptEnabled }) => {
  test.skip(javaScriptEnabled, 'the hydrated page is the test above')
  await setLanguage(page, 'en')
  const { headers } = await verifiedOwner(page, request)
  const id = (await (await request.post('/api/v1/owner/profiles', { data: { firstName: 'Clara' }, headers })).json()).result.id as string
  await page.goto(`/owner/profiles/${id}`)
  await expect(page.getByTestId('share-link')).toHaveAttribute('readonly', '')
  await expect(page.getByTestId('share-link')).toHaveValue(/\/owner\/link\/\S+$/)
  await expect(page.getByTestId('copy-share-link')).toHaveCount(0)
})

test("the dashboard's product cards are links: a built product opens, one not built yet says so and leads to profiles, one outside the plan leads to the plans @nojs", async ({
  page,
  request,
}) => {
  await setLanguage(page, 'en')
  await verifiedOwner(page, request)
  await page.goto('/owner/dashboard')
  const cards = page.locator('a[data-product]')
  await expect(cards).toHaveCount(5)
  for (const card of await cards.all()) {
    const state = await card.getAttribute('data-state')
    // A new owner is on the basic plan: the team products name their plan and lead to the plans.
    if (await card.getAttribute('data-in-plan')) await expect(card).toContainText(`${texts.billing('en', 'planAccess.toPlans')} →`)
    else await expect(card).toContainText(texts.accounts('en', state === 'ready' ? 'dashboard.open' : 'dashboard.prepare'))
    expect(await card.getAttribute('href')).toMatch(/^\/owner\//)
  }
  await expect(page.locator('a[data-product="monitor"]')).toContainText(texts.shell('en', 'landing.inDevelopment'))
  await page.locator('a[data-product="p2p"]').click()
  await expect(page).toHaveURL(/\/owner\/(profiles|dashboard\/p2p)$/)
})
