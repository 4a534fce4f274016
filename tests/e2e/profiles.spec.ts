// Owner profiles: the create-profile wizard (fill in yourself, send an invitation), the list's
// filters, search, sort and pages, share links (attach, detach, shared_exist, shared_delete) and
// hidden details. @nojs tests run again with JavaScript off.
import { createRequire } from 'node:module'
import { expect, test, type APIRequestContext, type Page } from '@playwright/test'
import { DEMO, demoProfileIds, linkIn, login, ownerApiToken, readMail, setLanguage, signOut, signUp, uniqueEmail } from './fixtures'
import { texts, type Lng } from './texts'

const require = createRequire(import.meta.url)

const PASSWORD = 'secret-123'

/** A new owner, signed in and verified through the mail link (profiles wait for verification). */
async function verifiedOwner(page: Page, request: APIRequestContext, prefix = 'profiles') {
  const email = uniqueEmail(prefix)
  await signUp(page, email, PASSWORD)
  const [mail] = await readMail(request, email)
  await page.goto(linkIn(mail))
  return email
}

async function apiToken(request: APIRequestContext, email: string) {
  const res = await request.post('/api/v1/passport/owner/login', { data: { username: email, password: PASSWORD } })
  expect(res.status()).toBe(200)
  return ((await res.json()) as { result: { token: string } }).result.token
}

const bearer = (token: string) => ({ Authorization: `Bearer ${token}` })

async function createProfile(request: APIRequestContext, token: string, data: Record<string, unknown>) {
  const res = await request.post('/api/v1/owner/profiles', { data, headers: bearer(token) })
  expect(res.status()).toBe(201)
  return ((await res.json()) as { result: { id: string; sharelink: string } }).result
}

const rows = (page: Page) => page.getByTestId('profile-row')

for (const lng of ['ru', 'en'] as Lng[]) {
  test(`an owner creates a profile with the wizard and finds it in the list (${lng}) @nojs`, async ({ page, request, javaScriptEnabled }) => {
    await setLanguage(page, lng)
    await verifiedOwner(page, request)
    await page.goto('/owner/profiles')
    await expect(page.getByText(texts.profiles(lng, 'list.empty'))).toBeVisible()
    await page.getByTestId('create-profile').click()
    await expect(page).toHaveURL(/\/owner\/profiles\/new$/)
    await page.locator('input[name="firstName"]').fill('Анна')
    await page.locator('input[name="lastName"]').fill('Smith-Иванова')
    await page.locator('input[name="position"]').fill('Team lead')
    await page.getByRole('button', { name: texts.profiles(lng, 'wizard.fill') }).click()
    // The questionnaire page sends the owner on to its first step; wait for that page to settle.
    await expect(page).toHaveURL(/\/owner\/profiles\/[0-9a-f]{24}\/questionnaire\?step=/)
    await expect(page.locator(javaScriptEnabled ? 'form[data-step][data-enhanced="true"]' : 'form[data-step]')).toHaveCount(1)
    await page.waitForLoadState('networkidle')

    // Seen once in CI: the step page loaded a second time after enhancing, and this goto was
    // 'interrupted by another navigation'. Leave again if that happens (cause not found yet).
    await page.goto('/owner/profiles').catch(() => page.goto('/owner/profiles'))
    await expect(rows(page)).toHaveCount(1)
    await expect(rows(page)).toContainText('Анна Smith-Иванова')
    await expect(rows(page)).toContainText(texts.profiles(lng, 'states.ack_q'))
    await rows(page).getByRole('link').click()
    await expect(page.getByTestId('profile-name')).toHaveText('Анна Smith-Иванова')
    await expect(page.getByTestId('profile-details')).toContainText('Team lead')
  })

  test(`an invitation needs a name first and is mailed with its link (${lng}) @nojs`, async ({ page, request, browser }) => {
    await setLanguage(page, lng)
    const ownerEmail = await verifiedOwner(page, request)
    const invitee = uniqueEmail('invitee')
    await page.goto('/owner/profiles/new')
    await page.locator('input[name="email"]').fill(invitee)
    await page.getByRole('button', { name: texts.profiles(lng, 'wizard.invite') }).click()
    await expect(page.getByText(texts.common(lng, 'validation.nameBeforeInvitation'))).toBeVisible()
    await expect(page).toHaveURL(/\/owner\/profiles\/new$/)

    await page.locator('input[name="firstName"]').fill('Boris')
    await page.locator('input[name="email"]').fill(invitee)
    await page.getByRole('button', { name: texts.profiles(lng, 'wizard.invite') }).click()
    await expect(page).toHaveURL(/\/owner\/profiles\/[0-9a-f]{24}\?invited$/)
    await expect(page.getByTestId('profile-notice')).toContainText(invitee)

    const [mail] = await readMail(request, invitee)
    expect(linkIn(mail)).toMatch(new RegExp(`/profile-questionnaire\\?invite=[A-Za-z0-9_-]{43}&lng=${lng}$`))
    expect(mail.subject).toContain(ownerEmail)
    // The invitee, in a browser with no language of its own, reads the page in the mail's language.
    const fresh = await browser.newContext()
    const landing = await fresh.newPage()
    await landing.goto(linkIn(mail))
    await expect(landing.locator('html')).toHaveAttribute('lang', lng)
    await fresh.close()
  })
}

