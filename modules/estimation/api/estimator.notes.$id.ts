// PATCH /api/v1/estimator/notes/{id} body { content } (required, ≤ 2000 characters; empty removes the note),
// id = the profile's id → { result: { profile } }. The note is the estimator's word to the administrator.
import type { ActionFunctionArgs } from '@remix-run/node'
import { acceptOnly, apiError, apiResult, methodNotAllowed, readBody } from '#app/api/json.server'
import { requireApiAccount } from '#modules/accounts/index.server'
import { noteBodySchema } from '../schemas'
import { saveNote } from '../server/estimations.service.server'

export const loader = methodNotAllowed

export const action = acceptOnly(['PATCH'], async ({ request, params, context }: ActionFunctionArgs) => {
  const estimator = await requireApiAccount(request, context, 'estimator')
  const body = await readBody(request, noteBodySchema)
  const done = await saveNote(context, estimator._id, params.id, body.content)
  return done.ok ? apiResult({ profile: done.profile }) : apiError(done.status, done.error)
})
