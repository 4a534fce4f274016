// The team list (issue 10): the demo owner creates a team of 5 seeded demo profiles, finds it by
// search, copies it (the copy label and the name), selects both and sees "Compare selected" enabled,
// deletes the copy after confirming, and deletes the rest at the end; the form explains fewer than
// 2 specialists beside the field. In Russian and English, at 360 px and 1280 px, with JavaScript on
// and (@nojs) off. Every team a test makes it deletes again (API DELETE /scene/bulk), even on failure.
import { createRequire } from 'node:module'
import { expect, test, type APIRequestContext, type Page } from '@playwright/test'
import { DEMO, demoProfileIds, login, setLanguage } from './fixtures'
import type { Lng } from './texts'

const require = createRequire(import.meta.url)
const teams = { ru: require('../../modules/teams/locales/ru.json'), en: require('../../modules/teams/locales/en.json') }
const t = (lng: Lng, key: string, values: Record<string, string> = {}) =>
  Object.entries(values).reduce((text, [k, v]) => text.replace(`{{${k}}}`, v), key.split('.').reduce<any>((node, part) => node?.[part], teams[lng]) as string)

/** Five of the seeded demo people (seeds/demo-profiles.ts). */
const FIVE = ['Анна Демидова', 'Борис Демченко', 'Вера Демьянова', 'Глеб Демин', 'Дарья Демидович']

const noHorizontalScroll = async (page: Page, width: number) => expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width)

/** Deletes the demo owner's teams whose title contains `marker`, through the API. */
async function deleteTeamsMarked(request: APIRequestContext, marker: string) {
  const login = await request.post('/api/v1/passport/owner/login', { data: { username: DEMO.owner.email, password: DEMO.owner.password } })
  const { token } = ((await login.json()) as { result: { token: string } }).result
  const headers = { Authorization: `Bearer ${token}` }
  const res = await request.get(`/api/v1/owner/scenes?search=${encodeURIComponent(marker)}&limit=50`, { headers })
  const { items } = ((await res.json()) as { result: { items: { id: string }[] } }).result
  if (items.length) await request.delete('/api/v1/owner/scene/bulk', { headers, data: { sceneIds: items.map((i) => i.id) } })
  return items.length
}

const rowOf = (page: Page, title: string) => page.getByTestId('team-row').filter({ has: page.getByRole('link', { name: title, exact: true }) })

