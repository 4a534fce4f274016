// Calling a Remix route module as the web server does, for route and API tests: the loader for GET
// and HEAD, the action for anything else, with a bearer token and a JSON (or raw) body; a Response
// the route throws (404, 401 …) is the answer, as Remix makes it.
import type { AppContext } from '#app/context'

export type RouteModule = { loader?: (args: never) => unknown; action?: (args: never) => unknown }

export interface RouteCall {
  method?: string
  /** The Authorization bearer token. */
  token?: string
  /** Sent as JSON. */
  body?: unknown
  /** Sent as it is (fuzzing): wins over `body`. */
  raw?: string
  params?: Record<string, string>
  /** The request's path and query. */
  path?: string
}

/** The route's answer, thrown or returned. */
export async function settle(run: () => unknown): Promise<Response> {
  try {
    return (await run()) as Response
  } catch (thrown) {
    if (thrown instanceof Response) return thrown
    throw thrown
  }
}

export function callRoute(mod: RouteModule, ctx: AppContext, { method = 'GET', token, body, raw, params = {}, path = '/api/v1/x' }: RouteCall): Promise<Response> {
  const sent = raw ?? (body === undefined ? undefined : JSON.stringify(body))
  const reads = method === 'GET' || method === 'HEAD'
  const request = new Request(`http://localhost${path}`, {
    method,
    headers: { ...(token ? { Authorization: `Bearer ${token}` } : {}), 'Content-Type': 'application/json' },
    ...(sent !== undefined && !reads ? { body: sent } : {}),
  })
  return settle(() => (reads ? mod.loader : mod.action)!({ request, params, context: ctx } as never))
}
