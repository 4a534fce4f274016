// `npm run build:wasm`: assembles engine/wasm/*.wat into the committed modules beside them (ADR 045).
import { writeFile } from 'node:fs/promises'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { assemble, KERNELS, moduleSource } from '../engine/wasm/assemble'

const dir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../engine/wasm')
for (const kernel of KERNELS) {
  const bytes = await assemble(kernel.text)
  await writeFile(path.join(dir, kernel.module), moduleSource(kernel, bytes))
  console.log(`${kernel.module}: ${bytes.length} bytes`)
}
