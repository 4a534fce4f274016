// What may never reach the browser build: our own server code, and server libraries. Used by
// scripts/check-browser-build.ts (`npm run check:bundle`) on the real build, and tested with
// made-up metafiles in browser-build-guard.test.ts.

/** The part of an esbuild metafile we read (Remix's classic compiler writes build/metafile.js.json). */
export interface Metafile {
  inputs: Record<string, unknown>
  outputs: Record<string, { inputs: Record<string, { bytesInOutput: number }> }>
}

/**
 * Our server-only files: any `*.server.*` module, and everything under the express host (`server/`)
 * and the worker (`jobs/`). Library code is judged by its fingerprints instead (SIGNATURES).
 */
export function isServerOnlyInput(input: string): boolean {
  if (input.includes('node_modules/') || input.includes(':')) return false // libraries; plugin namespaces such as empty-module:
  return /\.server\.[cm]?[jt]sx?$/.test(input) || /^(server|jobs)\//.test(input)
}

/**
 * Server inputs whose code is in a browser output. Only bytes count: the top-level `inputs` list
 * also names every module server file esbuild parsed and then dropped by tree-shaking (Remix empties
 * `*.server` imports inside `app/` only, remix #7625), which is harmless, so it cannot be the test.
 */
export function leakedServerInputs(metafile: Metafile): string[] {
  const leaks = new Set<string>()
  for (const [output, { inputs }] of Object.entries(metafile.outputs)) {
    for (const [input, { bytesInOutput }] of Object.entries(inputs)) {
      if (bytesInOutput > 0 && isServerOnlyInput(input)) leaks.add(`${output}: ${input}`)
    }
  }
  return [...leaks].sort()
}

/** Strings only these server libraries' code contains. */
export const SIGNATURES: Record<string, RegExp> = {
  mongodb: /MongoServerError|MongoClient/,
  bull: /bull:[a-z]+:|Missing lock for job/,
  ioredis: /ioredis|ReplyError/,
  nodemailer: /nodemailer/,
  stripe: /api\.stripe\.com/,
  nedb: /@seald-io\/nedb|persistence\.compactDatafile/,
  scrypt: /scrypt\$/,
}

/** The libraries whose fingerprint is in a browser file's code. */
export function librariesIn(code: string): string[] {
  return Object.entries(SIGNATURES)
    .filter(([, pattern]) => pattern.test(code))
    .map(([lib]) => lib)
}
