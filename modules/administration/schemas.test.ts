// The administrator API's query rules and the temporary-domain flag, without a store.
import { describe, expect, it } from 'vitest'
import { ownerListQuery, profileListQuery } from './schemas'
import { isTmpEmail } from './server/tmp-domains'

const id = (n: number) => n.toString(16).padStart(24, '0')

describe('administrator list queries', () => {
  it('getMany’s ids lift the default page to all of them (up to 100); an explicit limit still holds', () => {
    const ids = Array.from({ length: 40 }, (_, i) => id(i + 1)).join(',')
    expect(ownerListQuery.parse({ ids }).limit).toBe(100)
    expect(ownerListQuery.parse({ ids, limit: '5' }).limit).toBe(5)
    expect(ownerListQuery.parse({}).limit).toBe(25)
    expect(ownerListQuery.safeParse({ ids: Array.from({ length: 101 }, (_, i) => id(i + 1)).join(',') }).success).toBe(false)
  })

  it('a date-only createdTo includes that whole day; a date-time is taken as it is', () => {
    expect(ownerListQuery.parse({ createdTo: '2026-11-27' }).createdTo?.toISOString()).toBe('2026-11-27T23:59:59.999Z')
    expect(ownerListQuery.parse({ createdFrom: '2026-11-27' }).createdFrom?.toISOString()).toBe('2026-11-27T00:00:00.000Z')
    expect(ownerListQuery.parse({ createdTo: '2026-11-27T10:00:00Z' }).createdTo?.toISOString()).toBe('2026-11-27T10:00:00.000Z')
  })

  it('refuses a day the calendar does not have, alone or in a date-time, naming the field (Date would read 2026-02-30 as March 2)', () => {
    for (const [field, value] of [
      ['createdFrom', '2026-02-30'],
      ['createdTo', '2026-02-30'],
      ['createdTo', '2026-02-29'],
      ['createdFrom', '2026-04-31T10:00:00Z'],
      ['createdFrom', '2026-13-01'],
      ['createdTo', 'Feb 30 2026'],
      ['createdFrom', '2026/02/03'],
    ]) {
      const parsed = ownerListQuery.safeParse({ [field]: value })
      expect(parsed.success, value).toBe(false)
      expect(
        parsed.error?.issues.map((i) => [i.path[0], i.message]),
        value
      ).toEqual([[field, 'validation.invalid']])
    }
    expect(ownerListQuery.parse({ createdFrom: '2028-02-29', createdTo: '2026-11-27T10:00' }).createdFrom?.toISOString()).toBe('2028-02-29T00:00:00.000Z')
  })

  it('profiles: the administrator filters only, all by default', () => {
    expect(profileListQuery.parse({}).filter).toBe('all')
    for (const filter of ['all', 'estimated', 'approved', 'skipNormal', 'skipSuspicious', 'deleted']) expect(profileListQuery.parse({ filter }).filter).toBe(filter)
    expect(profileListQuery.safeParse({ filter: 'empty' }).success).toBe(false)
  })
})

describe('temporary mail domains', () => {
  it('flags a listed domain and its subdomains, in any case, and nothing else', () => {
    expect(isTmpEmail('a@mailinator.com')).toBe(true)
    expect(isTmpEmail('a@X.Mailinator.COM')).toBe(true)
    expect(isTmpEmail('a@yopmail.com')).toBe(true)
    expect(isTmpEmail('a@notmailinator.com')).toBe(false)
    expect(isTmpEmail('a@mailinator.com.example.org')).toBe(false)
    expect(isTmpEmail('a@example.com')).toBe(false)
  })
})
