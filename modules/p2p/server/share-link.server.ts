// The shared result's link (ADR 042): `/result/{key}.{signature}`. The key is 128 random bits, the
// store's handle of the share (it can be revoked); the signature is HMAC-SHA256 over the key and the
// tenant, with the server's SESSION_SECRET, so a guessed or edited link is turned away before the store
// is asked, and a link made on one tenant does not verify on another. Both halves are compared as the
// exact characters issued, never after decoding: base64url's last character carries unused bits, and
// a decoder would take two spellings of one byte string as equal. Any changed character fails.
import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto'

/** 16 bytes → 22 base64url characters; the signature: the first 16 bytes of the HMAC, 22 characters. */
const KEY_BYTES = 16
const SIGNATURE_CHARS = 22
const PART = /^[A-Za-z0-9_-]{22}$/

/** The longest `{data}` the page reads: anything longer is refused unread. */
export const SHARE_DATA_MAX = 2 * 22 + 1

export const newShareKey = () => randomBytes(KEY_BYTES).toString('base64url')

/** A purpose prefix: this HMAC can never be taken for a session token's or a webhook's signature. */
const signatureOf = (secret: string, tenantId: string, key: string) =>
  createHmac('sha256', secret).update(`p2p-share:v1:${tenantId}:${key}`).digest('base64url').slice(0, SIGNATURE_CHARS)

/** The link's `{data}`, signed with the first secret (the one new links use). */
export function signShareData(secrets: readonly string[], tenantId: string, key: string): string {
  return `${key}.${signatureOf(secrets[0], tenantId, key)}`
}

/** The key a link names, when this tenant's server signed it with any of its secrets (rotation); else null. */
export function readShareData(secrets: readonly string[], tenantId: string, data: unknown): string | null {
  if (typeof data !== 'string' || data.length !== SHARE_DATA_MAX) return null
  const [key, signature, extra] = data.split('.')
  if (extra !== undefined || !PART.test(key ?? '') || !PART.test(signature ?? '')) return null
  const given = Buffer.from(signature, 'utf8')
  const valid = secrets.some((secret) => timingSafeEqual(Buffer.from(signatureOf(secret, tenantId, key), 'utf8'), given))
  return valid ? key : null
}
