import { afterAll, describe, expect, it } from 'vitest'
import { TeamPool } from './pool'
import { simulateTeam } from '../team/simulate'
import { allPairsInput } from '../team/build-input'
import { LOVE_MODEL } from '../pair/love-model'
import type { TeamOptions } from '../team/types'

const pools = [1, 2, 3].map((k) => new TeamPool(k))
afterAll(() => Promise.all(pools.map((p) => p.close())))

const cases: [string, ReturnType<typeof allPairsInput>, TeamOptions][] = [
  ['16 replicates of a 7-person team, series on', allPairsInput(7, 40, 60), { seed: 11, replicates: 16, pairSeries: true }],
  ['32 replicates of a 12-person team, series off', allPairsInput(12, 30, 30), { seed: 5, replicates: 32, pairSeries: false }],
  ['2 replicates (fewer than the threads), love model, noise off', allPairsInput(3, 0, 50), { seed: 9, replicates: 2, model: LOVE_MODEL, noise: 0 }],
  ['the default 32 replicates', allPairsInput(5, 20, 40), { seed: 123 }],
]

describe('the worker-thread pool', () => {
  for (const [name, input, options] of cases) {
    it(`gives simulateTeam's result to the byte on 1, 2 and 3 threads: ${name}`, async () => {
      const expected = JSON.stringify(simulateTeam(input, options))
      for (const pool of pools) expect(JSON.stringify(await pool.simulateTeam(input, options))).toBe(expected)
    })
  }

  it('runs concurrent calls without mixing their replicates', async () => {
    const a = allPairsInput(6, 10, 20)
    const b = allPairsInput(4, 0, 30)
    const [ra, rb] = await Promise.all([pools[2].simulateTeam(a, { seed: 1, replicates: 9 }), pools[2].simulateTeam(b, { seed: 2, replicates: 5 })])
    expect(JSON.stringify(ra)).toBe(JSON.stringify(simulateTeam(a, { seed: 1, replicates: 9 })))
    expect(JSON.stringify(rb)).toBe(JSON.stringify(simulateTeam(b, { seed: 2, replicates: 5 })))
  })

  it('rejects an invalid input as simulateTeam does', async () => {
    const input = allPairsInput(3, 0, 10)
    await expect(pools[1].simulateTeam({ ...input, sceneDays: -1 }, { seed: 1 })).rejects.toThrow()
  })
})
