// Owners as the administrator sees them (shown as companies, SPEC §3): the account's fields, the count
// of their profiles, the temporary-domain flag and the subscription, which is 'none' for everyone
// until billing is built (docs/administrator-api.md).
import type { AppContext } from '#app/context'
import type { Filter } from '#app/store/types'
import { countManagedAccounts, findManagedAccounts, type Account } from '#modules/accounts/index.server'
import { countProfilesOfOwners, escapeRegExp } from '#modules/profiles/index.server'
import type { OwnerListQuery } from '../schemas'
import { isTmpEmail } from './tmp-domains'

type Ctx = Pick<AppContext, 'services' | 'tenant'>

/** Until billing exists no owner has a subscription; the filter's other values then match nobody. */
const NO_SUBSCRIPTION = { status: 'none', plan: null, subscribeStartDate: null, subscribeEndDate: null } as const

export function ownerView(owner: Account, profilesCount: number) {
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
    subscribe: NO_SUBSCRIPTION,
  }
}
export type OwnerView = ReturnType<typeof ownerView>

export async function ownerViews(ctx: Ctx, owners: Account[]): Promise<OwnerView[]> {
  const counts = await countProfilesOfOwners(
    ctx,
    owners.map((o) => o._id)
  )
  return owners.map((o) => ownerView(o, counts[o._id] ?? 0))
}

function ownerFilter(query: Partial<OwnerListQuery>): Filter {
  const parts: Filter[] = []
  if (query.search) {
    const pattern = new RegExp(escapeRegExp(query.search), 'i')
    parts.push({ $or: [{ email: { $regex: pattern } }, { companyName: { $regex: pattern } }] })
  }
  if (query.status) parts.push({ status: query.status })
  if (query.createdFrom) parts.push({ createdAt: { $gte: query.createdFrom } })
  if (query.createdTo) parts.push({ createdAt: { $lte: query.createdTo } })
  if (query.subscribe && query.subscribe !== NO_SUBSCRIPTION.status) parts.push({ _id: { $in: [] } })
  if (query.ids) parts.push({ _id: { $in: query.ids } })
  return parts.length ? { $and: parts } : {}
}

export async function listOwners(ctx: Ctx, query: OwnerListQuery): Promise<{ items: OwnerView[]; total: number }> {
  const filter = ownerFilter(query)
  const direction = query.order === 'asc' ? 1 : -1
  const [owners, total] = await Promise.all([
    findManagedAccounts(ctx, 'owner', filter, { sort: { [query.sort]: direction, _id: direction }, skip: query.offset, limit: query.limit }),
    countManagedAccounts(ctx, 'owner', filter),
  ])
  return { items: await ownerViews(ctx, owners), total }
}

/** The owner select of the profiles filter: a name for each (the company, else the address). */
export async function ownerChoices(ctx: Ctx, search: string | undefined, limit: number) {
  const filter = ownerFilter({ search })
  const [owners, total] = await Promise.all([findManagedAccounts(ctx, 'owner', filter, { sort: { companyName: 1, email: 1 }, limit }), countManagedAccounts(ctx, 'owner', filter)])
  const items = owners.map((o) => ({ id: o._id, name: o.companyName || o.email, email: o.email, companyName: o.companyName ?? '' }))
  items.sort((a, b) => a.name.localeCompare(b.name))
  return { items, total }
}
