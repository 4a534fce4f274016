// The tab's one live connection (SPEC §4 'Live connection status'), shared by every component that
// listens: one EventSource per tab however many loaders, lists and counters are on the page. Loaded
// by `import()` from use-live.ts once a component subscribes, so pages that never listen carry none of
// it, and pages that do get it after their first paint.
//
// Statuses: connecting → open (once reflectState arrives, SPEC §4: 'reflect state … marks open');
// when the stream drops the browser retries after the server's `retry: 5000` (reconnecting); when
// it gives up (an error status such as 401, or the network) we try again ourselves after 5 s.
// `closing`/`closed` when the last listener leaves (the page navigated away from every live part) and
// no other comes within 2 s (the next page's components, after a navigation, keep the same stream).
import type { LiveMessage } from './types'

export type LiveStatus = 'connecting' | 'open' | 'closing' | 'closed' | 'reconnecting'
export type LiveKind = LiveMessage['kind']
type Handler = (message: LiveMessage) => void

/** SPEC §9: reconnect after 5 s. */
export const RECONNECT_MS = 5_000
export const LIVE_URL = '/api/v1/live'

const handlers = new Map<LiveKind, Set<Handler>>()
const statusListeners = new Set<(status: LiveStatus) => void>()
let source: EventSource | null = null
let status: LiveStatus = 'closed'
let retryTimer: ReturnType<typeof setTimeout> | undefined
let upstream: string | null = null

function setStatus(next: LiveStatus) {
  if (status === next) return
  status = next
  for (const listener of [...statusListeners]) listener(next)
}

function deliver(message: LiveMessage) {
  if (message.kind === 'reflectState') {
    upstream = message.upstreamId
    setStatus('open')
  }
  for (const handler of [...(handlers.get(message.kind) ?? [])]) handler(message)
}

function connect() {
  clearTimeout(retryTimer)
  retryTimer = undefined
  setStatus(status === 'closed' ? 'connecting' : 'reconnecting')
  const es = new EventSource(LIVE_URL)
  source = es
  es.onmessage = (event: MessageEvent<string>) => {
    try {
      deliver(JSON.parse(event.data) as LiveMessage)
    } catch {
      // A line we cannot read is skipped; the next reflectState (on reconnect) brings the state back.
    }
  }
  es.onerror = () => {
    if (source !== es) return
    if (es.readyState === EventSource.CONNECTING) return setStatus('reconnecting')
    // The browser gave up (an error answer): try again in 5 s, as long as someone listens.
    es.close()
    source = null
    setStatus('reconnecting')
    retryTimer = setTimeout(() => (listenerCount() > 0 ? connect() : setStatus('closed')), RECONNECT_MS)
  }
}

function listenerCount() {
  let n = 0
  for (const set of handlers.values()) n += set.size
  return n + statusListeners.size
}

/** A navigation unmounts one page's listeners just before the next page's mount: keep the stream that long. */
const IDLE_GRACE_MS = 2_000
let idleTimer: ReturnType<typeof setTimeout> | undefined

function disconnectIfIdle() {
  clearTimeout(idleTimer)
  idleTimer = setTimeout(closeIfIdle, IDLE_GRACE_MS)
}

function closeIfIdle() {
  if (listenerCount() > 0) return
  clearTimeout(retryTimer)
  retryTimer = undefined
  if (!source) return setStatus('closed')
  setStatus('closing')
  source.close()
  source = null
  setStatus('closed')
}

/** Calls `handler` with every message of this kind; returns the function that stops it. */
export function listen<K extends LiveKind>(kind: K, handler: (message: Extract<LiveMessage, { kind: K }>) => void): () => void {
  let set = handlers.get(kind)
  if (!set) handlers.set(kind, (set = new Set()))
  const h = handler as Handler
  set.add(h)
  if (!source && retryTimer === undefined) connect()
  return () => {
    set!.delete(h)
    disconnectIfIdle()
  }
}

/** Follows the connection's status (it also keeps the connection open while followed). */
export function watchStatus(listener: (status: LiveStatus) => void): () => void {
  statusListeners.add(listener)
  listener(status)
  if (!source && retryTimer === undefined) connect()
  return () => {
    statusListeners.delete(listener)
    disconnectIfIdle()
  }
}

/** The upstream id the server gave this tab's stream (SPEC §7), or null before the first reflectState. */
export function upstreamId(): string | null {
  return upstream
}
