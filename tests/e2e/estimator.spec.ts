// The estimator area (modules/estimation, ADR 034): sign in, request a batch, rate, rate precisely,
// postpone, mark suspicious, write a note, compare two profiles, change the password and set it back
// through the password-reset link. The core flow runs in Russian and English, and again with
// JavaScript off (@nojs): the estimator's pages do not hydrate.
import { expect, test, type Page } from '@playwright/test'
import { CONSOLE_FINAL_PROFILE, DEMO, linkIn, login, readMail, setLanguage, signOut } from './fixtures'
import { texts, type Lng } from './texts'
import { PORT } from '../../playwright.config'

/** The second demo estimator (seeds/accounts.ts): its password changes here, never the guards' account's. */
const SECOND = { email: 'estimator2@rapport.localhost', password: 'demo-estimator-2' }

const t = (lng: Lng, key: string) => texts.estimation(lng, key)

/** How the estimator's list names admin-console.spec's profile: first name and last initial. */
const DECIDED_ELSEWHERE = `${CONSOLE_FINAL_PROFILE.firstName} ${CONSOLE_FINAL_PROFILE.lastNamePrefix[0]}.`

/**
 * Opens the first profile still open (neither rated nor put aside): earlier runs against the same
 * demo estimator leave theirs rated. Not admin-console.spec's profile: its final score, given while
 * this story rated it, took the rating forms away (CI, ru).
 */
async function openNext(page: Page): Promise<string> {
  await page.goto('/estimator?filter=notEstimated')
  const link = page.getByTestId('estimator-list').locator('li').filter({ hasNotText: DECIDED_ELSEWHERE }).first().locator('a').first()
  const label = (await link.textContent())!.trim()
  await link.click()
  await expect(page.getByTestId('profile-label')).toHaveText(label)
  return page.url().split('/').pop()!.split('?')[0]
}

/**
 * The profile is in the filter's list, on whichever page: the list is newest assignment first, and
 * other specs' runs against the same demo estimator leave earlier batches rated too.
 */
async function expectListed(page: Page, filter: string, id: string) {
  for (let n = 1; n <= 10; n++) {
    await page.goto(`/estimator?filter=${filter}${n > 1 ? `&page=${n}` : ''}`)
    if ((await page.locator(`[data-profile="${id}"]`).count()) > 0) return
    if ((await page.locator('[data-profile]').count()) === 0) break
  }
  throw new Error(`profile ${id} is not in the ${filter} list`)
}

async function fillScore(page: Page, formId: 'score' | 'precise', values: [number, number, number]) {
  for (const [i, line] of (['K', 'P', 'L'] as const).entries()) await page.locator(`#${formId}-field-${line}`).fill(String(values[i]))
}

