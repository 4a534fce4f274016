// The team scene editor (issue 10): the demo owner builds a team of five demo people (POST /scene),
// hires the sixth and the seventh on forecast day 90, appoints a manager (and is told a second one
// cannot be), changes interactions until someone passes 50 hours a week and sees the warning,
// dismisses one on forecast day 200, and undoes that with a confirmation; in Russian at 360 px and
// English at 1280 px, with JavaScript and (@nojs) without. With JavaScript: drag, play / pause /
// stop and the scale kept on the device. Every team made here is deleted at the end.
// Day numbering (ADR 031): "day 90" is the 90th forecast day, absolute index pastDays + 89.
import { createRequire } from 'node:module'
import { expect, test, type APIRequestContext, type Page } from '@playwright/test'
import { DEMO, login, setLanguage } from './fixtures'
import type { Lng } from './texts'

const require = createRequire(import.meta.url)
const teams = { ru: require('../../modules/teams/locales/ru.json'), en: require('../../modules/teams/locales/en.json') }
const t = (lng: Lng, key: string, vars: Record<string, string | number> = {}) =>
  Object.entries(vars).reduce((s, [k, v]) => s.replaceAll(`{{${k}}}`, String(v)), key.split('.').reduce<any>((node, part) => node?.[part], teams[lng]) as string)

