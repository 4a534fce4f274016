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
  const { id: profileId, sharelink } = await call<{ id: string; sharelink: string }>(request, '/api/v1/owner/profiles', { firstName: 'Мария', lastName: 'Guard' }, headers)
  const invitee = uniqueEmail('guard-invitee')
  await call(request, `/api/v1/owner/profiles/${profileId}/invitation`, { email: invitee }, headers)
  const inviteToken = await fromMail(request, invitee, 'invite=', (u) => u.searchParams.get('invite'))
  const coupleToken = await coupleLink(request, profileId)
  await call(request, '/api/v1/passport/owner/mail/forgot-password', { username: DEMO.owner.email })
  await call(request, '/api/v1/passport/owner/mail/login-link', { username: DEMO.owner.email })
  const ownerResetToken = await fromMail(request, DEMO.owner.email, '/password-reset/', lastSegment)
  const ownerMagicToken = await fromMail(request, DEMO.owner.email, '/magic-link/', lastSegment)
  const pairId = await computedPair(request, headers)
  const teamId = await demoTeam(request, headers)
  const comparisonId = teamId && (await computedComparison(request, headers, teamId))
  if (teamId) await computedTeam(request, headers, teamId)
  const estimatorProfileIds = await estimatorProfiles(request)
  const sharedResult = await sharedResults(request, headers)
  const flame = { started: await flameTest(request, 2), finished: await flameTest(request, 5), paid: await flameTest(request, 5) }
  await call(request, '/api/v1/payment/create-anonymous-payment-intent', { key: flame.paid, card: { number: '4242424242424242', exp_month: 12, exp_year: 2034, cvc: '123' } })
  return { profileId, sharelink, inviteToken, coupleToken, ownerResetToken, ownerMagicToken, pairId, teamId, comparisonId, estimatorProfileIds, flame, sharedResult }
}

/**
 * The couple questionnaire link of the profile (ADR 041), sent through the profile page's form as the
 * signed-in demo owner (there is no API twin); null where the tenant is not love (the form is refused).
 */
async function coupleLink(request: APIRequestContext, profileId: string): Promise<string | null> {
  await request.post('/owner/login', { form: { email: DEMO.owner.email, password: DEMO.owner.password }, maxRedirects: 0 })
  const res = await request.post(`/owner/profiles/${profileId}`, { form: { intent: 'couple', firstName: 'Guard' } })
  const token = (await res.text()).match(/couple-questionnaire\?invite=([A-Za-z0-9_-]{43})/)?.[1] ?? null
  if (res.ok() && !token) throw new Error('route parameters: the couple link form answered without a link')
  return token
}

/** A flame test started through its forms, with `pages` of its five pages answered ('agree a little' throughout); its key. */
export async function flameTest(request: APIRequestContext, pages: number): Promise<string> {
  const started = await request.post('/flame-mobile', { form: { you: 'Guard', partner: 'Tess' }, maxRedirects: 0 })
  const key = (started.headers().location ?? '').split('/').pop() ?? ''
  if (!/^[A-Za-z0-9_-]{24}$/.test(key)) throw new Error(`route parameters: the flame onboarding answered ${started.status()} without a test`)
  const { ITEMS } = await import('../../modules/flame/items')
  for (let page = 1; page <= pages; page++) {
    const form = Object.fromEntries([['page', String(page)], ...ITEMS.slice((page - 1) * 6, page * 6).map((item) => [item.id, '4'])])
    const res = await request.post(`/flame-mobile/questionnaire/${key}`, { form, maxRedirects: 0 })
    if (res.status() !== 302) throw new Error(`route parameters: flame page ${page} answered ${res.status()}`)
  }
  return key
}

/**
 * Two profiles assigned to the demo estimator: a batch is requested (it tops the open list up, so
 * repeated walks add none), and the two oldest assignments are taken. The list is newest first, and
 * the newest are profiles other specs made a moment ago and may delete while the guards walk (an
 * estimator's page of a deleted profile answers 404); the oldest are the seeded demo people.
 */
export async function estimatorProfiles(request: APIRequestContext): Promise<string[]> {
  const { token } = await call<{ token: string }>(request, '/api/v1/passport/estimator/login', { username: DEMO.estimator.email, password: DEMO.estimator.password })
  const headers = { Authorization: `Bearer ${token}` }
  await call(request, '/api/v1/estimator/profiles/assignment', {}, headers)
  const page = async (offset: number) => {
    const res = await request.get(`/api/v1/estimator/profiles?filter=all&limit=2&offset=${offset}`, { headers })
    return ((await res.json()) as { result: { items: { id: string }[]; total: number } }).result
  }
  const { total } = await page(0)
  return (await page(Math.max(0, total - 2))).items.map((p) => p.id)
}

/** The demo team's titles (modules/teams/server/demo.server.ts DEMO_TEAM_TITLES, by the tenant's language). */
const DEMO_TEAM_TITLES = ['Демо-команда', 'Demo team']

/**
 * The demo owner's seeded team, found by its title; made once (of the seeded people) if someone
 * deleted it, so every walk reuses one team and the plan's 20 are never used up. A tenant without
 * teams (love: 403 maxTeams) gets null, and the guards skip the pages that need a team.
 */