test('the list filters, searches, sorts and pages @nojs', async ({ page, request }) => {
  const lng: Lng = 'en'
  await setLanguage(page, lng)
  const email = await verifiedOwner(page, request)
  const token = await apiToken(request, email)
  const names = ['Alpha', 'Bravo', 'Charlie', 'Delta', 'Echo', 'Foxtrot', 'Golf', 'Hotel', 'India', 'Juliett', 'Kilo', 'Lima']
  for (const name of names) await createProfile(request, token, { firstName: name, lastName: name === 'Golf' ? 'Zeta' : 'Doe' })

  await page.goto('/owner/profiles')
  await expect(page.getByTestId('profiles-total')).toContainText('12 profiles found')
  await expect(rows(page)).toHaveCount(10)
  await expect(rows(page).first()).toContainText('Lima')
  await expect(page.getByTestId('page-of')).toHaveText('Page 1 of 2')
  await page.getByRole('link', { name: texts.profiles(lng, 'list.next') }).click()
  await expect(rows(page)).toHaveCount(2)
  await expect(rows(page).last()).toContainText('Alpha')

  // Oldest first.
  await page.goto('/owner/profiles')
  await page.locator('select[name="sort"]').selectOption('createdAt_asc')
  await page.getByRole('button', { name: texts.profiles(lng, 'list.searchSubmit') }).click()
  await expect(rows(page).first()).toContainText('Alpha')

  // Search looks in first and last names, in any case, and takes regex characters literally.
  await page.getByRole('searchbox').fill('zETA')
  await page.getByRole('button', { name: texts.profiles(lng, 'list.searchSubmit') }).click()
  await expect(rows(page)).toHaveCount(1)
  await expect(rows(page)).toContainText('Golf Zeta')
  await page.getByRole('searchbox').fill('.*')
  await page.getByRole('button', { name: texts.profiles(lng, 'list.searchSubmit') }).click()
  await expect(page.getByText(texts.profiles(lng, 'list.noResults'))).toBeVisible()

  // Filters: nothing is filled yet; every profile waits for its questionnaire.
  await page.goto('/owner/profiles')
  const filters = page.getByTestId('profile-filters')
  await expect(filters.locator('[data-filter="all"]')).toContainText('(12)')
  await expect(filters.locator('[data-filter="empty"]')).toContainText('(12)')
  await expect(filters.locator('[data-filter="approved"]')).toContainText('(0)')
  await filters.locator('[data-filter="approved"]').click()
  await expect(page).toHaveURL(/state=approved/)
  await expect(rows(page)).toHaveCount(0)
  await filters.locator('[data-filter="empty"]').click()
  await expect(rows(page)).toHaveCount(10)

  // The API agrees.
  const res = await request.get('/api/v1/owner/profiles?search=DOE&sort=createdAt&order=asc&limit=5&offset=5', { headers: bearer(token) })
  const { result } = await res.json()
  expect(result.total).toBe(11)
  expect(result.profilesCount).toBe(12)
  expect(result.items.map((p: { firstName: string }) => p.firstName)).toEqual(['Foxtrot', 'Hotel', 'India', 'Juliett', 'Kilo'])
})