for (const lng of ['ru', 'en'] as Lng[]) {
  for (const width of [360, 1280]) {
    test(`the demo owner creates a team of five, finds, copies, selects and deletes it (${lng}, ${width} px) @nojs`, async ({ page, javaScriptEnabled, request }) => {
      const marker = `e2e-${lng}-${width}-${javaScriptEnabled ? 'js' : 'nojs'}-${Date.now()}`
      const title = `Team ${marker}`
      try {
        await page.setViewportSize({ width, height: 900 })
        await setLanguage(page, lng)
        await login(page, 'owner', DEMO.owner.email, DEMO.owner.password)
        await page.waitForURL(/\/owner\//)
        // The owner's menu leads to the teams (a client-side navigation with JavaScript: the page's texts come along).
        const errors: string[] = []
        page.on('console', (m) => (m.type() === 'error' ? errors.push(m.text()) : undefined))
        page.on('pageerror', (e) => errors.push(e.message))
        await page.goto('/owner/dashboard')
        if (width >= 1280) await page.getByRole('link', { name: t(lng, 'nav'), exact: true }).click()
        else await page.goto('/owner/teams')
        await expect(page).toHaveURL(/\/owner\/teams$/)
        await expect(page.getByRole('heading', { level: 1 })).toHaveText(t(lng, 'list.title'))

        // Create: a title, one year together, five seeded people; the scene opens.
        const form = page.getByTestId('create-team')
        await form.getByLabel(t(lng, 'create.titleLabel')).fill(title)
        await form.getByLabel(t(lng, 'create.lifespan')).selectOption('1y')
        for (const name of FIVE) await form.getByLabel(name, { exact: true }).check()
        // Hydrated without a React error (dates and counts render alike on the server and in the browser).
        expect(errors).toEqual([])
        await form.getByRole('button', { name: t(lng, 'create.submit') }).click()
        await expect(page).toHaveURL(/\/owner\/team\/[0-9a-f]{24}$/)
        const id = page.url().match(/team\/([0-9a-f]{24})/)![1]

        // Found by search, with its members and state in words.
        await page.goto('/owner/teams')
        errors.length = 0
        await page.getByRole('searchbox', { name: t(lng, 'list.search') }).fill(marker)
        await page.getByRole('button', { name: t(lng, 'list.searchSubmit') }).click()
        await expect(page).toHaveURL(new RegExp(`search=${marker}`))
        const row = rowOf(page, title)
        await expect(row).toHaveCount(1)
        await expect(row.getByRole('link', { name: title, exact: true })).toHaveAttribute('href', `/owner/team/${id}`)
        await expect(row).toContainText(lng === 'ru' ? '5 специалистов' : '5 specialists')
        await expect(row).toContainText(t(lng, 'list.lifespans.1y'))
        await expect(row).toContainText(t(lng, 'list.statuses.created'))
        await noHorizontalScroll(page, width)

        // Copy: the title defaults to the copy label and the name.
        await row.getByTestId('copy-link').click()
        const copyForm = page.getByTestId('copy-team')
        const copyTitle = t(lng, 'list.copyTitle', { title })
        await expect(copyForm.getByLabel(t(lng, 'list.copyLabel'))).toHaveValue(copyTitle)
        await copyForm.getByRole('button', { name: t(lng, 'list.copySubmit') }).click()
        await expect(page.getByTestId('teams-notice')).toHaveText(t(lng, 'list.notices.copied'))
        await expect(page.getByTestId('team-row')).toHaveCount(2)

        // Select both: "Compare selected" is enabled (with JavaScript, only for 2 to 4).
        const compare = page.getByTestId('compare-selected')
        await page.getByLabel(t(lng, 'list.select', { title })).check()
        if (javaScriptEnabled) await expect(compare).toBeDisabled()
        await page.getByLabel(t(lng, 'list.select', { title: copyTitle })).check()
        await expect(compare).toBeEnabled()
        if (javaScriptEnabled) await expect(page.getByTestId('selected-count')).toHaveText(lng === 'ru' ? 'Выбраны 2 команды' : '2 teams selected')
        await noHorizontalScroll(page, width)

        // Delete the copy: asked first, then gone; the original stays.
        await page.getByLabel(t(lng, 'list.select', { title })).uncheck()
        await page.getByTestId('delete-selected').click()
        const confirm = page.getByTestId('confirm-delete')
        await expect(confirm).toContainText(copyTitle)
        await confirm.getByRole('button', { name: t(lng, 'list.confirm') }).click()
        await expect(page.getByTestId('teams-notice')).toHaveText(lng === 'ru' ? 'Удалена 1 команда.' : '1 team deleted.')
        await expect(rowOf(page, copyTitle)).toHaveCount(0)
        await expect(rowOf(page, title)).toHaveCount(1)

        // The rest at the end, through the page as well.
        await page.getByLabel(t(lng, 'list.select', { title })).check()
        await page.getByTestId('delete-selected').click()
        await page
          .getByTestId('confirm-delete')
          .getByRole('button', { name: t(lng, 'list.confirm') })
          .click()
        await expect(rowOf(page, title)).toHaveCount(0)
        expect(errors).toEqual([])
      } finally {
        await deleteTeamsMarked(request, marker)
      }
    })
  }
}

for (const lng of ['ru', 'en'] as Lng[]) {
  test(`the form says a team needs at least 2 specialists and creates nothing (${lng}) @nojs`, async ({ page, request }) => {
    const marker = `e2e-small-${lng}-${Date.now()}`
    try {
      await page.setViewportSize({ width: 360, height: 740 })
      await setLanguage(page, lng)
      await login(page, 'owner', DEMO.owner.email, DEMO.owner.password)
      await page.waitForURL(/\/owner\//)
      await page.goto('/owner/teams')
      const form = page.getByTestId('create-team')
      await form.getByLabel(t(lng, 'create.titleLabel')).fill(marker)
      await form.getByLabel(FIVE[0], { exact: true }).check()
      await form.getByRole('button', { name: t(lng, 'create.submit') }).click()
      await expect(page.getByTestId('create-team').getByText(t(lng, 'errors.teamTooSmall'))).toBeVisible()
      await expect(page).toHaveURL(/\/owner\/teams$/)
      await noHorizontalScroll(page, 360)
      expect(await deleteTeamsMarked(request, marker)).toBe(0)
    } finally {
      await deleteTeamsMarked(request, marker)
    }
  })
}

for (const lng of ['ru', 'en'] as Lng[]) {
  test(`a copy with a blank title keeps its form, says why and copies nothing (${lng}) @nojs`, async ({ page, request }) => {
    const marker = `e2e-copy-blank-${lng}-${Date.now()}`
    try {
      const signIn = await request.post('/api/v1/passport/owner/login', { data: { username: DEMO.owner.email, password: DEMO.owner.password } })
      const token = ((await signIn.json()) as { result: { token: string } }).result.token
      const headers = { Authorization: `Bearer ${token}` }
      const people = await demoProfileIds(request, token, ['Анна Демидова', 'Борис Демченко'])
      const made = await request.post('/api/v1/owner/scene', { headers, data: { title: marker, lifespan: 'new', members: [...people.values()] } })
      const id = ((await made.json()) as { result: { id: string } }).result.id
      await page.setViewportSize({ width: 360, height: 740 })
      await setLanguage(page, lng)
      await login(page, 'owner', DEMO.owner.email, DEMO.owner.password)
      await page.waitForURL(/\/owner\//)
      await page.goto(`/owner/teams?copy=${id}`)
      // Spaces pass the browser's own check of a required field; the server refuses them.
      await page.getByTestId('copy-team').getByLabel(t(lng, 'list.copyLabel')).fill('   ')
      await page
        .getByTestId('copy-team')
        .getByRole('button', { name: t(lng, 'list.copySubmit') })
        .click()
      const copyForm = page.getByTestId('copy-team')
      await expect(copyForm.getByText(t(lng, 'errors.titleRequired'))).toBeVisible()
      await expect(copyForm.getByLabel(t(lng, 'list.copyLabel'))).toHaveValue('   ')
      await noHorizontalScroll(page, 360)
      expect(await deleteTeamsMarked(request, marker)).toBe(1)
    } finally {
      await deleteTeamsMarked(request, marker)
    }
  })
}
