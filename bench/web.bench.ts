// `npm run bench:web`: page weight of every page and throughput of key pages (ISSUE 2 §13, issue 8).
// Prints figures and the budgets beside them; never fails on them (a failure means the bench itself
// could not run; CI's budget check is the e2e guard). Builds, starts the production server on a free
// loopback port with a throwaway DATA_DIR, signs in as each area's bench account (bench/server.ts),
// makes one profile, weighs every page the module manifests declare (plus the shell's public pages)
// as a first load, then loads the key pages with autocannon. How to read the table: bench/README.md.

import { writeFileSync } from 'node:fs'
import { gzipSync } from 'node:zlib'
import { modules } from '#modules/registry'
import type { LayoutName } from '#modules/types'
import { ACCOUNTS, autocannon, signIn, withProductionServer, type Area, type AutocannonResult } from './server'
import { reportConsoleWeight, weighConsole } from './console-weight'

const KiB = 1024
/** Per page: enough samples for a stable mean, and the whole bench stays well under 90 s. */
const LOAD = { connections: 10, durationSeconds: 5 }
/** The areas with Remix pages; bench/server.ts creates one bench account in each (the administrator's console is weighed apart). */
const AREAS = (Object.keys(ACCOUNTS) as Area[]).filter((a) => a !== 'administrator')

interface Page {
  name: string
  path: string
  /** Sent with this area's session cookie. */
  area?: Area
  /** Loaded with autocannon too (a few key pages: loading every page would take minutes). */
  load?: boolean
}

/** The shell's own pages (app/routes, file convention); every module page comes from the manifests. */
const SHELL_PAGES: Page[] = [
  { name: 'landing', path: '/', load: true },
  { name: 'faq', path: '/faq' },
  { name: 'enterprise', path: '/enterprise' },
  // Not a product page: the yardstick. Hydrated like owner pages, so it gets their budget.
  { name: 'bare (same build)', path: '/bench/bare', load: true },
]
/** Pages loaded with autocannon, besides the landing and the bare page. */
const LOADED = new Set(['/owner/login', '/owner/dashboard'])
/**
 * Budgets in KiB (ISSUE 2 §13): JS for pages that work without JavaScript, JS for hydrated pages,
 * HTML + CSS for every page; and the target hydrated pages aim for (ADR 018: room for later features).
 */
const BUDGET = { staticJs: 15, hydratedJs: 120, hydratedTarget: 100, htmlCss: 100 }
/** What the issue measured for a plain Remix 2 + React 18 page, to show what our shell adds. */
const PLAIN_REMIX_JS = 82
const BARE_PATH = '/bench/bare'
/** `--weight-only`: skip the load test (a minute less when only bytes matter); `--json FILE`: the weights as JSON too. */
const WEIGHT_ONLY = process.argv.includes('--weight-only')
const JSON_OUT = process.argv.includes('--json') ? process.argv[process.argv.indexOf('--json') + 1] : undefined

/** Values for a route's dynamic segments; a one-time token the bench cannot have is made up (the page then explains the link is unknown). */
interface Params {
  id: string
  sharelink: string
}

function fillPath(pattern: string, area: Area, params: Params): string {
  return (
    '/' +
    pattern
      .split('/')
      .map((seg) => {
        if (!seg.startsWith(':')) return seg
        const name = seg.slice(1)
        if (name === 'area') return area
        if (name === 'id') return params.id
        if (name === 'sharelink') return params.sharelink
        return 'bench-unknown-token'
      })
      .join('/')
  )
}

/** The area a layout belongs to: its pages are weighed signed in as that area's bench account. */
const AREA_OF: Partial<Record<LayoutName, Area>> = { owner: 'owner', estimator: 'estimator' }

/** Every page the manifests declare, with each `:area` page once per area; redirects (layout 'none') left out. */
function manifestPages(params: Params): Page[] {
  const pages: Page[] = []
  for (const m of modules) {
    for (const r of m.routes) {
      if (r.layout === 'none' || !r.path) continue
      const area = AREA_OF[r.layout]
      for (const a of r.path.includes(':area') ? AREAS : [area ?? 'owner']) {
        const path = fillPath(r.path, a, params)
        pages.push({ name: path, path, area, load: LOADED.has(path) })
      }
    }
  }
  return pages
}

// ---------------------------------------------------------------------------------------------
// Weighing

