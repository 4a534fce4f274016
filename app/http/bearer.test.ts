import { describe, expect, it } from 'vitest'
import { bearerToken } from './bearer'

const withAuth = (value?: string) => new Request('http://localhost/api/v1/owner/self', value === undefined ? {} : { headers: { Authorization: value } })

describe('the bearer token of a request', () => {
  it('is read from the Authorization header, whatever the case of the scheme', () => {
    expect(bearerToken(withAuth('Bearer abc.def'))).toBe('abc.def')
    expect(bearerToken(withAuth('bearer abc'))).toBe('abc')
  })

  it('is empty without the header or with another scheme', () => {
    expect(bearerToken(withAuth())).toBe('')
    expect(bearerToken(withAuth('Basic dXNlcjpwYXNz'))).toBe('')
  })
})
