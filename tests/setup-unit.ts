import { afterEach, beforeEach, vi } from 'vitest'

// A console.error during a unit test is a bug we have not noticed yet (STYLE.md): fail the test.
let errors: unknown[][] = []
beforeEach(() => {
  errors = []
  vi.spyOn(console, 'error').mockImplementation((...args: unknown[]) => {
    errors.push(args)
  })
})
afterEach(() => {
  vi.restoreAllMocks()
  if (errors.length) throw new Error(`console.error was called: ${errors.map((a) => a.join(' ')).join('\n')}`)
})
