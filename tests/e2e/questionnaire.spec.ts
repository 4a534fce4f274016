// The questionnaire pages on a phone (360×740): an owner fills a profile in themselves, step by step;
// dependent questions appear and disappear as answers change (with JavaScript, no round trip; without
// it, the server's re-render); a half-filled questionnaire resumes where it stopped; sending needs
// consent and shows the thank-you page; the profile then gets its scores. Also without JavaScript
// (@nojs), in Russian and in English. And the public page's answers to a link that is not one.
import { expect, test, type APIRequestContext, type Page } from '@playwright/test'
import { linkIn, readMail, setLanguage, signUp, uniqueEmail } from './fixtures'
import { texts, type Lng } from './texts'
import { SHORT_LINKS_PORT, SHORT_LINK_TTL_SECONDS } from '../../playwright.config'

test.use({ viewport: { width: 360, height: 740 } })

type Answers = Record<string, string | string[]>

const ABOUT: Answers = { gender: 'female', birth_day: '15', birth_month: '7', birth_year: '1990' }
// In the order a person meets them: each may be shown by the ones before it.
const EDUCATION: Answers = {
  school_primary: 'yes',
  school_secondary: 'complete',
  schools_count: '2',
  school_type: 'gymnasium_lyceum',
  school_location: 'city',
  college: 'none',
  university: 'complete',
  university_prestige: 'national',
  education_bachelor: 'yes',
  education_master: 'no',
  relocation: 'domestic',
  extra_courses_count: '3-5',
  foreign_languages: ['english', 'german'],
}
const EXPERIENCE: Answers = { military_service: 'no', work_experience_years: '12', leadership_experience_years: '4', entrepreneurship: 'past' }
const FAMILY: Answers = {
  family_parents_years: '30',
  family_siblings_count: '1',
  family_children_count: '2',
  family_partner: 'married',
  family_partner_years: '8',
  family_cohabitation: 'yes',
  family_loss: 'no',
}

const q = (lng: Lng, key: string) => texts.questionnaires(lng, key)
const question = (page: Page, name: string) => page.locator(`[data-q="${name}"]`)

/** A verified owner, signed in on the page, with an API token and a profile named Anna (no last name). */
async function ownerWithProfile(page: Page, request: APIRequestContext) {
  const email = uniqueEmail('filling')
  await signUp(page, email)
  const [mail] = await readMail(request, email)
  await page.goto(linkIn(mail))
  const login = await request.post('/api/v1/passport/owner/login', { data: { username: email, password: 'secret-123' } })
  expect(login.status()).toBe(200)
  const headers = { Authorization: `Bearer ${(await login.json()).result.token}` }
  const created = await request.post('/api/v1/owner/profiles', { headers, data: { firstName: 'Anna' } })
  expect(created.status()).toBe(201)
  const id = (await created.json()).result.id as string
  return { id, headers, path: `/owner/profiles/${id}/questionnaire` }
}

/** Sets one answer through its control, whatever the question type. */
async function answer(page: Page, name: string, value: string | string[]) {
  const box = question(page, name)
  for (const v of Array.isArray(value) ? value : [value]) {
    const choice = box.locator(`input[value="${v}"]`)
    if (await choice.count()) await choice.check()
    else if (await box.locator('select').count()) await box.locator('select').selectOption(v)
    else await box.locator('input[type="number"]').fill(v)
  }
}

/**
 * Answers a step as a person would. With JavaScript, each answer shows the questions it unlocks at
 * once. Without, the visible ones are answered, then 'update the questions' asks the server for the
 * rest, until every answer is in place.
 */
async function answerStep(page: Page, lng: Lng, answers: Answers, javaScriptEnabled: boolean) {
  const pending = new Set(Object.keys(answers))
  // The step's first question is never a dependent one: once it shows, the step's page is the one loaded.
  await expect(question(page, Object.keys(answers)[0])).toBeVisible()
  if (javaScriptEnabled) await expect(page.locator('form[data-filling][data-enhanced="true"]')).toHaveCount(1)
  for (let round = 0; pending.size > 0; round++) {
    expect(round, `questions never shown: ${[...pending].join(', ')}`).toBeLessThan(6)
    for (const name of Object.keys(answers)) {
      if (!pending.has(name) || !(await question(page, name).isVisible())) continue
      await answer(page, name, answers[name])
      pending.delete(name)
    }
    if (pending.size === 0) break
    expect(javaScriptEnabled, `with JavaScript these should have appeared: ${[...pending].join(', ')}`).toBe(false)
    // Wait for the re-rendered page, or the next round would look at the old one.
    await Promise.all([page.waitForEvent('load'), page.getByRole('button', { name: q(lng, 'filling.refresh') }).click()])
  }
}

