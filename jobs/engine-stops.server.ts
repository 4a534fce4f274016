// How a run job computes a team without holding its thread (ADR 050): simulateTeamInParts stops
// between days, and at each stop the job sends its progress and lets the event loop run. The thread
// is the web process's on the embedded defaults, and in the worker it is the one that must renew
// Bull's 30-second lock on the job while a large team computes for minutes.
import type { SimInput } from '#engine/index'

/** A team's units phase moves in this many steps at least. */
const MIN_STOPS = 8

/**
 * The most updates (pair segments × replicates × days) computed between two stops: 20–40 ms here.
 * With 8 stops only, a 1,000-person team at 32 replicates held the thread about 20 s at a time.
 */
export const UPDATES_PER_STOP = 4_000_000

/** How many times a run of this input stops: 8 up to about 50 people, more for larger teams, at most once a day. */
export function stopsFor(input: SimInput, replicates: number): number {
  const days = input.pastDays + input.sceneDays
  const bySize = Math.ceil((input.pairs.length * replicates * days) / UPDATES_PER_STOP)
  return Math.min(Math.max(MIN_STOPS, bySize), Math.max(MIN_STOPS, days))
}

/** What a run job awaits at each stop: the progress so far sent (computeThenSave's flush), then one turn of the event loop. */
export const pauseWith = (flush: () => Promise<void>) => async () => {
  await flush()
  await new Promise<void>((resolve) => setImmediate(resolve))
}
