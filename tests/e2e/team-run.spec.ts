// Team runs (issue 10): the demo owner runs a team of five seeded demo people (created through
// POST /scene, then a sixth hired on forecast day 90, a manager appointed and one person dismissed on
// day 200 through PATCH /scene/{id}; deleted at the end) and reads its result — SPEC §1's indicators with their 10-90 %
// bands, the specialists (sortable), the year's charts with the scene's events marked, the pair
// matrix — and runs a quick team check from chosen profiles. In Russian at 360 px and in English at
// 1280 px, with JavaScript on and (@nojs) off. An unknown team says 'Team not exist'.
import { createRequire } from 'node:module'
import { expect, test, type APIRequestContext, type Page } from '@playwright/test'
import { DEMO, expectLegibleChartWords, expectTeamAttitudesOnPairScale, expectWholeWordsInChartTables, login, setLanguage } from './fixtures'
import { texts, type Lng } from './texts'
import { DEMO_PEOPLE } from '../../seeds/demo-profiles'
import { ALL_ANSWERS } from '../../modules/questionnaires/work-answers.fixture'

const require = createRequire(import.meta.url)
const teams = { ru: require('../../modules/teams/locales/ru.json'), en: require('../../modules/teams/locales/en.json') }
const t = (lng: Lng, key: string) => key.split('.').reduce<any>((node, part) => node?.[part], teams[lng]) as string
const common = (lng: Lng, key: string) => texts.common(lng, key)
/** A whole figure on a scale, signed or not, as the page writes it (the true minus sign). */
const FIGURE = '[−+]?\\d+'
const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')
/** The band line of an indicator: two ends in words, one figure, or either. */
const band = (lng: Lng, form: 'range' | 'flat' | 'either' = 'either') => {
  const range = escape(t(lng, 'result.scale.band')).replace(escape('{{p10}}'), FIGURE).replace(escape('{{p90}}'), FIGURE)
  const flat = escape(t(lng, 'result.scale.bandFlat')).replace(escape('{{value}}'), FIGURE)
  return new RegExp(`^(?:${form === 'flat' ? flat : form === 'range' ? range : `${range}|${flat}`})$`)
}
const DEMO_NAMES = DEMO_PEOPLE.map((p) => `${p.firstName} ${p.lastName}`)

const noHorizontalScroll = async (page: Page, width: number) => expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width)

async function bearer(request: APIRequestContext) {
  const res = await request.post('/api/v1/passport/owner/login', { data: { username: DEMO.owner.email, password: DEMO.owner.password } })
  const { token } = ((await res.json()) as { result: { token: string } }).result
  return { Authorization: `Bearer ${token}` }
}

/** The seeded demo people (never profiles other specs make), as [id, name]. */
async function demoPeople(request: APIRequestContext, headers: Record<string, string>) {
  const res = await request.get('/api/v1/owner/profiles?state=approved&sort=createdAt&order=asc&limit=50', { headers })
  const { items } = ((await res.json()) as { result: { items: { id: string; firstName: string; lastName: string }[] } }).result
  return items.filter((p) => DEMO_NAMES.includes(`${p.firstName} ${p.lastName}`)).map((p) => ({ id: p.id, name: `${p.firstName} ${p.lastName}` }))
}

const CASES: { lng: Lng; width: number }[] = [
  { lng: 'ru', width: 360 },
  { lng: 'en', width: 1280 },
]

