// CI guard (ARCHITECTURE): the browser build must hold no server library. Module server files
// are parsed for the browser (remix #7625); this proves tree-shaking dropped them. Second guard
// (docs/decisions/018-page-weight-per-route.md): no page that hydrates loads a library it should
// only get on demand (zod, conform) on its first load.
import { readdirSync, readFileSync, statSync } from 'node:fs'
import path from 'node:path'
import { pathToFileURL } from 'node:url'
import type { ServerBuild } from '@remix-run/node'
import { isHydrated, type RouteHandle } from '#app/ui/handle'

const ROOT = path.resolve('public/build')
// Strings only these libraries' code contains.
const SIGNATURES: Record<string, RegExp> = {
  mongodb: /MongoServerError|MongoClient/,
  bull: /bull:[a-z]+:|Missing lock for job/,
  ioredis: /ioredis|ReplyError/,
  nodemailer: /nodemailer/,
  stripe: /api\.stripe\.com/,
  nedb: /@seald-io\/nedb|persistence\.compactDatafile/,
  scrypt: /scrypt\$/,
}

function files(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const p = path.join(dir, name)
    return statSync(p).isDirectory() ? files(p) : p.endsWith('.js') ? [p] : []
  })
}

const found: string[] = []
for (const file of files(ROOT)) {
  const code = readFileSync(file, 'utf8')
  for (const [lib, pattern] of Object.entries(SIGNATURES)) if (pattern.test(code)) found.push(`${path.relative(ROOT, file)}: ${lib}`)
}
if (found.length) {
  console.error(`Server code in the browser build:\n${found.join('\n')}`)
  process.exit(1)
}
console.log(`browser build clean: ${files(ROOT).length} files, no server library`)

/** Packages a hydrated page loads by import() when needed, never up front (forms validate on the server). */
const ON_DEMAND_ONLY = ['node_modules/zod/', 'node_modules/@conform-to/']

/** Per hydrated page (route chain), the inputs of every file its first load fetches. */
async function firstLoadOffenders(): Promise<string[]> {
  const build = (await import(pathToFileURL(path.resolve('build/index.js')).href)) as ServerBuild
  const meta = JSON.parse(readFileSync('build/metafile.js.json', 'utf8')) as { outputs: Record<string, { inputs: Record<string, unknown> }> }
  const inputsOf = (url: string) => Object.keys(meta.outputs[`public${url}`]?.inputs ?? {})
  const chain = (id: string): string[] => {
    const parent = build.routes[id]?.parentId
    return parent ? [...chain(parent), id] : [id]
  }
  const offenders: string[] = []
  for (const id of Object.keys(build.routes)) {
    const ids = chain(id)
    if (!isHydrated(ids.map((r) => build.routes[r].module.handle as RouteHandle | undefined))) continue
    const urls = [build.assets.entry.module, ...build.assets.entry.imports, ...ids.flatMap((r) => [build.assets.routes[r].module, ...(build.assets.routes[r].imports ?? [])])]
    const held = new Set(urls.flatMap(inputsOf).flatMap((input) => ON_DEMAND_ONLY.filter((pkg) => input.includes(pkg))))
    for (const pkg of held) offenders.push(`${id}: ${pkg}`)
  }
  return offenders
}

const offenders = await firstLoadOffenders()
if (offenders.length) {
  console.error(`Hydrated pages whose first load holds an on-demand library (import it with import(), ADR 018):\n${offenders.join('\n')}`)
  process.exit(1)
}
console.log('hydrated pages: no zod or conform on a first load')
