// The pair request's schemas: a JSON client's wrong type is refused, not read as a number.
import { describe, expect, it } from 'vitest'
import { pairBodySchema, pairFormSchemaKeeping, pairPatchSchema } from './schemas'
import { quickScoreSchema } from '#modules/profiles/index'

const left = 'a'.repeat(24)
const right = 'b'.repeat(24)

describe('a pair request’s hours in a JSON body', () => {
  it('are a number of SPEC §9’s options, or its text as the page’s select sends it', () => {
    expect(pairBodySchema.parse({ left, right, hours: 0.5 }).hours).toBe(0.5)
    expect(pairBodySchema.parse({ left, right, hours: '3' }).hours).toBe(3)
    expect(pairBodySchema.parse({ left, right }).hours).toBe(5)
  })

  it('are refused as true, [5] or "0x5" (z.coerce stored 1 and 5 hours)', () => {
    for (const hours of [true, [5], '0x5', null]) {
      expect(pairBodySchema.safeParse({ left, right, hours }).error?.flatten().fieldErrors, JSON.stringify(hours)).toEqual({ hours: ['p2p:errors.hours'] })
      expect(pairPatchSchema.safeParse({ hours }).success).toBe(false)
    }
  })
})

describe('an estimator’s quick score in a JSON body', () => {
  it('refuses true or [7] for a line', () => {
    expect(quickScoreSchema.safeParse({ K: 7, P: '7', L: 7 }).success).toBe(true)
    expect(quickScoreSchema.safeParse({ K: true, P: 7, L: 7 }).success).toBe(false)
    expect(quickScoreSchema.safeParse({ K: 7, P: [7], L: 7 }).success).toBe(false)
  })
})

describe('the pair page’s manager beside an empty slot', () => {
  const manager = 'c'.repeat(24)
  const other = 'd'.repeat(24)
  const issues = (kept: string | null, value: Record<string, string>) => pairFormSchemaKeeping(kept).safeParse(value).error?.flatten().fieldErrors ?? {}

  it('keeps the stored manager, as the API’s PATCH does, and refuses a newly chosen one', () => {
    expect(issues(manager, { left, manager })).toEqual({})
    expect(issues(manager, { left, manager: other })).toEqual({ manager: ['p2p:errors.managerNeedsPair'] })
    expect(issues(null, { left, manager })).toEqual({ manager: ['p2p:errors.managerNeedsPair'] })
  })

  it('refuses the stored manager chosen as one of the pair', () => {
    expect(issues(manager, { left: manager, manager })).toEqual({ manager: ['p2p:errors.managerIsActor'] })
  })
})
