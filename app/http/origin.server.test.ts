import { originOf } from '#app/http/origin.server'
import { describe, expect, it } from 'vitest'

const ctx = (PUBLIC_URL?: string) =>
  ({ services: { env: { PUBLIC_URL } }, tenant: { _id: 'work', hosts: ['localhost', 'rapport.example'] } }) as unknown as Parameters<typeof originOf>[1]

describe('the origin of mailed links', () => {
  it("keeps the request's origin when its host is one of the tenant's", () => {
    expect(originOf(new Request('http://localhost:3000/owner/password-reset'), ctx())).toBe('http://localhost:3000')
    expect(originOf(new Request('https://rapport.example/x'), ctx())).toBe('https://rapport.example')
  })

  it('never points at a host the sender chose: a forged Host gets the tenant’s own host', () => {
    expect(originOf(new Request('http://evil.example/owner/password-reset'), ctx())).toBe('https://localhost')
    expect(originOf(new Request('http://evil.example/owner/password-reset'), ctx('https://app.rapport.example/'))).toBe('https://app.rapport.example')
  })
})
