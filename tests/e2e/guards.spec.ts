// The guards every page must pass, in both languages, with JavaScript on and (project no-js,
// tag @nojs) off, on the work and the love tenant (docs/decisions/016-guards-on-every-page.md):
// - no axe violation of serious or critical impact (WCAG 2.2 AA), at 360 px (and the header at 1280 px,
//   once per walk for each way it looks): in Russian with JavaScript, and in English without it, on the
//   page the script-less browser built (axeWithoutJavaScript), so each page meets axe in both languages
//   and both ways of loading, at half the cost (AXE_WITH_JAVASCRIPT);
// - no horizontal overflow at 360 px, and no short word or figure with its scale cut across two lines there;
// - JavaScript within the page's budget (JS on only: with it off nothing is fetched); pages with
//   the static budget do not hydrate at all;
// - no error thrown in the browser while the page loads and hydrates (JS on).
// Pages come from the route list (tests/routes.ts). One browser context per tenant, language and
// account, signed in once and reused by every page of that account.
import { expect, test, type Browser, type Page, type Request, type Response } from '@playwright/test'
import { gzipSync } from 'node:zlib'
import { JS_BUDGET_BYTES, PAGE_DATA_BUDGET_BYTES, guardPages, type GuardPage, type RouteParams, type Session } from '../routes'
import { DESKTOP, LANGUAGES, PHONE, SessionPool, TENANTS, routeParamsByTenant, type Language, type Tenant } from './sessions'
import { axeFindings } from './axe'
import { cutTextIn } from './cut-text'

const KiB = 1024

let params: Record<Tenant, RouteParams>
let sessions: SessionPool
let javaScript = true
let axePage: Page | null = null

test.beforeAll(async ({ browser }, testInfo) => {
  javaScript = testInfo.project.use.javaScriptEnabled !== false
  sessions = new SessionPool(browser, javaScript)
  params = await routeParamsByTenant()
  if (!javaScript) axePage = await openAxePage(browser)
})

test.afterAll(async () => {
  await sessions.close()
  await axePage?.context().close()
})

/**
 * axe is JavaScript: in a page whose scripts are off it never finishes. So the no-JS walk hands the
 * DOM the script-less browser built to a second page that may run axe (and only axe: the copy is
 * served under `script-src 'none'`). Playwright Test gives `browser.newContext()` the project's
 * options, JavaScript off included, so this context says `javaScriptEnabled: true` out loud.
 */
async function openAxePage(browser: Browser): Promise<Page> {
  const context = await browser.newContext({ javaScriptEnabled: true, viewport: PHONE })
  return context.newPage()
}

async function axeWithoutJavaScript(page: Page, status: number, headers: Set<string>): Promise<string[]> {
  // Without JavaScript, <noscript> holds real elements; in a page with JavaScript it would hide
  // them, so its tags go and its content stays, as the script-less user sees it.
  const html = (await page.content()).split('<noscript>').join('').split('</noscript>').join('')
  const url = page.url()
  const copy = axePage!
  await copy.route(url, (route) => route.fulfill({ status, contentType: 'text/html; charset=utf-8', headers: { 'content-security-policy': "script-src 'none'" }, body: html }))
  try {
    await copy.setViewportSize(PHONE)
    await copy.goto(url)
    return await axeOn(copy, headers)
  } finally {
    await copy.unroute(url)
  }
}

/** Remix's inline context: the page's loader data and texts as JSON, hydration's input (ADR 028). */
const REMIX_CONTEXT = /^\s*window\.__remixContext\s*=/

/**
 * Gzip bytes of the program a first load brings: every script file it fetches (as the bench weighs
 * them) and its inline scripts as sent, read from the document's HTML (the live DOM no longer holds
 * them after hydration). Remix's context is the page's data, weighed apart under its own budget.
 */
