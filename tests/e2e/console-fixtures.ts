// Helpers for specs of the administrators' console: its texts as it shows them, and signing in
// through its login page in a chosen language (the console keeps the choice).
import { expect, type Page } from '@playwright/test'
import { messages } from '../../admin-console/src/i18n/messages'
import { DEMO } from './fixtures'

export type Lng = 'ru' | 'en'

/** A console text as the console shows it (polyglot's %{name} filled; `form`: which plural form, the first by default). */
export function consoleText(lng: Lng, key: string, values: Record<string, string | number> = {}, form = 0): string {
  const text = key.split('.').reduce<unknown>((node, part) => (node as Record<string, unknown> | undefined)?.[part], messages[lng])
  if (typeof text !== 'string') throw new Error(`no console text ${key} in ${lng}`)
  return (text.split('||||')[form] ?? text).trim().replace(/%\{(\w+)\}/g, (_, name: string) => String(values[name] ?? ''))
}

export async function signInToConsole(page: Page, lng: Lng) {
  await page.goto('/administrator/login')
  await page
    .getByRole('group', { name: /Язык|Language/ })
    .getByRole('button', { name: new RegExp(lng.toUpperCase()) })
    .click()
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(consoleText(lng, 'rapport.login.title'))
  await page.getByLabel(consoleText(lng, 'rapport.login.email')).fill(DEMO.administrator.email)
  await page.getByLabel(consoleText(lng, 'rapport.login.password')).fill(DEMO.administrator.password)
  await page.getByRole('button', { name: consoleText(lng, 'rapport.login.submit') }).click()
  await expect(page).toHaveURL(/\/administrator\/profiles$/)
}
