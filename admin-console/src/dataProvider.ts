// react-admin's dataProvider over /api/v1/administrator (docs/administrator-api.md), keeping its
// contract: getList (pagination, sort, filters), getOne, getMany, getManyReference, create, update,
// updateMany, delete, deleteMany; plus the calls that are not CRUD (login links, final scores,
// recalculation, the owner select of the profile filter). Contract test: dataProvider.contract.test.ts.
import type { DataProvider, GetListParams, Identifier, RaRecord } from 'react-admin'
import { ApiError, apiFetch } from './api'
import { API_PATH, BULK_DELETE, PAGE_MAX, resourceOf, SORTABLE, WRITABLE, type ResourceName } from './resources'

export interface Score {
  K: number
  P: number
  L: number
}

interface Page<T> {
  items: T[]
  total: number
}

/** react-admin's filter keys that the API names otherwise. */
const FILTER_NAMES: Record<string, string> = { q: 'search' }

function listQuery(resource: ResourceName, { pagination, sort, filter }: Partial<GetListParams>): URLSearchParams {
  const query = new URLSearchParams()
  const perPage = Math.min(Math.max(pagination?.perPage ?? 25, 1), PAGE_MAX)
  const page = Math.max(pagination?.page ?? 1, 1)
  query.set('limit', String(perPage))
  query.set('offset', String((page - 1) * perPage))
  // react-admin's default sort is `id`; the server sorts by the fields it lists (createdAt by default).
  if (sort?.field && SORTABLE[resource].includes(sort.field)) {
    query.set('sort', sort.field)
    query.set('order', sort.order === 'ASC' ? 'asc' : 'desc')
  }
  for (const [key, value] of Object.entries(filter ?? {})) {
    if (value === undefined || value === null || value === '') continue
    query.set(FILTER_NAMES[key] ?? key, value instanceof Date ? value.toISOString() : String(value))
  }
  return query
}

/** The writable fields whose value changed (a PATCH with the whole record would be refused). */
function changedFields(resource: ResourceName, data: Record<string, unknown>, previous: Record<string, unknown> | undefined) {
  const out: Record<string, unknown> = {}
  // react-admin's inputs turn an emptied text into null; the API clears an optional text with ''.
  const norm = (value: unknown) => (value === null || value === undefined ? '' : value)
  for (const field of WRITABLE[resource]) {
    if (!(field in data)) continue
    const value = norm(data[field])
    if (previous && JSON.stringify(value) === JSON.stringify(norm(previous[field]))) continue
    if (value === '' && previous && typeof previous[field] === 'number') continue
    out[field] = value
  }
  return out
}

/**
 * Refusals that concern one field: react-admin shows a rejection's `body.errors` under the fields
 * (pessimistic forms), so the administrator sees which input to change, not only a toast.
 */
const FIELD_OF_ERROR: Record<string, string> = { record_already_exists: 'email' }

async function withFieldErrors<T>(call: Promise<T>): Promise<T> {
  try {
    return await call
  } catch (error) {
    const field = error instanceof ApiError ? FIELD_OF_ERROR[error.key] : undefined
    if (!field || !(error instanceof ApiError)) throw error
    throw new ApiError(error.message, error.status, error.key, { ...(error.body as object | null), errors: { [field]: error.message } })
  }
}

/** A new record's fields without the empty ones: react-admin sends an emptied text as null, and the API wants it left out. */
const filled = (data: Record<string, unknown>) => Object.fromEntries(Object.entries(data).filter(([, value]) => value !== null && value !== undefined && value !== ''))

const chunks = <T>(list: T[], size = PAGE_MAX) => Array.from({ length: Math.ceil(list.length / size) }, (_, i) => list.slice(i * size, (i + 1) * size))

async function patch(resource: ResourceName, id: Identifier, body: Record<string, unknown>): Promise<RaRecord> {
  return apiFetch<RaRecord>(`${API_PATH[resource]}/${encodeURIComponent(String(id))}`, { method: 'PATCH', json: body })
}

/**
 * One update: only changed writable fields. A questionnaire's status moves alone (the API refuses a
 * status beside definition fields), and a change of its name or steps answers a new version (new id).
 */
async function updateOne(resource: ResourceName, id: Identifier, data: Record<string, unknown>, previous?: Record<string, unknown>): Promise<RaRecord> {
  const changes = changedFields(resource, data, previous)
  if (resource === 'profiles' && 'status' in changes && changes.status !== 'completed') delete changes.status
  if (Object.keys(changes).length === 0) return apiFetch<RaRecord>(`${API_PATH[resource]}/${encodeURIComponent(String(id))}`)
  if (resource === 'questionnaires' && 'status' in changes) {
    const { status, ...definition } = changes
    let record = await patch(resource, id, { status })
    if (Object.keys(definition).length > 0) record = await patch(resource, id, definition)
    return record
  }
  return patch(resource, id, changes)
}

