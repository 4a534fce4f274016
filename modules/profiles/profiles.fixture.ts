// Test helpers: real services on a fresh NeDB directory with the inline queue running every job,
// two tenants, and verified owners with bearer tokens, as the web server would have them.
import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { parseEnv } from '#app/config/env.server'
import { closeServices, createServices, type Services } from '#app/services.server'
import type { AppContext } from '#app/context'
import type { Tenant } from '#app/tenancy/tenant'
import { allJobs } from '#modules/registry.server'
import { createAccount, type Account } from '#modules/accounts/server/accounts.server'
import { tokenFor } from '#modules/accounts/index.server'

export const TENANTS: Tenant[] = [
  { _id: 'work', name: 'Rapport', hosts: ['localhost'], variant: 'work', defaultLanguage: 'ru', theme: { primaryColor: 'blue' } },
  { _id: 'other', name: 'Other', hosts: ['other.localhost'], variant: 'work', defaultLanguage: 'en', theme: { primaryColor: 'blue' } },
]

export interface TestWorld {
  services: Services
  ctx: AppContext
  otherCtx: AppContext
  close(): Promise<void>
}

export async function openWorld(extraEnv: Record<string, string> = {}): Promise<TestWorld> {
  const dir = await mkdtemp(path.join(tmpdir(), 'rapport-profiles-'))
  const env = parseEnv({
    NODE_ENV: 'test',
    DATA_DIR: dir,
    LOG_LEVEL: 'error',
    SESSION_SECRET: 'profiles-test-secret-profiles-test-secret',
    ...extraEnv,
  } as unknown as NodeJS.ProcessEnv)
  const services = await createServices(env, allJobs())
  await services.jobs.process(allJobs(), services)
  const ctxOf = (tenant: Tenant): AppContext => ({ services, tenant, lng: 'en', nonce: 'n' })
  return {
    services,
    ctx: ctxOf(TENANTS[0]),
    otherCtx: ctxOf(TENANTS[1]),
    async close() {
      await closeServices(services)
      await rm(dir, { recursive: true, force: true })
    },
  }
}

let counter = 0
export async function makeOwner(ctx: AppContext, fields: Partial<Account> = {}): Promise<{ owner: Account; token: string }> {
  counter += 1
  const owner = await createAccount(ctx, 'owner', { email: `owner${counter}-${Date.now()}@example.com`, verified: true, companyName: `Company ${counter}`, ...fields })
  return { owner, token: await tokenFor(ctx, 'owner', owner) }
}
