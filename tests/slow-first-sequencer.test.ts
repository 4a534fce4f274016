import { existsSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import { describe, expect, it } from 'vitest'
import { SLOW_FILES, slowFirst } from './slow-first-sequencer'

describe('the slow-first order of the unit files', () => {
  it('names files that exist (a renamed one would be started last again, unnoticed)', () => {
    const missing = SLOW_FILES.filter((file) => !existsSync(fileURLToPath(new URL(`../${file}`, import.meta.url))))
    expect(missing).toEqual([])
  })

  it('starts the slow files first, and leaves the others in the order vitest gave', () => {
    const file = (path: string) => ({ moduleId: `/repo/${path}` })
    const given = [file('a/big.test.ts'), file(SLOW_FILES[2]), file('b/mid.test.ts'), file(SLOW_FILES[0]), file('c/small.test.ts')]
    expect(slowFirst(given).map((f) => f.moduleId)).toEqual([SLOW_FILES[0], SLOW_FILES[2], 'a/big.test.ts', 'b/mid.test.ts', 'c/small.test.ts'].map((p) => `/repo/${p}`))
  })

  it('does not take a file for a slow one because its name ends the same way', () => {
    const lookalike = { moduleId: `/repo/other-${SLOW_FILES[0]}` }
    expect(slowFirst([{ moduleId: '/repo/a.test.ts' }, lookalike])).toEqual([{ moduleId: '/repo/a.test.ts' }, lookalike])
  })
})
