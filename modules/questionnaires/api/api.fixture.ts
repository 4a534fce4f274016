// Test helpers for the questionnaire API: real services on a fresh NeDB directory with the inline
// queue running every job (so scoring happens), two tenants with the work questionnaire seeded,
// verified owners with bearer tokens, invitations, and a caller that runs a route module's loader or
// action as Remix would (a thrown Response is the answer).
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
import { createProfile, issueInvitation, type ProfileDoc } from '#modules/profiles/index.server'
import { ensureQuestionnaire } from '../server/questionnaires.repo.server'
import { workQuestionnaire } from '../seeds/work-questionnaire'
import { callRoute, type RouteModule } from '#tests/route-call'

export const TENANTS: Tenant[] = [
  { _id: 'work', name: 'Rapport', hosts: ['localhost'], variant: 'work', defaultLanguage: 'ru', theme: { primaryColor: 'blue' } },
  { _id: 'other', name: 'Other', hosts: ['other.localhost'], variant: 'work', defaultLanguage: 'en', theme: { primaryColor: 'blue' } },
]

export { ALL_ANSWERS, STEP_ANSWERS } from '../work-answers.fixture'

export interface TestWorld {
  services: Services
  ctx: AppContext
  otherCtx: AppContext
  close(): Promise<void>
}

export async function openWorld(): Promise<TestWorld> {
  const dir = await mkdtemp(path.join(tmpdir(), 'rapport-questionnaire-api-'))
  const env = parseEnv({ NODE_ENV: 'test', DATA_DIR: dir, LOG_LEVEL: 'error', SESSION_SECRET: 'questionnaire-api-secret-questionnaire-api' } as unknown as NodeJS.ProcessEnv)
  const services = await createServices(env, allJobs())
  await services.jobs.process(allJobs(), services)
  const ctxOf = (tenant: Tenant): AppContext => ({ services, tenant, lng: 'en', nonce: 'n' })
  const world = { services, ctx: ctxOf(TENANTS[0]), otherCtx: ctxOf(TENANTS[1]) }
  const year = new Date().getUTCFullYear()
  await ensureQuestionnaire(world.ctx, workQuestionnaire(year))
  await ensureQuestionnaire(world.otherCtx, workQuestionnaire(year))
  return {
    ...world,
    async close() {
      await closeServices(services)
      await rm(dir, { recursive: true, force: true })
    },
  }
}

let counter = 0
export async function makeOwner(ctx: AppContext, fields: Partial<Account> = {}): Promise<{ owner: Account; token: string }> {
  counter += 1
  const owner = await createAccount(ctx, 'owner', { email: `qowner${counter}-${Date.now()}@example.com`, verified: true, companyName: `Company ${counter}`, ...fields })
  return { owner, token: await tokenFor(ctx, 'owner', owner) }
}

/** A profile of the owner with an invitation mailed for it: the invited person's token. */
export async function invited(
  ctx: AppContext,
  ownerId: string,
  fields: { firstName?: string; lastName?: string } = {},
  now?: Date
): Promise<{ profile: ProfileDoc; token: string }> {
  const profile = await createProfile(ctx, ownerId, { firstName: fields.firstName ?? 'Anna', lastName: fields.lastName ?? 'Li', email: 'anna@example.com' })
  const token = await issueInvitation(ctx, profile, { email: 'anna@example.com', ownerName: 'Owner', lng: 'en' }, now)
  return { profile, token }
}

export interface Call {
  method?: string
  /** The Authorization bearer token. */
  token?: string
  body?: unknown
  /** A raw body, sent as it is. */
  raw?: string
  params?: Record<string, string>
  search?: string
}

export function call(mod: RouteModule, ctx: AppContext, { method = 'GET', token, body, raw, params = {}, search = '' }: Call): Promise<Response> {
  return callRoute(mod, ctx, { method, token, body, raw, params, path: `/api/v1/app-profile/x${search}` })
}

/** Status and JSON body of an answer. */
export async function answer(response: Response): Promise<{ status: number; body: any }> {
  const text = await response.text()
  return { status: response.status, body: text ? JSON.parse(text) : null }
}

export async function waitFor<T>(read: () => Promise<T>, ready: (value: T) => boolean, ms = 5000): Promise<T> {
  const until = Date.now() + ms
  for (;;) {
    const value = await read()
    if (ready(value) || Date.now() > until) return value
    await new Promise((r) => setTimeout(r, 20))
  }
}
