// Assembles the engine's WebAssembly text into the committed module files (ADR 045). The engine runs
// from TypeScript with no build step (jobs, tests, bench), so the bytes are committed beside their
// text as a base64 string; `npm run build:wasm` writes them and assemble.test.ts fails when they
// drift from the text.
import { readFile } from 'node:fs/promises'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import wabt from 'wabt'
import { unrolledBands } from './unrolled-bands'

const here = path.dirname(fileURLToPath(import.meta.url))

/** The kernels: text in, committed module out. */
export const KERNELS = [{ text: 'day-kernels.wat', module: 'day-kernels.wasm.ts', name: 'DAY_KERNELS_WASM' }] as const

/** A kernel's text with the generated parts in place: a marker comment line is replaced by what it names. */
export async function kernelText(textFile: string): Promise<string> {
  const { functions, dispatch } = unrolledBands()
  const generated: Record<string, string> = { 'unrolled-bands-functions': functions, 'unrolled-bands-dispatch': dispatch }
  const text = await readFile(path.join(here, textFile), 'utf8')
  return text.replace(/^ *;; @([a-z-]+) .*$/gm, (line: string, name: string) => generated[name] ?? line)
}

/** The binary of a kernel's text, with the SIMD proposal (standard since 2021) enabled. */
export async function assemble(textFile: string): Promise<Uint8Array<ArrayBuffer>> {
  const tools = await wabt()
  const parsed = tools.parseWat(textFile, await kernelText(textFile), { simd: true })
  try {
    parsed.validate()
    return new Uint8Array(parsed.toBinary({ log: false, write_debug_names: false }).buffer)
  } finally {
    parsed.destroy()
  }
}

/** The committed TypeScript module that holds a kernel's bytes. */
export function moduleSource(kernel: (typeof KERNELS)[number], bytes: Uint8Array): string {
  const base64 = Buffer.from(bytes).toString('base64')
  return [`// Generated from ${kernel.text} by \`npm run build:wasm\` (engine/wasm/assemble.ts); do not edit.`, `export const ${kernel.name} =`, `  '${base64}'`, ''].join('\n')
}
