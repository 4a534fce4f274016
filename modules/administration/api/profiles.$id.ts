// GET /api/v1/administrator/profiles/{id} → { result: profile } (answers, scores, final scores, ratings)
// PATCH body { firstName?, lastName?, position?, email?, phone?, hideDetails?, status?: 'completed' } → { result: profile }
//   status 'completed' cancels a confirmation (approved only; final scores removed; back to estimated when an
//   estimator rated it, else completed), else 409 profileStatusRefused.
// DELETE → { result: profile }: soft deletion (status deleted).
import type { ActionFunctionArgs, LoaderFunctionArgs } from '@remix-run/node'
import { deleteProfilesByAdministrator, findProfileForAdministrator, updateProfileByAdministrator } from '#modules/profiles/index.server'
import { ratingsOfProfile } from '#modules/estimation/index.server'
import { profilePatchSchema } from '../schemas'
import { acceptOnly, apiResult, notFound, readBody, refused, requireAdministratorApi } from '../server/api.server'
import { profileDetail } from '../server/profiles.server'

export async function loader({ request, params, context }: LoaderFunctionArgs) {
  await requireAdministratorApi(request, context)
  const profile = await findProfileForAdministrator(context, params.id)
  return profile ? apiResult(await profileDetail(context, profile)) : notFound('profiles')
}

export const action = acceptOnly(['PATCH', 'DELETE'], async ({ request, params, context }: ActionFunctionArgs) => {
  await requireAdministratorApi(request, context)
  const body = request.method === 'PATCH' ? await readBody(request, profilePatchSchema) : null
  const profile = await findProfileForAdministrator(context, params.id)
  if (!profile) return notFound('profiles')
  if (!body) {
    if (profile.status !== 'deleted') await deleteProfilesByAdministrator(context, [profile._id])
    return apiResult(await profileDetail(context, (await findProfileForAdministrator(context, profile._id)) ?? profile))
  }
  // A cancelled confirmation returns the profile to where the estimators left it.
  const status = body.status && ((await ratingsOfProfile(context, profile._id)).some((r) => r.score || r.scorePrecise) ? 'estimated' : 'completed')
  const updated = await updateProfileByAdministrator(context, profile._id, { ...body, status: status || undefined })
  return updated.ok ? apiResult(await profileDetail(context, updated.profile)) : refused(updated.error)
})
