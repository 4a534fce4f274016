// What keeps hydrated pages within their JavaScript budget (docs/decisions/009-page-weight.md,
// 018-page-weight-per-route.md): no app or module code imports Mantine components through the
// package index, components translate with app/i18n/react.tsx, not react-i18next (which would also
// find no provider now), and the form layer every page uses loads neither zod nor conform. The
// build itself is checked too: scripts/check-browser-build.ts fails when a hydrated page's first
// load holds zod or conform, whichever import brought them.
import { readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { describe, expect, it } from 'vitest'

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..')

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const full = path.join(dir, e.name)
    if (e.isDirectory()) return e.name === 'node_modules' ? [] : sourceFiles(full)
    return /\.(ts|tsx)$/.test(e.name) && !/\.test\.tsx?$/.test(e.name) ? [full] : []
  })
}

/** A value import or re-export of `pkg` (`import type` aside); `[^'"]` keeps a match inside one statement. */
const valueImportOf = (pkg: string) => new RegExp(`(?:^|\\n)\\s*(?:import|export)\\s+(?!type\\s)[^'"]*?from\\s+['"]${pkg.replace(/\//g, '\\/')}['"]`)

function filesImporting(pkg: string, allowed: (relativePath: string) => boolean): string[] {
  const pattern = valueImportOf(pkg)
  return ['app', 'modules']
    .flatMap((dir) => sourceFiles(path.join(ROOT, dir)))
    .map((f) => path.relative(ROOT, f))
    .filter((f) => !allowed(f) && pattern.test(readFileSync(path.join(ROOT, f), 'utf8')))
}

describe('page weight guards', () => {
  it('finds a value import and ignores a type import', () => {
    const pattern = valueImportOf('@mantine/core')
    expect(pattern.test("import {\n  Button,\n} from '@mantine/core'")).toBe(true)
    expect(pattern.test("import { x } from './x'\nimport type { MantineColor } from '@mantine/core'")).toBe(false)
  })

  it('Mantine components come from #app/ui/mantine/<Name>, never the package index', () => {
    const offenders = filesImporting('@mantine/core', (f) => f.startsWith(path.join('app', 'ui', 'mantine') + path.sep))
    expect(offenders, 'import from #app/ui/mantine/<Name> (add the file if missing)').toEqual([])
  })

  it('components translate with #app/i18n/react, not react-i18next', () => {
    expect(
      filesImporting('react-i18next', () => false),
      "use useTranslation from '#app/i18n/react'"
    ).toEqual([])
  })

  it('i18next itself stays on the server (*.server.ts)', () => {
    expect(filesImporting('i18next', (f) => /\.server\.tsx?$/.test(f))).toEqual([])
  })

  it('the form layer and its fields import neither zod nor conform: hydrated pages get them by import() only', () => {
    const formLayer = (f: string) => f === path.join('app', 'ui', 'form.tsx') || f.startsWith(path.join('app', 'ui', 'fields') + path.sep)
    for (const pkg of ['zod', '@conform-to/zod', '@conform-to/react']) {
      const offenders = filesImporting(pkg, () => false).filter(formLayer)
      expect(offenders, `${pkg} in the form layer`).toEqual([])
    }
  })
})
