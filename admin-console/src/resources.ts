// The console's resources and the API paths behind them (docs/administrator-api.md). react-admin's
// names are the SPEC's console paths (/administrator/questionnaires/{id}); the API's questionnaire
// path is singular (SPEC §7).
export const RESOURCES = ['profiles', 'owners', 'estimators', 'questionnaires'] as const
export type ResourceName = (typeof RESOURCES)[number]

export const API_PATH: Record<ResourceName, string> = {
  owners: '/administrator/owners',
  estimators: '/administrator/estimators',
  profiles: '/administrator/profiles',
  questionnaires: '/administrator/questionnaire',
}

/** The fields an administrator may change (PATCH bodies refuse any other field: invalidBody). */
export const WRITABLE: Record<ResourceName, readonly string[]> = {
  owners: ['companyName', 'status', 'unlimited'],
  estimators: ['email', 'name', 'fullName', 'information', 'batchSize'],
  profiles: ['firstName', 'lastName', 'position', 'email', 'phone', 'hideDetails', 'status'],
  questionnaires: ['name', 'steps', 'status'],
}

/** The fields each list sorts by on the server; any other column is not sortable. */
export const SORTABLE: Record<ResourceName, readonly string[]> = {
  owners: ['createdAt', 'updatedAt', 'lastVisitAt', 'email', 'companyName'],
  estimators: ['createdAt', 'updatedAt', 'lastVisitAt', 'email', 'name'],
  profiles: ['createdAt', 'updatedAt', 'completedAt', 'firstName', 'lastName', 'status'],
  questionnaires: ['createdAt', 'version', 'key', 'status'],
}

/** Bulk deletion in one call (DELETE /owners, /profiles body { ids }); the others delete one by one. */
export const BULK_DELETE: ReadonlySet<ResourceName> = new Set(['owners', 'profiles'])

/** The API caps a page and an ids list at 100. */
export const PAGE_MAX = 100

export function resourceOf(name: string): ResourceName {
  if ((RESOURCES as readonly string[]).includes(name)) return name as ResourceName
  throw new Error(`unknown resource ${name}`)
}
