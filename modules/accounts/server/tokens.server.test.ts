// API bearer tokens: signed with the first SESSION_SECRET, verified against all of them.
import { describe, expect, it } from 'vitest'
import { issueToken, verifyToken } from './tokens.server'

const OLD = 'old-secret-old-secret-old-secret-0'
const NEW = 'new-secret-new-secret-new-secret-1'
const subject = { sub: 'account-1', area: 'owner', tenantId: 'work' } as const
const DAY = 24 * 3600 * 1000

/** Replaces one character of a base64url text with another valid one. */
const flip = (text: string, at: number) => text.slice(0, at) + (text[at] === 'A' ? 'B' : 'A') + text.slice(at + 1)

describe('API tokens', () => {
  it('carry the account, area and tenant they were issued for', () => {
    const token = issueToken([NEW], subject)
    expect(verifyToken([NEW], token)).toMatchObject(subject)
  })

  it('are refused when the body was changed, even to a well-formed one', () => {
    const token = issueToken([NEW], subject)
    const [body, signature] = token.split('.')
    expect(verifyToken([NEW], `${flip(body, 3)}.${signature}`)).toBeNull()
    const forged = Buffer.from(JSON.stringify({ ...subject, sub: 'account-2', exp: 9_999_999_999 })).toString('base64url')
    expect(verifyToken([NEW], `${forged}.${signature}`)).toBeNull()
  })

  it('are refused when the signature was changed, cut or left out', () => {
    const token = issueToken([NEW], subject)
    const [body, signature] = token.split('.')
    expect(verifyToken([NEW], `${body}.${flip(signature, 5)}`)).toBeNull()
    expect(verifyToken([NEW], `${body}.${signature.slice(0, -2)}`)).toBeNull()
    expect(verifyToken([NEW], `${body}.`)).toBeNull()
    expect(verifyToken([NEW], body)).toBeNull()
    expect(verifyToken([NEW], `${token}.extra`)).toBeNull()
    expect(verifyToken([NEW], '')).toBeNull()
  })

  it('are refused when signed with a secret we do not hold', () => {
    expect(verifyToken([NEW], issueToken([OLD], subject))).toBeNull()
  })

  it('expire after thirty days', () => {
    const issuedAt = Date.parse('2026-11-01T00:00:00Z')
    const token = issueToken([NEW], subject, issuedAt)
    expect(verifyToken([NEW], token, issuedAt + 29 * DAY)).not.toBeNull()
    expect(verifyToken([NEW], token, issuedAt + 30 * DAY)).toBeNull()
    expect(verifyToken([NEW], token, issuedAt + 31 * DAY)).toBeNull()
  })

  it('survive a secret rotation: an old token verifies while its secret is still listed second', () => {
    const oldToken = issueToken([OLD], subject)
    expect(verifyToken([NEW, OLD], oldToken)).toMatchObject(subject)
    const newToken = issueToken([NEW, OLD], subject)
    expect(verifyToken([NEW], newToken)).toMatchObject(subject)
    expect(verifyToken([OLD], newToken)).toBeNull()
  })
})