for (const { lng, width } of CASES) {
  test(`the demo owner runs a team of five and reads its indicators, specialists, timeline and pairs (${lng}, ${width} px) @nojs`, async ({ page, request, javaScriptEnabled }) => {
    const headers = await bearer(request)
    const everyone = await demoPeople(request, headers)
    const people = everyone.slice(0, 5)
    expect(people).toHaveLength(5)
    const title = `Run spec ${lng} ${width} ${javaScriptEnabled ? 'js' : 'nojs'} ${Date.now()}`
    const made = await request.post('/api/v1/owner/scene', { headers, data: { title, lifespan: 'new', members: people.map((p) => p.id) } })
    expect(made.status()).toBe(201)
    const id = ((await made.json()) as { result: { id: string } }).result.id
    try {
      // The scene's story (made through the editor's API): a sixth person hired on forecast day 90, a
      // manager from day 10, and the fifth person dismissed on day 200. The result marks each.
      const edits = [
        { op: 'hire', profileId: everyone[5].id, day: 89 },
        { op: 'rank', actorId: people[0].id, role: 2, day: 9 },
        { op: 'dismiss', actorId: people[4].id, day: 199 },
      ]
      const edited = await request.patch(`/api/v1/owner/scene/${id}`, { headers, data: { actors: edits } })
      expect(edited.status(), await edited.text()).toBe(200)
      expect(((await edited.json()) as { result: { refused: unknown[] } }).result.refused).toEqual([])
      await page.setViewportSize({ width, height: 800 })
      await setLanguage(page, lng)
      await login(page, 'owner', DEMO.owner.email, DEMO.owner.password)
      await page.waitForURL(/\/owner\//)
      await page.goto(`/owner/dashboard/team/${id}`)
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(title)
      await expect(page.getByText(t(lng, 'result.notRun'))).toBeVisible()
      await page.getByRole('button', { name: t(lng, 'result.start') }).click()

      // The run's state, then the result (the page refreshes itself without JavaScript, follows the run live with it).
      await expect(page).toHaveURL(new RegExp(`/owner/dashboard/team/${id}\\?started$`))
      const loader = page.getByTestId('run-loader')
      await expect(loader).toHaveAttribute('data-status', 'done', { timeout: 45_000 })
      await expect(loader.getByRole('status')).toContainText(common(lng, 'live.status.done'))
      const result = page.getByTestId('team-result')
      await expect(result).toBeVisible()
      // Done: 'The run has started' is gone from above the result.
      await expect(page.getByTestId('team-notice')).toHaveCount(0)
      // The intro counts the scenarios with the right plural form («32 сценария модели»).
      const intro = (await result.locator('p').first().textContent()) ?? ''
      const scenarios = Number(/(\d+)/.exec(intro)![1])
      const plural = new Intl.PluralRules(lng).select(scenarios)
      expect(intro).toContain(t(lng, `result.intro_${plural}`).replace('{{count}}', String(scenarios)))
      // The footer names the model's version in words, not the internal id.
      await expect(page.getByTestId('computed-at')).toContainText(lng === 'ru' ? 'версия модели' : 'model version')
      await expect(page.getByTestId('computed-at')).not.toContainText('engine-')
      // The time is UTC's (the server cannot know the reader's zone) and says so.
      await expect(page.getByTestId('computed-at')).toContainText(/\d{1,2}:\d{2}( [AP]M)? UTC/)

      // SPEC §1's indicators: each named, with its value on its scale, a band where the engine gives one, and a line of meaning.
      const indicators = result.locator('[data-indicator]')
      await expect(indicators).toHaveCount(10)
      for (const ind of ['averagePower', 'basePower', 'peakPower', 'cohesion', 'atmosphere', 'union']) {
        const card = result.locator(`[data-indicator="${ind}"]`)
        await expect(card).toContainText(t(lng, `result.ind.${ind}.name`))
        await expect(card.locator('[data-band]')).toHaveText(band(lng))
      }
      // A band every scenario agrees on (base power is the people's, not the year's luck) is one
      // figure, not '60–60'; one they disagree on has two ends in words, not '−20–−10'.
      await expect(result.locator('[data-indicator="basePower"] [data-band]')).toHaveText(band(lng, 'flat'))
      await expect(result.locator('[data-indicator="averagePower"] [data-band]')).toHaveText(band(lng, 'range'))
      await expect(result.locator('[data-indicator="averagePower"] [data-value]')).toHaveText(new RegExp(t(lng, 'result.scale.outOf100').replace('{{value}}', '\\d+')))
      await expect(result.locator('[data-indicator="teamType"]')).toContainText(new RegExp(['launch', 'growth', 'support'].map((k) => t(lng, `result.types.${k}`)).join('|')))

      // The timeline: three charts with words for screen readers, the band, and the joins, the appointment and the dismissal marked and listed.
      for (const ind of ['power', 'cohesion', 'atmosphere']) {
        const chart = page.getByTestId(`team-chart-${ind}`)
        await expect(chart.locator('svg title')).toHaveText(t(lng, `result.chart.${ind}.title`))
        await expect(chart.locator('svg desc')).not.toHaveText('')
        await expect(chart.locator(`[data-band="${ind}"]`)).toHaveCount(1)
        for (const day of [0, 9, 89, 199]) await expect(chart.locator(`[data-event-day="${day}"]`)).toHaveCount(1)
        await expect(chart.locator('table tbody tr')).toHaveCount(12)
        // The chart's words at the page's size (HTML, app/ui/charts/ChartWords): some months apart on a phone, all twelve at 1280 px.
        await expectLegibleChartWords(chart, width < 768 ? 4 : 12)
        await expectWholeWordsInChartTables(chart)
      }
      const events = page.getByTestId('team-events')
      await expect(events.locator('li[data-event="join"]')).toHaveCount(6)
      await expect(events.locator('li[data-event="join"][data-day="89"]')).toContainText(everyone[5].name)
      await expect(events.locator('li[data-event="m_rank"][data-day="9"]')).toContainText(people[0].name)
      await expect(events.locator('li[data-event="dismiss"][data-day="199"]')).toContainText(people[4].name)
      // In Russian the wording agrees with each person's gender (the demo profiles' questionnaire answer).
      const gendered = (key: string, i: number) => t(lng, `result.events.${key}${lng === 'ru' ? `_${DEMO_PEOPLE[i].gender}` : ''}`)
      const at = (name: string) => DEMO_NAMES.indexOf(name)
      await expect(events.locator('li[data-event="join"][data-day="89"]')).toContainText(gendered('join', at(everyone[5].name)))
      await expect(events.locator('li[data-event="m_rank"][data-day="9"]')).toContainText(gendered('m_rank', at(people[0].name)))
      await expect(events.locator('li[data-event="dismiss"][data-day="199"]')).toContainText(gendered('dismiss', at(people[4].name)))

      // The specialists, one row (a card at 360 px) each, sorted by power through a link.
      const rows = page.getByTestId('specialists').locator('tbody tr')
      await expect(rows).toHaveCount(6)
      await page.locator('a[data-sort="power"]').click()
      await expect(page).toHaveURL(/\?sort=power/)
      // The scene's default direction (SPEC §9: descending) is named with the key.
      await expect(page.locator('strong[data-sort="power"]')).toHaveText(`${t(lng, 'result.sort.power')} (${t(lng, 'result.orders.desc')})`)
      await page.waitForLoadState()
      const powers = await rows.locator('td:nth-of-type(2)').allTextContents()
      const descending = await rows.locator('th').allTextContents()
      const medians = powers.map((text) => Number(text.trim().split(/\s/)[0]))
      expect([...medians].sort((a, b) => b - a)).toEqual(medians)
      // The scene set to ascending (its settings, as the editor's setup dialog saves them): the same rows, reversed.
      const turned = await request.patch(`/api/v1/owner/scene/${id}`, { headers, data: { settings: { sortOrder: 'asc' } } })
      expect(turned.status(), await turned.text()).toBe(200)
      await page.goto(`/owner/dashboard/team/${id}?sort=power`)
      await expect(page.locator('strong[data-sort="power"]')).toHaveText(`${t(lng, 'result.sort.power')} (${t(lng, 'result.orders.asc')})`)
      await expect(rows).toHaveCount(6)
      const ascending = await rows.locator('th').allTextContents()
      expect(ascending).toEqual([...descending].reverse())

      // The pair matrix: six rows of six, a dash on the diagonal. On a phone a list per person instead,
      // names whole: each person's heading and their five others.
      await expect(page.getByTestId('pair-matrix').locator('tbody tr')).toHaveCount(6)
      const pairList = page.getByTestId('pair-list')
      if (width < 768) {
        await expect(page.getByTestId('pair-matrix')).toBeHidden()
        await expect(pairList.getByRole('heading')).toHaveCount(6)
        await expect(pairList.locator('section').first().locator('li')).toHaveCount(5)
        await expect(pairList.getByRole('heading').first()).toHaveText(new RegExp(DEMO_NAMES.join('|')))
      } else {
        await expect(page.getByTestId('pair-matrix')).toBeVisible()
        await expect(pairList).toBeHidden()
      }
      // Attitudes and support on the pair pages' scale (ADR 022): 0 to 100, and the words say 50 is neutral.
      await expectTeamAttitudesOnPairScale(result)
      const neutral = lng === 'ru' ? '50 — нейтрально' : '50 is neutral'
      await expect(width < 768 ? pairList : page.getByTestId('pair-matrix').locator('caption')).toContainText(neutral)
      await expect(page.getByTestId('specialists').locator('xpath=following-sibling::p[1]')).toContainText(neutral)
      await noHorizontalScroll(page, width)

      // Start again: the same page, a new run.
      await page.getByRole('button', { name: t(lng, 'result.startAgain') }).click()
      await expect(page.getByTestId('run-loader')).toHaveAttribute('data-status', 'done', { timeout: 45_000 })
      await expect(page.getByTestId('team-result')).toBeVisible()
    } finally {
      const gone = await request.delete('/api/v1/owner/scene/bulk', { headers, data: { sceneIds: [id] } })
      expect(gone.ok()).toBe(true)
    }
    // Deleted: its address says the team does not exist.
    const answer = await page.goto(`/owner/dashboard/team/${id}`)
    expect(answer?.status()).toBe(404)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(t(lng, 'errors.teamNotExist'))
  })
}

for (const { lng, width } of CASES) {
  test(`the quick team check: choose people, Start, read the result; one person is not a team (${lng}, ${width} px) @nojs`, async ({ page }) => {
    await page.setViewportSize({ width, height: 800 })
    await setLanguage(page, lng)
    await login(page, 'owner', DEMO.owner.email, DEMO.owner.password)
    await page.waitForURL(/\/owner\//)
    await page.goto('/owner/dashboard/team')
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(t(lng, 'check.title'))
    await noHorizontalScroll(page, width)
    const form = page.getByTestId('quick-check-form')
    await form.getByLabel(DEMO_NAMES[0]).check()
    await form.getByRole('button', { name: t(lng, 'check.start') }).click()
    await expect(page.getByRole('alert')).toHaveText(t(lng, 'errors.teamTooSmall'))
    await expect(page).toHaveURL(/\/owner\/dashboard\/team$/)

    await form.getByLabel(DEMO_NAMES[0]).check()
    await form.getByLabel(DEMO_NAMES[2]).check()
    await form.getByLabel(DEMO_NAMES[4]).check()
    await form.getByRole('button', { name: t(lng, 'check.start') }).click()
    await expect(page).toHaveURL(/\/owner\/dashboard\/team\/[0-9a-f]{24}\?started$/)
    await expect(page.getByTestId('run-loader')).toHaveAttribute('data-status', 'done', { timeout: 45_000 })
    await expect(page.getByTestId('team-result')).toBeVisible()
    await expect(page.getByTestId('specialists').locator('tbody tr')).toHaveCount(3)
    await expect(page.getByRole('heading', { level: 1 })).toContainText(DEMO_NAMES[0])
    await noHorizontalScroll(page, width)
    // Found again in the recent checks.
    const id = page.url().match(/team\/([0-9a-f]{24})/)![1]
    await page.getByRole('link', { name: t(lng, 'result.toCheck') }).click()
    await expect(page.getByTestId('quick-check-list').locator(`a[href="/owner/dashboard/team/${id}"]`)).toBeVisible()
  })
}

test('an unknown team says it does not exist', async ({ page }) => {
  await setLanguage(page, 'en')
  await login(page, 'owner', DEMO.owner.email, DEMO.owner.password)
  await page.waitForURL(/\/owner\//)
  const answer = await page.goto('/owner/dashboard/team/ffffffffffffffffffffffff')
  expect(answer?.status()).toBe(404)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(t('en', 'errors.teamNotExist'))
})

test('a start refused because a member profile is gone says where to fix it: the scene of the team, or a new quick check @nojs', async ({ page, request }) => {
  const headers = await bearer(request)
  const [first] = await demoPeople(request, headers)
  // A profile of the demo owner's own, deleted below; its scoring runs as a job, so the team waits for it.
  const made = await request.post('/api/v1/owner/profiles/short', {
    data: { firstName: 'Gus', lastName: `Gone${String(Date.now()).replace(/\d/g, (d) => 'abcdefghij'[Number(d)])}`, answers: ALL_ANSWERS },
    headers,
  })
  expect(made.status(), await made.text()).toBe(201)
  const gus = ((await made.json()) as { result: { id: string } }).result.id
  const title = `Broken start ${Date.now()}`
  let teamId = ''
  await expect
    .poll(
      async () => {
        const res = await request.post('/api/v1/owner/scene', { data: { title, lifespan: 'new', members: [first.id, gus] }, headers })
        if (res.status() === 201) teamId = ((await res.json()) as { result: { id: string } }).result.id
        return res.status()
      },
      { timeout: 30_000 }
    )
    .toBe(201)
  const check = await request.post('/api/v1/owner/scene/check', { data: { members: [first.id, gus] }, headers })
  expect(check.status(), await check.text()).toBe(201)
  const checkId = ((await check.json()) as { result: { id: string } }).result.id
  try {
    await setLanguage(page, 'ru')
    await login(page, 'owner', DEMO.owner.email, DEMO.owner.password)
    await page.waitForURL(/\/owner\//)
    // The check's own run ends first (the Start button comes back), then the profile goes.
    await expect
      .poll(
        async () => {
          await page.goto(`/owner/dashboard/team/${checkId}`)
          return page.getByRole('button', { name: t('ru', 'result.startAgain') }).count()
        },
        { timeout: 60_000 }
      )
      .toBe(1)
    expect((await request.delete(`/api/v1/owner/profiles/${gus}`, { headers })).ok()).toBe(true)

    await page.goto(`/owner/dashboard/team/${teamId}`)
    await page.getByRole('button', { name: t('ru', 'result.start') }).click()
    const error = page.getByTestId('team-error')
    await expect(error).toContainText(t('ru', 'errors.teamBroken'))
    await error.getByRole('link', { name: t('ru', 'result.openScene').replace('{{title}}', title) }).click()
    await expect(page).toHaveURL(new RegExp(`/owner/team/${teamId}$`))
    await expect(page.getByTestId('missing-members')).toBeVisible()

    await page.goto(`/owner/dashboard/team/${checkId}`)
    await page.getByRole('button', { name: t('ru', 'result.startAgain') }).click()
    await expect(page.getByTestId('team-error')).toContainText(t('ru', 'errors.checkBroken'))
    await page
      .getByTestId('team-error')
      .getByRole('link', { name: t('ru', 'result.newCheck') })
      .click()
    await expect(page).toHaveURL(/\/owner\/dashboard\/team$/)
  } finally {
    expect((await request.delete('/api/v1/owner/scene/bulk', { data: { sceneIds: [teamId] }, headers })).ok()).toBe(true)
  }
})
