// The billing API tests' world: the platform's services with the billing indexes, two owners of
// one tenant and one of another, and a caller that answers status and parsed body.
import type { Account } from '#modules/accounts/index.server'
import type { AppContext } from '#app/context'
import { makeOwner, openWorld, type TestWorld } from '#modules/profiles/profiles.fixture'
import { callApi } from '#modules/p2p/p2p.fixture'
import { billingIndexes } from '../server/indexes'

export interface BillingApiWorld extends TestWorld {
  a: { owner: Account; token: string }
  b: { owner: Account; token: string }
  foreign: { owner: Account; token: string }
  /** Calls a route module as the web server does; `ctx` defaults to the first tenant. */
  call(mod: unknown, method: string, token: string, body?: unknown, path?: string, ctx?: AppContext): Promise<{ status: number; body: any }>
}

export async function openBillingApiWorld(): Promise<BillingApiWorld> {
  const world = await openWorld()
  await world.services.store.ensureIndexes(billingIndexes)
  return {
    ...world,
    a: await makeOwner(world.ctx),
    b: await makeOwner(world.ctx),
    foreign: await makeOwner(world.otherCtx),
    async call(mod, method, token, body, path = '/api/v1/owner/x', ctx = world.ctx) {
      const res = await callApi(ctx, mod as never, method, token, {}, body, path)
      return { status: res.status, body: await res.json() }
    },
  }
}
