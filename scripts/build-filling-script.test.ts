import { describe, expect, it } from 'vitest'
import { bundleFillingScript } from './build-filling-script'

// The questionnaire pages do not hydrate and must open on slow phones: their one script is built
// from the server's own visibility rules, and stays small.
describe('public/questionnaire.js', () => {
  it('is built from visibility.ts and formulas.ts into one script of under 6 KiB, without zod', async () => {
    const code = await bundleFillingScript()
    expect(code.length).toBeLessThan(6 * 1024)
    // The neuron vocabulary and the definition schema (zod) stay on the server.
    expect(code).not.toContain('ZodError')
    expect(code).not.toContain('school_primary')
    // The rules it carries: the no-answer sentinel, the partner suffix of formulas, the date check.
    for (const piece of ['__none__', '_partner', 'data-enhanced']) expect(code).toContain(piece)
  })
})
