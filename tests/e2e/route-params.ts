// The concrete values the route list (tests/routes.ts) needs, made through the API against the
// running server: a profile of the demo owner's, its share link and an open invitation, and the
// demo owner's (unused) password-reset and magic sign-in links. Plain Playwright (no test runner
// assertions), so `npm run screens` and a bench can use it too.
import type { APIRequestContext } from '@playwright/test'
import type { RouteParams } from '../routes'
import { DEMO, uniqueEmail } from './fixtures'

async function call<T>(request: APIRequestContext, path: string, data: unknown, headers: Record<string, string> = {}): Promise<T> {
  const res = await request.post(path, { data, headers })
  if (!res.ok()) throw new Error(`route parameters: POST ${path} answered ${res.status()}: ${await res.text()}`)
  return ((await res.json()) as { result: T }).result
}

/** A value picked from the newest mail to `to` with a link containing `marker` (mail goes out through a job: poll). */
async function fromMail(request: APIRequestContext, to: string, marker: string, pick: (url: URL) => string | null): Promise<string> {
  for (let attempt = 0; attempt < 50; attempt++) {
    const res = await request.get(`/dev/mail?to=${encodeURIComponent(to)}&_data=routes%2Fdev.mail`)
    const { mail } = (await res.json()) as { mail: { text: string }[] }
    const link = mail.map((m) => m.text.match(/https?:\/\/\S+/)?.[0]).find((l) => l?.includes(marker))
    const value = link ? pick(new URL(link)) : null
    if (value) return value
    await new Promise((r) => setTimeout(r, 200))
  }
  throw new Error(`route parameters: no mail to ${to} with a ${marker} link`)
}

const lastSegment = (url: URL) => url.pathname.split('/').pop() ?? null

export async function makeRouteParams(request: APIRequestContext): Promise<RouteParams> {
  const { token } = await call<{ token: string }>(request, '/api/v1/passport/owner/login', { username: DEMO.owner.email, password: DEMO.owner.password })
  const headers = { Authorization: `Bearer ${token}` }
  const { id: profileId, sharelink } = await call<{ id: string; sharelink: string }>(
    request,
    '/api/v1/owner/profiles',
    { firstName: 'Мария', lastName: 'Guard', position: 'QA' },
    headers
  )
  const invitee = uniqueEmail('guard-invitee')
  await call(request, `/api/v1/owner/profiles/${profileId}/invitation`, { email: invitee }, headers)
  const inviteToken = await fromMail(request, invitee, 'invite=', (u) => u.searchParams.get('invite'))
  await call(request, '/api/v1/passport/owner/mail/forgot-password', { username: DEMO.owner.email })
  await call(request, '/api/v1/passport/owner/mail/login-link', { username: DEMO.owner.email })
  const ownerResetToken = await fromMail(request, DEMO.owner.email, '/password-reset/', lastSegment)
  const ownerMagicToken = await fromMail(request, DEMO.owner.email, '/magic-link/', lastSegment)
  const pairId = await computedPair(request, headers)
  const teamId = await guardTeam(request, headers)
  return { profileId, sharelink, inviteToken, ownerResetToken, ownerMagicToken, pairId, teamId }
}

const GUARD_TEAM = 'Guard team'

/**
 * The demo owner's team titled GUARD_TEAM, made once from three seeded people and reused on every
 * walk; null on a tenant without teams (the love variant: its plan allows none).
 */
async function guardTeam(request: APIRequestContext, headers: Record<string, string>): Promise<string | null> {
  const found = await request.get(`/api/v1/owner/scenes?search=${encodeURIComponent(GUARD_TEAM)}`, { headers })
  if (!found.ok()) return null
  const { items } = ((await found.json()) as { result: { items: { id: string; title: string }[] } }).result
  const existing = items.find((t) => t.title === GUARD_TEAM)
  if (existing) return existing.id
  const res = await request.get('/api/v1/owner/profiles?state=approved&sort=createdAt&order=asc&limit=3', { headers })
  const people = ((await res.json()) as { result: { items: { id: string }[] } }).result.items
  const made = await request.post('/api/v1/owner/scene', { data: { title: GUARD_TEAM, lifespan: '1y', members: people.map((p) => p.id) }, headers })
  if (made.status() === 403) return null
  if (!made.ok()) throw new Error(`route parameters: POST /api/v1/owner/scene answered ${made.status()}: ${await made.text()}`)
  return ((await made.json()) as { result: { id: string } }).result.id
}

/** A pair check of two of the demo owner's seeded people, run until its result is stored. */
async function computedPair(request: APIRequestContext, headers: Record<string, string>): Promise<string> {
  const res = await request.get('/api/v1/owner/profiles?state=approved&sort=createdAt&order=asc&limit=2', { headers })
  const { items } = ((await res.json()) as { result: { items: { id: string }[] } }).result
  if (items.length < 2) throw new Error('route parameters: the demo owner has fewer than 2 filled profiles')
  const { id } = await call<{ id: string }>(request, '/api/v1/owner/p2p', { left: items[0].id, right: items[1].id }, headers)
  const run = await request.put(`/api/v1/owner/p2p/${id}/run`, { headers })
  if (!run.ok()) throw new Error(`route parameters: the pair run answered ${run.status()}`)
  for (let attempt = 0; attempt < 100; attempt++) {
    const pair = ((await (await request.get(`/api/v1/owner/p2p/${id}`, { headers })).json()) as { result: { status: string } }).result
    if (pair.status === 'computed') return id
    await new Promise((r) => setTimeout(r, 200))
  }
  throw new Error('route parameters: the pair run did not finish in 20 s')
}
