// Team comparison (issue 10 §5): the demo owner makes teams of the seeded demo people through the
// scene API, chooses them on the comparison page, follows the run, reads SPEC §3's indicators side by
// side with their scales, 10-90 % bands and the leader named in words, finds the comparison in the
// list of earlier ones and deletes it; in Russian and English, at 360 and 1280 px, with JavaScript
// on and (@nojs) off. A made-up id says 'Comparison not exist'. Every team made here is deleted again.
import { createRequire } from 'node:module'
import { expect, test, type APIRequestContext, type Page } from '@playwright/test'
import { ALL_ANSWERS } from '../../modules/questionnaires/work-answers.fixture'
import { DEMO, login, setLanguage } from './fixtures'
import type { Lng } from './texts'

const require = createRequire(import.meta.url)
const compare = { ru: require('../../modules/compare/locales/ru.json'), en: require('../../modules/compare/locales/en.json') }
const t = (lng: Lng, key: string) => key.split('.').reduce<any>((node, part) => node?.[part], compare[lng]) as string
const PAGE = '/owner/dashboard/compare-teams'

const noHorizontalScroll = async (page: Page, width: number) => expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width)

let made = 0
const uniqueTitle = (what: string) => `${what} ${Date.now().toString(36)}-${process.pid}-${++made}`

/** The demo owner's bearer token and the seeded people (filled demo profiles, oldest first). */
async function demoApi(request: APIRequestContext) {
  const login = await request.post('/api/v1/passport/owner/login', { data: { username: DEMO.owner.email, password: DEMO.owner.password } })
  const { token } = ((await login.json()) as { result: { token: string } }).result
  const headers = { Authorization: `Bearer ${token}` }
  const res = await request.get('/api/v1/owner/profiles?state=approved&sort=createdAt&order=asc&limit=6', { headers })
  const people = ((await res.json()) as { result: { items: { id: string }[] } }).result.items.map((p) => p.id)
  expect(people.length).toBeGreaterThanOrEqual(5)
  return { headers, people }
}

async function createTeam(request: APIRequestContext, headers: Record<string, string>, body: Record<string, unknown>): Promise<string> {
  const res = await request.post('/api/v1/owner/scene', { data: body, headers })
  expect(res.status(), await res.text()).toBe(201)
  return ((await res.json()) as { result: { id: string } }).result.id
}

/** Two teams of demo people: the second a changed version of the first (a year together, one person swapped). */
async function makeTeams(request: APIRequestContext) {
  const { headers, people } = await demoApi(request)
  const first = uniqueTitle('Compare A')
  const second = uniqueTitle('Compare B')
  const ids = [
    await createTeam(request, headers, { title: first, lifespan: 'new', members: people.slice(0, 4) }),
    await createTeam(request, headers, { title: second, lifespan: '1y', members: [...people.slice(0, 3), people[4]] }),
  ]
  return { headers, ids, titles: [first, second] }
}

async function deleteTeams(request: APIRequestContext, headers: Record<string, string>, sceneIds: string[]) {
  const res = await request.delete('/api/v1/owner/scene/bulk', { data: { sceneIds }, headers })
  expect(res.ok()).toBe(true)
}

