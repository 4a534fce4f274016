import { existsSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import { describe, expect, it } from 'vitest'
import { SLOW_FILES } from './slow-first-sequencer'

describe('the slow-first order of the unit files', () => {
  it('names files that exist (a renamed one would be started last again, unnoticed)', () => {
    const missing = SLOW_FILES.filter((file) => !existsSync(fileURLToPath(new URL(`../${file}`, import.meta.url))))
    expect(missing).toEqual([])
  })
})
