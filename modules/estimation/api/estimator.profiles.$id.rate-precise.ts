// PUT /api/v1/estimator/profiles/{id}/rate-precise body { score: { K, P, L } } (0..100 each) → { result: { profile } }.
// Stored as the estimation's scorePrecise; it makes the profile 'estimated' like a quick score (ADR 034).
import type { ActionFunctionArgs } from '@remix-run/node'
import { acceptOnly, apiError, apiResult, methodNotAllowed, readBody } from '#app/api/json.server'
import { requireApiAccount } from '#modules/accounts/index.server'
import { ratePreciseSchema } from '../schemas'
import { rateProfilePrecisely } from '../server/estimations.service.server'

export const loader = methodNotAllowed

export const action = acceptOnly(['PUT'], async ({ request, params, context }: ActionFunctionArgs) => {
  const estimator = await requireApiAccount(request, context, 'estimator')
  const body = await readBody(request, ratePreciseSchema)
  const done = await rateProfilePrecisely(context, estimator._id, params.id, body.score)
  return done.ok ? apiResult({ profile: done.profile }) : apiError(done.status, done.error)
})