for (const lng of ['ru', 'en'] as const) {
  test(`an estimator requests a batch, rates, rates precisely, postpones, flags, notes and compares (${lng}) @nojs`, async ({ page, javaScriptEnabled }) => {
    // Each language once, Russian with JavaScript and English without: the stories rate as the one
    // demo estimator, and two of them side by side changed each other's lists (a note's save answered
    // 404 in CI); four used up the demo profiles open to that estimator.
    test.skip(javaScriptEnabled === (lng === 'en'), 'Russian runs with JavaScript, English without')
    await setLanguage(page, lng)
    await login(page, 'estimator', DEMO.estimator.email, DEMO.estimator.password)
    await expect(page).toHaveURL(/\/estimator$/)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(t(lng, 'title'))

    await page.getByRole('button', { name: t(lng, 'list.requestBatch') }).click()
    await expect(page).toHaveURL(/filter=notEstimated&batch=\d+/)
    await expect(page.getByTestId('batch-notice')).toBeVisible()
    // The batch tops the open list up: three to rate, put aside and flag below. A retrying check: the
    // notice above the list can be on screen while the list is still arriving (CI, en, no JavaScript: 2).
    await expect(page.getByTestId('estimator-list').locator('li').nth(2)).toBeVisible()

    // The first profile: who it is without contact data, the baseline with its meaning, the answers.
    const first = await openNext(page)
    const body = await page.locator('main').textContent()
    expect(body).not.toContain('@')
    expect(body).not.toContain('Demo Company')
    await expect(page.getByTestId('baseline-scores')).toContainText(t(lng, 'profile.meaning.K'))
    await expect(page.getByRole('heading', { name: t(lng, 'profile.answers') })).toBeVisible()

    await fillScore(page, 'score', [7, 5, 3])
    await page.getByRole('button', { name: t(lng, 'profile.quickSubmit') }).click()
    await expect(page.getByTestId('saved-notice')).toHaveText(t(lng, 'profile.saved.score'))
    await expect(page.getByTestId('saved-score')).toContainText('K 7, P 5, L 3')

    // A value off the scale is refused and changes nothing.
    await fillScore(page, 'precise', [65, 45, 250])
    await page.locator('#precise-field-L').evaluate((el) => el.removeAttribute('max'))
    await page.getByRole('button', { name: t(lng, 'profile.preciseSubmit') }).click()
    await expect(page.getByText(t(lng, 'errors.invalid'))).toBeVisible()
    await expect(page.locator('main')).not.toContainText('L 250')
    await fillScore(page, 'precise', [65, 45, 25])
    await page.getByRole('button', { name: t(lng, 'profile.preciseSubmit') }).click()
    await expect(page.getByTestId('saved-notice')).toHaveText(t(lng, 'profile.saved.precise'))
    await expect(page.getByTestId('saved-precise')).toContainText('K 65, P 45, L 25')

    // A note over the limit: the field stops the user first; past it, the server's message is translated and the text kept.
    const noteField = page.getByRole('textbox', { name: t(lng, 'profile.noteLabel'), exact: true })
    await expect(noteField).toHaveAttribute('maxlength', '2000')
    await noteField.evaluate((el) => el.removeAttribute('maxlength'))
    await noteField.fill('x'.repeat(2001))
    await page.getByRole('button', { name: t(lng, 'profile.noteSubmit') }).click()
    await expect(page.getByText(texts.common(lng, 'validation.maxLength').replace('{{length}}', '2000'))).toBeVisible()
    await expect(noteField).toHaveValue('x'.repeat(2001))
    await noteField.fill(`Спокойные, связные ответы ${lng}`)
    await page.getByRole('button', { name: t(lng, 'profile.noteSubmit') }).click()
    await expect(page.getByTestId('saved-notice')).toHaveText(t(lng, 'profile.saved.note'))
    await expect(page.getByRole('textbox', { name: t(lng, 'profile.noteLabel'), exact: true })).toHaveValue(`Спокойные, связные ответы ${lng}`)
    await expect(page.getByTestId('rating-status')).toHaveText(t(lng, 'status.rated'))

    const second = await openNext(page)
    await page.getByRole('button', { name: t(lng, 'profile.postpone') }).click()
    await expect(page.getByTestId('saved-notice')).toHaveText(t(lng, 'profile.saved.postponed'))
    await expectListed(page, 'skipNormal', second)

    const third = await openNext(page)
    await page.getByRole('button', { name: t(lng, 'profile.suspicious') }).click()
    await expect(page.getByTestId('saved-notice')).toHaveText(t(lng, 'profile.saved.suspicious'))
    await expectListed(page, 'skipSuspicious', third)
    await expectListed(page, 'estimated', first)

    // Two profiles side by side, chosen with a plain GET form.
    await page.getByRole('link', { name: t(lng, 'nav.compare') }).click()
    await page.getByLabel(t(lng, 'compare.left')).selectOption(first)
    await page.getByLabel(t(lng, 'compare.right')).selectOption(second)
    await page.getByRole('button', { name: t(lng, 'compare.submit') }).click()
    await expect(page).toHaveURL(new RegExp(`left=${first}&right=${second}`))
    await expect(page.getByTestId('compare-table')).toBeVisible()
    await expect(page.getByTestId('compare-table').locator('tbody tr').nth(5)).toBeVisible()

    // Another estimator's profile id, or a made-up one, is not found: the comparison says so.
    await page.goto(`/estimator/compare-profiles?left=ffffffffffffffffffffffff&right=${second}`)
    await expect(page.getByText(t(lng, 'compare.notFound'))).toBeVisible()
    await expect(page.getByTestId('compare-table')).toHaveCount(0)
    const res = await page.goto('/estimator/profiles/ffffffffffffffffffffffff')
    expect(res?.status()).toBe(404)
  })
}

test('an estimator changes their password, signs in with it, and sets the old one again through a reset link', async ({ page, request }) => {
  await setLanguage(page, 'en')
  await login(page, 'estimator', SECOND.email, SECOND.password)
  await expect(page).toHaveURL(/\/estimator$/)
  await page.getByRole('link', { name: t('en', 'nav.settings') }).click()
  await page.locator('input[name="currentPassword"]').fill(SECOND.password)
  await page.locator('input[name="password"]').fill('changed-pass-2')
  await page.locator('input[name="confirmPassword"]').fill('changed-pass-2')
  await page.getByRole('button', { name: texts.accounts('en', 'passwordReset.setSubmit') }).click()
  await expect(page.getByTestId('password-saved')).toHaveText(texts.accounts('en', 'settings.passwordSaved'))
  await signOut(page)

  await login(page, 'estimator', SECOND.email, SECOND.password)
  await expect(page.getByTestId('form-error')).toBeVisible()
  await login(page, 'estimator', SECOND.email, 'changed-pass-2')
  await expect(page).toHaveURL(/\/estimator$/)
  await signOut(page)

  // The login page links to the password reset, which works for estimators.
  await page.getByRole('link', { name: texts.accounts('en', 'login.forgotPassword') }).click()
  await expect(page).toHaveURL(/\/estimator\/password-reset$/)
  await page.locator('input[name="email"]').fill(SECOND.email)
  await page.getByRole('button', { name: texts.accounts('en', 'passwordReset.submit') }).click()
  await expect(page.getByRole('status')).toHaveText(texts.accounts('en', 'linkSent'))
  const mails = await readMail(request, SECOND.email)
  await page.goto(linkIn(mails.find((m) => m.text.includes('/estimator/password-reset/'))!))
  await page.locator('input[name="password"]').fill(SECOND.password)
  await page.locator('input[name="confirmPassword"]').fill(SECOND.password)
  await page.getByRole('button', { name: texts.accounts('en', 'passwordReset.setSubmit') }).click()
  await expect(page).toHaveURL(/\/estimator$/)
  await expect(page.getByRole('link', { name: texts.accounts('en', 'login.magicLink') })).toHaveCount(0)
})

