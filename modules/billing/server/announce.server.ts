// The owner's open pages learn of a plan change at once (SPEC §7 syncAccessRules): after the
// billing sync applies a subscription, after the owner's own subscribe / cancel / change / pay calls,
// and when a page or an API client asks (POST /api/v1/owner/sync-access-rules). The pages compare
// the rules with the ones they were drawn with and reload their data when they differ
// (app/live/follow-access-rules.ts), so the menu and the forms follow the plan.
import type { DocumentStore } from '#app/store/types'
import type { LiveEvents } from '#app/live/types'
import type { Variant } from '#app/tenancy/tenant'
import { findTenantById } from '#app/tenancy/tenants.server'
import { accessRulesOf, liveRules, type Account } from '#modules/accounts/index.server'
import { findAccountById } from '#modules/accounts/server/accounts.server'
import { planGrantOf } from './subscriptions.service.server'

export interface AnnounceCtx {
  /** `live` is absent where nothing listens (the billing test world): the rules are still worked out. */
  services: { store: DocumentStore; live?: Pick<LiveEvents, 'publish'> }
  /** A job knows only the tenant's id; the variant is then read from the tenant. */
  tenant: { _id: string; variant?: Variant }
}

/**
 * Publishes the owner's access rules now to every open page of theirs and answers them (live's flat
 * shape); null when there is no such owner. A failing live transport never fails the payment call
 * or the sync that asked: the next connect sends the rules again.
 */
export async function announcePlan(ctx: AnnounceCtx, ownerId: string, known?: Pick<Account, '_id' | 'verified'>): Promise<Record<string, boolean | number> | null> {
  const tenant = ctx.tenant.variant ? ctx.tenant : ((await findTenantById(ctx.services.store, ctx.tenant._id)) ?? ctx.tenant)
  const scope = { services: ctx.services, tenant }
  // findAccountById reads only the store and the tenant's id of its context.
  const owner = known ?? (await findAccountById(scope as Parameters<typeof findAccountById>[0], 'owner', ownerId))
  if (!owner) return null
  // ownerAccessRules' computation (index.server.ts), here so the index can export this file.
  const rules = liveRules(accessRulesOf(owner, tenant, await planGrantOf(scope, ownerId)))
  await ctx.services.live?.publish({ tenantId: tenant._id, userId: ownerId }, { kind: 'syncAccessRules', rules }).catch(() => {})
  return rules
}
