// The team list's addresses (plain: the page's component and its server code both build them).
// Search and page are kept; one-off parts (a confirmation, the copy form, a notice) only when given.

export const TEAMS_PAGE = '/owner/teams'

export function hrefFor(view: { search: string; page: number }, extra: Record<string, string | string[]> = {}) {
  const params = new URLSearchParams()
  if (view.search) params.set('search', view.search)
  if (view.page > 1) params.set('page', String(view.page))
  for (const [key, value] of Object.entries(extra)) for (const v of Array.isArray(value) ? value : [value]) params.append(key, v)
  const qs = params.toString()
  return `${TEAMS_PAGE}${qs ? `?${qs}` : ''}`
}
