// `npm run bench:web`: page weight of every page and throughput of key pages (ISSUE 2 §13, issue 8).
// Prints figures and the budgets beside them; never fails on them (a failure means the bench itself
// could not run; CI's budget check is the e2e guard). Builds, starts the production server on a free
// loopback port with a throwaway DATA_DIR, signs in as each area's demo account, makes one profile,
// weighs every page the module manifests declare (plus the shell's public pages) as a first load,
// then loads the key pages with autocannon. How to read the table: bench/README.md.

import { spawn, type ChildProcess } from 'node:child_process'
import { randomBytes } from 'node:crypto'
import { mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import { createServer } from 'node:net'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { gzipSync } from 'node:zlib'
import { modules } from '#modules/registry'
import type { LayoutName } from '#modules/types'

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..')
const KiB = 1024
/** Per page: enough samples for a stable mean, and the whole bench stays well under 90 s. */
const LOAD = { connections: 10, durationSeconds: 5 }
type Area = 'owner' | 'estimator' | 'administrator'
/** The demo accounts (seeds/accounts.ts, README) and their session cookies (modules/accounts/server/areas.ts). */
const ACCOUNTS: Record<Area, { email: string; password: string; cookie: string }> = {
  owner: { email: 'owner@rapport.localhost', password: 'demo-owner-1', cookie: '__rapport_owner' },
  estimator: { email: 'estimator@rapport.localhost', password: 'demo-estimator-1', cookie: '__rapport_estimator' },
  administrator: { email: 'admin@rapport.localhost', password: 'demo-admin-1', cookie: '__rapport_administrator' },
}
const AREAS = Object.keys(ACCOUNTS) as Area[]

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

/** The area a layout belongs to: its pages are weighed signed in as that area's demo account. */
const AREA_OF: Partial<Record<LayoutName, Area>> = { owner: 'owner', estimator: 'estimator', administrator: 'administrator' }

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

// autocannon ships no types; this is the part of its programmatic API (v8) the bench uses.
interface AutocannonResult {
  requests: { average: number; total: number }
  latency: { p50: number; p99: number }
  non2xx: number
  errors: number
  timeouts: number
}
type Autocannon = (opts: {
  url: string
  connections: number
  duration: number
  headers?: Record<string, string>
  /** Abort after this many socket errors: a dead server should not spin for the whole duration. */
  bailout?: number
}) => Promise<AutocannonResult>
const autocannon = createRequire(import.meta.url)('autocannon') as Autocannon

// ---------------------------------------------------------------------------------------------
// Server lifecycle

function run(command: string, args: string[], env: NodeJS.ProcessEnv = process.env): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { cwd: ROOT, env, stdio: ['ignore', 'pipe', 'pipe'] })
    let output = ''
    child.stdout.on('data', (d) => (output += d))
    child.stderr.on('data', (d) => (output += d))
    child.on('error', reject)
    child.on('exit', (code) => (code === 0 ? resolve() : reject(new Error(`${command} ${args.join(' ')} exited with ${code}\n${output}`))))
  })
}

/** Asks the OS for a port nobody uses right now (a small race with other processes is acceptable here). */
function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer()
    server.unref()
    server.on('error', reject)
    server.listen(0, '127.0.0.1', () => {
      const address = server.address()
      const port = typeof address === 'object' && address ? address.port : 0
      server.close(() => resolve(port))
    })
  })
}

interface Server {
  child: ChildProcess
  base: string
  /** The server's recent output, shown only if something goes wrong. */
  log: () => string
}

function startServer(port: number, dataDir: string): Server {
  // `node --import tsx` rather than the tsx binary: one process, so SIGTERM reaches the server itself.
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/index.ts'], {
    cwd: ROOT,
    stdio: ['ignore', 'pipe', 'pipe'],
    env: {
      ...process.env,
      NODE_ENV: 'production',
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      SESSION_SECRET: randomBytes(32).toString('hex'),
      BENCH_ROUTES: '1',
      // The bench signs in as the demo owner; production seeds no demo accounts unless asked.
      SEED_DEMO_ACCOUNTS: 'true',
      SEED_ON_START: 'true',
      // Embedded defaults only: the bench measures this build, not whatever services the shell points at.
      MONGODB_URL: '',
      REDIS_URL: '',
      SMTP_URL: '',
      LOG_LEVEL: 'warn',
    },
  })
  let tail = ''
  const keep = (d: Buffer) => (tail = (tail + d.toString()).slice(-4000))
  child.stdout!.on('data', keep)
  child.stderr!.on('data', keep)
  return { child, base: `http://127.0.0.1:${port}`, log: () => tail }
}

