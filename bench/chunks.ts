// `npx tsx bench/chunks.ts [route-id …]`: where a hydrated page's JavaScript comes from, read from the
// browser build's esbuild metafile (build/metafile.js.json, written by `npm run build`). For each
// route chain (root + layout + page + entry.client) it follows the static imports between output
// chunks, as a first load does, and adds up each input file's share, grouped by package (or by app
// folder). Shares are minified bytes scaled by their chunk's gzip ratio: an estimate, but one that sums to
// what `npm run bench:web` weighs (without the inline script). ADR 018 was written from its output.
import { readFileSync } from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { gzipSync } from 'node:zlib'

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..')
const KiB = 1024

interface Output {
  bytes: number
  entryPoint?: string
  imports: { path: string; kind: string }[]
  inputs: Record<string, { bytesInOutput: number }>
}
const meta = JSON.parse(readFileSync(path.join(ROOT, 'build/metafile.js.json'), 'utf8')) as { outputs: Record<string, Output> }
const outputs = meta.outputs

/** The output file whose entry point is this source (the route modules carry a `?browser` suffix). */
function outputFor(entry: string): string {
  const hit = Object.entries(outputs).find(([, o]) => o.entryPoint === entry || o.entryPoint === `browser-route-module:${entry}?browser`)
  if (!hit) throw new Error(`no output for ${entry}; ids look like root.tsx, layouts/owner.tsx, ../modules/profiles/routes/owner.profiles.tsx`)
  return hit[0]
}

/** Every chunk a first load of these entries fetches: static imports only (dynamic ones load later). */
function closure(entries: string[]): string[] {
  const seen = new Set<string>()
  const queue = [...entries]
  while (queue.length) {
    const file = queue.shift()!
    if (seen.has(file)) continue
    seen.add(file)
    for (const i of outputs[file].imports) if (i.kind === 'import-statement') queue.push(i.path)
  }
  return [...seen]
}

/** A package name for node_modules inputs, else the first two folders of the source path. */
function group(input: string): string {
  const nm = input.lastIndexOf('node_modules/')
  if (nm >= 0) {
    const rest = input.slice(nm + 'node_modules/'.length).split('/')
    return rest[0].startsWith('@') ? `${rest[0]}/${rest[1]}` : rest[0]
  }
  const clean = input
    .replace(/^browser-route-module:/, '')
    .replace(/\?browser$/, '')
    .replace(/^(\.\.\/)+/, '')
  if (clean.endsWith('.json')) return `${clean} (texts)`
  return clean.split('/').slice(0, 2).join('/')
}

const gzipRatio = new Map<string, number>()
function ratio(file: string): number {
  let r = gzipRatio.get(file)
  if (r === undefined) {
    const text = readFileSync(path.join(ROOT, file))
    r = text.length ? gzipSync(text).length / text.length : 0
    gzipRatio.set(file, r)
  }
  return r
}

function analyse(routeEntries: string[]) {
  const files = closure(['app/entry.client.tsx', 'root.tsx', ...routeEntries].map(outputFor))
  const byGroup = new Map<string, number>()
  let total = 0
  for (const file of files) {
    const gz = gzipSync(readFileSync(path.join(ROOT, file))).length
    total += gz
    let attributed = 0
    for (const [input, { bytesInOutput }] of Object.entries(outputs[file].inputs)) {
      const share = bytesInOutput * ratio(file)
      attributed += share
      byGroup.set(group(input), (byGroup.get(group(input)) ?? 0) + share)
    }
    // esbuild's chunk glue (import statements, export lists) belongs to no input.
    byGroup.set('(chunk glue)', (byGroup.get('(chunk glue)') ?? 0) + gz - attributed)
  }
  console.log(`\n${routeEntries.join(' + ') || '(root only)'}: ${files.length} files, ${(total / KiB).toFixed(1)} KiB gzipped`)
  for (const [name, bytes] of [...byGroup].sort((a, b) => b[1] - a[1])) {
    if (bytes >= 0.1 * KiB) console.log(`  ${(bytes / KiB).toFixed(1).padStart(6)}  ${name}`)
  }
}

const DEFAULT_CHAINS = [
  ['routes/bench.bare.tsx'],
  ['layouts/owner.tsx', '../modules/accounts/routes/owner.dashboard.tsx'],
  ['layouts/owner.tsx', '../modules/accounts/routes/owner.settings.tsx'],
  ['layouts/owner.tsx', '../modules/profiles/routes/owner.profiles.tsx'],
  ['layouts/owner.tsx', '../modules/profiles/routes/owner.profiles.new.tsx'],
  ['layouts/owner.tsx', '../modules/profiles/routes/owner.profiles.$id.tsx'],
]
const args = process.argv.slice(2)
for (const chain of args.length ? [args] : DEFAULT_CHAINS) analyse(chain)
