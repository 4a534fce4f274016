// The committed kernel bytes are what their text assembles to: an edit to a .wat file that was not
// followed by `npm run build:wasm` fails here, not silently in production.
import { describe, expect, it } from 'vitest'
import { assemble, KERNELS } from './assemble'
import { DAY_KERNELS_WASM } from './day-kernels.wasm'

const committed: Record<string, string> = { DAY_KERNELS_WASM }

describe('the engine WebAssembly kernels', () => {
  for (const kernel of KERNELS) {
    it(`${kernel.module} holds the assembly of ${kernel.text}`, async () => {
      const bytes = await assemble(kernel.text)
      expect(committed[kernel.name]).toBe(Buffer.from(bytes).toString('base64'))
      expect(WebAssembly.validate(bytes)).toBe(true)
    })
  }
})
