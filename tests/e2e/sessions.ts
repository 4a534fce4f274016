// Browser contexts for the guards and the screenshots: one per tenant, language and account, with
// the language chosen and the account signed in once.
import { request, type Browser, type Page } from '@playwright/test'
import { PORT } from '../../playwright.config'
import type { RouteParams, Session } from '../routes'
import { DEMO } from './fixtures'
import { makeRouteParams } from './route-params'

export const TENANTS = { work: `http://localhost:${PORT}`, love: `http://love.localhost:${PORT}` } as const
export type Tenant = keyof typeof TENANTS
export const LANGUAGES = ['ru', 'en'] as const
export type Language = (typeof LANGUAGES)[number]
export const PHONE = { width: 360, height: 800 }
export const DESKTOP = { width: 1280, height: 800 }

/** The route list's parameters for each tenant. */
export async function routeParamsByTenant(): Promise<Record<Tenant, RouteParams>> {
  const out = {} as Record<Tenant, RouteParams>
  for (const [tenant, baseURL] of Object.entries(TENANTS) as [Tenant, string][]) {
    // Node does not resolve *.localhost as Chromium does: API calls reach a tenant by its Host header.
    const api = await request.newContext({ baseURL: TENANTS.work, extraHTTPHeaders: { Host: new URL(baseURL).host } })
    out[tenant] = await makeRouteParams(api)
    await api.dispose()
  }
  return out
}

/** Opens a context at 360 px, chooses the language and signs in (works with JavaScript off too). */
export async function openSession(browser: Browser, tenant: Tenant, lng: Language, session: Session, javaScriptEnabled: boolean): Promise<Page> {
  const context = await browser.newContext({ baseURL: TENANTS[tenant], javaScriptEnabled, viewport: PHONE })
  const page = await context.newPage()
  await page.goto(`/?lng=${lng}`)
  if (session !== 'visitor') {
    const account = DEMO[session]
    await page.goto(`/${session}/login`)
    await page.locator('input[name="email"]').fill(account.email)
    await page.locator('input[name="password"]').fill(account.password)
    await page.locator('form[method="post"] button[type="submit"]').click()
    await page.waitForURL((url) => !url.pathname.endsWith('/login'))
  }
  return page
}

/** Sessions opened on first use and kept for every later page of the same account. */
export class SessionPool {
  private pages = new Map<string, Promise<Page>>()
  constructor(
    private browser: Browser,
    private javaScriptEnabled: boolean
  ) {}

  page(tenant: Tenant, lng: Language, session: Session): Promise<Page> {
    const key = `${tenant}/${lng}/${session}`
    if (!this.pages.has(key)) this.pages.set(key, openSession(this.browser, tenant, lng, session, this.javaScriptEnabled))
    return this.pages.get(key)!
  }

  async close() {
    for (const page of this.pages.values()) await (await page).context().close()
    this.pages.clear()
  }
}
