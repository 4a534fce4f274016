// Mantine comes in one file per component (docs/decisions/009-page-weight.md): esbuild puts every
// component the app uses through `@mantine/core`'s index into one chunk shared by every page that
// imports the index, and the root does. The deep paths must name the same values as the index (a Mantine
// upgrade that moves a file fails here); app/page-weight.test.ts keeps the index out of app code.
import { readdirSync } from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { describe, expect, it } from 'vitest'
import * as core from '@mantine/core'

const HERE = path.dirname(fileURLToPath(import.meta.url))

const wrappers = readdirSync(HERE).filter((f) => f.endsWith('.ts') && !f.endsWith('.test.ts'))

describe('app/ui/mantine', () => {
  it.each(wrappers)('%s exports the very value the package index exports', async (file) => {
    // `<Name>.server.ts`: a wrapper only the server build loads (MantineProvider, ADR 018).
    const name = file.replace(/(\.server)?\.ts$/, '')
    const mod = (await import(`./${file}`)) as Record<string, unknown>
    expect(Object.keys(mod)).toEqual([name])
    expect(mod[name]).toBeDefined()
    expect(mod[name]).toBe((core as Record<string, unknown>)[name])
  })
})
