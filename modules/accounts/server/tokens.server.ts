// The signed form of a session id, as the session cookie and the API's bearer token carry it:
// `<id>.<base64url(HMAC-SHA256)>`, signed with the first SESSION_SECRET and verified against all
// of them (rotation). The signature turns a guessed or mangled id away before the store is asked.
import { createHmac, timingSafeEqual } from 'node:crypto'

const sign = (id: string, secret: string) => createHmac('sha256', secret).update(id).digest('base64url')

export function signSessionId(secrets: string[], id: string): string {
  return `${id}.${sign(id, secrets[0])}`
}

/** The session id a token names, or null when it is not one we signed. */
export function readSessionId(secrets: string[], token: string): string | null {
  const [id, signature, extra] = token.split('.')
  if (!id || !signature || extra !== undefined) return null
  const given = Buffer.from(signature, 'base64url')
  const valid = secrets.some((secret) => {
    const expected = Buffer.from(sign(id, secret), 'base64url')
    return expected.length === given.length && timingSafeEqual(expected, given)
  })
  return valid ? id : null
}

/**
 * Whether a bearer token is an area's session token rather than an invitation token (a bare
 * random string): the questionnaire API takes both.
 */
export const isAreaToken = (token: string) => token.includes('.')
