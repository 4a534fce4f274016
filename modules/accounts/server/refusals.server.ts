// How a page answers a refusal: 429 with Retry-After when a limit refused it (the page then says
// in how many minutes to try again, ui/AuthFormAlert.tsx), else 400 with the refusal's key.
import { json, type HeadersFunction } from '@remix-run/node'
import type { Submission } from '@conform-to/react'
import type { Limited } from '../ui/AuthFormAlert'
import type { Refusal } from './auth.server'

export function limitedResponse<T extends object>(data: T, retryAfterSeconds: number) {
  return json<T & Limited>({ ...data, retryAfterSeconds }, { status: 429, headers: { 'Retry-After': String(retryAfterSeconds) } })
}

export function formRefusal(submission: Submission<unknown>, refusal: Refusal, hideFields: string[] = []) {
  const reply = submission.reply({ formErrors: [refusal.error], hideFields })
  if (refusal.retryAfterSeconds === undefined) return json<typeof reply & Limited>(reply, { status: 400 })
  return limitedResponse(reply, refusal.retryAfterSeconds)
}

/**
 * The `headers` of every page that can answer 429: on a document request (these pages work without
 * JavaScript) Remix sends an action's headers only through the route's `headers` function.
 */
export const passRetryAfter: HeadersFunction = ({ actionHeaders, parentHeaders }) => {
  // The layout's headers pass through, as they would without a `headers` export.
  const headers = new Headers(parentHeaders)
  const retryAfter = actionHeaders.get('Retry-After')
  if (retryAfter) headers.set('Retry-After', retryAfter)
  return headers
}
