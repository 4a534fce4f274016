// PUT /api/v1/estimator/profiles/{id}/rate body { score: { K, P, L } } (1..10 each) → { result: { profile } }.
// The quick score makes a completed or postponed profile 'estimated' (ADR 034).
import type { ActionFunctionArgs } from '@remix-run/node'
import { acceptOnly, apiError, apiResult, methodNotAllowed, readBody } from '#app/api/json.server'
import { requireApiAccount } from '#modules/accounts/index.server'
import { rateSchema } from '../schemas'
import { rateProfile } from '../server/estimations.service.server'

export const loader = methodNotAllowed

export const action = acceptOnly(['PUT'], async ({ request, params, context }: ActionFunctionArgs) => {
  const estimator = await requireApiAccount(request, context, 'estimator')
  const body = await readBody(request, rateSchema)
  const done = await rateProfile(context, estimator._id, params.id, body.score)
  return done.ok ? apiResult({ profile: done.profile }) : apiError(done.status, done.error)
})