for (const [lng, width] of [
  ['ru', 360],
  ['en', 1280],
  ['en', 360],
  ['ru', 1280],
] as [Lng, number][]) {
  test(`the demo owner compares two teams of demo people and reads the rows with bands and the leader (${lng}, ${width} px) @nojs`, async ({ page, request }) => {
    const { headers, ids, titles } = await makeTeams(request)
    // The page hydrates without a mismatch (a mismatch re-renders it in the browser, losing its styles to the CSP).
    const consoleErrors: string[] = []
    page.on('console', (m) => m.type() === 'error' && consoleErrors.push(m.text()))
    try {
      await page.setViewportSize({ width, height: 800 })
      await setLanguage(page, lng)
      await login(page, 'owner', DEMO.owner.email, DEMO.owner.password)
      await page.waitForURL(/\/owner\//)
      await page.goto(PAGE)
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(t(lng, 'title'))
      await noHorizontalScroll(page, width)

      // Choose the two teams by their titles and compare.
      const form = page.getByTestId('compare-form')
      for (const title of titles) await form.getByRole('checkbox', { name: new RegExp(title) }).check()
      await form.getByRole('button', { name: t(lng, 'choose.submit') }).click()
      await expect(page).toHaveURL(/\/owner\/dashboard\/compare-teams\/[0-9a-f]{24}\?started$/)
      const id = page.url().match(/compare-teams\/([0-9a-f]{24})/)![1]

      // The result once computed (the page refreshes itself without JavaScript, follows the run with it).
      const comparison = page.getByTestId('comparison')
      await expect(comparison).toBeVisible({ timeout: 30_000 })
      await expect(page.getByRole('heading', { level: 1 })).toContainText(titles[0])
      await expect(comparison.locator('[data-indicator]')).toHaveCount(20)
      // Each indicator: its label, scale and meaning; each team's value side by side.
      const cohesion = comparison.locator('[data-indicator="cohesion"]')
      await expect(cohesion.getByRole('heading')).toHaveText(t(lng, 'indicators.cohesion.label'))
      await expect(cohesion).toContainText(t(lng, 'indicators.cohesion.scale'))
      await expect(cohesion).toContainText(t(lng, 'indicators.cohesion.meaning'))
      await expect(cohesion.getByTestId('value')).toHaveCount(2)
      await expect(cohesion.getByTestId('band').first()).toContainText('10–90 %')
      // The leader is said in words on ranked rows; categorical rows say why they have none.
      await expect(cohesion.getByTestId('leader').first()).toHaveText(t(lng, 'result.leader'))
      await expect(comparison.locator('[data-indicator="teamType"]')).toContainText(t(lng, 'result.notRankedType'))
      await expect(comparison.locator('[data-indicator="actorsCount"]')).toContainText(t(lng, 'result.notRankedSize'))
      // Names are not ranked, and nobody expects them to be: no note that would read as "no leader".
      for (const row of ['lead', 'manager']) await expect(comparison.locator(`[data-indicator="${row}"] [data-testid="not-ranked"]`)).toHaveCount(0)
      // Negatives with the true minus sign; the power rows named as on the team's result; why the figures differ from it.
      expect(await comparison.innerText()).not.toMatch(/(^|[\s(])-\d/m)
      await expect(comparison.locator('[data-indicator="averagePower"]').getByRole('heading')).toHaveText(t(lng, 'indicators.averagePower.label'))
      await expect(comparison.getByTestId('own-seed')).toHaveText(t(lng, 'result.ownSeed'))
      // The run is done: 'Comparison started' is gone from above the result.
      await expect(page.getByTestId('compare-notice')).toHaveCount(0)
      await expect(comparison.getByTestId('leader').first()).toBeVisible()
      await expect(comparison.getByTestId('team-wins')).toHaveCount(2)
      // Links to each team's editor.
      await expect(comparison.locator(`a[href="/owner/team/${ids[0]}"]`)).toBeVisible()
      await noHorizontalScroll(page, width)
      if (width === 1280) {
        // Side by side: the two values of a row share a line.
        const boxes = await cohesion.locator('[data-team]').evaluateAll((els) => els.map((e) => e.getBoundingClientRect().top))
        expect(boxes[0]).toBe(boxes[1])
      }

      expect(consoleErrors).toEqual([])

      // Found again in the list of earlier comparisons, ready.
      await page.getByRole('link', { name: t(lng, 'back') }).click()
      await expect(page).toHaveURL(new RegExp(`${PAGE}$`))
      const item = page.getByTestId('compare-list').locator(`li:has(a[href="${PAGE}/${id}"])`)
      // In the order the form sent them (the list's, newest team first).
      await expect(item.getByRole('link')).toHaveText([...titles].reverse().join(' / '))
      await expect(item).toContainText(t(lng, 'status.computed'))
      // When it started, in UTC and saying so.
      await expect(item).toContainText(/\d{1,2}:\d{2}( [AP]M)? UTC/)
      await item.getByRole('link').click()
      await expect(page.getByTestId('comparison')).toBeVisible()

      // Deleted after confirming: gone, and its address says it does not exist.
      await page.getByTestId('delete-comparison').click()
      await page.getByTestId('confirm-delete').getByRole('button').click()
      await expect(page.getByTestId('compare-notice')).toHaveText(t(lng, 'notices.deleted'))
      const gone = await page.goto(`${PAGE}/${id}`)
      expect(gone?.status()).toBe(404)
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(t(lng, 'errors.notFound'))
    } finally {
      await deleteTeams(request, headers, ids)
    }
  })
}

for (const lng of ['ru', 'en'] as Lng[]) {
  test(`choosing one team explains the mistake and starts nothing (${lng}) @nojs`, async ({ page, request }) => {
    const { headers, ids, titles } = await makeTeams(request)
    try {
      await page.setViewportSize({ width: 360, height: 800 })
      await setLanguage(page, lng)
      await login(page, 'owner', DEMO.owner.email, DEMO.owner.password)
      await page.waitForURL(/\/owner\//)
      await page.goto(PAGE)
      await page
        .getByTestId('compare-form')
        .getByRole('checkbox', { name: new RegExp(titles[0]) })
        .check()
      await page.getByRole('button', { name: t(lng, 'choose.submit') }).click()
      await expect(page.getByRole('alert')).toHaveText(t(lng, 'errors.tooFew'))
      await expect(page).toHaveURL(new RegExp(`${PAGE}$`))
      await expect(page.getByTestId('run-loader')).toHaveCount(0)
      await noHorizontalScroll(page, 360)
    } finally {
      await deleteTeams(request, headers, ids)
    }
  })
}

for (const lng of ['ru', 'en'] as Lng[]) {
  test(`a team whose member's profile was deleted is named with a link to its scene, where the owner fixes it (${lng}) @nojs`, async ({ page, request }) => {
    const { headers, ids, titles } = await makeTeams(request)
    // A profile of the demo owner's own, so deleting it leaves the seeded people alone; its scoring runs as a job.
    const made = await request.post('/api/v1/owner/profiles/short', {
      data: { firstName: 'Gus', lastName: uniqueTitle('Gone').replace(/[^A-Za-z]/g, ''), answers: ALL_ANSWERS },
      headers,
    })
    expect(made.status(), await made.text()).toBe(201)
    const gus = ((await made.json()) as { result: { id: string } }).result.id
    const { people } = await demoApi(request)
    const brokenTitle = uniqueTitle('Compare broken')
    let broken = ''
    await expect
      .poll(
        async () => {
          const res = await request.post('/api/v1/owner/scene', { data: { title: brokenTitle, lifespan: 'new', members: [people[0], gus] }, headers })
          if (res.status() === 201) broken = ((await res.json()) as { result: { id: string } }).result.id
          return res.status()
        },
        { timeout: 30_000 }
      )
      .toBe(201)
    ids.push(broken)
    try {
      expect((await request.delete(`/api/v1/owner/profiles/${gus}`, { headers })).ok()).toBe(true)
      await setLanguage(page, lng)
      await login(page, 'owner', DEMO.owner.email, DEMO.owner.password)
      await page.waitForURL(/\/owner\//)
      await page.goto(PAGE)
      const form = page.getByTestId('compare-form')
      for (const title of [titles[0], brokenTitle]) await form.getByRole('checkbox', { name: new RegExp(title) }).check()
      await page.getByRole('button', { name: t(lng, 'choose.submit') }).click()
      const alert = page.getByRole('alert')
      await expect(alert).toContainText(t(lng, 'errors.teamBroken').replace('{{title}}', brokenTitle))
      const link = alert.getByRole('link', { name: t(lng, 'errors.openBrokenTeam').replace('{{title}}', brokenTitle) })
      await expect(link).toHaveAttribute('href', `/owner/team/${broken}`)
      await link.click()
      await expect(page).toHaveURL(new RegExp(`/owner/team/${broken}`))
      // The scene page names the member whose profile is gone and offers the fix.
      await expect(page.getByTestId('missing-members')).toBeVisible()
    } finally {
      await deleteTeams(request, headers, ids)
    }
  })
}

test("the team list's 'Compare selected' (sceneIds repeated, intent=compare) compares a team, its copy and a changed team", async ({ page, request }) => {
  const { headers, ids, titles } = await makeTeams(request)
  // A copy of the first team (POST /scene/{id}/copy): the same scene, so with one seed for every team it ties with it everywhere.
  const copyTitle = uniqueTitle('Compare A copy')
  const copy = await request.post(`/api/v1/owner/scene/${ids[0]}/copy`, { data: { title: copyTitle }, headers })
  expect(copy.status()).toBe(201)
  ids.push(((await copy.json()) as { result: { id: string } }).result.id)
  titles.push(copyTitle)
  try {
    await setLanguage(page, 'en')
    await login(page, 'owner', DEMO.owner.email, DEMO.owner.password)
    await page.waitForURL(/\/owner\//)
    // The newest teams lead the list's first page.
    await page.goto('/owner/teams')
    // The list's own form: tick the three teams, then Compare selected (a POST to the comparison page).
    const selection = page.getByTestId('teams-selection')
    for (const title of titles) await selection.getByRole('checkbox', { name: title, exact: false }).check()
    await selection.getByTestId('compare-selected').click()
    await expect(page).toHaveURL(/\/owner\/dashboard\/compare-teams\/[0-9a-f]{24}\?started$/)
    await expect(page.getByTestId('comparison')).toBeVisible({ timeout: 30_000 })
    const compared = page.getByTestId('compared-team')
    await expect(compared).toHaveCount(3)
    const shown = await compared.evaluateAll((els) => els.map((e) => e.querySelector('p')?.textContent ?? ''))
    const original = shown.indexOf(titles[0])
    const twin = shown.indexOf(copyTitle)
    expect(original).toBeGreaterThanOrEqual(0)
    expect(twin).toBeGreaterThanOrEqual(0)
    // Every indicator: the team and its copy show the same value. The whole page first: without
    // JavaScript the blocks below can still be arriving when the first is on screen.
    await page.waitForLoadState()
    for (const block of await page.locator('[data-indicator]').all()) {
      const values = await block.getByTestId('value').allTextContents()
      expect(values[twin], (await block.getAttribute('data-indicator')) ?? '').toBe(values[original])
    }
    // Its history entry is on the dashboard; deleting the comparison takes it away.
    const id = page.url().match(/compare-teams\/([0-9a-f]{24})/)![1]
    await page.goto('/owner/dashboard')
    await expect(page.locator(`a[href="${PAGE}/${id}"]`)).toBeVisible()
    await page.goto(`${PAGE}/${id}`)
    await page.getByTestId('delete-comparison').click()
    await page.getByTestId('confirm-delete').getByRole('button').click()
    await expect(page.getByTestId('compare-notice')).toBeVisible()
    await page.goto('/owner/dashboard')
    await expect(page.locator(`a[href="${PAGE}/${id}"]`)).toHaveCount(0)
  } finally {
    await deleteTeams(request, headers, ids)
  }
})

for (const lng of ['ru', 'en'] as Lng[]) {
  test(`a made-up or malformed comparison id says 'Comparison not exist' (${lng}) @nojs`, async ({ page }) => {
    await setLanguage(page, lng)
    await login(page, 'owner', DEMO.owner.email, DEMO.owner.password)
    await page.waitForURL(/\/owner\//)
    for (const id of ['ffffffffffffffffffffffff', 'nope']) {
      const res = await page.goto(`${PAGE}/${id}`)
      expect(res?.status()).toBe(404)
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(t(lng, 'errors.notFound'))
    }
  })
}
