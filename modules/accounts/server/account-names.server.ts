// Account names for other modules' lists (an estimator's name beside their rating): the display
// name, or the address when no name was given. Nothing else of the account leaves this module.
import { tenantCollection } from '#app/store/tenant-scope'
import type { DocumentStore } from '#app/store/types'
import { isId } from '#app/store/ids'
import { AREAS, type AreaName } from './areas'
import type { Account } from './accounts.server'

interface StoreCtx {
  services: { store: DocumentStore }
  tenant: { _id: string }
}

/** Per account id of the area (this tenant's only): its name. Unknown ids are left out. */
export async function accountNames(ctx: StoreCtx, area: AreaName, ids: string[]): Promise<Record<string, string>> {
  const wanted = [...new Set(ids.filter(isId))]
  if (wanted.length === 0) return {}
  const found = await tenantCollection<Account>(ctx.services.store, ctx.tenant._id, AREAS[area].collection).find({ _id: { $in: wanted } })
  return Object.fromEntries(found.map((a) => [a._id, a.name?.trim() || a.email]))
}
