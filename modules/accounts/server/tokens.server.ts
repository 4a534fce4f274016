// Bearer tokens for /api/v1/{area}: `base64url(payload).base64url(hmac)`, signed with the first
// SESSION_SECRET and verified against all of them (rotation). Subject = the account id.
import { createHmac, timingSafeEqual } from 'node:crypto'
import type { AreaName } from './areas'

export interface TokenPayload {
  sub: string
  area: AreaName
  tenantId: string
  /** Expiry, seconds since epoch. */
  exp: number
}

const TOKEN_TTL_SECONDS = 30 * 24 * 3600

const sign = (body: string, secret: string) => createHmac('sha256', secret).update(body).digest('base64url')

export function issueToken(secrets: string[], payload: Omit<TokenPayload, 'exp'>, now = Date.now()): string {
  const body = Buffer.from(JSON.stringify({ ...payload, exp: Math.floor(now / 1000) + TOKEN_TTL_SECONDS })).toString('base64url')
  return `${body}.${sign(body, secrets[0])}`
}

export function verifyToken(secrets: string[], token: string, now = Date.now()): TokenPayload | null {
  const [body, signature, extra] = token.split('.')
  if (!body || !signature || extra !== undefined) return null
  const given = Buffer.from(signature, 'base64url')
  const valid = secrets.some((secret) => {
    const expected = Buffer.from(sign(body, secret), 'base64url')
    return expected.length === given.length && timingSafeEqual(expected, given)
  })
  if (!valid) return null
  try {
    const payload = JSON.parse(Buffer.from(body, 'base64url').toString('utf8')) as TokenPayload
    return typeof payload.exp === 'number' && payload.exp * 1000 > now ? payload : null
  } catch {
    return null
  }
}
