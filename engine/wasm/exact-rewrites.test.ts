// The kernels compute the shock's uniform another way than prng.ts writes it (ADR 068). The pin hashes
// JSON, which does not tell -0 from +0, so this checks the identity itself, bit for bit (Object.is),
// with the same IEEE double operations WebAssembly does.
import { describe, expect, it } from 'vitest'
import fc from 'fast-check'
import { mix32, shock } from '../core/prng'

const SQRT12 = Math.sqrt(12)
/** The kernels' $shockUnitV: sqrt(12) / 2^32. */
const SHOCK_UNIT = SQRT12 * 2 ** -32
/** The kernels' uniform: the hash with its top bit flipped, read as a signed 32-bit integer, times the unit. */
const kernelUniform = (h: number) => ((h ^ 0x80000000) | 0) * SHOCK_UNIT

describe('the kernels’ exact rewrites (ADR 068)', () => {
  it('the shock’s uniform (h - 2^31) · sqrt(12)/2^32 is (h/2^32 - 0.5) · sqrt(12) to the bit, at the edges and the sign of zero', () => {
    for (const h of [0, 1, 2 ** 31 - 1, 2 ** 31, 2 ** 31 + 1, 2 ** 32 - 1, 0x85ebca6b, 0xc2b2ae35]) {
      expect(Object.is(kernelUniform(h), (h / 2 ** 32 - 0.5) * SQRT12)).toBe(true)
    }
    expect(Object.is(kernelUniform(2 ** 31), 0)).toBe(true)
  })

  it('it gives prng.ts’s shock for hashed inputs', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 2 ** 32 - 1 }), (input) => Object.is(kernelUniform(mix32(input)), shock(input, 0))),
      { numRuns: 20000 }
    )
  })
})
