// The administrator console's weight (ADR 036), for `npm run bench:web`: what a first load of
// /administrator/login fetches (index.html, the entry and every chunk it imports statically, CSS),
// and what opening each resource's list adds after sign-in (its lazy chunk and the chunks it imports
// that the first load did not have), read from Vite's manifest (admin-console/dist/.vite/manifest.json).
// Fetched through the running server, gzip-weighed as bench/web.bench.ts weighs Remix pages.
import { readFileSync } from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { gzipSync } from 'node:zlib'

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..')
const KiB = 1024
const STATIC_IMPORT = /(?:\bimport|\bfrom)\s*["']([^"']+\.js)["']/g
const LAZY_PAGES = [
  'src/profiles/ProfileList.tsx',
  'src/owners/OwnerList.tsx',
  'src/estimators/EstimatorList.tsx',
  'src/questionnaires/QuestionnaireList.tsx',
  'src/profiles/ProfileShow.tsx',
  'src/neuronet/NeuronetPage.tsx',
]

interface ManifestChunk {
  file: string
  imports?: string[]
  css?: string[]
}

export interface ConsoleWeight {
  html: number
  css: number
  js: number
  files: number
  /** Per lazy page: the gzip bytes its first visit adds to the first load. */
  pages: Array<{ page: string; js: number }>
}

const gz = (text: string) => gzipSync(text).length

async function text(url: string): Promise<string> {
  const res = await fetch(url)
  if (res.status !== 200) throw new Error(`GET ${url}: HTTP ${res.status}`)
  return res.text()
}

export async function weighConsole(base: string): Promise<ConsoleWeight> {
  const pageUrl = new URL('/administrator/login', base).href
  const html = await text(pageUrl)
  const js = new Set<string>()
  const css = new Set<string>()
  for (const [tag] of html.matchAll(/<(?:script|link)\b[^>]*>/gi)) {
    const url = tag.match(/\s(?:src|href)="([^"]+)"/)?.[1]
    if (!url) continue
    if (/rel="stylesheet"/.test(tag)) css.add(new URL(url, pageUrl).href)
    else if (/<script|rel="modulepreload"/.test(tag)) js.add(new URL(url, pageUrl).href)
  }
  const loaded = new Set<string>()
  async function follow(start: Iterable<string>): Promise<number> {
    let bytes = 0
    const queue = [...start]
    while (queue.length) {
      const url = queue.shift()!
      if (loaded.has(url)) continue
      loaded.add(url)
      const body = await text(url)
      bytes += gz(body)
      for (const [, spec] of body.matchAll(STATIC_IMPORT)) queue.push(new URL(spec, url).href)
    }
    return bytes
  }
  const jsBytes = await follow(js)
  let cssBytes = 0
  for (const url of css) cssBytes += gz(await text(url))

  const manifest = JSON.parse(readFileSync(path.join(ROOT, 'admin-console/dist/.vite/manifest.json'), 'utf8')) as Record<string, ManifestChunk>
  const fileUrl = (file: string) => new URL(`/administrator/${file}`, base).href
  const firstLoad = new Set(loaded)
  const pages: ConsoleWeight['pages'] = []
  for (const page of LAZY_PAGES) {
    const chunk = manifest[page]
    if (!chunk) continue
    // Each page against the first load alone (a visitor may open any list first).
    loaded.clear()
    for (const url of firstLoad) loaded.add(url)
    pages.push({ page, js: await follow([fileUrl(chunk.file)]) })
  }
  return { html: gz(html), css: cssBytes, js: jsBytes, files: firstLoad.size, pages }
}

export function reportConsoleWeight(w: ConsoleWeight) {
  const kib = (bytes: number) => (bytes / KiB).toFixed(1)
  console.log(`\nadministrator console (/administrator, react-admin; no budget, ADR 036), KiB gzip:`)
  console.log(`  first load (login page): JS ${kib(w.js)} in ${w.files} files, HTML ${kib(w.html)}, CSS ${kib(w.css)}, total ${kib(w.js + w.html + w.css)}`)
  for (const p of w.pages) console.log(`  + ${p.page.replace(/^src\//, '')} on first visit: JS ${kib(p.js)}`)
}

// `npx tsx bench/console-weight.ts http://localhost:3000`: the console alone, against a running server.
if (process.argv[1] && fileURLToPath(import.meta.url) === path.resolve(process.argv[1])) {
  const base = process.argv[2] ?? 'http://localhost:3000'
  reportConsoleWeight(await weighConsole(base))
}
