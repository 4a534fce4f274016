// Password hashes: scrypt with a fresh salt each, checked in constant time.
import { describe, expect, it } from 'vitest'
import { hashPassword, verifyPassword } from './passwords.server'

describe('password hashing', () => {
  it('verifies the password it hashed and refuses any other', async () => {
    const stored = await hashPassword('correct horse battery')
    expect(stored).toMatch(/^scrypt\$[A-Za-z0-9+/=]+\$[A-Za-z0-9+/=]+$/)
    expect(stored).not.toContain('correct horse battery')
    expect(await verifyPassword('correct horse battery', stored)).toBe(true)
    expect(await verifyPassword('correct horse batterY', stored)).toBe(false)
    expect(await verifyPassword('', stored)).toBe(false)
  })

  it('salts every hash afresh, so equal passwords do not look equal', async () => {
    const [first, second] = await Promise.all([hashPassword('same password'), hashPassword('same password')])
    expect(first).not.toBe(second)
    expect(first.split('$')[1]).not.toBe(second.split('$')[1])
    expect(await verifyPassword('same password', first)).toBe(true)
    expect(await verifyPassword('same password', second)).toBe(true)
  })

  it('treats the composed and decomposed forms of an accented password as the same password', async () => {
    const stored = await hashPassword('caf\u00e9-пароль')
    expect(await verifyPassword('cafe\u0301-пароль', stored)).toBe(true)
  })

  it('refuses every password for an account without one, or with a hash it cannot read', async () => {
    expect(await verifyPassword('anything', null)).toBe(false)
    expect(await verifyPassword('anything', undefined)).toBe(false)
    expect(await verifyPassword('anything', '')).toBe(false)
    expect(await verifyPassword('anything', 'bcrypt$abc$def')).toBe(false)
    expect(await verifyPassword('anything', 'scrypt$$')).toBe(false)
    const stored = await hashPassword('anything')
    expect(await verifyPassword('anything', stored.slice(0, -8))).toBe(false)
  })
})