async function scriptWeight(html: string, responses: Response[]) {
  const fetched = await Promise.all(responses.map(async (r) => ({ url: new URL(r.url()).pathname, bytes: gzipSync(await r.body().catch(() => Buffer.alloc(0))).length })))
  const inline = Array.from(html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/gi), ([, open, body]) => (/\bsrc=/.test(open) ? '' : body))
  const gz = (texts: string[]) => (texts.join('').trim() ? gzipSync(texts.join('\n')).length : 0)
  const inlineBytes = gz(inline.filter((body) => !REMIX_CONTEXT.test(body)))
  const dataBytes = gz(inline.filter((body) => REMIX_CONTEXT.test(body)))
  return { fetched, inlineBytes, dataBytes, total: fetched.reduce((sum, f) => sum + f.bytes, 0) + inlineBytes }
}

async function axeProblems(page: Page, width: string, only?: string): Promise<string[]> {
  return (await axeFindings(page, only)).map((finding) => `axe at ${width}: ${finding}`)
}

/**
 * What axe's verdict on the headers at 1280 px depends on: their markup and the page's styles. Link
 * targets are left out (each page's language links point at itself; no WCAG A/AA rule reads them).
 */
const headerLook = (page: Page) =>
  page.evaluate(() => {
    const headers = Array.from(document.querySelectorAll('header'), (h) => h.cloneNode(true) as Element)
    for (const h of headers) h.querySelectorAll('[href]').forEach((a) => a.setAttribute('href', ''))
    const styles = Array.from(document.querySelectorAll('link[rel="stylesheet"], style'), (s) => s.getAttribute('href') ?? s.textContent)
    return JSON.stringify([headers.map((h) => h.outerHTML), styles])
  })

/**
 * axe at 360 px, and at 1280 px on the header only (its menu unfolds there; nothing else changes):
 * that pass once for each way the headers look in a walk (`seen`), as the same markup under the same
 * styles gets the same verdict (docs/decisions/016-guards-on-every-page.md).
 */
async function axeOn(page: Page, seen: Set<string>): Promise<string[]> {
  const problems = await axeProblems(page, '360 px')
  const look = await headerLook(page)
  if (seen.has(look)) return problems
  seen.add(look)
  await page.setViewportSize(DESKTOP)
  problems.push(...(await axeProblems(page, '1280 px', 'header')))
  await page.setViewportSize(PHONE)
  return problems
}

/**
 * Where axe runs: Russian with JavaScript, English without. axe's rules read markup, names and
 * colours; those are one component's in both languages, and a language's own markup (`lang`, texts)
 * is checked in the walk that has it. axe was most of a walk's time (ADR 016, amendment of
 * 2026-12-06). Everything else (status, 360 px, budgets, errors) is checked in all four walks.
 */
const AXE_WITH_JAVASCRIPT: Record<Language, boolean> = { ru: true, en: false }

const isScript = (r: Request) => r.resourceType() === 'script' || /\.m?js(\?|$)/.test(new URL(r.url()).pathname)

/** Hydration and a script's answer take well under a second each; one that has not come by then never will. */
const SETTLE_TIMEOUT = 20_000

/** The script requests of one page load under way, and a wait until none is. */
class ScriptRequests {
  private open = new Set<Request>()
  private waiters: (() => void)[] = []
  readonly started = (r: Request) => {
    if (isScript(r)) this.open.add(r)
  }
  readonly ended = (r: Request) => {
    // The last script request under way has finished: wake whoever waits.
    if (this.open.delete(r) && this.open.size === 0) for (const wake of this.waiters.splice(0)) wake()
  }
  /** Resolves true once none is under way, false if some still is after SETTLE_TIMEOUT. */
  none(): Promise<boolean> {
    if (this.open.size === 0) return Promise.resolve(true)
    return new Promise((done) => {
      const timer = setTimeout(() => done(false), SETTLE_TIMEOUT)
      this.waiters.push(() => {
        clearTimeout(timer)
        done(true)
      })
    })
  }
}

