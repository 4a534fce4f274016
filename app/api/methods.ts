// The methods a route answers, as the host tells an OPTIONS request (`Allow`) without running the
// route: Remix would answer OPTIONS with the route's loader (its reads, its sign-in redirect). Read
// from the route module's exports; a loader or action that only refuses (json.server's
// methodNotAllowed) is marked and does not count.

/** Marks a route export that answers every call 405 (Symbol.for: the server build holds its own copy of this file). */
export const ONLY_REFUSES = Symbol.for('rapport.onlyRefuses')

/** Holds the writing methods an API action takes (json.server's acceptOnly sets it). */
export const ACCEPTS = Symbol.for('rapport.accepts')

export const WRITE_METHODS = ['POST', 'PUT', 'PATCH', 'DELETE'] as const
export type WriteMethod = (typeof WRITE_METHODS)[number]

type RouteExports = { loader?: unknown; action?: unknown }

const answers = (handler: unknown) => typeof handler === 'function' && !(ONLY_REFUSES in handler)

/** The methods an action declared with acceptOnly, in WRITE_METHODS' order; undefined when it declared none. */
export function acceptedMethods(handler: unknown): WriteMethod[] | undefined {
  if (typeof handler !== 'function' || !(ACCEPTS in handler)) return undefined
  const accepted = (handler as { [ACCEPTS]: readonly WriteMethod[] })[ACCEPTS]
  return WRITE_METHODS.filter((m) => accepted.includes(m))
}

/**
 * A page is read (GET, HEAD) whether or not it has a loader, and takes its forms by POST. An API
 * route's action names the writing methods it takes (acceptOnly); one that names none is listed
 * with them all, and answers 405 to those it does not take.
 */
export function allowedMethods(module: RouteExports | undefined, api: boolean): string[] {
  const reads = api ? answers(module?.loader) : true
  const writes = answers(module?.action) ? (acceptedMethods(module?.action) ?? (api ? [...WRITE_METHODS] : ['POST'])) : []
  return [...(reads ? ['GET', 'HEAD'] : []), ...writes, 'OPTIONS']
}