const DAY_MS = 86_400_000
const addDays = (iso: string, days: number) => new Date(Date.parse(`${iso}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10)
const noHorizontalScroll = async (page: Page, width: number) => expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width)

async function ownerApi(request: APIRequestContext) {
  const res = await request.post('/api/v1/passport/owner/login', { data: { username: DEMO.owner.email, password: DEMO.owner.password } })
  const { token } = ((await res.json()) as { result: { token: string } }).result
  const headers = { Authorization: `Bearer ${token}` }
  const list = await request.get('/api/v1/owner/profiles?state=approved&sort=createdAt&order=asc&limit=50', { headers })
  const { items } = ((await list.json()) as { result: { items: { id: string; firstName: string; lastName: string }[] } }).result
  const idOf = (name: string) => {
    const found = items.find((p) => `${p.firstName} ${p.lastName}` === name)
    if (!found) throw new Error(`no demo profile ${name}`)
    return found.id
  }
  const createTeam = async (title: string, names: string[]) => {
    const made = await request.post('/api/v1/owner/scene', { headers, data: { title, lifespan: '1y', members: names.map(idOf) } })
    expect(made.status()).toBe(201)
    return ((await made.json()) as { result: { id: string; startDay: string } }).result
  }
  const deleteTeam = async (id: string) => {
    const res = await request.delete('/api/v1/owner/scene/bulk', { headers, data: { sceneIds: [id] } })
    expect(res.ok()).toBe(true)
  }
  return { idOf, createTeam, deleteTeam }
}

const unique = (what: string) => `${what} ${Date.now()}-${Math.floor(Math.random() * 1e6)}`

async function goToForecastDay(page: Page, startDay: string, n: number) {
  await page.locator('#day-date-input').fill(addDays(startDay, n - 1))
  await page.locator('#day-date-input').press('Enter')
  await expect(page.getByTestId('day-selector')).toHaveAttribute('data-day', String(365 + n - 1))
}

for (const [lng, width] of [
  ['ru', 360],
  ['en', 1280],
] as [Lng, number][]) {
  test(`the demo owner edits a team of five: hire on day 90, a manager, the 50-hour warning, a dismissal on day 200, undo (${lng}, ${width} px) @nojs`, async ({
    page,
    request,
    javaScriptEnabled,
  }) => {
    await page.setViewportSize({ width, height: 900 })
    const api = await ownerApi(request)
    const title = unique(`Editor ${lng}`)
    const team = await api.createTeam(title, ['Анна Демидова', 'Борис Демченко', 'Вера Демьянова', 'Глеб Демин', 'Дарья Демидович'])
    try {
      await setLanguage(page, lng)
      await login(page, 'owner', DEMO.owner.email, DEMO.owner.password)
      await page.waitForURL(/\/owner\//)
      await page.goto(`/owner/team/${team.id}`)
      await expect(page.getByTestId('team-title')).toHaveText(title)
      await expect(page.getByTestId('day-words')).toHaveText(t(lng, 'editor.day.forecast', { n: 1, of: 365 }))
      await expect(page.getByTestId('zone-in').locator('[data-actor]')).toHaveCount(5)
      await noHorizontalScroll(page, width)
      // The date range hint ends with one full stop (a Russian date without its 'г.'), and the scale says 1,0 in Russian.
      await expect(page.locator('#day-range')).not.toContainText('..')
      if (lng === 'ru') await expect(page.locator('#day-range')).toHaveText(/^Выберите дату с \d+ \S+ \d{4} по \d+ \S+ \d{4}\.$/)
      if (javaScriptEnabled) await expect(page.getByTestId('scene-motion')).toContainText(`${t(lng, 'editor.motion.scale')}: ${lng === 'ru' ? '1,0' : '1.0'}`)

      // Hire the sixth and the seventh on forecast day 90: not in the team the day before.
      await goToForecastDay(page, team.startDay, 90)
      await expect(page.getByTestId('day-words')).toHaveText(t(lng, 'editor.day.forecast', { n: 90, of: 365 }))
      for (const name of ['Егор Деменков', 'Жанна Демидюк']) {
        await page.getByLabel(t(lng, 'editor.hire.label')).selectOption({ label: name })
        await page.getByRole('button', { name: t(lng, 'editor.hire.submit') }).click()
        await expect(page.getByTestId('editor-notice')).toHaveText(t(lng, 'editor.notices.saved'))
      }
      const egor = page.getByTestId(`actor-${api.idOf('Егор Деменков')}`)
      await expect(egor).toHaveAttribute('data-state', 'active')
      await expect(page.getByTestId('zone-in').locator('[data-actor]')).toHaveCount(7)
      await expect(page.getByTestId('scene-events')).toContainText(t(lng, 'editor.events.hire', { actor: 'Егор Деменков' }))
      await page.getByTestId('step-prev1').click()
      await expect(egor).toHaveAttribute('data-state', 'notYet')
      await page.getByTestId('step-next1').click()
      await expect(page.getByTestId('day-selector')).toHaveAttribute('data-day', String(365 + 89))
      await expect(egor).toHaveAttribute('data-state', 'active')

      // A manager, and a second one refused in words.
      const anna = page.getByTestId(`actor-${api.idOf('Анна Демидова')}`)
      await anna.getByTestId('make-manager').click()
      await expect(anna.getByTestId('actor-role')).toHaveText(t(lng, 'editor.actors.role.2'))
      // Anna is a woman: «назначена» in Russian (the events agree with the profile's gender).
      await expect(page.getByTestId('scene-events')).toContainText(t(lng, lng === 'ru' ? 'editor.events.managerOn_female' : 'editor.events.managerOn', { actor: 'Анна Демидова' }))
      await page
        .getByTestId(`actor-${api.idOf('Борис Демченко')}`)
        .getByTestId('make-manager')
        .click()
      await expect(page.getByTestId('refusal')).toContainText(t(lng, 'editor.refused.managerTaken').split(' (')[0])
      await expect(page.getByTestId('refusal')).toContainText('Анна Демидова')

      // Interactions: one pair's dialog, then all of Anna's pairs at 10 hours: 6 × 10 = 60 > 50.
      await anna.getByTestId('open-interactions').click()
      const dialog = page.getByTestId('interaction-dialog')
      await expect(dialog.locator('#dialog-title')).toHaveText(t(lng, 'editor.dialog.groupTitle', { name: 'Анна Демидова' }))
      await dialog.getByTestId('dialog-pairs').getByRole('link', { name: 'Борис Демченко' }).click()
      await expect(dialog.locator('#dialog-title')).toHaveText(t(lng, 'editor.dialog.pairTitle', { a: 'Анна Демидова', b: 'Борис Демченко' }))
      await dialog.getByLabel(t(lng, 'editor.dialog.mode')).selectOption('remote')
      await dialog.getByLabel(t(lng, 'editor.dialog.hours')).selectOption('10')
      await dialog.getByRole('button', { name: t(lng, 'editor.dialog.save') }).click()
      await expect(dialog.getByTestId('dialog-current')).toHaveText(t(lng, 'editor.dialog.current', { mode: t(lng, 'editor.dialog.modes.remote'), hours: 10 }))
      await expect(page.getByTestId('hours-warning')).toHaveCount(0)
      await anna.getByTestId('open-interactions').click()
      await dialog.getByLabel(t(lng, 'editor.dialog.hours')).selectOption('10')
      await dialog.getByRole('button', { name: t(lng, 'editor.dialog.group') }).click()
      await expect(anna.getByTestId('hours-warning')).toHaveText(t(lng, 'editor.warning'))
      await expect(dialog.getByTestId('dialog-totals')).toContainText(t(lng, 'editor.warning'))
      await noHorizontalScroll(page, width)

      // Dismiss Vera on forecast day 200, then undo it after confirming.
      await goToForecastDay(page, team.startDay, 200)
      const vera = page.getByTestId(`actor-${api.idOf('Вера Демьянова')}`)
      await vera.getByTestId('fire').click()
      await expect(vera).toHaveAttribute('data-state', 'dismissed')
      await expect(vera.getByTestId('actor-state')).toHaveText(t(lng, lng === 'ru' ? 'editor.actors.state.dismissed_female' : 'editor.actors.state.dismissed'))
      await expect(page.getByTestId('zone-out').locator(`[data-actor="${api.idOf('Вера Демьянова')}"]`)).toHaveCount(1)
      await expect(page.getByTestId('scene-events')).toContainText(t(lng, 'editor.events.fire', { actor: 'Вера Демьянова' }))
      await page.getByTestId('undo').click()
      await expect(page.getByTestId('confirm-undo')).toContainText(t(lng, 'editor.undo.confirm'))
      await page
        .getByTestId('confirm-undo')
        .getByRole('button', { name: t(lng, 'editor.undo.yes') })
        .click()
      await expect(page.getByTestId('editor-notice')).toHaveText(t(lng, 'editor.notices.undone'))
      await expect(vera).toHaveAttribute('data-state', 'active')
      await expect(page.getByTestId('undo-none')).toBeVisible()
      await expect(page.getByTestId('to-result')).toHaveAttribute('href', `/owner/dashboard/team/${team.id}`)
      await noHorizontalScroll(page, width)
    } finally {
      await api.deleteTeam(team.id)
    }
  })
}

for (const lng of ['ru', 'en'] as Lng[]) {
  test(`a date the calendar does not have is refused at the date field, not shown as March 2 (${lng}) @nojs`, async ({ page, request }) => {
    const api = await ownerApi(request)
    const team = await api.createTeam(unique(`No such day ${lng}`), ['Анна Демидова', 'Борис Демченко'])
    try {
      await setLanguage(page, lng)
      await login(page, 'owner', DEMO.owner.email, DEMO.owner.password)
      await page.waitForURL(/\/owner\//)
      const res = await page.goto(`/owner/team/${team.id}?date=2026-02-30`)
      expect(res?.status()).toBe(400)
      await expect(page.getByTestId('day-date-error')).toHaveText(t(lng, 'editor.day.invalidDate'))
      await expect(page.locator('#day-date-input')).toHaveAttribute('aria-invalid', 'true')
      // The first forecast day, not the day Date rolls the date over to.
      await expect(page.getByTestId('day-selector')).toHaveAttribute('data-day', '365')
    } finally {
      await api.deleteTeam(team.id)
    }
  })
}

for (const lng of ['ru', 'en'] as Lng[]) {
  test(`a refused rename is told at the title field, and the last change's "saved" does not stand beside it (${lng}, 360 px) @nojs`, async ({ page, request }) => {
    const api = await ownerApi(request)
    const title = unique(`Rename ${lng}`)
    const team = await api.createTeam(title, ['Анна Демидова', 'Борис Демченко'])
    try {
      await page.setViewportSize({ width: 360, height: 740 })
      await setLanguage(page, lng)
      await login(page, 'owner', DEMO.owner.email, DEMO.owner.password)
      await page.waitForURL(/\/owner\//)
      // The page as a saved change leaves it; spaces pass the browser's check of a required field.
      await page.goto(`/owner/team/${team.id}?day=365&saved`)
      await expect(page.getByTestId('editor-notice')).toHaveText(t(lng, 'editor.notices.saved'))
      await page.getByTestId('title-form').getByLabel(t(lng, 'editor.titleForm.label')).fill('   ')
      await page
        .getByTestId('title-form')
        .getByRole('button', { name: t(lng, 'editor.titleForm.save') })
        .click()
      await expect(page.getByTestId('title-form').getByTestId('title-error')).toHaveText(t(lng, 'editor.errors.title'))
      await expect(page.getByTestId('editor-notice')).toHaveCount(0)
      await expect(page.getByTestId('team-title')).toHaveText(title)
      await noHorizontalScroll(page, 360)
    } finally {
      await api.deleteTeam(team.id)
    }
  })
}

