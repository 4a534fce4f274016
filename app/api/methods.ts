// The methods a route answers, as the host tells an OPTIONS request (`Allow`) without running the
// route: Remix would answer OPTIONS with the route's loader (its reads, its sign-in redirect). Read
// from the route module's exports; a loader or action that only refuses (json.server's
// methodNotAllowed) is marked and does not count.

/** Marks a route export that answers every call 405 (Symbol.for: the server build holds its own copy of this file). */
export const ONLY_REFUSES = Symbol.for('rapport.onlyRefuses')

type RouteExports = { loader?: unknown; action?: unknown }

const answers = (handler: unknown) => typeof handler === 'function' && !(ONLY_REFUSES in handler)

/**
 * A page is read (GET, HEAD) whether or not it has a loader, and takes its forms by POST. An API
 * route's action tells its methods only when called, so all the writing methods are listed; each
 * action still answers 405 to those it does not take.
 */
export function allowedMethods(module: RouteExports | undefined, api: boolean): string[] {
  const reads = api ? answers(module?.loader) : true
  const writes = answers(module?.action) ? (api ? ['POST', 'PUT', 'PATCH', 'DELETE'] : ['POST']) : []
  return [...(reads ? ['GET', 'HEAD'] : []), ...writes, 'OPTIONS']
}
