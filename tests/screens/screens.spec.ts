// `npm run screens`: a screenshot of every page of the route list (tests/routes.ts), on both
// tenants, in both languages, JavaScript on and off, at 360 px and 1280 px, full page, into
// screens/ (git-ignored): screens/<tenant>/<lng>-<js|nojs>/<page>-<width>.png. For people to look
// at; the guards (tests/e2e/guards.spec.ts) are what fails CI.
import { test } from '@playwright/test'
import { guardPages, type RouteParams } from '../routes'
import { DESKTOP, LANGUAGES, PHONE, SessionPool, TENANTS, routeParamsByTenant, type Tenant } from '../e2e/sessions'

const OUT = 'screens'

test('screenshots of every page at 360 px and 1280 px, JavaScript on and off', async ({ browser }) => {
  test.setTimeout(30 * 60_000)
  const params: Record<Tenant, RouteParams> = await routeParamsByTenant()
  for (const javaScript of [true, false]) {
    const sessions = new SessionPool(browser, javaScript)
    for (const tenant of Object.keys(TENANTS) as Tenant[]) {
      for (const lng of LANGUAGES) {
        for (const target of guardPages(params[tenant])) {
          const page = await sessions.page(tenant, lng, target.session)
          const dir = `${OUT}/${tenant}/${lng}-${javaScript ? 'js' : 'nojs'}`
          for (const viewport of [PHONE, DESKTOP]) {
            await page.setViewportSize(viewport)
            await page.goto(target.path)
            if (javaScript) await page.waitForLoadState('networkidle')
            await page.screenshot({ path: `${dir}/${target.name}-${viewport.width}.png`, fullPage: true })
          }
        }
      }
    }
    await sessions.close()
  }
})
