// Owners for tests of the paid products (teams, scenes, comparisons): made as the profiles fixture
// makes them, then given 'unlimited' (ADR 039), as the demo owner is.
import type { AppContext } from '#app/context'
import type { Account } from '#modules/accounts/index.server'
import { makeOwner } from '#modules/profiles/profiles.fixture'
import { setUnlimited } from './server/grants.server'

export async function makeUnlimitedOwner(ctx: AppContext, fields: Partial<Account> = {}): Promise<{ owner: Account; token: string }> {
  const made = await makeOwner(ctx, fields)
  await setUnlimited(ctx, made.owner._id, true)
  return made
}
