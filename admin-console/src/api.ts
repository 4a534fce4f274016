// Every call the console makes: JSON to /api/v1, the administrator's bearer token, `{ result }` out,
// `{ error: key }` turned into an ApiError whose message is a translation key (errors.* in src/i18n).
// A 401 on a signed-in call means the session ended (logout elsewhere, password change, deletion):
// the token is dropped and listeners (the app) send the administrator to the login page (SPEC §7).
import { clearToken, readToken } from './token'

export const API_BASE = '/api/v1'

export class ApiError extends Error {
  constructor(
    /** A translation key: `errors.<server key>` (`auth:incorrect_credentials` → `errors.auth.incorrect_credentials`). */
    message: string,
    readonly status: number,
    /** The server's error key as sent. */
    readonly key: string,
    readonly body: unknown = null
  ) {
    super(message)
    this.name = 'ApiError'
  }
}

export interface ApiInit extends Omit<RequestInit, 'body'> {
  /** A JSON body (serialised here). */
  json?: unknown
  /** A sign-in call: a 401 is a wrong password, not an ended session. */
  anonymous?: boolean
  /** The origin to call (tests call an in-process server); the page's own by default. */
  origin?: string
}

type SignedOutListener = () => void
const signedOutListeners = new Set<SignedOutListener>()

/** Called when a call finds the session ended; returns the unsubscribe function. */
export function onSignedOut(listener: SignedOutListener): () => void {
  signedOutListeners.add(listener)
  return () => signedOutListeners.delete(listener)
}

let defaultOrigin = ''
/** Tests run the console's code in Node against a server on another origin. */
export function setApiOrigin(origin: string) {
  defaultOrigin = origin
}

export function errorKeyToMessage(key: string): string {
  return `errors.${key.replace(/:/g, '.')}`
}

/** `GET|POST|… /api/v1{path}` → the `result` field of the answer. */
export async function apiFetch<T = unknown>(path: string, init: ApiInit = {}): Promise<T> {
  const { json, anonymous, origin = defaultOrigin, headers, ...rest } = init
  const token = anonymous ? null : readToken()
  const response = await fetch(`${origin}${API_BASE}${path}`, {
    ...rest,
    headers: {
      Accept: 'application/json',
      ...(json === undefined ? {} : { 'Content-Type': 'application/json' }),
      ...(token ? { Authorization: `Bearer ${token}` } : {}),
      ...(headers as Record<string, string> | undefined),
    },
    ...(json === undefined ? {} : { body: JSON.stringify(json) }),
  })
  const body = (await response.json().catch(() => null)) as { result?: T; error?: string } | null
  if (response.ok && body && 'result' in body) return body.result as T
  const key = body?.error ?? (response.ok ? 'unexpected' : response.status === 401 ? 'unauthorized' : 'unexpected')
  if (response.status === 401 && !anonymous) {
    clearToken()
    for (const listener of signedOutListeners) listener()
  }
  throw new ApiError(errorKeyToMessage(key), response.status, key, body)
}