test('a share link attaches and detaches; hidden details stay hidden from the other owner @nojs', async ({ page, request }) => {
  const lng: Lng = 'en'
  await setLanguage(page, lng)
  const first = await verifiedOwner(page, request, 'sharer')
  const firstToken = await apiToken(request, first)
  const shared = await createProfile(request, firstToken, { firstName: 'Clara', lastName: 'Secret', email: 'clara@example.com', phone: '+7 999 123 45 67' })
  await page.goto(`/owner/profiles/${shared.id}`)
  await expect(page.getByTestId('share-link')).toHaveValue(new RegExp(`/owner/link/${shared.sharelink}$`))
  await page.getByRole('button', { name: texts.profiles(lng, 'profile.hide') }).click()
  await expect(page.getByText(texts.profiles(lng, 'profile.hideDetailsOn'))).toBeVisible()
  await page.goto(`/owner/link/${shared.sharelink}`)
  await expect(page.getByTestId('shared-error')).toHaveText(texts.common(lng, 'errors.shared_exist'))
  await signOut(page)

  await verifiedOwner(page, request, 'receiver')
  await page.goto(`/owner/link/${shared.sharelink}`)
  await expect(page.getByTestId('shared-name')).toHaveText('Clara Secret')
  await page.getByRole('button', { name: texts.profiles(lng, 'link.attach') }).click()
  await expect(page.getByTestId('profile-notice')).toHaveText(texts.profiles(lng, 'profile.attached'))
  await expect(page.getByTestId('profile-hidden')).toHaveText(texts.profiles(lng, 'profile.hidden'))
  await expect(page.locator('main')).not.toContainText('clara@example.com')
  await expect(page.locator('main')).not.toContainText('999')

  await page.goto('/owner/profiles')
  await expect(rows(page)).toHaveCount(1)
  await expect(rows(page)).toContainText(texts.profiles(lng, 'list.attached'))
  await page.goto(`/owner/link/${shared.sharelink}`)
  await expect(page.getByTestId('shared-error')).toHaveText(texts.common(lng, 'errors.shared_exist'))

  await page.goto(`/owner/profiles/${shared.id}`)
  await page.getByRole('button', { name: texts.profiles(lng, 'profile.detach') }).click()
  await expect(page).toHaveURL(/\/owner\/profiles$/)
  await expect(rows(page)).toHaveCount(0)

  // Once its owner deletes it, the link says so.
  const gone = await request.delete(`/api/v1/owner/profiles/${shared.id}`, { headers: bearer(firstToken) })
  expect(gone.status()).toBe(200)
  await page.goto(`/owner/link/${shared.sharelink}`)
  await expect(page.getByTestId('shared-error')).toHaveText(texts.common(lng, 'errors.shared_delete'))
})

