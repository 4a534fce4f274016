// Builds public/questionnaire.js, the questionnaire pages' only script (they do not hydrate, ADR 007),
// from modules/questionnaires/ui/filling-script.ts: one source for which questions are visible,
// shared with the server (visibility.ts, formulas.ts). Run by `npm run build` after Remix's build.
import { build } from 'esbuild'
import path from 'node:path'
import { fileURLToPath } from 'node:url'

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..')
export const FILLING_SCRIPT_ENTRY = path.join(root, 'modules/questionnaires/ui/filling-script.ts')
export const FILLING_SCRIPT_OUTPUT = path.join(root, 'public/questionnaire.js')

/** The bundled script's code (minified, one IIFE, for every browser the pages support). */
export async function bundleFillingScript(): Promise<string> {
  const result = await build({
    absWorkingDir: root,
    entryPoints: [FILLING_SCRIPT_ENTRY],
    bundle: true,
    minify: true,
    format: 'iife',
    target: 'es2018',
    legalComments: 'none',
    write: false,
  })
  return result.outputFiles[0].text
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const { writeFile } = await import('node:fs/promises')
  const code = await bundleFillingScript()
  await writeFile(FILLING_SCRIPT_OUTPUT, code)
  console.log(`public/questionnaire.js: ${code.length} bytes`)
}
