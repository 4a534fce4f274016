// ADR 026: months of cooperation count past days as well as scene days. The comparison asks how
// long these people have worked together; scene days alone would tie every team at 12 months.
import { describe, expect, it } from 'vitest'
import { allPairsInput } from './build-input'
import { simulateTeam } from './simulate'

const months = (pastDays: number, sceneDays: number) => simulateTeam(allPairsInput(3, pastDays, sceneDays), { seed: 1, replicates: 2 }).summary.monthsOfCooperation

describe('months of cooperation', () => {
  it('count the days a team has already worked together before the forecast', () => {
    expect(months(0, 365)).toBeCloseTo(12, 1)
    expect(months(365, 365)).toBeCloseTo(24, 1)
    expect(months(730, 365)).toBeCloseTo(36, 1)
  })

  it('tell a team that met last month from one that has worked together for two years', () => {
    expect(months(730, 365)).toBeGreaterThan(months(30, 365))
  })
})
