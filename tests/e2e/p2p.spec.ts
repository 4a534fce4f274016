// Pair checks (issue 9): the demo owner picks two of the demo profiles, starts, sees the run's state,
// reads the result and finds the check again in the list; in Russian and English, at 360 px, with
// JavaScript on and (@nojs) off. A foreign or made-up id says 'Compatibility does not exist'.
import { createRequire } from 'node:module'
import AxeBuilder from '@axe-core/playwright'
import { expect, test, type Page } from '@playwright/test'
import { DEMO, login, setLanguage } from './fixtures'
import type { Lng } from './texts'

const require = createRequire(import.meta.url)
const p2p = { ru: require('../../modules/p2p/locales/ru.json'), en: require('../../modules/p2p/locales/en.json') }
const t = (lng: Lng, key: string) => key.split('.').reduce<any>((node, part) => node?.[part], p2p[lng]) as string

/** Serious or critical WCAG 2.2 AA problems (the guards check the empty page; this, the result). */
async function axeProblems(page: Page) {
  const { violations } = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa']).analyze()
  return violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => `${v.id} on ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)
}

const noHorizontalScroll = async (page: Page) => expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360)

for (const lng of ['ru', 'en'] as Lng[]) {
  test(`the demo owner runs a pair check on two demo profiles, reads the result and finds it again (${lng}) @nojs`, async ({ page, javaScriptEnabled }) => {
    await page.setViewportSize({ width: 360, height: 740 })
    await setLanguage(page, lng)
    await login(page, 'owner', DEMO.owner.email, DEMO.owner.password)
    await page.waitForURL(/\/owner\//)
    await page.goto('/owner/dashboard/p2p')
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(t(lng, 'title'))
    await noHorizontalScroll(page)

    // Two of the seeded demo people; the manager waits until both are chosen (with JavaScript it opens at once).
    const manager = page.getByLabel(t(lng, 'fields.manager'))
    await expect(manager).toBeDisabled()
    await page.getByLabel(t(lng, 'fields.left')).selectOption({ label: 'Анна Демидова' })
    await page.getByLabel(t(lng, 'fields.right')).selectOption({ label: javaScriptEnabled ? 'Борис Демченко' : 'Вера Демьянова' })
    if (javaScriptEnabled) {
      await expect(manager).toBeEnabled()
      await manager.selectOption({ label: 'Егор Деменков' })
    }
    await page.getByLabel(t(lng, 'fields.mode')).selectOption('remote')
    await page.getByLabel(t(lng, 'fields.hours')).selectOption('3')
    await page.getByRole('button', { name: t(lng, 'actions.start') }).click()

    // The run's state, then the result (the page refreshes itself without JavaScript, polls with it).
    await expect(page).toHaveURL(/\/owner\/dashboard\/p2p\/[0-9a-f]{24}\?started$/)
    const id = page.url().match(/p2p\/([0-9a-f]{24})/)![1]
    const state = page.getByTestId('run-state')
    await expect(state).toBeVisible()
    await expect(state).toHaveAttribute('data-status', 'done', { timeout: 30_000 })
    await expect(state.getByRole('status')).toHaveText(t(lng, 'run.done'))
    const summary = page.getByTestId('pair-summary')
    await expect(summary).toBeVisible()
    await expect(summary).toContainText(t(lng, 'summary.compatibility'))
    const value = Number(await page.getByTestId('compatibility').getAttribute('data-value'))
    expect(value).toBeGreaterThanOrEqual(0)
    expect(value).toBeLessThanOrEqual(100)
    await expect(page.getByTestId('compatibility')).toContainText(t(lng, 'summary.of100').replace('{{value}}', String(value)))
    await expect(page.getByTestId('outlook')).toHaveText(/\S/)
    await noHorizontalScroll(page)
    // axe runs with JavaScript only (without it axe never finishes; the HTML is the same: ADR 016).
    if (javaScriptEnabled) expect(await axeProblems(page)).toEqual([])

    // Found again: the list links to it, with its compatibility.
    await page.getByRole('link', { name: t(lng, 'back') }).click()
    await expect(page).toHaveURL(/\/owner\/dashboard\/p2p$/)
    const item = page.getByTestId('pair-list').locator(`a[href="/owner/dashboard/p2p/${id}"]`)
    await expect(item).toBeVisible()
    await item.click()
    await expect(page.getByTestId('pair-summary')).toBeVisible()
    await expect(page.getByTestId('compatibility')).toHaveAttribute('data-value', String(value))

    // Deleted after confirming: gone, and its address says it does not exist.
    await page.getByTestId('delete-pair').click()
    await page.getByTestId('confirm-delete').getByRole('button').click()
    await expect(page.getByTestId('pair-notice')).toHaveText(t(lng, 'notices.deleted'))
    const gone = await page.goto(`/owner/dashboard/p2p/${id}`)
    expect(gone?.status()).toBe(404)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(t(lng, 'errors.notFound'))
  })
}

test('the form explains a mistake beside the field, in the page language @nojs', async ({ page }) => {
  await page.setViewportSize({ width: 360, height: 740 })
  await setLanguage(page, 'en')
  await login(page, 'owner', DEMO.owner.email, DEMO.owner.password)
  await page.waitForURL(/\/owner\//)
  await page.goto('/owner/dashboard/p2p')
  await page.getByLabel(t('en', 'fields.left')).selectOption({ label: 'Глеб Демин' })
  await page.getByLabel(t('en', 'fields.right')).selectOption({ label: 'Глеб Демин' })
  await page.getByRole('button', { name: t('en', 'actions.start') }).click()
  await expect(page.getByText(t('en', 'errors.samePerson'))).toBeVisible()
  await noHorizontalScroll(page)
})
