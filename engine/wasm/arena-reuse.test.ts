import { describe, expect, it } from 'vitest'
import { allPairsInput } from '../index'
import { releaseRun, simulateTeamFast } from '../team/fast'
import { resolveTeamOptions } from '../team/options'
import { simulateTeam } from '../team/simulate'
import { summariseTeam } from '../team/summarise'
import type { TeamOptions } from '../team/types'
import { createArena, releaseArena, type Arena, type ArenaSizes } from './arena'

/** Every array of an arena, as bytes. */
function bytesOf(arena: Arena): Record<string, number[]> {
  const out: Record<string, number[]> = {}
  for (const [name, view] of Object.entries(arena)) if (ArrayBuffer.isView(view)) out[name] = Array.from(new Uint8Array(view.buffer, view.byteOffset, view.byteLength))
  return out
}

const sizes = (P: number, n: number, T: number): ArenaSizes => ({ G: P, P, n, R: 32, T, moodBands: true, pairBands: true })

/** A whole run summarised on a memory no earlier run wrote: a run that is never released takes the spare first. */
function onFreshMemory(input: ReturnType<typeof allPairsInput>, options: TeamOptions): string {
  simulateTeamFast(allPairsInput(3, 0, 5), { seed: 1, replicates: 4 })
  return JSON.stringify(summariseTeam(input, resolveTeamOptions(options), simulateTeamFast(input, options)))
}

describe('an arena on the memory an earlier run left (ADR 063)', () => {
  it('reads as a fresh one: every array zero but the network and the "never updated" days, after a larger and after a smaller arena', () => {
    for (const [before, after] of [
      [sizes(45, 10, 30), sizes(6, 4, 20)],
      [sizes(6, 4, 20), sizes(45, 10, 30)],
    ]) {
      const dirty = createArena(before)
      for (const view of Object.values(dirty)) if (ArrayBuffer.isView(view)) new Uint8Array(view.buffer, view.byteOffset, view.byteLength).fill(0xff)
      releaseArena(dirty)
      const kept = createArena(after)
      const fresh = createArena(after)
      // the same instance of the kernels over the same memory where it is large enough, else a memory of its own
      if (after.G < before.G) expect(kept.kernels).toBe(dirty.kernels)
      else expect(kept.kernels).not.toBe(dirty.kernels)
      expect(fresh.kernels).not.toBe(kept.kernels)
      expect(bytesOf(kept)).toEqual(bytesOf(fresh))
      releaseArena(kept)
      releaseArena(fresh)
    }
  })

  it('never grows a memory: a run that needs more than the kept one gets a new one, and no buffer is detached (ADR 064)', () => {
    createArena(sizes(6, 4, 20)) // never released: takes whatever memory an earlier test left
    const small = createArena(sizes(6, 4, 20))
    const bytes = small.att.byteLength
    releaseArena(small)
    const large = createArena(sizes(45, 10, 30))
    // A grown memory detaches its old buffer (every view of it then reads 0 bytes), and V8 then
    // checks for detached buffers in every typed-array access of the process.
    expect(small.att.byteLength).toBe(bytes)
    expect(large.att.buffer).not.toBe(small.att.buffer)
    releaseArena(large)
  })

  it('is not given away twice: a second release of an arena whose memory another run holds does nothing', () => {
    const first = createArena(sizes(6, 4, 20))
    releaseArena(first)
    const second = createArena(sizes(6, 4, 20))
    expect(second.att.buffer).toBe(first.att.buffer)
    releaseArena(first)
    expect(createArena(sizes(6, 4, 20)).att.buffer).not.toBe(second.att.buffer)
  })

  it('gives a team run the result of a run on fresh memory, to the byte, and leaves an earlier result as it was', () => {
    const options = { seed: 5, replicates: 32, pairSeries: true }
    const large = allPairsInput(12, 40, 30)
    const small = allPairsInput(5, 20, 15)
    const first = simulateTeam(large, options)
    const firstJson = JSON.stringify(first)
    // small on the large run's memory (zeroed where the large run wrote), then large on memory grown back
    expect(JSON.stringify(simulateTeam(small, options))).toBe(onFreshMemory(small, options))
    expect(JSON.stringify(simulateTeam(large, options))).toBe(firstJson)
    expect(onFreshMemory(large, options)).toBe(firstJson)
    expect(JSON.stringify(first)).toBe(firstJson)
  })

  it('lets a run released twice give its memory once', () => {
    const options = { seed: 2, replicates: 8, pairSeries: false }
    const input = allPairsInput(4, 10, 10)
    const raw = simulateTeamFast(input, options)
    releaseRun(raw)
    const running = simulateTeamFast(input, options)
    expect(running.pairFinal.buffer).toBe(raw.pairFinal.buffer)
    releaseRun(raw)
    expect(simulateTeamFast(input, options).pairFinal.buffer).not.toBe(running.pairFinal.buffer)
  })
})