test('the batch button is disabled while its request runs, and a double click sends one request', async ({ page }) => {
  await login(page, 'estimator', DEMO.estimator.email, DEMO.estimator.password)
  await expect(page).toHaveURL(/\/estimator$/)
  // What the pressed button says while its request is out, kept for the next page (the tab's sessionStorage).
  await page.addInitScript(() =>
    document.addEventListener('submit', (event) => {
      const button = (event as SubmitEvent).submitter as HTMLButtonElement | null
      setTimeout(() => sessionStorage.setItem('disabledWhileSent', String(button?.disabled)), 100)
    })
  )
  await page.reload()
  let posts = 0
  // The request is held a moment, as a slow server would: long enough to press twice.
  await page.route(/\/estimator(\?.*)?$/, async (route) => {
    if (route.request().method() !== 'POST') return route.continue()
    posts += 1
    await new Promise((resolve) => setTimeout(resolve, 600))
    await route.continue()
  })
  await page.getByRole('button', { name: t('ru', 'list.requestBatch') }).dblclick()
  await expect(page).toHaveURL(/filter=notEstimated&batch=\d+/)
  expect(posts).toBe(1)
  expect(await page.evaluate(() => sessionStorage.getItem('disabledWhileSent'))).toBe('true')
})

test('the estimator login page links to the magic link and the password reset', async ({ page }) => {
  await setLanguage(page, 'ru')
  await page.goto('/estimator/login')
  await expect(page.getByRole('link', { name: texts.accounts('ru', 'login.magicLink') })).toHaveAttribute('href', '/estimator/magic-link')
  await expect(page.getByRole('link', { name: texts.accounts('ru', 'login.forgotPassword') })).toHaveAttribute('href', '/estimator/password-reset')
})

test('the estimator API answers only an estimator of its own tenant, for profiles assigned to them', async ({ request }) => {
  const love = { Host: `love.localhost:${PORT}` }
  const tokenOf = async (area: 'estimator' | 'owner', account: { email: string; password: string }, headers: Record<string, string> = {}) => {
    const res = await request.post(`/api/v1/passport/${area}/login`, { data: { username: account.email, password: account.password }, headers })
    return `Bearer ${((await res.json()) as { result: { token: string } }).result.token}`
  }
  const work = await tokenOf('estimator', DEMO.estimator)
  await request.post('/api/v1/estimator/profiles/assignment', { headers: { Authorization: work } })
  // The oldest assignment: a seeded demo person, where the newest may be a profile another spec is about to delete.
  const list = async (offset: number) => (await (await request.get(`/api/v1/estimator/profiles?limit=1&offset=${offset}`, { headers: { Authorization: work } })).json()).result
  const id = (await list((await list(0)).total - 1)).items[0].id as string
  const one = await (await request.get(`/api/v1/estimator/profiles/${id}`, { headers: { Authorization: work } })).json()
  expect(JSON.stringify(one)).not.toContain('@')

  // A bad score is a 400 and changes nothing.
  const bad = await request.put(`/api/v1/estimator/profiles/${id}/rate`, { data: { score: { K: 11, P: 5, L: 5 } }, headers: { Authorization: work } })
  expect(bad.status()).toBe(400)
  const again = await (await request.get(`/api/v1/estimator/profiles/${id}`, { headers: { Authorization: work } })).json()
  expect(again.result.profile.rating.score).toEqual(one.result.profile.rating.score)

  // An owner's token is no estimator's; a token of one tenant is none in another; another tenant's estimator finds nothing.
  const owner = await tokenOf('owner', DEMO.owner)
  expect((await request.get('/api/v1/estimator/profiles', { headers: { Authorization: owner } })).status()).toBe(401)
  expect((await request.get('/api/v1/estimator/profiles', { headers: { Authorization: work, ...love } })).status()).toBe(401)
  const loveToken = await tokenOf('estimator', DEMO.estimator, love)
  expect((await request.get(`/api/v1/estimator/profiles/${id}`, { headers: { Authorization: loveToken, ...love } })).status()).toBe(404)
  expect((await request.put(`/api/v1/estimator/profiles/${id}/rate`, { data: { score: { K: 1, P: 1, L: 1 } }, headers: { Authorization: loveToken, ...love } })).status()).toBe(404)
})
