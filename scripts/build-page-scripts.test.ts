import { describe, expect, it } from 'vitest'
import { bundlePageScript } from './build-page-scripts'

// The pages that do not hydrate must open on slow phones: each has at most one small script of its own.
describe('public/questionnaire.js', () => {
  it('is built from visibility.ts and formulas.ts into one script of under 6 KiB, without zod', async () => {
    const code = await bundlePageScript('questionnaire')
    expect(code.length).toBeLessThan(6 * 1024)
    // The neuron vocabulary and the definition schema (zod) stay on the server.
    expect(code).not.toContain('ZodError')
    expect(code).not.toContain('school_primary')
    // The rules it carries: the no-answer sentinel, the partner suffix of formulas, the date check.
    for (const piece of ['__none__', '_partner', 'data-enhanced']) expect(code).toContain(piece)
  })
})

describe('public/card-element.js', () => {
  it('mounts Stripe Elements by the card fields’ data attributes in under 8 KiB, without React (Stripe.js itself comes from Stripe)', async () => {
    const code = await bundlePageScript('cardElement')
    expect(code.length).toBeLessThan(8 * 1024)
    for (const piece of ['data-stripe-mount', 'stripe-card-error', 'confirmCardSetup', 'https://js.stripe.com']) expect(code).toContain(piece)
    expect(code).not.toContain('react')
  })
})
