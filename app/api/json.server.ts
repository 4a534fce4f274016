// The JSON API's answers, shared by every module under /api/v1: `{ result }` on success, `{ error }`
// (a SPEC §8 key, plus details such as per-field `fields`) on failure, never a stack trace; bodies
// and queries parsed with the route's zod schema, so a bad one is a 400 and nothing is written.
import { json, type ActionFunctionArgs } from '@remix-run/node'
import { z } from 'zod'
import { BODY_LIMITS, readLimited } from '#app/security/body-limit.server'
import { ACCEPTS, ONLY_REFUSES, type WriteMethod } from './methods'
import { encodeMessage, VALIDATION } from '#app/validation/messages'

const NO_STORE = { 'Cache-Control': 'no-store' }

export function apiError(status: number, error: string, extra: Record<string, unknown> = {}) {
  return json({ error, ...extra }, { status, headers: NO_STORE })
}

export function apiResult(result: unknown, status = 200) {
  return json({ result }, { status, headers: NO_STORE })
}

/** A route's loader or action for the methods it does not take (`export const loader = methodNotAllowed`); marked so that OPTIONS leaves them out of `Allow`. */
export const methodNotAllowed = Object.assign(() => apiError(405, 'methodNotAllowed'), { [ONLY_REFUSES]: true })

/**
 * An API route's action that takes only `methods`: any other is refused 405 before `handler` runs
 * (before the sign-in and the body), and OPTIONS lists exactly these (methods.ts reads the mark).
 * `export const action = acceptOnly(['PATCH', 'DELETE'], async ({ request }) => …)`.
 */
export function acceptOnly<A extends ActionFunctionArgs>(methods: readonly WriteMethod[], handler: (args: A) => Promise<Response> | Response) {
  const action = async (args: A): Promise<Response> => (methods.includes(args.request.method as WriteMethod) ? handler(args) : methodNotAllowed())
  return Object.assign(action, { [ACCEPTS]: methods })
}

/**
 * The JSON body parsed with the route's schema. Counted while it streams in: past BODY_LIMITS.api
 * the rest is never read and the answer is 413 (the host refuses such bodies before the route runs;
 * this holds for any other caller too).
 */
export async function readBody<S extends z.ZodTypeAny>(request: Request, schema: S, { empty }: { empty?: unknown } = {}): Promise<z.infer<S>> {
  if (!isJsonType(request.headers.get('content-type'))) throw apiError(415, 'unsupportedMediaType')
  const declared = Number(request.headers.get('content-length') ?? 0)
  const bytes = declared > BODY_LIMITS.api ? null : await readLimited(request.body, BODY_LIMITS.api).catch(() => new Uint8Array())
  if (!bytes) throw apiError(413, 'bodyTooLarge')
  let body: unknown = empty
  // `empty`: what a route takes an empty body for, where its whole body is optional (PUT /p2p/{id}/run).
  if (empty === undefined || bytes.length > 0)
    try {
      body = JSON.parse(new TextDecoder('utf-8', { fatal: true }).decode(bytes))
    } catch {
      throw apiError(400, 'invalidBody')
    }
  return checkBody(body, schema)
}

/**
 * A body, or what a body makes of a stored record (a PATCH merged with what it leaves as it was),
 * checked with a schema: a refusal is the same 400 `invalidBody` with the same `fields` as readBody's.
 */
export function checkBody<S extends z.ZodTypeAny>(body: unknown, schema: S): z.infer<S> {
  const parsed = schema.safeParse(body, { errorMap: apiErrorMap })
  if (!parsed.success) throw apiError(400, 'invalidBody', { fields: fieldsOf(parsed.error) })
  return parsed.data
}

/**
 * A body the API can read as JSON by its declared type: `application/json` or `…+json`, none, or
 * `text/plain` (what fetch declares for a string body when the caller names no type). A form or a
 * file (`application/x-www-form-urlencoded`, `multipart/form-data`, …) is a 415, not a puzzling 400.
 */
function isJsonType(contentType: string | null): boolean {
  const type = (contentType ?? '').split(';')[0]!.trim().toLowerCase()
  return type === '' || type === 'application/json' || type === 'text/plain' || /^application\/[a-z0-9.+-]+\+json$/.test(type)
}

/** A query string parsed with the route's schema; empty parameters count as absent. */
export function readQuery<S extends z.ZodTypeAny>(request: Request, schema: S): z.infer<S> {
  const params = Object.fromEntries([...new URL(request.url).searchParams].filter(([, v]) => v !== ''))
  const parsed = schema.safeParse(params, { errorMap: apiErrorMap })
  if (!parsed.success) throw apiError(400, 'invalidQuery', { fields: fieldsOf(parsed.error) })
  return parsed.data
}

/**
 * zod's own messages ('Required', 'Expected string, received number') are English sentences no client
 * can translate; the forms never meet them (a form sends only strings), an API client sending a wrong
 * type does. Where a schema names no reason of its own, the message is a `common` key like the forms'.
 */
export const apiErrorMap: z.ZodErrorMap = (issue, ctx) => {
  // A schema's own errorMap or required_error has already spoken: keep it.
  if (ctx.defaultError !== z.defaultErrorMap(issue, { ...ctx, defaultError: '' }).message) return { message: ctx.defaultError }
  if (issue.code === 'invalid_type' && issue.received === 'undefined') return { message: VALIDATION.required }
  if (issue.code === 'too_small' && issue.type === 'string') return { message: encodeMessage(VALIDATION.minLength, Number(issue.minimum)) }
  if (issue.code === 'too_big' && issue.type === 'string') return { message: encodeMessage(VALIDATION.maxLength, Number(issue.maximum)) }
  if (issue.code === 'unrecognized_keys') return { message: VALIDATION.unknownField }
  return { message: VALIDATION.invalid }
}

/**
 * Messages by the field they concern. Unlike zod's flatten, a field the schema does not know is named
 * (strict schemas report it on the body), and what concerns the body as a whole is kept, under `_`
 * (as the administrator's questionnaire errors do), instead of dropped.
 */
function fieldsOf(error: z.ZodError): Record<string, string[]> {
  // No prototype: a client's field may be called `__proto__` or `constructor`.
  const fields: Record<string, string[]> = Object.create(null)
  for (const issue of error.issues) {
    const names = issue.code === 'unrecognized_keys' && issue.path.length === 0 ? issue.keys : [issue.path.length ? String(issue.path[0]) : '_']
    for (const name of names.slice(0, 20)) {
      const messages = (fields[name] ??= [])
      if (!messages.includes(issue.message)) messages.push(issue.message)
    }
  }
  return fields
}