/** One profile of the bench owner (the wizard's "fill in yourself"), for the pages that show one. */
async function makeProfile(base: string, cookie: string): Promise<Params> {
  const res = await fetch(`${base}/owner/profiles/new`, {
    method: 'POST',
    redirect: 'manual',
    headers: { 'Content-Type': 'application/x-www-form-urlencoded', Origin: base, Cookie: cookie },
    body: new URLSearchParams({ intent: 'fill', firstName: 'Анна', lastName: 'Бенчева', email: 'anna@example.com' }),
  })
  const id = res.headers.get('location')?.match(/\/owner\/profiles\/([^/?]+)/)?.[1]
  if (res.status !== 302 || !id) throw new Error(`creating a profile failed: HTTP ${res.status}`)
  const page = await (await fetch(`${base}/owner/profiles/${id}`, { headers: { Cookie: cookie } })).text()
  const sharelink = page.match(/\/owner\/link\/([A-Za-z0-9_-]+)/)?.[1]
  if (!sharelink) throw new Error('the profile page shows no share link')
  return { id, sharelink }
}

const gz = (text: string | Buffer) => gzipSync(text).length

interface Weight {
  status: number
  /** The page hydrates (Remix's scripts are on it) rather than working without JavaScript. */
  hydrates: boolean
  html: number
  css: number
  /** External scripts and module preloads, plus the modules they import statically. */
  jsExternal: number
  /** Inline scripts (Remix context with loader data, route imports), already inside `html`. */
  jsInline: number
}

const attr = (tag: string, name: string) => tag.match(new RegExp(`\\s${name}\\s*=\\s*"([^"]*)"`, 'i'))?.[1]
/** Static `import … from "x"` / `import "x"` in esbuild's output; dynamic import() loads later, not on a first load. */
const STATIC_IMPORT = /(?:\bimport|\bfrom)\s*["']([^"']+\.js)["']/g

async function fetchText(url: string, headers: Record<string, string>): Promise<string> {
  const res = await fetch(url, { headers, redirect: 'manual' })
  if (res.status !== 200) throw new Error(`GET ${url}: HTTP ${res.status}`)
  return res.text()
}

async function weigh(base: string, page: Page, cookies: Record<Area, string>): Promise<Weight> {
  const headers: Record<string, string> = page.area ? { Cookie: cookies[page.area] } : {}
  let pageUrl = new URL(page.path, base).href
  // Any status: an unknown link's page (404, 410) is a page people see too. A redirect within the
  // page (the questionnaire's first step) is followed; one to sign-in means the bench lost its session.
  let res = await fetch(pageUrl, { headers, redirect: 'manual' })
  for (let hops = 0; res.status >= 300 && res.status < 400 && hops < 3; hops++) {
    const next = new URL(res.headers.get('location') ?? '/', pageUrl)
    if (!next.pathname.startsWith(new URL(pageUrl).pathname)) throw new Error(`GET ${pageUrl}: redirected to ${next.href}`)
    pageUrl = next.href
    res = await fetch(pageUrl, { headers, redirect: 'manual' })
  }
  const html = await res.text()

  const css = new Set<string>()
  const js = new Set<string>()
  for (const [tag] of html.matchAll(/<link\b[^>]*>/gi)) {
    const rel = attr(tag, 'rel')?.toLowerCase()
    const href = attr(tag, 'href')
    if (!href) continue
    if (rel === 'stylesheet') css.add(new URL(href, pageUrl).href)
    if (rel === 'modulepreload') js.add(new URL(href, pageUrl).href)
  }
  const inline: string[] = []
  for (const [, open, body] of html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/gi)) {
    const src = attr(open, 'src')
    if (src) js.add(new URL(src, pageUrl).href)
    else if (body.trim()) {
      inline.push(body)
      // Remix's inline module script imports the entry and route modules.
      for (const [, spec] of body.matchAll(STATIC_IMPORT)) js.add(new URL(spec, pageUrl).href)
    }
  }

  let cssBytes = 0
  for (const url of css) cssBytes += gz(await fetchText(url, {}))
  // Each file once, following static imports so a chunk Remix forgot to preload still counts.
  let jsBytes = 0
  const seen = new Set<string>()
  const queue = [...js]
  while (queue.length) {
    const url = queue.shift()!
    if (seen.has(url)) continue
    seen.add(url)
    const text = await fetchText(url, {})
    jsBytes += gz(text)
    for (const [, spec] of text.matchAll(STATIC_IMPORT)) queue.push(new URL(spec, url).href)
  }
  return {
    status: res.status,
    hydrates: html.includes('window.__remixContext'),
    html: gz(html),
    css: cssBytes,
    jsExternal: jsBytes,
    jsInline: inline.length ? gz(inline.join('\n')) : 0,
  }
}

async function load(base: string, page: Page, cookies: Record<Area, string>): Promise<AutocannonResult> {
  return autocannon({
    url: new URL(page.path, base).href,
    connections: LOAD.connections,
    duration: LOAD.durationSeconds,
    bailout: 100,
    // A browser asks for gzip, so the server's compression is part of the cost.
    headers: { 'accept-encoding': 'gzip', ...(page.area ? { cookie: cookies[page.area] } : {}) },
  })
}

// ---------------------------------------------------------------------------------------------
// Report

const kib = (bytes: number) => (bytes / KiB).toFixed(1)
const pad = (s: string, n: number) => s.padStart(n)

