// `npm run bench:web`: page weight and throughput of key pages (ISSUE 2 §13). Prints figures and
// the budgets beside them; never fails on them (a failure means the bench itself could not run).
// Builds, starts the production server on a free loopback port with a throwaway DATA_DIR, signs in
// as the bench owner (bench/server.ts), weighs each page as a first load, then loads each with autocannon. How to read
// the table: bench/README.md.

import { gzipSync } from 'node:zlib'
import { autocannon, signIn, withProductionServer, type AutocannonResult } from './server'

const KiB = 1024
/** Per page: enough samples for a stable mean, and the whole bench stays well under 90 s. */
const LOAD = { connections: 10, durationSeconds: 5 }

interface Page {
  name: string
  path: string
  /** Sent with the owner's session cookie. */
  owner?: boolean
  hydrates: boolean
}

const PAGES: Page[] = [
  { name: 'landing', path: '/', hydrates: false },
  { name: 'owner login', path: '/owner/login', hydrates: false },
  { name: 'owner dashboard', path: '/owner/dashboard', owner: true, hydrates: true },
  // Not a product page: the yardstick. Hydrated like owner pages, so it gets their budget.
  { name: 'bare (same build)', path: '/bench/bare', hydrates: true },
]
/** Budgets in KiB (ISSUE 2 §13): JS for pages that work without JavaScript, JS for owner pages, HTML + CSS for every page. */
const BUDGET = { staticJs: 15, hydratedJs: 120, htmlCss: 100 }
/** What the issue measured for a plain Remix 2 + React 18 page, to show what our shell adds. */
const PLAIN_REMIX_JS = 82
const BARE_PATH = '/bench/bare'

// ---------------------------------------------------------------------------------------------
// Weighing

const gz = (text: string | Buffer) => gzipSync(text).length

interface Weight {
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

async function weigh(base: string, page: Page, cookie: string): Promise<Weight> {
  const headers: Record<string, string> = page.owner ? { Cookie: cookie } : {}
  const pageUrl = new URL(page.path, base).href
  const html = await fetchText(pageUrl, headers)

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
  return { html: gz(html), css: cssBytes, jsExternal: jsBytes, jsInline: inline.length ? gz(inline.join('\n')) : 0 }
}

async function load(base: string, page: Page, cookie: string): Promise<AutocannonResult> {
  return autocannon({
    url: new URL(page.path, base).href,
    connections: LOAD.connections,
    duration: LOAD.durationSeconds,
    bailout: 100,
    // A browser asks for gzip, so the server's compression is part of the cost.
    headers: { 'accept-encoding': 'gzip', ...(page.owner ? { cookie } : {}) },
  })
}

// ---------------------------------------------------------------------------------------------
// Report

const kib = (bytes: number) => (bytes / KiB).toFixed(1)
const pad = (s: string, n: number) => s.padStart(n)

function report(rows: { page: Page; w: Weight; r: AutocannonResult }[]) {
  const header = ['page', 'HTML', 'CSS', 'JS', '(inline)', 'total', 'JS budget', 'HTML+CSS', 'req/s', 'p50 ms', 'p99 ms']
  const widths = [19, 7, 7, 7, 9, 7, 13, 13, 8, 7, 7]
  const line = (cells: string[]) => cells.map((c, i) => (i === 0 ? c.padEnd(widths[i]) : pad(c, widths[i]))).join(' ')
  console.log(line(header))
  console.log(widths.map((w) => '-'.repeat(w)).join(' '))
  const notes: string[] = []
  for (const { page, w, r } of rows) {
    const js = w.jsExternal + w.jsInline
    const markup = w.html + w.css
    const jsBudget = page.hydrates ? BUDGET.hydratedJs : BUDGET.staticJs
    const jsOver = js > jsBudget * KiB
    const markupOver = markup > BUDGET.htmlCss * KiB
    if (r.non2xx || r.errors || r.timeouts) notes.push(`${page.name}: ${r.non2xx} non-2xx, ${r.errors} errors, ${r.timeouts} timeouts under load: req/s is not trustworthy`)
    console.log(
      line([
        page.name,
        kib(w.html),
        kib(w.css),
        kib(js),
        kib(w.jsInline),
        // Bytes on the wire: inline scripts are already inside the HTML.
        kib(w.html + w.css + w.jsExternal),
        `${jsOver ? 'OVER ' : ''}≤ ${jsBudget}`,
        `${markupOver ? 'OVER ' : ''}≤ ${BUDGET.htmlCss}`,
        r.requests.average.toFixed(0),
        String(r.latency.p50),
        String(r.latency.p99),
      ]),
    )
  }
  console.log('\nSizes in KiB gzipped (node:zlib, default level); JS = external files + inline scripts; total = HTML + CSS + external JS.')
  const bare = rows.find((x) => x.page.path === BARE_PATH)
  if (bare) {
    const bareJs = bare.w.jsExternal + bare.w.jsInline
    console.log(`shell: the bare page's JS is ${kib(bareJs - PLAIN_REMIX_JS * KiB)} KiB over a plain Remix 2 + React 18 page (${PLAIN_REMIX_JS} KiB, ISSUE 2 §13)`)
    // Only hydrated pages share the bare page's runtime; a static page's difference would mean nothing.
    for (const { page, w } of rows) {
      if (page === bare.page || !page.hydrates) continue
      console.log(`${page.name}: JS ${kib(w.jsExternal + w.jsInline - bareJs)} KiB over the bare page, HTML+CSS ${kib(w.html + w.css - bare.w.html - bare.w.css)} KiB`)
    }
  }
  for (const n of notes) console.log(`note: ${n}`)
}

// ---------------------------------------------------------------------------------------------

async function main() {
  console.log(`web benchmark: node ${process.version}, autocannon ${LOAD.connections} connections × ${LOAD.durationSeconds} s per page, loopback`)
  await withProductionServer(async (server) => {
    const cookie = await signIn(server.base)
    const rows: { page: Page; w: Weight; r: AutocannonResult }[] = []
    for (const page of PAGES) {
      const w = await weigh(server.base, page, cookie)
      process.stdout.write(`loading ${page.name}… `)
      const r = await load(server.base, page, cookie)
      rows.push({ page, w, r })
    }
    console.log('\n')
    report(rows)
  })
}

await main().catch((error: unknown) => {
  // Before the server started (the build failed, no free port): nothing to clean up.
  console.error(`bench failed: ${error instanceof Error ? error.message : String(error)}`)
  process.exitCode = 1
})