async function demoTeam(request: APIRequestContext, headers: Record<string, string>): Promise<string | null> {
  for (const title of DEMO_TEAM_TITLES) {
    const res = await request.get(`/api/v1/owner/scenes?search=${encodeURIComponent(title)}&limit=50`, { headers })
    const { items } = ((await res.json()) as { result: { items: { id: string; title: string }[] } }).result
    const found = items.find((t) => t.title === title)
    if (found) return found.id
  }
  const res = await request.get('/api/v1/owner/profiles?state=approved&sort=createdAt&order=asc&limit=5', { headers })
  const { items } = ((await res.json()) as { result: { items: { id: string }[] } }).result
  const made = await request.post('/api/v1/owner/scene', { data: { title: DEMO_TEAM_TITLES[0], lifespan: '1y', members: items.map((p) => p.id) }, headers })
  if (made.status() === 403) return null
  if (!made.ok()) throw new Error(`route parameters: POST /api/v1/owner/scene answered ${made.status()}: ${await made.text()}`)
  return ((await made.json()) as { result: { id: string } }).result.id
}

/**
 * A love result of the demo owner's (a pair run with type 'love', on any tenant) shared twice, the first
 * link withdrawn in between (ADR 042): the pages of the live link and of the withdrawn one.
 */
async function sharedResults(request: APIRequestContext, headers: Record<string, string>): Promise<RouteParams['sharedResult']> {
  const id = await computedPair(request, headers, { type: 'love' })
  const share = async () => new URL((await call<{ url: string }>(request, `/api/v1/owner/p2p/${id}/share`, {}, headers)).url).pathname
  const withdrawn = await share()
  const res = await request.delete(`/api/v1/owner/p2p/${id}/share`, { headers })
  if (!res.ok()) throw new Error(`route parameters: withdrawing a shared result answered ${res.status()}`)
  return { live: await share(), withdrawn }
}

/** A pair check of two of the demo owner's seeded people, run (with the run's body, if any) until its result is stored. */
async function computedPair(request: APIRequestContext, headers: Record<string, string>, runBody?: { type: 'love' }): Promise<string> {
  const res = await request.get('/api/v1/owner/profiles?state=approved&sort=createdAt&order=asc&limit=2', { headers })
  const { items } = ((await res.json()) as { result: { items: { id: string }[] } }).result
  if (items.length < 2) throw new Error('route parameters: the demo owner has fewer than 2 filled profiles')
  const { id } = await call<{ id: string }>(request, '/api/v1/owner/p2p', { left: items[0].id, right: items[1].id }, headers)
  const run = await request.put(`/api/v1/owner/p2p/${id}/run`, { headers, ...(runBody ? { data: runBody } : {}) })
  if (!run.ok()) throw new Error(`route parameters: the pair run answered ${run.status()}`)
  for (let attempt = 0; attempt < 100; attempt++) {
    const pair = ((await (await request.get(`/api/v1/owner/p2p/${id}`, { headers })).json()) as { result: { status: string } }).result
    if (pair.status === 'computed') return id
    await new Promise((r) => setTimeout(r, 200))
  }
  throw new Error('route parameters: the pair run did not finish in 20 s')
}

/**
 * The demo owner's seeded team (modules/teams/server/demo.server.ts), with a stored result: it is
 * run only when it has none yet, so walks reuse it and create no team.
 */
async function computedTeam(request: APIRequestContext, headers: Record<string, string>, teamId: string): Promise<string> {
  const hasResult = async () => (await request.get(`/api/v1/owner/scene/snapshot/${teamId}`, { headers })).ok()
  if (await hasResult()) return teamId
  const run = await request.put(`/api/v1/owner/scene/${teamId}/run`, { headers })
  if (!run.ok()) throw new Error(`route parameters: the team run answered ${run.status()}`)
  for (let attempt = 0; attempt < 150; attempt++) {
    if (await hasResult()) return teamId
    await new Promise((r) => setTimeout(r, 200))
  }
  throw new Error('route parameters: the team run did not finish in 30 s')
}

/** Polls until `ready` returns a value (200 ms apart, 20 s at most). */
async function poll<T>(what: string, ready: () => Promise<T | null>): Promise<T> {
  for (let attempt = 0; attempt < 100; attempt++) {
    const value = await ready()
    if (value !== null) return value
    await new Promise((r) => setTimeout(r, 200))
  }
  throw new Error(`route parameters: ${what} did not finish in 20 s`)
}

/**
 * A comparison of the demo team and one guard team of the demo owner's, with its stored result.
 * Idempotent: the guard team is found by title and the comparison among the earlier ones before
 * anything is made, so repeated walks add one team at most (the plan allows 20) and no comparisons.
 */
const GUARD_TEAM = 'Guard comparison'
async function computedComparison(request: APIRequestContext, headers: Record<string, string>, demoTeamId: string): Promise<string> {
  const get = async <T>(path: string) => ((await (await request.get(path, { headers })).json()) as { result: T }).result
  const { items: teams } = await get<{ items: { id: string; title: string }[] }>(`/api/v1/owner/scenes?search=${encodeURIComponent(GUARD_TEAM)}&limit=50`)
  let guardId = teams.find((t) => t.title === GUARD_TEAM)?.id
  if (!guardId) {
    const { items: people } = await get<{ items: { id: string }[] }>('/api/v1/owner/profiles?state=approved&sort=createdAt&order=asc&limit=3')
    guardId = (await call<{ id: string }>(request, '/api/v1/owner/scene', { title: GUARD_TEAM, lifespan: 'new', members: people.map((p) => p.id) }, headers)).id
  }
  const sceneIds = [demoTeamId, guardId]
  const earlier = await get<{ items: { id: string; sceneIds: string[]; status: string }[] }>('/api/v1/owner/scenes/compare')
  const found = earlier.items.find((c) => c.status === 'computed' && c.sceneIds.join() === sceneIds.join())
  if (found) return found.id
  const { id } = await call<{ id: string }>(request, '/api/v1/owner/scenes/compare', { sceneIds }, headers)
  return poll('the comparison', async () => ((await get<{ status: string }>(`/api/v1/owner/scenes/compare/${id}`)).status === 'computed' ? id : null))
}