interface Row {
  page: Page
  w: Weight
  /** Only for the key pages (Page.load). */
  r?: AutocannonResult
}

function report(rows: Row[]) {
  const header = ['page', 'status', 'hydr.', 'HTML', 'CSS', 'JS', '(inline)', 'total', 'JS budget', 'HTML+CSS', 'req/s', 'p50 ms', 'p99 ms']
  const nameWidth = Math.max(19, ...rows.map((x) => x.page.name.length))
  const widths = [nameWidth, 6, 5, 7, 7, 7, 9, 7, 13, 13, 8, 7, 7]
  const line = (cells: string[]) => cells.map((c, i) => (i === 0 ? c.padEnd(widths[i]) : pad(c, widths[i]))).join(' ')
  console.log(line(header))
  console.log(widths.map((w) => '-'.repeat(w)).join(' '))
  const notes: string[] = []
  for (const { page, w, r } of rows) {
    const js = w.jsExternal + w.jsInline
    const markup = w.html + w.css
    const jsBudget = w.hydrates ? BUDGET.hydratedJs : BUDGET.staticJs
    const jsMark = js > jsBudget * KiB ? 'OVER ' : w.hydrates && js > BUDGET.hydratedTarget * KiB ? 'near ' : ''
    const markupOver = markup > BUDGET.htmlCss * KiB
    if (r && (r.non2xx || r.errors || r.timeouts)) notes.push(`${page.name}: ${r.non2xx} non-2xx, ${r.errors} errors, ${r.timeouts} timeouts under load: req/s is not trustworthy`)
    console.log(
      line([
        page.name,
        String(w.status),
        w.hydrates ? 'yes' : 'no',
        kib(w.html),
        kib(w.css),
        kib(js),
        kib(w.jsInline),
        // Bytes on the wire: inline scripts are already inside the HTML.
        kib(w.html + w.css + w.jsExternal),
        `${jsMark}≤ ${jsBudget}`,
        `${markupOver ? 'OVER ' : ''}≤ ${BUDGET.htmlCss}`,
        r ? r.requests.average.toFixed(0) : '',
        r ? String(r.latency.p50) : '',
        r ? String(r.latency.p99) : '',
      ])
    )
  }
  console.log('\nSizes in KiB gzipped (node:zlib, default level); JS = external files + inline scripts; total = HTML + CSS + external JS.')
  console.log(`'near' marks a hydrated page over the ${BUDGET.hydratedTarget} KiB target that leaves room for later features (ADR 018).`)
  const bare = rows.find((x) => x.page.path === BARE_PATH)
  if (bare) {
    const bareJs = bare.w.jsExternal + bare.w.jsInline
    console.log(`shell: the bare page's JS is ${kib(bareJs - PLAIN_REMIX_JS * KiB)} KiB over a plain Remix 2 + React 18 page (${PLAIN_REMIX_JS} KiB, ISSUE 2 §13)`)
    // Only hydrated pages share the bare page's runtime; a static page's difference would mean nothing.
    for (const { page, w } of rows) {
      if (page === bare.page || !w.hydrates) continue
      console.log(`${page.name}: JS ${kib(w.jsExternal + w.jsInline - bareJs)} KiB over the bare page, HTML+CSS ${kib(w.html + w.css - bare.w.html - bare.w.css)} KiB`)
    }
  }
  for (const n of notes) console.log(`note: ${n}`)
}

// ---------------------------------------------------------------------------------------------

async function main() {
  console.log(`web benchmark: node ${process.version}, autocannon ${LOAD.connections} connections × ${LOAD.durationSeconds} s per key page, loopback`)
  await withProductionServer(async (server) => {
    const cookies = Object.fromEntries(await Promise.all(AREAS.map(async (a) => [a, await signIn(server.base, a)] as const))) as Record<Area, string>
    const pages = [...SHELL_PAGES, ...manifestPages(await makeProfile(server.base, cookies.owner))]
    const rows: Row[] = []
    for (const page of pages) rows.push({ page, w: await weigh(server.base, page, cookies) })
    if (!WEIGHT_ONLY) {
      for (const row of rows.filter((x) => x.page.load)) {
        process.stdout.write(`loading ${row.page.name}… `)
        row.r = await load(server.base, row.page, cookies)
      }
    }
    const consoleWeight = await weighConsole(server.base)
    console.log('\n')
    report(rows)
    reportConsoleWeight(consoleWeight)
    if (JSON_OUT)
      writeFileSync(
        JSON_OUT,
        JSON.stringify(
          rows.map(({ page, w }) => ({ page: page.name, ...w })),
          null,
          1
        )
      )
  })
}

await main().catch((error: unknown) => {
  // Before the server started (the build failed, no free port): nothing to clean up.
  console.error(`bench failed: ${error instanceof Error ? error.message : String(error)}`)
  process.exitCode = 1
})