/**
 * Waits until the first load has brought every script it will: `load` (page.goto) covers the scripts
 * the HTML names and their static imports; a hydrating page then sets `data-hydrated` on <html>
 * (app/root.tsx) once its effects have started what they import() (the live connection, lazy parts);
 * last, the script requests still under way finish. Returns what never came, or null.
 */
async function scriptsSettled(page: Page, requests: ScriptRequests): Promise<string | null> {
  if (await page.evaluate(() => '__remixContext' in window)) {
    const hydrated = await page
      .locator('html[data-hydrated]')
      .waitFor({ state: 'attached', timeout: SETTLE_TIMEOUT })
      .then(() => true)
      .catch(() => false)
    if (!hydrated) return `does not finish hydrating within ${SETTLE_TIMEOUT / 1000} s`
  }
  return (await requests.none()) ? null : `a script request is still under way after ${SETTLE_TIMEOUT / 1000} s`
}

/**
 * Pages a walk left with nothing under way: the last check found its scripts settled (or it ran
 * without JavaScript). The next page is opened straight from there. Opening about:blank in between
 * cost a new renderer process twice a page, half a walk's time and CPU (2026-12-07: 12 owner pages
 * 23.0 s and 31.6 CPU-seconds with it, 14.5 s and 16.8 without), and it counted the same scripts
 * and bytes on every page.
 */
const settledPages = new WeakSet<Page>()

async function checkPage(page: Page, target: GuardPage, headers: Set<string> | null): Promise<{ problems: string[]; jsBytes: number | null; dataBytes: number | null }> {
  const problems: string[] = []
  const scripts: Response[] = []
  const requests = new ScriptRequests()
  // Only what this page asked for counts: a response to a request made before it opened is not its.
  const asked = new Set<Request>()
  const onRequest = (r: Request) => {
    asked.add(r)
    requests.started(r)
  }
  const onResponse = (r: Response) => void (asked.has(r.request()) && isScript(r.request()) && scripts.push(r))
  const thrown: string[] = []
  const onError = (e: Error) => void thrown.push(e.message)
  await page.setViewportSize(PHONE)
  // A page still loading (the first of a session, just signed in; one that never settled) is left
  // first, so none of its late responses or errors is counted as this page's.
  if (!settledPages.has(page)) await page.goto('about:blank')
  settledPages.delete(page)
  page.on('request', onRequest).on('requestfinished', requests.ended).on('requestfailed', requests.ended).on('response', onResponse).on('pageerror', onError)
  const response = await page.goto(target.path)
  const unsettled = javaScript ? await scriptsSettled(page, requests) : null
  page.off('request', onRequest).off('requestfinished', requests.ended).off('requestfailed', requests.ended).off('response', onResponse).off('pageerror', onError)
  if (unsettled) problems.push(unsettled)
  else settledPages.add(page)
  // A hydration error (React's 418, 421, 423, 425) means server and browser drew the page differently.
  problems.push(...thrown.map((message) => `throws in the browser: ${message.slice(0, 300)}`))

  const status = response?.status()
  if (status !== (target.status ?? 200)) problems.push(`answers ${status}, not ${target.status ?? 200}`)
  const landed = new URL(page.url()).pathname
  if (landed !== new URL(target.path, 'http://x').pathname) problems.push(`redirected to ${landed}`)

  const overflow = await page.evaluate(() => ({ scroll: document.documentElement.scrollWidth, client: document.documentElement.clientWidth }))
  if (overflow.scroll > overflow.client) problems.push(`horizontal overflow at 360 px: ${overflow.scroll} px wide in ${overflow.client} px`)
  const cut = await cutTextIn(page.locator('body'))
  if (cut.length > 0) problems.push(`text cut across lines at 360 px: ${cut.join(', ')}`)
  if (headers) problems.push(...(javaScript ? await axeOn(page, headers) : await axeWithoutJavaScript(page, status ?? 200, headers)))

  let jsBytes: number | null = null
  let dataBytes: number | null = null
  if (javaScript) {
    const weight = await scriptWeight((await response?.text().catch(() => '')) ?? '', scripts)
    jsBytes = weight.total
    dataBytes = weight.dataBytes
    const budget = JS_BUDGET_BYTES[target.budget]
    if (weight.total > budget) {
      const parts = [...weight.fetched.map((f) => `${f.url} ${(f.bytes / KiB).toFixed(1)}`), `inline ${(weight.inlineBytes / KiB).toFixed(1)}`].join(', ')
      problems.push(`JavaScript ${(weight.total / KiB).toFixed(1)} KiB over the ${target.budget} budget of ${budget / KiB} KiB (${parts})`)
    }
    if (weight.dataBytes > PAGE_DATA_BUDGET_BYTES) {
      problems.push(`page data (Remix's context) ${(weight.dataBytes / KiB).toFixed(1)} KiB over its budget of ${PAGE_DATA_BUDGET_BYTES / KiB} KiB`)
    }
    if (target.budget === 'static') {
      const remix = weight.fetched.filter((f) => f.url.startsWith('/build/'))
      if (remix.length > 0) problems.push(`hydrates (must not): loads ${remix.map((f) => f.url).join(', ')}`)
    }
  }
  return { problems, jsBytes, dataBytes }
}

