// CI guard (ARCHITECTURE; `npm run check:bundle` after `npm run build`): the browser build holds no
// server code of ours (read from the build's metafile) and no server library (fingerprints in
// public/build). remix.config.js stubs no Node built-in for the browser, so a server file that does
// reach the browser with `crypto` or `fs` also fails the build itself.
import { readdirSync, readFileSync, statSync } from 'node:fs'
import path from 'node:path'
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
