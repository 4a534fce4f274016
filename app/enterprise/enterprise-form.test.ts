import { describe, expect, it } from 'vitest'
import { action } from '#app/routes/_public.enterprise'

// ISSUE 7: "One unauthenticated request stalls the whole server": a 60,000-character phone on this
// public form took 5.4 s to refuse, 120,000 took 25 s, and every other request waited. Now each field
// stops at its maximum before any pattern runs, so the refusal is immediate and nothing is stored.

// A context that fails the test if the action reaches for the store; it may only ask which product this is (ADR 051).
const untouchable = new Proxy(
  { tenant: { variant: 'work' } },
  {
    get: (context, key) => {
      if (key === 'tenant') return context.tenant
      throw new Error('a refused form must not reach the store')
    },
  }
)

async function post(fields: Record<string, string>) {
  const request = new Request('http://localhost/enterprise', {
    method: 'POST',
    headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams(fields).toString(),
  })
  const started = performance.now()
  const response = (await action({ request, params: {}, context: untouchable } as never)) as Response
  return { response, ms: performance.now() - started, body: await response.json() }
}

const valid = { name: 'Анна', email: 'anna@example.com', company: 'Rapport', consent: 'on' }

describe('the enterprise request form', () => {
  it('refuses a 120,000-character phone at once, with the maximum length', async () => {
    const { response, ms, body } = await post({ ...valid, phone: '1'.repeat(120_000) + 'x' })
    expect(response.status).toBe(400)
    expect(body.error).toEqual({ phone: ['validation.maxLength|32'] })
    // 25 s before the fix; a generous bound for a loaded machine.
    expect(ms).toBeLessThan(1_000)
  })

  it('refuses every field over its maximum, each with its own message', async () => {
    const { response, body } = await post({
      name: 'a'.repeat(101),
      email: `${'a'.repeat(250)}@example.com`,
      company: 'c'.repeat(201),
      message: 'm'.repeat(5001),
      consent: 'on',
    })
    expect(response.status).toBe(400)
    expect(body.error).toEqual({
      name: ['validation.maxLength|100'],
      email: ['validation.maxLength|254'],
      company: ['validation.maxLength|200'],
      message: ['validation.maxLength|5000'],
    })
  })
})