async function next(page: Page, lng: Lng, stepId: string) {
  await page.getByRole('button', { name: q(lng, 'filling.next') }).click()
  await expect(page).toHaveURL(new RegExp(`step=${stepId}$`))
  await expect(page.locator(`form[data-step="${stepId}"]`)).toHaveCount(1)
}

async function noHorizontalScroll(page: Page) {
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360)
}

test('an owner fills a profile in themselves on a phone: dependent questions, resume, consent, thanks and scores', async ({ page, request }) => {
  const lng: Lng = 'ru'
  await setLanguage(page, lng)
  const { id, headers, path } = await ownerWithProfile(page, request)

  await page.goto(path)
  await expect(page).toHaveURL(/step=about$/)
  await expect(page.getByTestId('step-progress')).toHaveText(q(lng, 'filling.stepOf').replace('{{current}}', '1').replace('{{total}}', '4'))
  await expect(page.locator('input[name="firstName"]')).toHaveValue('Anna')
  await noHorizontalScroll(page)

  // Nothing answered: the step comes back with its errors; the last name is required.
  await page.getByRole('button', { name: q(lng, 'filling.next') }).click()
  await expect(page.getByTestId('step-errors')).toBeVisible()
  await expect(page.locator('#q-lastName-error')).toHaveText(texts.common(lng, 'validation.required'))
  await expect(page.locator('#q-gender-error')).toHaveText(q(lng, 'errors.required'))

  await page.locator('input[name="lastName"]').fill('Petrova')
  await answerStep(page, lng, ABOUT, true)
  // The age is computed in the browser from the birth date as soon as it is complete.
  await expect(question(page, 'age').locator('output')).toHaveText(/^\d+$/)
  await next(page, lng, 'education')

  // Dependent questions appear and disappear without a round trip.
  await expect(question(page, 'school_secondary')).toBeHidden()
  await answer(page, 'school_primary', 'yes')
  await expect(question(page, 'school_secondary')).toBeVisible()
  await answer(page, 'school_primary', 'no')
  await expect(question(page, 'school_secondary')).toBeHidden()
  await expect(question(page, 'school_type')).toBeHidden()
  await answerStep(page, lng, EDUCATION, true)
  await expect(question(page, 'education_doctor')).toBeHidden()
  await answer(page, 'education_master', 'yes')
  await expect(question(page, 'education_doctor')).toBeVisible()
  await answer(page, 'education_bachelor', 'no')
  await expect(question(page, 'education_master')).toBeHidden()
  await expect(question(page, 'education_doctor')).toBeHidden()
  await answer(page, 'education_bachelor', 'yes')
  await answer(page, 'education_master', 'no')
  await noHorizontalScroll(page)
  await next(page, lng, 'experience')

  // The person stops here and comes back later: the questionnaire resumes where it stopped,
  // and a later step cannot be skipped to.
  await page.goto('/owner/dashboard')
  await page.goto(path)
  await expect(page).toHaveURL(/step=experience$/)
  await page.goto(`${path}?step=family`)
  await expect(page).toHaveURL(/step=experience$/)
  // Going back shows what was answered.
  await page.getByRole('button', { name: q(lng, 'filling.back') }).click()
  await expect(page.locator('form[data-step="education"]')).toHaveCount(1)
  await expect(question(page, 'university_prestige').locator('select')).toHaveValue('national')
  await next(page, lng, 'experience')

  await answerStep(page, lng, EXPERIENCE, true)
  await next(page, lng, 'family')

  await expect(question(page, 'family_partner_years')).toBeHidden()
  await answerStep(page, lng, FAMILY, true)
  await answer(page, 'family_partner', 'none')
  await expect(question(page, 'family_partner_years')).toBeHidden()
  await expect(question(page, 'family_cohabitation')).toBeHidden()
  await answer(page, 'family_partner', 'married')
  await expect(question(page, 'family_partner_years')).toBeVisible()

  // Sending needs consent to personal-data processing.
  await page.getByRole('button', { name: q(lng, 'filling.send') }).click()
  await expect(page.locator('#q-consent-error')).toHaveText(texts.common(lng, 'validation.consent'))
  await page.locator('input[name="consent"]').check()
  await page.getByRole('button', { name: q(lng, 'filling.send') }).click()
  await expect(page.getByTestId('filling-thanks')).toContainText(q(lng, 'filling.thanks.title'))

  // Completing queues the scoring: the profile gets K, P, L, an experience grade and a mood; the grade
  // is not sent to an owner on the basic plan (SPEC §6), which a new owner is on.
  await expect.poll(async () => (await (await request.get(`/api/v1/owner/profiles/${id}`, { headers })).json()).result.scoring, { timeout: 20_000 }).toBe('done')
  const profile = (await (await request.get(`/api/v1/owner/profiles/${id}`, { headers })).json()).result
  expect(profile).toMatchObject({ firstName: 'Anna', lastName: 'Petrova', questionnaireState: 'ack_a', gender: 'female', birthDate: '1990-07-15T00:00:00.000Z' })
  expect(profile.avatarName).toMatch(/^female-/)
  for (const score of ['competencies', 'professionalism', 'maturity']) expect(typeof profile[score]).toBe('number')
  expect(profile).toMatchObject({ expertise: null, expertiseHidden: true })

  // A completed questionnaire is not filled again.
  await page.goto(path)
  await expect(page.getByTestId('filling-thanks')).toBeVisible()
})

