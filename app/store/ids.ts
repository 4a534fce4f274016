import type { Id } from './types'

// Ids are 24 hex characters shaped like a MongoDB ObjectId: 4 bytes of seconds since 1970, then
// 8 random bytes. Both adapters use this one generator, so an id looks the same whichever engine
// stored it, ids sort roughly by creation time, and a record moved from the NeDB files to MongoDB
// keeps its id. Web Crypto (not node:crypto) so this file is safe to import anywhere.
export function newId(): Id {
  const bytes = new Uint8Array(12)
  globalThis.crypto.getRandomValues(bytes.subarray(4))
  const seconds = Math.floor(Date.now() / 1000)
  bytes[0] = (seconds >>> 24) & 0xff
  bytes[1] = (seconds >>> 16) & 0xff
  bytes[2] = (seconds >>> 8) & 0xff
  bytes[3] = seconds & 0xff
  return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('')
}

const ID_PATTERN = /^[0-9a-f]{24}$/

/** For route params and API input: a string that could be one of our ids. */
export function isId(value: unknown): value is Id {
  return typeof value === 'string' && ID_PATTERN.test(value)
}
