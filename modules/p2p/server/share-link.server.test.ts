// The shared result's link (ADR 042) refuses anything the server did not sign for this tenant: any
// changed character, a link of another tenant, a made-up or truncated one; it survives a secret rotation.
import { describe, expect, it } from 'vitest'
import { newShareKey, readShareData, SHARE_DATA_MAX, signShareData } from './share-link.server'

const SECRETS = ['first-secret-of-at-least-thirty-two-chars']
const ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_.'

describe('the shared result link', () => {
  it('reads back the key it signed, for the tenant it was signed for', () => {
    const key = newShareKey()
    const data = signShareData(SECRETS, 'love', key)
    expect(data).toHaveLength(SHARE_DATA_MAX)
    expect(data).toMatch(/^[A-Za-z0-9_-]{22}\.[A-Za-z0-9_-]{22}$/)
    expect(readShareData(SECRETS, 'love', data)).toBe(key)
  })

  it('makes a new unguessable key every time (128 random bits)', () => {
    const keys = new Set(Array.from({ length: 200 }, newShareKey))
    expect(keys.size).toBe(200)
  })

  it('refuses a link with any one character changed, in the key, the dot or the signature', () => {
    const data = signShareData(SECRETS, 'love', newShareKey())
    for (let i = 0; i < data.length; i++) {
      for (const c of ALPHABET) {
        if (c === data[i]) continue
        const tampered = data.slice(0, i) + c + data.slice(i + 1)
        expect(readShareData(SECRETS, 'love', tampered), `position ${i} → ${c}`).toBeNull()
      }
    }
  })

  it('refuses a link made on another tenant', () => {
    const data = signShareData(SECRETS, 'love', newShareKey())
    expect(readShareData(SECRETS, 'work', data)).toBeNull()
  })

  it('refuses made-up, truncated, lengthened and oddly shaped data before any lookup', () => {
    const data = signShareData(SECRETS, 'love', newShareKey())
    const [key, signature] = data.split('.')
    for (const bad of [
      '',
      'x',
      data.slice(0, -1),
      `${data}A`,
      `${key}.${signature}.x`,
      `${key}${signature}A`,
      `${key}.${'A'.repeat(22)}`,
      `${'A'.repeat(22)}.${signature}`,
      `${key}=${signature}`,
      null,
      undefined,
      42,
    ]) {
      expect(readShareData(SECRETS, 'love', bad)).toBeNull()
    }
  })

  it('refuses a link signed with a secret this server does not hold, and keeps old links working across a rotation', () => {
    const key = newShareKey()
    const old = signShareData(SECRETS, 'love', key)
    expect(readShareData(['another-secret-of-thirty-two-characters'], 'love', old)).toBeNull()
    const rotated = ['the-new-secret-of-thirty-two-characters!', ...SECRETS]
    expect(readShareData(rotated, 'love', old)).toBe(key)
    expect(signShareData(rotated, 'love', key)).not.toBe(old)
  })
})