test("the wizard's 'fill in yourself' opens the first step as a page of its own, with its script", async ({ page, request }) => {
  await setLanguage(page, 'en')
  await ownerWithProfile(page, request)
  await page.goto('/owner/profiles/new')
  await page.waitForLoadState('networkidle')
  await page.locator('input[name="firstName"]').fill('Vera')
  await page.locator('input[name="lastName"]').fill('Orlova')
  await page.locator('button[name="intent"][value="fill"]').click()
  await expect(page).toHaveURL(/\/owner\/profiles\/[0-9a-f]{24}\/questionnaire\?step=about$/)
  await expect(page.locator('form[data-step="about"][data-enhanced="true"]')).toHaveCount(1)
  await expect(page.locator('input[name="lastName"]')).toHaveValue('Orlova')
  await answer(page, 'birth_day', '1')
  await answer(page, 'birth_month', '1')
  await answer(page, 'birth_year', '2000')
  await expect(question(page, 'age').locator('output')).toHaveText(/^2\d$/)
})

for (const lng of ['ru', 'en'] as Lng[]) {
  test(`the filling flow works without JavaScript (${lng}) @nojs`, async ({ page, request, javaScriptEnabled }) => {
    await setLanguage(page, lng)
    const { path } = await ownerWithProfile(page, request)
    await page.goto(path)
    await page.locator('input[name="lastName"]').fill('Petrova')
    await answerStep(page, lng, ABOUT, javaScriptEnabled)
    await next(page, lng, 'education')

    await expect(question(page, 'school_secondary')).toBeHidden()
    await answerStep(page, lng, EDUCATION, javaScriptEnabled)
    await next(page, lng, 'experience')
    await answerStep(page, lng, EXPERIENCE, javaScriptEnabled)
    await next(page, lng, 'family')

    // A question the answers hide again disappears on the next re-render, and is not required.
    await answerStep(page, lng, FAMILY, javaScriptEnabled)
    await answer(page, 'family_partner', 'none')
    if (!javaScriptEnabled) {
      await Promise.all([page.waitForEvent('load'), page.getByRole('button', { name: q(lng, 'filling.refresh') }).click()])
    }
    await expect(question(page, 'family_partner_years')).toBeHidden()
    await page.locator('input[name="consent"]').check()
    await page.getByRole('button', { name: q(lng, 'filling.send') }).click()
    await expect(page.getByTestId('filling-thanks')).toContainText(q(lng, 'filling.thanks.title'))
  })
}

/** A verified owner (signed in on `page`) creates a profile by sending an invitation; returns the mailed link and an API token. */
async function invite(page: Page, request: APIRequestContext, baseURL: string) {
  const email = uniqueEmail('inviter')
  await page.goto(`${baseURL}/owner/registration`)
  await page.locator('input[name="email"]').fill(email)
  await page.locator('input[name="password"]').fill('secret-123')
  await page.locator('input[name="confirmPassword"]').fill('secret-123')
  await page.locator('input[name="consent"]').check()
  await page.locator('form[method="post"] button[type="submit"]').click()
  await expect(page).toHaveURL(/\/owner\/dashboard$/)
  const [verification] = await readMail(request, email, { baseURL })
  await page.goto(linkIn(verification))
  const invitee = uniqueEmail('invitee')
  await page.goto(`${baseURL}/owner/profiles/new`)
  // The wizard hydrates: typing before that would be lost.
  await page.waitForLoadState('networkidle')
  await page.locator('input[name="firstName"]').fill('Boris')
  await page.locator('input[name="email"]').fill(invitee)
  await page.locator('button[name="intent"][value="invite"]').click()
  await expect(page).toHaveURL(/\/owner\/profiles\/[0-9a-f]{24}\?invited$/)
  const id = new URL(page.url()).pathname.split('/').pop()!
  const [mail] = await readMail(request, invitee, { baseURL })
  const login = await request.post(`${baseURL}/api/v1/passport/owner/login`, { data: { username: email, password: 'secret-123' } })
  const headers = { Authorization: `Bearer ${(await login.json()).result.token}` }
  return { link: linkIn(mail), id, headers }
}