test('with JavaScript: drag a person out of and back into the team, play / pause / stop the days, and keep the scale', async ({ page, request }) => {
  await page.setViewportSize({ width: 1280, height: 900 })
  const api = await ownerApi(request)
  const team = await api.createTeam(unique('Editor drag'), ['Анна Демидова', 'Борис Демченко', 'Вера Демьянова'])
  try {
    await setLanguage(page, 'en')
    await login(page, 'owner', DEMO.owner.email, DEMO.owner.password)
    await page.waitForURL(/\/owner\//)
    // The page hydrates without a React error (a mismatch would drop the theme's CSS variables).
    const errors: string[] = []
    page.on('console', (m) => m.type() === 'error' && /React error|Hydration|did not match/i.test(m.text()) && errors.push(m.text()))
    await page.goto(`/owner/team/${team.id}?day=400`)
    await expect(page.getByTestId('scene-motion')).toBeVisible()
    expect(errors).toEqual([])
    const boris = page.getByTestId(`actor-${api.idOf('Борис Демченко')}`)
    await expect(boris).toHaveAttribute('draggable', 'true')

    // A drop posts the card's own form: out of the team is a dismissal on the day shown, back in a rejoin.
    await boris.dragTo(page.getByTestId('zone-out'))
    await expect(boris).toHaveAttribute('data-state', 'dismissed')
    await expect(page.getByTestId('zone-out').locator('[data-actor]')).toHaveCount(1)
    await boris.dragTo(page.getByTestId('zone-in'))
    await expect(boris).toHaveAttribute('data-state', 'active')
    await expect(page.getByTestId('scene-events')).toContainText(t('en', 'editor.events.rejoin', { actor: 'Борис Демченко' }))

    // Play moves the day selector without a request; pause holds it; stop goes back to where play began.
    const selector = page.getByTestId('day-selector')
    await page.getByTestId('play').click()
    await expect.poll(async () => Number(await selector.getAttribute('data-day'))).toBeGreaterThan(402)
    await page.getByTestId('pause').click()
    const paused = await selector.getAttribute('data-day')
    await page.waitForTimeout(400)
    await expect(selector).toHaveAttribute('data-day', paused!)
    expect(page.url()).toContain(`day=${paused}`)
    await page.getByTestId('stop').click()
    await expect(selector).toHaveAttribute('data-day', '400')

    // The scale: 1.0 by default, kept on this device.
    const scale = page.getByTestId('scale')
    await expect(scale).toHaveValue('1')
    await scale.fill('1.3')
    await page.reload()
    await expect(page.getByTestId('scale')).toHaveValue('1.3')
    await expect(page.getByTestId('scene')).toHaveCSS('--scene-scale', '1.3')
  } finally {
    await api.deleteTeam(team.id)
  }
})
