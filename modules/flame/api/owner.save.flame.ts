// POST /api/v1/owner/save/flame body { id, email, consent: true } → { result: { sent: true } } (SPEC §7;
// consent as on the page's form, SPEC §5, ADR 061: 400 `validation.consent` without it): keeps a
// finished personality test under an address and mails its link with a way into the account
// (server/save.server.ts). No sign-in: the mobile personality-test area's calls carry none (SPEC §7),
// the result's key is the proof. 404 questionnaireNotFound for an unknown or unfinished test; 429
// with Retry-After past the mails one address may get.
import type { ActionFunctionArgs } from '@remix-run/node'
import { acceptOnly, apiError, apiResult, methodNotAllowed, readBody } from '#app/api/json.server'
import { originOf } from '#app/http/origin.server'
import { saveApiSchema } from '../schemas'
import { saveToAccount } from '../server/save.server'

export const loader = methodNotAllowed

export const action = acceptOnly(['POST'], async ({ request, context }: ActionFunctionArgs) => {
  const { id, email } = await readBody(request, saveApiSchema)
  const saved = await saveToAccount(context, id, email, originOf(request, context))
  if (saved.ok) return apiResult({ sent: true })
  if (saved.error === 'questionnaireNotFound') return apiError(404, saved.error)
  const limited = apiError(429, saved.error)
  limited.headers.set('Retry-After', String(saved.retryAfterSeconds))
  return limited
})