for (const lng of ['ru', 'en'] as Lng[]) {
  test(`a visitor opens the invitation from the mail, stops half-way, comes back and completes it (${lng}) @nojs`, async ({
    page,
    browser,
    request,
    baseURL,
    javaScriptEnabled,
  }) => {
    await setLanguage(page, lng)
    const { link, id, headers } = await invite(page, request, baseURL!)

    // The visitor is someone else, on another device: no owner session.
    const visitorContext = await browser.newContext({ viewport: { width: 360, height: 740 }, javaScriptEnabled })
    const visitor = await visitorContext.newPage()
    await setLanguage(visitor, lng, baseURL)
    await visitor.goto(link)
    // First the invitation's landing page: who invites, why, how long, the data; consent starts the steps.
    await expect(visitor.getByTestId('invitation-welcome')).toBeVisible()
    await visitor.locator('input[name="consent"]').check()
    await visitor.getByRole('button', { name: q(lng, 'welcome.start') }).click()
    await expect(visitor).toHaveURL(/step=about$/)
    await expect(visitor.locator('input[name="firstName"]')).toHaveValue('Boris')
    // Names stop at their maximum as they are typed (nameSchema's 100), not after the step is sent.
    for (const name of ['firstName', 'lastName']) await expect(visitor.locator(`input[name="${name}"]`)).toHaveAttribute('maxlength', '100')
    await visitor.locator('input[name="lastName"]').fill('Ivanov')
    await answerStep(visitor, lng, { ...ABOUT, gender: 'male' }, javaScriptEnabled)
    await next(visitor, lng, 'education')
    await answerStep(visitor, lng, EDUCATION, javaScriptEnabled)
    await next(visitor, lng, 'experience')
    await noHorizontalScroll(visitor)

    // Later, from the same mail: the questionnaire resumes where it stopped.
    await visitor.goto(link)
    await expect(visitor).toHaveURL(/step=experience$/)
    await answerStep(visitor, lng, EXPERIENCE, javaScriptEnabled)
    await next(visitor, lng, 'family')
    await answerStep(visitor, lng, FAMILY, javaScriptEnabled)
    await visitor.locator('input[name="consent"]').check()
    await visitor.getByRole('button', { name: q(lng, 'filling.send') }).click()
    await expect(visitor.getByTestId('filling-thanks')).toContainText(q(lng, 'filling.thanks.title'))

    // The link is used up: it says so, and offers no form.
    await visitor.goto(link)
    await expect(visitor.getByTestId('invitation-owner-url_count')).toContainText(texts.common(lng, 'errors.owner.url_count'))
    await expect(visitor.locator('form[data-filling]')).toHaveCount(0)
    await visitorContext.close()

    // The owner's profile is filled and scored.
    await expect.poll(async () => (await (await request.get(`${baseURL}/api/v1/owner/profiles/${id}`, { headers })).json()).result.scoring, { timeout: 20_000 }).toBe('done')
    const profile = (await (await request.get(`${baseURL}/api/v1/owner/profiles/${id}`, { headers })).json()).result
    expect(profile).toMatchObject({ firstName: 'Boris', lastName: 'Ivanov', questionnaireState: 'ack_a', gender: 'male' })
    expect(typeof profile.competencies).toBe('number')
  })
}

test.describe('with links that expire after a few seconds', () => {
  const short = `http://localhost:${SHORT_LINKS_PORT}`
  test.use({ baseURL: short })

  test('an expired invitation offers a new link @nojs', async ({ page, request }) => {
    await setLanguage(page, 'en', short)
    const { link } = await invite(page, request, short)
    await page.waitForTimeout(SHORT_LINK_TTL_SECONDS * 1000 + 500)
    await page.goto(link)
    const dialog = page.getByRole('dialog')
    await expect(dialog).toContainText(texts.common('en', 'errors.owner.url_expired'))
    await expect(page.locator('form[data-filling]')).toHaveCount(0)
    await dialog.getByRole('button', { name: q('en', 'filling.expired.request') }).click()
    await expect(page.getByTestId('filling-new-link')).toContainText(q('en', 'filling.expired.sent'))
  })
})

test('the public questionnaire without an invitation, or with a link that is not one, says so @nojs', async ({ page }) => {
  await setLanguage(page, 'en')
  await page.goto('/profile-questionnaire')
  await expect(page.getByTestId('filling-not-found')).toContainText(q('en', 'filling.notFound'))
  await page.goto('/profile-questionnaire?invite=not-a-real-token')
  await expect(page.getByTestId('invitation-owner-record_not_found')).toContainText(texts.common('en', 'errors.owner.record_not_found'))
  await expect(page.locator('input[name="firstName"]')).toHaveCount(0)
})
