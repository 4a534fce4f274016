// Signed session ids: the cookie's and the bearer token's, signed with the first SESSION_SECRET.
import { describe, expect, it } from 'vitest'
import { isAreaToken, readSessionId, signSessionId } from './tokens.server'

const OLD = 'old-secret-old-secret-old-secret-0000'
const NEW = 'new-secret-new-secret-new-secret-1111'
const ID = 'c2Vzc2lvbi1pZC0xMjM0NTY3ODkwYWJjZGVmZ2hpamtsbW4'

const flip = (text: string, at: number) => text.slice(0, at) + (text[at] === 'A' ? 'B' : 'A') + text.slice(at + 1)

describe('signed session ids', () => {
  it('name the session they were signed for', () => {
    expect(readSessionId([NEW], signSessionId([NEW], ID))).toBe(ID)
  })

  it('are refused when the id was changed, even to another well-formed id', () => {
    const [, signature] = signSessionId([NEW], ID).split('.')
    expect(readSessionId([NEW], `${flip(ID, 3)}.${signature}`)).toBeNull()
  })

  it('are refused when the signature was changed, cut or left out', () => {
    const token = signSessionId([NEW], ID)
    const [id, signature] = token.split('.')
    expect(readSessionId([NEW], `${id}.${flip(signature, 5)}`)).toBeNull()
    expect(readSessionId([NEW], `${id}.${signature.slice(0, -2)}`)).toBeNull()
    expect(readSessionId([NEW], `${id}.`)).toBeNull()
    expect(readSessionId([NEW], id)).toBeNull()
    expect(readSessionId([NEW], `${token}.extra`)).toBeNull()
    expect(readSessionId([NEW], '')).toBeNull()
  })

  it('are refused when signed with a secret we do not hold', () => {
    expect(readSessionId([NEW], signSessionId([OLD], ID))).toBeNull()
  })

  it('survive a secret rotation: an old one verifies while its secret is still listed second', () => {
    expect(readSessionId([NEW, OLD], signSessionId([OLD], ID))).toBe(ID)
    const fresh = signSessionId([NEW, OLD], ID)
    expect(readSessionId([NEW], fresh)).toBe(ID)
    expect(readSessionId([OLD], fresh)).toBeNull()
  })

  it('are told apart from invitation tokens, which are bare random strings', () => {
    expect(isAreaToken(signSessionId([NEW], ID))).toBe(true)
    expect(isAreaToken('dGhpcy1pcy1hbi1pbnZpdGF0aW9uLXRva2VuLXh5eg')).toBe(false)
  })
})
