// What every /api/v1/administrator route shares (docs/administrator-api.md): the administrator's
// bearer token of this tenant (anyone else's token is a 401: owners', estimators', another tenant's),
// the JSON answers of the shell, and the 404 keys per resource.
import type { z } from 'zod'
import type { AppContext } from '#app/context'
import { apiError, readBody } from '#app/api/json.server'
import { BODY_LIMITS, readLimited } from '#app/security/body-limit.server'
import { requireApiAccount, type Account } from '#modules/accounts/index.server'

export { acceptOnly, apiError, apiResult, methodNotAllowed, readBody, readQuery } from '#app/api/json.server'

export function requireAdministratorApi(request: Request, ctx: AppContext): Promise<Account> {
  return requireApiAccount(request, ctx, 'administrator')
}

export const NOT_FOUND = {
  owners: 'ownerNotFound',
  estimators: 'estimatorNotFound',
  profiles: 'profileNotFound',
  questionnaire: 'questionnaireNotFound',
} as const

export const notFound = (resource: keyof typeof NOT_FOUND) => apiError(404, NOT_FOUND[resource])

/** `{ status: 'error' }`-style results of the services, as an answer: 404 for a missing record, 409 for a refused move. */
export function refused(error: string) {
  return apiError(error.endsWith('NotFound') ? 404 : 409, error)
}

/**
 * A body that may be left out (a POST that only triggers something, as a console button sends it):
 * no bytes read as `{}`; anything else is parsed as readBody does, within the same limit.
 */
export async function readOptionalBody<S extends z.ZodTypeAny>(request: Request, schema: S): Promise<z.infer<S>> {
  const bytes = await readLimited(request.body, BODY_LIMITS.api).catch(() => new Uint8Array())
  if (!bytes) throw apiError(413, 'bodyTooLarge')
  const empty = new TextDecoder().decode(bytes).trim() === ''
  return readBody(new Request(request.url, { method: request.method, headers: request.headers, body: empty ? '{}' : new Blob([bytes as Uint8Array<ArrayBuffer>]) }), schema)
}
