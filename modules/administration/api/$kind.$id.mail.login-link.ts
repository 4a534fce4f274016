// POST /api/v1/administrator/{owners|estimators}/{id}/mail/login-link body {} or { ln } → { result: true }
// Mails the account a one-time sign-in link through the accounts module (its magic link, 15 minutes,
// single use). A blocked owner gets none (409 accountBlocked); past the per-address mail limit, 429.
import type { ActionFunctionArgs } from '@remix-run/node'
import { originOf } from '#app/http/origin.server'
import { findManagedAccount, mailLoginLink, type ManagedArea } from '#modules/accounts/index.server'
import { loginLinkBodySchema } from '../schemas'
import { acceptOnly, apiError, apiResult, methodNotAllowed, notFound, readOptionalBody, requireAdministratorApi } from '../server/api.server'

const KINDS: Record<string, { area: ManagedArea; resource: 'owners' | 'estimators' }> = {
  owners: { area: 'owner', resource: 'owners' },
  estimators: { area: 'estimator', resource: 'estimators' },
}

export const loader = methodNotAllowed

export const action = acceptOnly(['POST'], async ({ request, params, context }: ActionFunctionArgs) => {
  await requireAdministratorApi(request, context)
  const kind = Object.hasOwn(KINDS, params.kind ?? '') ? KINDS[params.kind!] : null
  if (!kind) return apiError(404, 'notFound')
  const body = await readOptionalBody(request, loginLinkBodySchema)
  const account = await findManagedAccount(context, kind.area, params.id)
  if (!account) return notFound(kind.resource)
  if (account.status !== 'active') return apiError(409, 'accountBlocked')
  const lng = body.ln ?? account.language ?? context.lng
  const sent = await mailLoginLink({ ...context, lng }, kind.area, account, originOf(request, context))
  if (!sent.ok) {
    const response = apiError(429, sent.error)
    if (sent.retryAfterSeconds !== undefined) response.headers.set('Retry-After', String(sent.retryAfterSeconds))
    return response
  }
  return apiResult(true)
})