test('an owner edits and deletes a profile after confirming', async ({ page, request }) => {
  const lng: Lng = 'en'
  await setLanguage(page, lng)
  const email = await verifiedOwner(page, request)
  const token = await apiToken(request, email)
  const p = await createProfile(request, token, { firstName: 'Dora' })
  await page.goto(`/owner/profiles/${p.id}`)
  await page.getByTestId('edit-profile').click()
  await expect(page.locator('input[name="firstName"]')).toHaveValue('Dora')
  await page.locator('input[name="lastName"]').fill('Explorer')
  await page.locator('input[name="phone"]').fill('12')
  await page.getByRole('button', { name: texts.profiles(lng, 'edit.submit') }).click()
  await expect(page.getByText(texts.common(lng, 'validation.phone'))).toBeVisible()
  // Enter, not a click: the error line leaving on blur moves the button from under the pointer.
  await page.locator('input[name="phone"]').fill('+1 (555) 123-4567')
  await page.locator('input[name="phone"]').press('Enter')
  await expect(page.getByTestId('profile-name')).toHaveText('Dora Explorer')
  await expect(page.getByTestId('profile-notice')).toHaveText(texts.profiles(lng, 'profile.saved'))

  await page.getByTestId('delete-profile').click()
  await expect(page.getByTestId('delete-confirm')).toContainText(texts.profiles(lng, 'profile.deleteConfirm'))
  await page.getByRole('button', { name: texts.profiles(lng, 'profile.deleteYes') }).click()
  await expect(page).toHaveURL(/\/owner\/profiles$/)
  await expect(rows(page)).toHaveCount(0)
  expect((await request.get(`/api/v1/owner/profiles/${p.id}`, { headers: bearer(token) })).status()).toBe(404)
})

for (const lng of ['ru', 'en'] as Lng[]) {
  test(`an unknown, deleted or another owner's profile answers 404 «${texts.common(lng, 'errors.profileNotFound')}» with a way back to the list (${lng}) @nojs`, async ({
    page,
    request,
    javaScriptEnabled,
  }) => {
    await setLanguage(page, lng)
    const email = await verifiedOwner(page, request, 'missing')
    const token = await apiToken(request, email)
    const gone = await createProfile(request, token, { firstName: 'Gone' })
    expect((await request.delete(`/api/v1/owner/profiles/${gone.id}`, { headers: bearer(token) })).status()).toBe(200)
    const [demoProfile] = (await demoProfileIds(request, await ownerApiToken(request, DEMO.owner.email, DEMO.owner.password), ['Анна Демидова'])).values()
    const notFound = async (path: string) => {
      const res = await page.goto(path)
      expect(res?.status(), path).toBe(404)
      await expect(page.getByRole('heading', { level: 1 }), path).toHaveText(texts.common(lng, 'errors.profileNotFound'))
      await expect(page.locator('main')).not.toContainText(texts.shell(lng, 'notFound.title'))
    }
    for (const id of ['0123456789abcdef01234567', gone.id, demoProfile!, 'nope']) {
      await notFound(`/owner/profiles/${id}`)
      await notFound(`/owner/profiles/${id}/edit`)
    }
    await page.getByRole('link', { name: texts.profiles(lng, 'profile.back') }).click()
    await expect(page).toHaveURL(/\/owner\/profiles$/)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(texts.profiles(lng, 'list.title'))
    if (!javaScriptEnabled) return
    // In the browser too: a profile deleted while its page is open, then Edit (a client-side navigation).
    const left = await createProfile(request, token, { firstName: 'Left' })
    await page.goto(`/owner/profiles/${left.id}`)
    await expect(page.getByTestId('profile-name')).toHaveText('Left')
    await page.waitForLoadState('networkidle')
    expect((await request.delete(`/api/v1/owner/profiles/${left.id}`, { headers: bearer(token) })).status()).toBe(200)
    await page.getByTestId('edit-profile').click()
    await expect(page).toHaveURL(new RegExp(`/owner/profiles/${left.id}/edit$`))
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(texts.common(lng, 'errors.profileNotFound'))
    await expect(page.getByRole('link', { name: texts.profiles(lng, 'profile.back') })).toHaveAttribute('href', '/owner/profiles')
  })
}

