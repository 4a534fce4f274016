// Test helpers: filled, scored profiles (as the scoring job leaves them) and calls to the page and
// API route modules the way the web server makes them.
import { scoreProfile, type ProfileAnswers } from '#engine/scoring/index'
import { EXAMPLE_ANSWERS } from '#engine/scoring/example-answers'
import type { AppContext } from '#app/context'
import type { Account } from '#modules/accounts/index.server'
import { startSession } from '#modules/accounts/server/session.server'
import { createProfile, type ProfileDoc } from '#modules/profiles/index.server'
import { profilesOf } from '#modules/profiles/server/profiles.repo.server'
import { settle, type RouteModule } from '#tests/route-call'

export async function makeFilledProfile(
  ctx: AppContext,
  ownerId: string,
  firstName: string,
  answers: ProfileAnswers = EXAMPLE_ANSWERS.seasoned,
  extra: Partial<ProfileDoc> = {}
): Promise<ProfileDoc> {
  const created = await createProfile(ctx, ownerId, {
    firstName,
    lastName: 'Test',
    email: `${firstName.toLowerCase()}@example.com`,
    ...(extra.hideDetails ? { hideDetails: true } : {}),
  })
  const s = scoreProfile(answers)
  const done = await profilesOf(ctx).updateOne(
    { _id: created._id },
    {
      $set: {
        answers,
        questionnaireState: 'ack_a',
        status: 'completed',
        scoring: 'done',
        competencies: s.K,
        professionalism: s.P,
        maturity: s.L,
        expertise: s.grade,
        mood: s.mood,
        moodBand: s.moodBand,
        ...extra,
      },
    }
  )
  return done!
}

export async function cookieFor(ctx: AppContext, owner: Account) {
  const res = await startSession(new Request('http://localhost/owner/login'), ctx, 'owner', owner._id, '/owner/dashboard')
  return res.headers.get('Set-Cookie')!.split(';')[0]
}

/** A page's loader (GET) or action (form POST), with the owner's session cookie. A form as pairs repeats a field (checkboxes). */
export function callPage(ctx: AppContext, mod: RouteModule, cookie: string, path: string, params: Record<string, string>, form?: Record<string, string> | [string, string][]) {
  const request = new Request(`http://localhost${path}`, {
    method: form ? 'POST' : 'GET',
    headers: { Cookie: cookie, ...(form ? { 'Content-Type': 'application/x-www-form-urlencoded' } : {}) },
    ...(form ? { body: new URLSearchParams(form).toString() } : {}),
  })
  return settle(() => (form ? mod.action : mod.loader)!({ request, params, context: ctx } as never))
}

/** An API route's loader (GET) or action (any other method), with a bearer token; `path` carries a query. */
export function callApi(ctx: AppContext, mod: RouteModule, method: string, token: string, params: Record<string, string> = {}, body?: unknown, path = '/api/v1/owner/p2p') {
  const request = new Request(`http://localhost${path}`, {
    method,
    headers: { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' },
    ...(body !== undefined ? { body: JSON.stringify(body) } : {}),
  })
  return settle(() => (method === 'GET' ? mod.loader : mod.action)!({ request, params, context: ctx } as never))
}
