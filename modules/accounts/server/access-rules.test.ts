import { describe, expect, it } from 'vitest'
import { accessRulesOf, canWrite, liveRules, type PlanGrant } from './access-rules'

const EVERYTHING: PlanGrant = { teams: true, scene: true, compare: true, maxTeams: 20, expertise: true }

describe('access rules', () => {
  it('a verified owner on the work tenant may read and write teams, scenes and comparisons, up to the plan maximum', () => {
    const rules = accessRulesOf({ verified: true }, { variant: 'work' }, EVERYTHING)
    expect(rules).toMatchObject({ needVerify: false, allowTeams: ['read', 'write'], allowCompareTeams: ['read', 'write'], maxTeams: 20 })
  })

  it('an unverified owner needs verification and may change nothing', () => {
    const rules = accessRulesOf({ verified: false }, { variant: 'work' }, EVERYTHING)
    expect(rules.needVerify).toBe(true)
    expect(canWrite(rules.allowCreateTeams)).toBe(false)
  })

  it('the love variant has no teams', () => {
    const rules = accessRulesOf({ verified: true }, { variant: 'love' }, EVERYTHING)
    expect(rules.allowTeams).toEqual([])
    expect(rules.maxTeams).toBe(0)
  })

  it('a plan sets the maximum, and the live form is flat', () => {
    const rules = accessRulesOf({ verified: true }, { variant: 'work' }, { teams: true, scene: true, compare: false, maxTeams: 1, expertise: false })
    expect(liveRules(rules)).toMatchObject({ maxTeams: 1, allowCompareTeamsWrite: false, allowTeamsWrite: true, showExpertise: false })
  })
})