test('an unverified owner is asked to verify before using profiles', async ({ page }) => {
  await setLanguage(page, 'en')
  await signUp(page, uniqueEmail('unverified'), PASSWORD)
  await page.getByRole('link', { name: texts.profiles('en', 'nav'), exact: true }).click()
  await expect(page.getByTestId('verify-profiles')).toContainText(texts.profiles('en', 'verify'))
  await page.goto('/owner/profiles/new')
  await expect(page).toHaveURL(/\/owner\/profiles$/)
})

test('pages that wait for verification name themselves and say what opens after it (ru) @nojs', async ({ page }) => {
  await setLanguage(page, 'ru')
  await signUp(page, uniqueEmail('unverified-pages'), PASSWORD)
  const pages = [
    { path: '/owner/dashboard/p2p', locales: 'p2p', title: 'title', text: 'verify' },
    { path: '/owner/dashboard/team', locales: 'teams', title: 'check.title', text: 'check.verify' },
    // A team's scene (any id: an unverified owner has none) declares only the editor's texts, and showed the keys.
    { path: '/owner/team/000000000000000000000000', locales: 'teams', title: 'list.title', text: 'list.verify' },
    { path: '/owner/dashboard/compare-teams', locales: 'compare', title: 'title', text: 'verify' },
  ]
  for (const { path, locales, title, text } of pages) {
    const ru = require(`../../modules/${locales}/locales/ru.json`)
    const say = (key: string) => key.split('.').reduce((node, part) => node[part], ru) as string
    await page.goto(path)
    await expect(page).toHaveURL(new RegExp(`${path}$`))
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(say(title))
    await expect(page.getByTestId('verify-page')).toContainText(say(text))
    await expect(page.getByTestId('verify-page').getByRole('link', { name: texts.common('ru', 'verifyLink') })).toHaveAttribute('href', '/owner/settings')
  }
})

for (const lng of ['ru', 'en'] as const) {
  test(`the pair's report and share pages wait for verification on their own URL, under their own heading (${lng}) @nojs`, async ({ page }) => {
    await setLanguage(page, lng)
    await signUp(page, uniqueEmail(`unverified-pair-subpages-${lng}`), PASSWORD)
    const p2p = require(`../../modules/p2p/locales/${lng}.json`)
    // An unverified owner has no pair checks, so any id answers the same (ADR 039, amended).
    for (const [sub, title] of [
      ['report', p2p.reportLock.title],
      ['share', p2p.share.title],
    ] as const) {
      const path = `/owner/dashboard/p2p/000000000000000000000000/${sub}`
      await page.goto(path)
      await expect(page).toHaveURL(new RegExp(`${path}$`))
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(title)
      await expect(page.getByTestId('verify-page')).toContainText(p2p.verify)
      await expect(page.getByTestId('verify-page').getByRole('link', { name: texts.common(lng, 'verifyLink') })).toHaveAttribute('href', '/owner/settings')
      // The nav marks where the page lives (the dashboard), not Profiles.
      await expect(page.getByRole('link', { name: texts.accounts(lng, 'nav.dashboard'), exact: true })).toHaveAttribute('aria-current', 'page')
      await expect(page.getByRole('link', { name: texts.profiles(lng, 'nav'), exact: true })).not.toHaveAttribute('aria-current', 'page')
    }
  })

  test(`a shared profile's link waits for verification on its own URL, on the desktop and the phone (${lng}) @nojs`, async ({ page }) => {
    await setLanguage(page, lng)
    const email = uniqueEmail(`unverified-link-${lng}`)
    await signUp(page, email, PASSWORD)
    // The link is kept, so opening it again after verifying adds the profile.
    for (const path of ['/owner/link/some-shared-link', '/owner-mobile/link/some-shared-link']) {
      // The phone area is its own sign-in.
      if (path.startsWith('/owner-mobile')) {
        await login(page, 'owner-mobile', email, PASSWORD)
        await expect(page).not.toHaveURL(/\/login/)
      }
      await page.goto(path)
      await expect(page).toHaveURL(new RegExp(`${path}$`))
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(texts.profiles(lng, 'link.title'))
      await expect(page.getByTestId('verify-page')).toContainText(texts.profiles(lng, 'link.verify'))
      // The phone's settings cannot verify (the emailed link does), so only the desktop links there.
      await expect(page.getByTestId('verify-page').getByRole('link', { name: texts.common(lng, 'verifyLink') })).toHaveCount(path.startsWith('/owner-mobile') ? 0 : 1)
    }
  })
}

