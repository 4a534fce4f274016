// Builds the only scripts of pages that do not hydrate (ADR 007), each bundled alone into public/:
// - questionnaire.js, from modules/questionnaires/ui/filling-script.ts: one source for which questions
//   are visible, shared with the server (visibility.ts, formulas.ts);
// - card-element.js, from modules/billing/ui/card-element-script.ts: Stripe Elements on the flame
//   result page, loaded only when the page offers Elements.
// Run by `npm run build` after Remix's build; the outputs are not committed.
import { build } from 'esbuild'
import path from 'node:path'
import { fileURLToPath } from 'node:url'

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..')

export const PAGE_SCRIPTS = {
  questionnaire: { entry: 'modules/questionnaires/ui/filling-script.ts', output: 'public/questionnaire.js' },
  cardElement: { entry: 'modules/billing/ui/card-element-script.ts', output: 'public/card-element.js' },
} as const

export type PageScript = keyof typeof PAGE_SCRIPTS

/** The bundled script's code (minified, one IIFE, for every browser the pages support). */
export async function bundlePageScript(name: PageScript): Promise<string> {
  const result = await build({
    absWorkingDir: root,
    entryPoints: [path.join(root, PAGE_SCRIPTS[name].entry)],
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
  for (const name of Object.keys(PAGE_SCRIPTS) as PageScript[]) {
    const code = await bundlePageScript(name)
    await writeFile(path.join(root, PAGE_SCRIPTS[name].output), code)
    console.log(`${PAGE_SCRIPTS[name].output}: ${code.length} bytes`)
  }
}
