import { describe, expect, it } from 'vitest'
import { mergeIndexes, platformIndexes, tenantIndex } from './indexes'

describe('index declarations', () => {
  it('keeps one index per collection and key when lists repeat it', () => {
    const merged = mergeIndexes(
      [{ collection: 'profiles', fields: { tenantId: 1, name: 1 } }],
      [
        { collection: 'profiles', fields: { tenantId: 1, name: 1 } },
        { collection: 'profiles', fields: { tenantId: 1, name: -1 } },
      ]
    )
    expect(merged).toEqual([
      { collection: 'profiles', fields: { tenantId: 1, name: 1 } },
      { collection: 'profiles', fields: { tenantId: 1, name: -1 } },
    ])
  })

  it('lets a unique declaration win over a plain one on the same key', () => {
    const merged = mergeIndexes([{ collection: 'tenants', fields: { hosts: 1 } }], platformIndexes)
    expect(merged).toEqual([{ collection: 'tenants', fields: { hosts: 1 }, unique: true }])
  })

  it('throws when two declarations of one key disagree on TTL or sparseness', () => {
    expect(() => mergeIndexes([{ collection: 'links', fields: { expiresAt: 1 }, expireAfterSeconds: 0 }], [{ collection: 'links', fields: { expiresAt: 1 } }])).toThrow(
      /links\(expiresAt:1\)/
    )
    expect(() => mergeIndexes([{ collection: 'a', fields: { b: 1 }, sparse: true }], [{ collection: 'a', fields: { b: 1 } }])).toThrow()
  })

  it('does not change the lists it merges', () => {
    const plain = [{ collection: 'tenants', fields: { hosts: 1 as const } }]
    mergeIndexes(plain, platformIndexes)
    expect(plain).toEqual([{ collection: 'tenants', fields: { hosts: 1 } }])
  })

  it('puts tenantId first in a tenant index', () => {
    const index = tenantIndex('accounts', { email: 1 }, { unique: true })
    expect(Object.keys(index.fields)).toEqual(['tenantId', 'email'])
    expect(index.unique).toBe(true)
  })
})
