// Assembles the engine's WebAssembly text into the committed module files (ADR 045). The engine runs
// from TypeScript with no build step (jobs, tests, bench), so the bytes are committed beside their
// text as a base64 string; `npm run build:wasm` writes them and assemble.test.ts fails when they
// drift from the text.
import { readFile } from 'node:fs/promises'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import wabt from 'wabt'
import { pairReplicateLoops } from './pair-replicates'
import { unrolledBands } from './unrolled-bands'

const here = path.dirname(fileURLToPath(import.meta.url))

/** The kernels: text in, committed module out. */
export const KERNELS = [{ text: 'day-kernels.wat', module: 'day-kernels.wasm.ts', name: 'DAY_KERNELS_WASM' }] as const

/**
 * A kernel's text with the generated parts in place: a marker comment line (`;; @name ...`) is
 * replaced by the part it names. A marker with no part, or a part with no marker, is an error: a
 * misspelt marker would otherwise leave the kernel without its part and nothing would say so.
 */
export async function kernelText(textFile: string): Promise<string> {
  const { functions, dispatch } = unrolledBands()
  const generated = new Map([
    ['unrolled-bands-functions', functions],
    ['unrolled-bands-dispatch', dispatch],
    ['pair-replicate-loops', pairReplicateLoops()],
  ])
  const placed = new Set<string>()
  const text = (await readFile(path.join(here, textFile), 'utf8')).replace(/^ *;; @([a-z-]+) .*$/gm, (_line: string, name: string) => {
    const part = generated.get(name)
    if (part === undefined || placed.has(name)) throw new Error(`${textFile}: marker @${name} names no generated part, or names one twice`)
    placed.add(name)
    return part
  })
  const missing = [...generated.keys()].filter((name) => !placed.has(name))
  if (missing.length > 0) throw new Error(`${textFile}: no marker for ${missing.join(', ')}`)
  return text
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