// One test per tenant, language and account walks that account's pages and reports every problem
// at once; the walks are split so that each stays well inside its timeout on a loaded machine.
// The administrator's pages are the react-admin console's: tests/e2e/admin-console.spec.ts guards them.
const SESSIONS: Session[] = ['visitor', 'owner', 'estimator', 'owner-mobile', 'love-mobile']
for (const tenant of Object.keys(TENANTS) as Tenant[]) {
  for (const lng of LANGUAGES) {
    for (const session of SESSIONS) {
      test(`every ${session} page of the ${tenant} tenant in ${lng} answers, fits 360 px and keeps its JavaScript budget; axe checks it in ${lng} ${AXE_WITH_JAVASCRIPT[lng] ? 'with' : 'without'} JavaScript @nojs`, async ({}, testInfo) => {
        test.setTimeout(10 * 60_000)
        const problems: string[] = []
        const weights: string[] = []
        // The header looks axe has seen in this walk, or null where axe does not run in it.
        const headers = AXE_WITH_JAVASCRIPT[lng] === javaScript ? new Set<string>() : null
        for (const target of guardPages(params[tenant]).filter((page) => page.session === session)) {
          const page = await sessions.page(tenant, lng, target.session)
          const result = await checkPage(page, target, headers)
          problems.push(...result.problems.map((p) => `${target.name} ${target.path}: ${p}`))
          if (result.jsBytes !== null) weights.push(`${target.name} ${(result.jsBytes / KiB).toFixed(1)} + data ${(result.dataBytes! / KiB).toFixed(1)}`)
        }
        if (weights.length > 0) testInfo.annotations.push({ type: 'JavaScript, KiB gzip', description: weights.join(', ') })
        expect(problems, `${tenant} tenant, ${lng}, ${session}`).toEqual([])
      })
    }
  }
}

test('the no-JS walk runs axe on what a script-less browser shows, <noscript> content included @nojs', async ({ page }, testInfo) => {
  test.skip(testInfo.project.use.javaScriptEnabled !== false, 'the copy is for the no-JS walk')
  const url = `${TENANTS.work}/guards-self-test`
  const html =
    '<!doctype html><html lang="en"><head><title>t</title></head><body><header>Site</header><main><noscript><p style="color:#eee;background:#fff">Faint words only a script-less reader sees</p></noscript></main></body></html>'
  await page.route(url, (route) => route.fulfill({ status: 200, contentType: 'text/html', body: html }))
  await page.goto(url)
  const problems = await axeWithoutJavaScript(page, 200, new Set())
  expect(problems.join('\n')).toContain('color-contrast')
})
