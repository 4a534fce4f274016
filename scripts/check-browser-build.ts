// CI guard (ARCHITECTURE; `npm run check:bundle` after `npm run build`): the browser build holds no
// server code of ours (read from the build's metafile) and no server library (fingerprints in
// public/build). remix.config.js stubs no Node built-in for the browser, so a server file that does
// reach the browser with `crypto` or `fs` also fails the build itself. Second guard
// (docs/decisions/018-page-weight-per-route.md): no page that hydrates loads a library it should
// only get on demand (zod, conform) on its first load, nor the engine scorer's tables.
import { readdirSync, readFileSync, statSync } from 'node:fs'
import path from 'node:path'
import { pathToFileURL } from 'node:url'
import type { ServerBuild } from '@remix-run/node'
import { isHydrated, type RouteHandle } from '#app/ui/handle'
import { leakedServerInputs, librariesIn, type Metafile } from './browser-build-guard'

const PUBLIC_BUILD = path.resolve('public/build')
const METAFILE = path.resolve('build/metafile.js.json')

function files(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const p = path.join(dir, name)
    return statSync(p).isDirectory() ? files(p) : p.endsWith('.js') ? [p] : []
  })
}

const metafile = JSON.parse(readFileSync(METAFILE, 'utf8')) as Metafile
const found = leakedServerInputs(metafile).map((leak) => `${leak} (our server code)`)
const browserFiles = files(PUBLIC_BUILD)
for (const file of browserFiles) {
  for (const lib of librariesIn(readFileSync(file, 'utf8'))) found.push(`${path.relative(PUBLIC_BUILD, file)}: ${lib}`)
}
if (found.length) {
  console.error(`Server code in the browser build:\n${found.join('\n')}`)
  process.exit(1)
}
console.log(`browser build clean: ${browserFiles.length} files, ${Object.keys(metafile.outputs).length} outputs, no server code or library`)

/**
 * Packages a hydrated page loads by import() when needed, never up front (forms validate on the
 * server), and the profile scorer's neuron table, which a value import from the engine's barrel
 * (`#engine/index`) drags in: pages import the one engine file they need. Also what a page draws on
 * the server and keeps in the browser (the pair result, app/ui/KeptView.tsx), and the loader of
 * Mantine's Button with its transition (app/ui/button/Button.tsx), loaded on first interaction.
 */
const ON_DEMAND_ONLY = [
  'node_modules/zod/',
  'node_modules/@conform-to/',
  'engine/scoring/neurons.ts',
  'modules/p2p/ui/result/PairResultView.tsx',
  '@mantine/core/esm/components/Loader/',
  '@mantine/core/esm/components/Transition/',
]

/** Per hydrated page (route chain), the inputs of every file its first load fetches. */
async function firstLoadOffenders(): Promise<string[]> {
  const build = (await import(pathToFileURL(path.resolve('build/index.js')).href)) as ServerBuild
  const inputsOf = (url: string) => Object.keys(metafile.outputs[`public${url}`]?.inputs ?? {})
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
  console.error(`Hydrated pages whose first load holds what they load on demand (import it with import(), ADR 018, 052):\n${offenders.join('\n')}`)
  process.exit(1)
}
console.log('hydrated pages: no zod, conform, scorer table, kept view or button loader on a first load')