async function waitForHealth(server: Server, timeoutMs = 30_000): Promise<void> {
  const deadline = Date.now() + timeoutMs
  while (Date.now() < deadline) {
    if (server.child.exitCode !== null) throw new Error(`server exited with ${server.child.exitCode}\n${server.log()}`)
    try {
      const res = await fetch(`${server.base}/healthz`, { signal: AbortSignal.timeout(1000) })
      if (res.ok) return
    } catch {
      // Not listening yet.
    }
    await new Promise((r) => setTimeout(r, 200))
  }
  throw new Error(`server not healthy after ${timeoutMs / 1000} s\n${server.log()}`)
}

async function stopServer(server: Server): Promise<void> {
  const { child } = server
  if (child.exitCode !== null || child.signalCode !== null) return
  const exited = new Promise<void>((r) => child.once('exit', () => r()))
  child.kill('SIGTERM')
  const timer = setTimeout(() => child.kill('SIGKILL'), 5000)
  await exited
  clearTimeout(timer)
}

/** Names the current browser build by its manifest file, whose name carries a content hash. */
function buildId(): string {
  return readdirSync(path.join(ROOT, 'public/build')).find((f) => f.startsWith('manifest-')) ?? 'none'
}

// ---------------------------------------------------------------------------------------------
// Sign-in and weighing

async function signIn(base: string, area: Area): Promise<string> {
  const account = ACCOUNTS[area]
  const res = await fetch(`${base}/${area}/login`, {
    method: 'POST',
    redirect: 'manual',
    headers: { 'Content-Type': 'application/x-www-form-urlencoded', Origin: base },
    body: new URLSearchParams({ email: account.email, password: account.password }),
  })
  const cookie = res.headers.getSetCookie().find((c) => c.startsWith(`${account.cookie}=`))
  if (res.status !== 302 || !cookie) throw new Error(`${area} sign-in failed: HTTP ${res.status}`)
  // Only name=value: the Secure attribute would stop a client on plain http from sending it back.
  return cookie.split(';')[0]
}

/** One profile of the demo owner (the wizard's "fill in yourself"), for the pages that show one. */
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
      ]),
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
  const started = Date.now()
  console.log(`web benchmark: node ${process.version}, autocannon ${LOAD.connections} connections × ${LOAD.durationSeconds} s per key page, loopback`)
  process.stdout.write('building… ')
  // `remix build` takes its mode from NODE_ENV: under 'test' or 'development' it emits jsxDEV calls,
  // which the production server cannot run, and the weights would not be production weights.
  await run('npm', ['run', 'build'], { ...process.env, NODE_ENV: 'production' })
  const built = buildId()
  const port = await freePort()
  const dataDir = mkdtempSync(path.join(tmpdir(), 'rapport-bench-web-'))
  const server = startServer(port, dataDir)
  // Ctrl-C must not leave a server or its data behind.
  const interrupt = () => void stopServer(server).finally(() => (rmSync(dataDir, { recursive: true, force: true }), process.exit(130)))
  process.once('SIGINT', interrupt)
  process.once('SIGTERM', interrupt)
  try {
    await waitForHealth(server)
    console.log(`server up on ${server.base} (${((Date.now() - started) / 1000).toFixed(1)} s)`)
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
    console.log('\n')
    report(rows)
    if (JSON_OUT) writeFileSync(JSON_OUT, JSON.stringify(rows.map(({ page, w }) => ({ page: page.name, ...w })), null, 1))
    // `remix build` empties public/build: a build by someone else in this tree mid-run mixes two builds.
    if (buildId() !== built) console.log('note: public/build changed during the run (another build in this tree); run again')
  } catch (error) {
    // The only console.error: the bench could not run; the server's last words help find why.
    console.error(`\nbench failed: ${error instanceof Error ? error.message : String(error)}`)
    if (server.log()) console.error(`server output (last lines):\n${server.log()}`)
    process.exitCode = 1
  } finally {
    await stopServer(server)
    rmSync(dataDir, { recursive: true, force: true })
    process.off('SIGINT', interrupt)
    process.off('SIGTERM', interrupt)
  }
  console.log(`\ndone in ${((Date.now() - started) / 1000).toFixed(1)} s`)
}

await main().catch((error: unknown) => {
  // Before the server started (the build failed, no free port): nothing to clean up.
  console.error(`bench failed: ${error instanceof Error ? error.message : String(error)}`)
  process.exitCode = 1
})
