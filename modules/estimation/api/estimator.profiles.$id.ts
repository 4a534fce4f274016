// GET /api/v1/estimator/profiles/{id} → { result: { profile } }: an assigned profile as the estimator
// sees it (no contact data), its answers in words and the estimator's own rating; the first GET
// records the view. PATCH body { skipStatus: 'normal' | 'suspicious' } postpones it or marks it
// suspicious. A profile not assigned to this estimator (or deleted, or another tenant's) is a 404.
import type { ActionFunctionArgs, LoaderFunctionArgs } from '@remix-run/node'
import { acceptOnly, apiError, apiResult, readBody } from '#app/api/json.server'
import { requireApiAccount } from '#modules/accounts/index.server'
import { skipSchema } from '../schemas'
import { openAssigned, skipProfile } from '../server/estimations.service.server'
import { answersOf } from '../server/page-data.server'

export async function loader({ request, params, context }: LoaderFunctionArgs) {
  const estimator = await requireApiAccount(request, context, 'estimator')
  const profile = await openAssigned(context, estimator._id, params.id)
  if (!profile) return apiError(404, 'profileNotFound')
  return apiResult({ profile: { ...profile, answers: await answersOf(context, profile.id) } })
}

export const action = acceptOnly(['PATCH'], async ({ request, params, context }: ActionFunctionArgs) => {
  const estimator = await requireApiAccount(request, context, 'estimator')
  const body = await readBody(request, skipSchema)
  const done = await skipProfile(context, estimator._id, params.id, body.skipStatus)
  return done.ok ? apiResult({ profile: done.profile }) : apiError(done.status, done.error)
})
