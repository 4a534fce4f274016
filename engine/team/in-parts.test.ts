import { describe, expect, it } from 'vitest'
import { simulateTeam } from './simulate'
import { simulateTeamInParts } from './in-parts'
import { simulateTeamFastPart, teamFastSteps } from './fast'
import { allPairsInput } from './build-input'
import { LOVE_MODEL } from '../pair/love-model'
import type { Progress } from '../core/progress'

const pause = () => new Promise<void>((resolve) => setImmediate(resolve))

describe('simulateTeamInParts', () => {
  it.each([
    ['16 replicates of a 7-person team in 4 parts, series on', allPairsInput(7, 40, 60), { seed: 11, replicates: 16, pairSeries: true }, 4],
    ['the default replicates of a 12-person team in 8 parts, series off', allPairsInput(12, 30, 30), { seed: 5, pairSeries: false }, 8],
    ['more parts than replicates, love model', allPairsInput(3, 0, 50), { seed: 9, replicates: 2, model: LOVE_MODEL }, 5],
  ] as const)('gives simulateTeam’s result to the byte: %s', async (_name, input, options, parts) => {
    expect(JSON.stringify(await simulateTeamInParts(input, options, { parts, pause }))).toBe(JSON.stringify(simulateTeam(input, options)))
  })

  it('reports progress forward, through the units phase part by part, and lets the event loop run between parts', async () => {
    const seen: Progress[] = []
    let ticks = 0
    const timer = setInterval(() => ticks++, 0)
    await simulateTeamInParts(allPairsInput(6, 20, 40), { seed: 3, replicates: 16 }, { parts: 8, pause, onProgress: (p) => seen.push(p) })
    clearInterval(timer)
    for (let i = 1; i < seen.length; i++) {
      expect(seen[i].percent).toBeGreaterThanOrEqual(seen[i - 1].percent)
      expect(seen[i].phase).toBeGreaterThanOrEqual(seen[i - 1].phase)
    }
    expect(seen.filter((p) => p.phase === 2).length).toBe(8)
    expect(seen[seen.length - 1]).toEqual({ phase: 5, percent: 100 })
    expect(ticks).toBeGreaterThan(0)
  })

  it('rejects an invalid input as simulateTeam does', async () => {
    await expect(simulateTeamInParts({ ...allPairsInput(3, 0, 10), sceneDays: -1 }, { seed: 1 }, { parts: 2, pause })).rejects.toThrow()
  })
})

describe('teamFastSteps', () => {
  const input = allPairsInput(3, 0, 10)
  const options = { seed: 2, replicates: 4 }
  const stops = (steps: number) => {
    const run = teamFastSteps(input, options, null, undefined, steps)
    const seen: number[] = []
    for (let step = run.next(); ; step = run.next()) {
      if (step.done) return { seen, raw: step.value }
      seen.push(step.value)
    }
  }

  it('stops after the day that finishes each share of the days, and runs the same days as a run that never stops', () => {
    const whole = simulateTeamFastPart(input, options, null)
    const { seen, raw } = stops(4)
    expect(seen).toEqual([0.3, 0.5, 0.8, 1])
    expect(JSON.stringify(raw)).toBe(JSON.stringify(whole))
  })

  it('stops once a day at most, and never with no steps', () => {
    expect(stops(25).seen).toHaveLength(10)
    expect(stops(0).seen).toEqual([])
  })
})
