// React's way to the tab's live connection: `useLive('syncHistory', (m) => …)`. The connection code
// (live-connection.ts) is imported on the first subscription, after hydration, so it never weighs on
// a page's first load (ADR 018's budget) and never runs on the server.
import { useEffect, useRef, useState } from 'react'
import type { LiveKind, LiveStatus } from './live-connection'
import type { LiveMessage } from './types'

export type { LiveKind, LiveStatus }

const connection = () => import('./live-connection')

/** Calls `handler` (its latest version) with each message of `kind` while the component is mounted. */
export function useLive<K extends LiveKind>(kind: K, handler: (message: Extract<LiveMessage, { kind: K }>) => void, enabled = true) {
  const latest = useRef(handler)
  latest.current = handler
  useEffect(() => {
    if (!enabled) return
    let stop: (() => void) | undefined
    let cancelled = false
    void connection().then((live) => {
      if (!cancelled) stop = live.listen(kind, (message) => latest.current(message))
    })
    return () => {
      cancelled = true
      stop?.()
    }
  }, [kind, enabled])
}

/** The connection's status (SPEC §4); 'closed' on the server and until the connection code has loaded. */
export function useLiveStatus(): LiveStatus {
  const [status, setStatus] = useState<LiveStatus>('closed')
  useEffect(() => {
    let stop: (() => void) | undefined
    let cancelled = false
    void connection().then((live) => {
      if (!cancelled) stop = live.watchStatus(setStatus)
    })
    return () => {
      cancelled = true
      stop?.()
    }
  }, [])
  return status
}
