// Test world of the accounts module: the real embedded store with this module's indexes, an
// in-memory rate limiter, a job queue that records the mails, and two tenants.
import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import type { AppContext } from '#app/context'
import { createRateLimiter } from '#app/security/rate-limit.server'
import { createNedbStore } from '#app/store/nedb.server'
import type { DocumentStore } from '#app/store/types'
import type { Tenant } from '#app/tenancy/tenant'
import accountsModule from '../module'

export const TENANT: Tenant = { _id: 't1', name: 'Rapport', hosts: ['localhost'], variant: 'work', defaultLanguage: 'ru', theme: { primaryColor: 'indigo' } }
export const OTHER_TENANT: Tenant = { ...TENANT, _id: 't2', name: 'Rapport Love', hosts: ['love.localhost'] }
export const SECRET = 'accounts-test-secret-accounts-test-secret'

export interface AccountsWorld {
  store: DocumentStore
  ctx: AppContext
  contextOf(tenant: Tenant): AppContext
  /** The jobs enqueued so far (mails). */
  enqueued: { name: string; data: Record<string, unknown> }[]
  close(): Promise<void>
}

export async function openAccountsWorld({ isProduction = false } = {}): Promise<AccountsWorld> {
  const dir = await mkdtemp(path.join(tmpdir(), 'rapport-accounts-'))
  const store = await createNedbStore(dir)
  await store.ensureIndexes(accountsModule.indexes)
  const enqueued: AccountsWorld['enqueued'] = []
  const services = {
    store,
    env: { ONE_TIME_LINK_TTL_SECONDS: undefined, SESSION_SECRET: [SECRET], isProduction },
    rateLimiter: createRateLimiter({}),
    jobs: {
      kind: 'inline',
      async enqueue(name: string, data: Record<string, unknown>) {
        enqueued.push({ name, data })
        return String(enqueued.length)
      },
    },
  }
  const contextOf = (tenant: Tenant) => ({ services, tenant, lng: 'en', nonce: 'n' }) as unknown as AppContext
  return {
    store,
    ctx: contextOf(TENANT),
    contextOf,
    enqueued,
    async close() {
      await store.close()
      await rm(dir, { recursive: true, force: true })
    },
  }
}

type Handler = (args: never) => Promise<Response> | Response

/**
 * An API route's loader or action called as the host would: a JSON request with an optional bearer
 * token, and a thrown Response (a refusal) returned as the answer.
 */
export async function callApi(
  handler: Handler,
  ctx: AppContext,
  { method = 'POST', path = '', area, token, body }: { method?: string; path?: string; area: string; token?: string; body?: unknown }
): Promise<Response> {
  const request = new Request(`http://localhost/api/v1/${path}`, {
    method,
    headers: { 'Content-Type': 'application/json', ...(token ? { Authorization: `Bearer ${token}` } : {}) },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  })
  try {
    return await handler({ request, params: { area }, context: ctx } as never)
  } catch (thrown) {
    if (thrown instanceof Response) return thrown
    throw thrown
  }
}
