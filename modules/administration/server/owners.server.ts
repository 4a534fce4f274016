// Owners as the administrator sees them (shown as companies, SPEC §3): the account's fields, the count
// of their profiles, the temporary-domain flag and the plan from billing (the current subscription,
// or a given 'unlimited' / 'bonus'), read for the whole page at once (docs/administrator-api.md).
import type { AppContext } from '#app/context'
import type { Filter } from '#app/store/types'
import { countManagedAccounts, findManagedAccounts, type Account } from '#modules/accounts/index.server'
import { countProfilesOfOwners, escapeRegExp } from '#modules/profiles/index.server'
import { ownerIdsBySubscribe, subscribesOf, type SubscribeView } from '#modules/billing/index.server'
import type { OwnerListQuery } from '../schemas'
import { isTmpEmail } from './tmp-domains'

type Ctx = Pick<AppContext, 'services' | 'tenant'>

export function ownerView(owner: Account, profilesCount: number, subscribe: SubscribeView) {
  return {
    id: owner._id,
    email: owner.email,
    companyName: owner.companyName ?? '',
    status: owner.status,
    verified: Boolean(owner.verified),
    isTmpOwner: isTmpEmail(owner.email),
    profilesCount,
    language: owner.language ?? null,
    createdAt: owner.createdAt,
    updatedAt: owner.updatedAt,
    lastVisitAt: owner.lastVisitAt ?? null,
    subscribe,
    // The editable side of subscribe.unlimited (PATCH { unlimited }), where a form finds it.
    unlimited: subscribe.unlimited,
  }
}
export type OwnerView = ReturnType<typeof ownerView>

export async function ownerViews(ctx: Ctx, owners: Account[]): Promise<OwnerView[]> {
  const ids = owners.map((o) => o._id)
  const [counts, subscribes] = await Promise.all([countProfilesOfOwners(ctx, ids), subscribesOf(ctx, ids)])
  return owners.map((o) => ownerView(o, counts[o._id] ?? 0, subscribes[o._id]))
}

async function ownerFilter(ctx: Ctx, query: Partial<OwnerListQuery>): Promise<Filter> {
  const parts: Filter[] = []
  if (query.search) {
    const pattern = new RegExp(escapeRegExp(query.search), 'i')
    parts.push({ $or: [{ email: { $regex: pattern } }, { companyName: { $regex: pattern } }] })
  }
  if (query.status) parts.push({ status: query.status })
  if (query.createdFrom) parts.push({ createdAt: { $gte: query.createdFrom } })
  if (query.createdTo) parts.push({ createdAt: { $lte: query.createdTo } })
  if (query.subscribe) parts.push({ _id: await ownerIdsBySubscribe(ctx, query.subscribe) })
  if (query.ids) parts.push({ _id: { $in: query.ids } })
  return parts.length ? { $and: parts } : {}
}

export async function listOwners(ctx: Ctx, query: OwnerListQuery): Promise<{ items: OwnerView[]; total: number }> {
  const filter = await ownerFilter(ctx, query)
  const direction = query.order === 'asc' ? 1 : -1
  const [owners, total] = await Promise.all([
    findManagedAccounts(ctx, 'owner', filter, { sort: { [query.sort]: direction, _id: direction }, skip: query.offset, limit: query.limit }),
    countManagedAccounts(ctx, 'owner', filter),
  ])
  return { items: await ownerViews(ctx, owners), total }
}

/** The owner select of the profiles filter: a name for each (the company, else the address). */
export async function ownerChoices(ctx: Ctx, search: string | undefined, limit: number) {
  const filter = await ownerFilter(ctx, { search })
  const [owners, total] = await Promise.all([findManagedAccounts(ctx, 'owner', filter, { sort: { companyName: 1, email: 1 }, limit }), countManagedAccounts(ctx, 'owner', filter)])
  const items = owners.map((o) => ({ id: o._id, name: o.companyName || o.email, email: o.email, companyName: o.companyName ?? '' }))
  items.sort((a, b) => a.name.localeCompare(b.name))
  return { items, total }
}
