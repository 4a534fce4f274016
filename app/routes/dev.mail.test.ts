// /dev/mail shows every mailed sign-in link: only the local demo (DEMO_MODE) serves it.
import { describe, expect, it } from 'vitest'
import type { LoaderFunctionArgs } from '@remix-run/node'
import { parseEnv } from '#app/config/env.server'
import { loader } from './dev.mail'

const SECRET = 's'.repeat(32)

async function statusWith(vars: Record<string, string>): Promise<number> {
  const env = parseEnv(vars as NodeJS.ProcessEnv)
  const store = { collection: () => ({ find: async () => [] }) }
  const args = { request: new Request('http://localhost/dev/mail'), params: {}, context: { services: { env, store }, tenant: { _id: 'work' } } }
  try {
    const response = await loader(args as unknown as LoaderFunctionArgs)
    return response.status
  } catch (thrown) {
    if (thrown instanceof Response) return thrown.status
    throw thrown
  }
}

describe('/dev/mail', () => {
  it('is not there when NODE_ENV is unset, nor in development or tests without DEMO_MODE', async () => {
    expect(await statusWith({ SESSION_SECRET: SECRET })).toBe(404)
    expect(await statusWith({ NODE_ENV: 'development' })).toBe(404)
    expect(await statusWith({ NODE_ENV: 'test' })).toBe(404)
  })

  it('shows the outbox in the local demo', async () => {
    expect(await statusWith({ NODE_ENV: 'development', DEMO_MODE: 'true' })).toBe(200)
  })
})
