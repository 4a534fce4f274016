// How many bytes a request body may have, and a reader that stops counting at the limit instead of
// reading the whole body first. The express host enforces the limits on every route before Remix
// reads a byte (server/body.ts); the API's readBody enforces them again on what reaches it (ADR 014).

export const BODY_LIMITS = {
  /** A JSON call of ours: profile fields or one questionnaire step's answers. */
  api: 64 * 1024,
  /** A page form, url-encoded (Cyrillic costs 6 bytes a letter there): the longest is a questionnaire step. */
  page: 128 * 1024,
} as const

/** The body's bytes, or null as soon as they pass `maxBytes` (the rest is never read). */
export async function readLimited(body: ReadableStream<Uint8Array> | null, maxBytes: number): Promise<Uint8Array | null> {
  if (!body) return new Uint8Array()
  const chunks: Uint8Array[] = []
  let total = 0
  const reader = body.getReader()
  for (;;) {
    const { done, value } = await reader.read()
    if (done) break
    total += value.byteLength
    if (total > maxBytes) {
      await reader.cancel()
      return null
    }
    chunks.push(value)
  }
  return Buffer.concat(chunks)
}