export interface ConsoleDataProvider extends DataProvider {
  sendLoginLink(kind: 'owners' | 'estimators', id: Identifier, ln?: 'ru' | 'en'): Promise<{ data: true }>
  setFinalScore(id: Identifier, score: Score): Promise<{ data: RaRecord }>
  setFinalScorePrecise(id: Identifier, scorePrecise: Score): Promise<{ data: RaRecord }>
  recalculate(id: Identifier): Promise<{ data: { id: Identifier; profiles: number } }>
  profileFilterOwners(search?: string): Promise<{ data: Array<{ id: string; name: string; email: string; companyName: string }>; total: number }>
}

const path = (resource: string, id?: Identifier) => `${API_PATH[resourceOf(resource)]}${id === undefined ? '' : `/${encodeURIComponent(String(id))}`}`

export const dataProvider: ConsoleDataProvider = {
  async getList(resource, params) {
    const { items, total } = await apiFetch<Page<RaRecord>>(`${path(resource)}?${listQuery(resourceOf(resource), params)}`)
    return { data: items as never, total }
  },

  async getOne(resource, { id }) {
    return { data: (await apiFetch<RaRecord>(path(resource, id))) as never }
  },

  async getMany(resource, { ids }) {
    const pages = await Promise.all(
      chunks([...new Set(ids.map(String))]).map((part) => apiFetch<Page<RaRecord>>(`${path(resource)}?ids=${part.map(encodeURIComponent).join(',')}&limit=${PAGE_MAX}`))
    )
    return { data: pages.flatMap((p) => p.items) as never }
  },

  async getManyReference(resource, { target, id, pagination, sort, filter }) {
    const query = listQuery(resourceOf(resource), { pagination, sort, filter: { ...filter, [target]: id } })
    const { items, total } = await apiFetch<Page<RaRecord>>(`${path(resource)}?${query}`)
    return { data: items as never, total }
  },

  async create(resource, { data }) {
    return { data: (await withFieldErrors(apiFetch<RaRecord>(path(resource), { method: 'POST', json: filled(data as Record<string, unknown>) }))) as never }
  },

  async update(resource, { id, data, previousData }) {
    return { data: (await withFieldErrors(updateOne(resourceOf(resource), id, data as Record<string, unknown>, previousData as Record<string, unknown>))) as never }
  },

  // No bulk PATCH in the API: one call per id, the same changes for each.
  async updateMany(resource, { ids, data }) {
    const name = resourceOf(resource)
    const done: Identifier[] = []
    for (const id of ids) {
      await updateOne(name, id, data as Record<string, unknown>)
      done.push(id)
    }
    return { data: done }
  },

  async delete(resource, { id }) {
    return { data: (await apiFetch<RaRecord>(path(resource, id), { method: 'DELETE' })) as never }
  },

  async deleteMany(resource, { ids }) {
    const name = resourceOf(resource)
    if (BULK_DELETE.has(name)) {
      const done: Identifier[] = []
      for (const part of chunks(ids.map(String))) done.push(...(await apiFetch<{ ids: string[] }>(path(resource), { method: 'DELETE', json: { ids: part } })).ids)
      return { data: done }
    }
    const done: Identifier[] = []
    for (const id of ids) {
      await apiFetch(path(resource, id), { method: 'DELETE' })
      done.push(id)
    }
    return { data: done }
  },

  async sendLoginLink(kind, id, ln) {
    await apiFetch(`${path(kind, id)}/mail/login-link`, { method: 'POST', json: ln ? { ln } : {} })
    return { data: true }
  },

  async setFinalScore(id, score) {
    return { data: await apiFetch<RaRecord>(`${path('profiles', id)}/final-score`, { method: 'PUT', json: { score } }) }
  },

  async setFinalScorePrecise(id, scorePrecise) {
    return { data: await apiFetch<RaRecord>(`${path('profiles', id)}/final-score-precise`, { method: 'PUT', json: { scorePrecise } }) }
  },

  async recalculate(id) {
    return { data: await apiFetch<{ id: Identifier; profiles: number }>(`${path('questionnaires', id)}/recalculate`, { method: 'POST', json: {} }) }
  },

  async profileFilterOwners(search) {
    const query = new URLSearchParams({ limit: String(PAGE_MAX) })
    if (search) query.set('search', search.slice(0, 100))
    const { items, total } = await apiFetch<Page<{ id: string; name: string; email: string; companyName: string }>>(`/administrator/profile-filter/owners?${query}`)
    return { data: items, total }
  },
}
