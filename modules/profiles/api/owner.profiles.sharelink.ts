// GET /api/v1/owner/profiles/sharelink/{link} → { result: { profile, attached, own } } | 410 shared_delete | 404 profileNotFound
// What a share link leads to, before attaching it (hidden details left out).
import { json, type LoaderFunctionArgs } from '@remix-run/node'
import { findBySharelink } from '../server/profiles.repo.server'
import { isAttached, isOwn } from '../server/profiles.service.server'
import { profileView } from '../server/view'
import { planGrantOf } from '#modules/billing/index.server'
import { apiError, methodNotAllowed } from '#app/api/json.server'
import { requireApiOwner } from '#modules/accounts/index.server'

export async function loader({ request, params, context }: LoaderFunctionArgs) {
  const owner = await requireApiOwner(request, context)
  const profile = await findBySharelink(context, params.link)
  if (!profile) return apiError(404, 'profileNotFound')
  if (profile.status === 'deleted') return apiError(410, 'shared_delete')
  return json({
    result: { profile: profileView(profile, owner._id, await planGrantOf(context, owner._id)), own: isOwn(profile, owner._id), attached: isAttached(profile, owner._id) },
  })
}

export const action = methodNotAllowed
