// How often a run job stops computing a team to let its thread answer others (ADR 050): 8 times for
// a team of up to about 50 people, more as the team grows, never more than once a day; and the team
// run and the comparison jobs do stop that often (a timer gets its turn at every stop).
import { describe, expect, it } from 'vitest'
import { allPairsInput } from '#engine/index'
import type { LiveEvents } from '#app/live/types'
import runTeamHandler, { type RunTeamData } from '#modules/teams/jobs/run-team.server'
import runCompareHandler, { type RunCompareData } from '#modules/compare/jobs/run-compare.server'
import { stopsFor, UPDATES_PER_STOP } from './engine-stops.server'
import type { JobContext, JobQueue } from './types'

describe('stopsFor', () => {
  it('stops 8 times for small teams, in proportion to the work for large ones, at most once a day', () => {
    expect(stopsFor(allPairsInput(5, 730, 365), 32)).toBe(8)
    expect(stopsFor(allPairsInput(40, 730, 365), 32)).toBe(8)
    const large = allPairsInput(200, 730, 365)
    const stops = stopsFor(large, 32)
    expect(stops).toBe(Math.ceil((large.pairs.length * 32 * 1095) / UPDATES_PER_STOP))
    expect(stops).toBeGreaterThan(100)
    // 1,000 people: more work a day than a stop's worth, so once a day.
    expect(stopsFor(allPairsInput(1000, 0, 60), 32)).toBe(60)
    expect(stopsFor(allPairsInput(3, 0, 5), 32)).toBe(8)
  })
})

describe('the run jobs stop as stopsFor says', () => {
  // 60 people, two years of history and a scene year: 16 stops at 32 replicates, each step tens of milliseconds.
  const input = allPairsInput(60, 730, 365)
  const ctx: JobContext<{ live: LiveEvents; jobs: JobQueue }> = {
    services: { live: { publish: async () => {} } as unknown as LiveEvents, jobs: { enqueue: async () => 'saved' } as unknown as JobQueue },
    attempt: 1,
    progress: async () => {},
  }
  /** How many times a 1 ms timer got the event loop while `run` computed. */
  async function turnsDuring(run: () => Promise<unknown>): Promise<number> {
    let turns = 0
    const timer = setInterval(() => turns++, 1)
    try {
      await run()
    } finally {
      clearInterval(timer)
    }
    return turns
  }

  it('a team run lets the event loop run at every stop, more than the 8 a small team gets', async () => {
    const stops = stopsFor(input, 32)
    expect(stops).toBeGreaterThan(12)
    const data = {
      tenantId: 'work',
      ownerId: 'o',
      teamId: 't',
      kind: 'team',
      title: 'T',
      ruid: 'r',
      seed: 1,
      input,
      inputsHash: 'h',
      engineVersion: 'v',
      variant: 'work',
      names: {},
      events: [],
    }
    expect(await turnsDuring(() => runTeamHandler(data as RunTeamData, ctx))).toBeGreaterThanOrEqual(stops - 1)
  }, 60_000)

  it('a comparison does so for each of its teams', async () => {
    const stops = stopsFor(input, 32)
    const team = (teamId: string) => ({ teamId, title: teamId, input, inputsHash: 'h', names: {} })
    const data: RunCompareData = { tenantId: 'work', ownerId: 'o', comparisonId: 'c', ruid: 'r', seed: 1, teams: [team('a'), team('b')], engineVersion: 'v' }
    expect(await turnsDuring(() => runCompareHandler(data, ctx))).toBeGreaterThanOrEqual(2 * stops - 2)
  }, 60_000)
})
