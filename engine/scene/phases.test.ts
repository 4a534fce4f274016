import { describe, expect, it } from 'vitest'
import { advancePhase, COMPUTE_PHASES, phaseName, phasePercent, type ComputePhase } from './phases'
import { PHASE } from '../core/progress'

describe('compute phases', () => {
  it('are start, init, units, render, transfer, done in that order', () => {
    expect(COMPUTE_PHASES).toEqual(['start', 'init', 'units', 'render', 'transfer', 'done'])
    expect(phaseName(3)).toBe('render')
    // The same numbering as the phases the simulators report.
    COMPUTE_PHASES.forEach((name, i) => expect(PHASE[name]).toBe(i))
  })

  it('only move forward', () => {
    expect(advancePhase(0, 1)).toBe(1)
    expect(advancePhase(2, 5)).toBe(5)
    expect(advancePhase(3, 1)).toBe(3)
    expect(advancePhase(5, 0)).toBe(5)
    expect(advancePhase(2, 2)).toBe(2)
  })

  it('refuse values outside 0..5', () => {
    expect(() => advancePhase(0, 6 as ComputePhase)).toThrow(RangeError)
    expect(() => advancePhase(-1 as ComputePhase, 1)).toThrow(RangeError)
  })

  it('map progress onto the loader percent range of the phase', () => {
    expect(phasePercent(1, 0)).toBe(10)
    expect(phasePercent(1, 1)).toBe(20)
    expect(phasePercent(2, 0.5)).toBe(40)
    expect(phasePercent(4, 2)).toBe(95)
    expect(phasePercent(5, 0)).toBe(100)
  })
})
