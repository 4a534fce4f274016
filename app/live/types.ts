// The live-events port: what the server pushes to a signed-in user's open pages (SPEC §7 'Live
// connection'). Jobs publish; the SSE endpoint subscribes one stream per user. Two adapters: an
// in-process emitter (embedded default) and Redis pub/sub (REDIS_URL), so that a job running in the
// worker process reaches a browser connected to any web process.

/** Runs the owner can start: a pair check, a team run, a team comparison (SPEC §3 history types). */
export type RunKind = 'p2p' | 'team' | 'compareTeams'

/** Scene compute phases in priority order (SPEC §4); a run's phase only moves forward. */
export type PhaseName = 'start' | 'init' | 'units' | 'render' | 'transfer' | 'done'

/** Where one run stands, as pages show it (the global loader). */
export interface RunState {
  ruid: string
  runKind: RunKind
  /** The pair request, team or comparison the run belongs to. */
  subjectId: string
  status: 'queued' | 'running' | 'done' | 'failed'
  /** 0..5, SPEC §4's phase order. */
  phase: number
  /** 0..100, SPEC §9's loader percents. */
  percent: number
  /** Which of SPEC §9's 12 progress messages to show, 0..11. */
  message: number
}

/** One dashboard history entry (SPEC §3 'Dashboard history entry'). */
export interface HistoryEntryView {
  id: string
  type: RunKind
  title: string
  actors: string[]
  scenes: string[]
  at: string
}

/** The message kinds SPEC §7 lists, with the data each carries. */
export type LiveMessage =
  | { kind: 'reflectState'; upstreamId: string; runs: RunState[] }
  | { kind: 'sceneComputePhase'; run: RunState }
  | { kind: 'renderPair'; ruid: string; p2pId: string; status: 'done' | 'failed' }
  | { kind: 'renderCheckTeam'; ruid: string; teamId: string; status: 'done' | 'failed' }
  | { kind: 'renderCompareTeam'; ruid: string; compareId: string; status: 'done' | 'failed' }
  | { kind: 'syncHistory'; entries: HistoryEntryView[] }
  | { kind: 'syncTutorial'; counters: { p2p: number; team: number } }
  | { kind: 'syncAccessRules'; rules: Record<string, boolean | number> }
  | { kind: 'ping' }

/** Whose streams a message goes to: every open stream of one user of one tenant. */
export interface LiveTarget {
  tenantId: string
  userId: string
}

export type LiveListener = (message: LiveMessage) => void

/**
 * Stops a subscription. `ready` resolves once messages published from any process reach the
 * listener (at once in-process; after Redis confirms the SUBSCRIBE with Redis): the SSE endpoint
 * waits for it before sending reflectState, so nothing published after the reflection is lost.
 */
export interface Unsubscribe {
  (): void
  readonly ready: Promise<void>
}

export interface LiveEvents {
  readonly kind: 'inline' | 'redis'
  /** Delivers to every stream of the target in every web process; resolves once handed over. */
  publish(target: LiveTarget, message: LiveMessage): Promise<void>
  /** Returns the unsubscribe function (callable; its `ready` says when the subscription holds). */
  subscribe(target: LiveTarget, listener: LiveListener): Unsubscribe
  close(): Promise<void>
}

/** The channel name of a target; tenant first, so one tenant's messages never reach another's. */
export function channelOf(target: LiveTarget): string {
  return `live:${target.tenantId}:${target.userId}`
}
