// Undo memory (SPEC §4, §9): the last two snapshots, oldest first. Undo is allowed only when two
// exist and restores the older one. A snapshot is whatever the caller pushes: SPEC speaks of actor
// lists; the platform should push the whole Scene so that interaction settings are undone too
// (restore an actor list with withActors).

export const UNDO_MEMORY = 2

export interface UndoHistory<T> {
  /** At most UNDO_MEMORY snapshots, oldest first; the last is the current state. */
  readonly snapshots: readonly T[]
}

export function emptyHistory<T>(): UndoHistory<T> {
  return { snapshots: [] }
}

/** Records the state after a change; only the last two are kept. */
export function pushSnapshot<T>(history: UndoHistory<T>, snapshot: T): UndoHistory<T> {
  return { snapshots: [...history.snapshots, snapshot].slice(-UNDO_MEMORY) }
}

export function canUndo<T>(history: UndoHistory<T>): boolean {
  return history.snapshots.length === UNDO_MEMORY
}

/** The older snapshot and the history holding only it (one undo step); null when undo is not allowed. */
export function undo<T>(history: UndoHistory<T>): { history: UndoHistory<T>; restored: T } | null {
  if (!canUndo(history)) return null
  const restored = history.snapshots[0]
  return { history: { snapshots: [restored] }, restored }
}
