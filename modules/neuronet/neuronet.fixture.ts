// Test helpers of the neuronet: the profiles' world (real services on a fresh NeDB directory, the
// inline queue running every job, two tenants), administrators with bearer tokens, the synthetic set,
// and a caller of the API's route modules as the web server would call them.
import type { AppContext } from '#app/context'
import { createAccount } from '#modules/accounts/server/accounts.server'
import { tokenFor } from '#modules/accounts/index.server'
import { openWorld as openProfilesWorld, type TestWorld } from '#modules/profiles/profiles.fixture'
import { seedSyntheticSet } from './server/samples.repo.server'
import { callRoute, type RouteModule } from '#tests/route-call'

export type { TestWorld }

export async function openWorld({ seed = true } = {}): Promise<TestWorld> {
  const world = await openProfilesWorld()
  if (seed) {
    await seedSyntheticSet(world.ctx)
    await seedSyntheticSet(world.otherCtx)
  }
  return world
}

let counter = 0
export async function makeAdministrator(ctx: AppContext): Promise<string> {
  counter += 1
  const account = await createAccount(ctx, 'administrator', { email: `admin${counter}-${Date.now()}@example.com`, verified: true })
  return tokenFor(ctx, 'administrator', account)
}

export const callApi = (
  mod: RouteModule,
  ctx: AppContext,
  { method = 'GET', token, body, params = {}, search = '' }: { method?: string; token?: string; body?: string; params?: Record<string, string>; search?: string }
) => callRoute(mod, ctx, { method, token, raw: body, params, path: `/api/v1/administrator/neuronet${search}` })
