// GET /api/v1/app-profile/grade[?permalink=] → { result: { permalink, questionnaireState, scoring, hidden, grade } }
// `grade` (K, P, L, experience, mood) once scoring is done; `scoring` says pending or failed before.
// An invitation reads its own profile (until it is used up); the owner names a profile of their list.
import type { LoaderFunctionArgs } from '@remix-run/node'
import { apiResult, methodNotAllowed } from '#app/api/json.server'
import { gradeView, readableProfile, requireFiller } from '../server/api.server'
import { planGrantOf } from '#modules/billing/index.server'

export async function loader({ request, context }: LoaderFunctionArgs) {
  const filler = await requireFiller(request, context)
  const { profile, viewerId } = await readableProfile(context, filler, new URL(request.url).searchParams.get('permalink'))
  // The owner's plan decides whether expertise is shown, also to an invitation reading its own profile.
  return apiResult(gradeView(profile, viewerId, await planGrantOf(context, viewerId)))
}

export const action = methodNotAllowed
