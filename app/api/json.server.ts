// The JSON API's answers, shared by every module under /api/v1: `{ result }` on success, `{ error }`
// (a SPEC §8 key, plus details such as per-field `fields`) on failure, never a stack trace; bodies
// and queries parsed with the route's zod schema, so a bad one is a 400 and nothing is written.
import { json } from '@remix-run/node'
import type { z } from 'zod'
import { BODY_LIMITS, readLimited } from '#app/security/body-limit.server'

const NO_STORE = { 'Cache-Control': 'no-store' }

export function apiError(status: number, error: string, extra: Record<string, unknown> = {}) {
  return json({ error, ...extra }, { status, headers: NO_STORE })
}

export function apiResult(result: unknown, status = 200) {
  return json({ result }, { status, headers: NO_STORE })
}

export const methodNotAllowed = () => apiError(405, 'methodNotAllowed')

/**
 * The JSON body parsed with the route's schema. Counted while it streams in: past BODY_LIMITS.api
 * the rest is never read and the answer is 413 (the host refuses such bodies before the route runs;
 * this holds for any other caller too).
 */
export async function readBody<S extends z.ZodTypeAny>(request: Request, schema: S, { empty }: { empty?: unknown } = {}): Promise<z.infer<S>> {
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
  const parsed = schema.safeParse(body)
  if (!parsed.success) throw apiError(400, 'invalidBody', { fields: parsed.error.flatten().fieldErrors })
  return parsed.data
}

/** A query string parsed with the route's schema; empty parameters count as absent. */
export function readQuery<S extends z.ZodTypeAny>(request: Request, schema: S): z.infer<S> {
  const params = Object.fromEntries([...new URL(request.url).searchParams].filter(([, v]) => v !== ''))
  const parsed = schema.safeParse(params)
  if (!parsed.success) throw apiError(400, 'invalidQuery', { fields: parsed.error.flatten().fieldErrors })
  return parsed.data
}