/** Answers every visible question of every step with its first choice, then sends (with JavaScript). */
async function fillQuestionnaire(page: Page) {
  for (let step = 0; step < 8; step += 1) {
    if (await page.getByTestId('filling-thanks').count()) return
    const form = page.locator('form[data-step]')
    await expect(form).toHaveCount(1)
    for (const input of await form.locator('input[type="text"]:visible').all()) if (!(await input.inputValue())) await input.fill('Petrova')
    // Answering one question can reveal another: go round until every visible question has an answer.
    for (let round = 0; round < 6; round += 1) {
      let answered = 0
      for (const box of await form.locator('[data-q]:visible').all()) {
        const radios = box.locator('input[type="radio"]')
        const boxes = box.locator('input[type="checkbox"]')
        const select = box.locator('select')
        const number = box.locator('input[type="number"]')
        if (await radios.count()) {
          if (!(await box.locator('input[type="radio"]:checked').count())) (await radios.first().check(), (answered += 1))
        } else if (await select.count()) {
          if (!(await select.inputValue())) (await select.selectOption({ index: 1 }), (answered += 1))
        } else if (await number.count()) {
          if (!(await number.inputValue())) (await number.fill('30'), (answered += 1))
        } else if (await boxes.count()) {
          if (!(await box.locator('input[type="checkbox"]:checked').count())) (await boxes.first().check(), (answered += 1))
        }
      }
      if (answered === 0) break
    }
    const consent = form.locator('input[name="consent"]')
    if (await consent.count()) await consent.check()
    await form.locator('button[name="intent"][value="next"]').click()
    await page.waitForLoadState()
  }
}

test('a filled questionnaire moves the profile to "Filled" and its page shows the scores', async ({ page, request }) => {
  const lng: Lng = 'en'
  await setLanguage(page, lng)
  const email = await verifiedOwner(page, request)
  const token = await apiToken(request, email)
  const p = await createProfile(request, token, { firstName: 'Eva', lastName: 'Filled' })
  await page.goto(`/owner/profiles/${p.id}`)
  await expect(page.getByTestId('profile-scores')).toContainText(texts.profiles(lng, 'profile.noScores'))
  await page.getByTestId('fill-questionnaire').click()
  await expect(page.locator('form[data-step][data-enhanced="true"]')).toHaveCount(1)
  await fillQuestionnaire(page)
  await expect(page.getByTestId('filling-thanks')).toBeVisible()

  await page.goto(`/owner/profiles/${p.id}`)
  await expect(page.getByTestId('questionnaire-state')).toHaveText(texts.profiles(lng, 'badges.ack_a'))
  // The page waits for the scoring job (polling with JavaScript) and then shows K, P, L, grade and mood;
  // the grade says it comes with a subscription (SPEC §6: hidden on the basic plan a new owner is on).
  await expect(page.getByTestId('profile-scores')).toHaveAttribute('data-scoring', 'done', { timeout: 20_000 })
  for (const score of ['K', 'P', 'L']) await expect(page.locator(`[data-score="${score}"]`)).toHaveText(/^\d+\s(из|of)\s100$/)
  await expect(page.locator('[data-score="grade"]')).toHaveText(texts.billing(lng, 'planAccess.expertiseHidden'))
  await expect(page.locator('[data-score="mood"]')).not.toBeEmpty()

  await page.goto('/owner/profiles?state=approved')
  await expect(rows(page)).toHaveCount(1)
  await expect(rows(page)).toContainText('Eva Filled')
  await page.goto('/owner/profiles?state=empty')
  await expect(rows(page)).toHaveCount(0)
})
