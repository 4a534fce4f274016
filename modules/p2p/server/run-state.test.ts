// How a run's percent reads on the loader: the engine's phase ranges, the 12 messages, forward only.
import { describe, expect, it } from 'vitest'
import { phaseOf, runState } from './run-state'

describe('run state', () => {
  it('takes the phase from the engine ranges (init 10-20, units 20-65, render 65-75, transfer 85-95, done 100)', () => {
    expect([0, 10, 15, 20, 40, 65, 74, 85, 95, 100].map(phaseOf)).toEqual([0, 1, 1, 2, 2, 3, 3, 4, 4, 5])
  })

  it('shows the last message only when done, and never moves back as the percent grows', () => {
    const states = Array.from({ length: 100 }, (_, p) => runState('r', 's', 'running', p))
    for (let i = 1; i < states.length; i++) {
      expect(states[i].message).toBeGreaterThanOrEqual(states[i - 1].message)
      expect(states[i].phase).toBeGreaterThanOrEqual(states[i - 1].phase)
    }
    expect(Math.max(...states.map((s) => s.message))).toBe(10)
    expect(runState('r', 's', 'done', 100)).toMatchObject({ percent: 100, phase: 5, message: 11 })
    expect(runState('r', 's', 'queued', 50)).toMatchObject({ phase: 0 })
  })
})
