// POST /api/v1/owner/profiles/detach/{sharelink} → { result: true } | 404 profileNotFound (not in the owner's list as attached)
import { json, type ActionFunctionArgs } from '@remix-run/node'
import { findBySharelink } from '../server/profiles.repo.server'
import { detachProfile } from '../server/profiles.service.server'
import { acceptOnly, apiError, methodNotAllowed } from '#app/api/json.server'
import { requireApiOwner } from '#modules/accounts/index.server'

export const loader = methodNotAllowed

export const action = acceptOnly(['POST'], async ({ request, params, context }: ActionFunctionArgs) => {
  const owner = await requireApiOwner(request, context)
  const done = await detachProfile(context, owner._id, await findBySharelink(context, params.sharelink))
  return done ? json({ result: true }) : apiError(404, 'profileNotFound')
})
