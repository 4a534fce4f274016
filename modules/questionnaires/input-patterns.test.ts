import { describe, expect, it } from 'vitest'
import type { Question } from './definition'
import { normaliseAnswer } from './filling'
import { birthDateSchema } from './server/api.server'
import { conditionHolds } from './visibility'

// ISSUE 7: every pattern that reads user input answers in linear time. The questionnaire's own:
// numbers in answers and conditions, and the API's birth date. 100,000 characters shaped to almost
// match; a linear pattern answers in about a millisecond, the bound is generous.
const N = 100_000
const timeOf = (run: () => unknown) => {
  const start = performance.now()
  run()
  return performance.now() - start
}

const slider: Question = { neuronName: 'years', type: 'slider', text: { ru: 'x', en: 'x' }, min: 0, max: 50 }

describe('questionnaire input patterns on 100,000 adversarial characters', () => {
  it('a number read from an answer or a condition', () => {
    const almostNumber = '1'.repeat(N) + 'x'
    expect(timeOf(() => expect(conditionHolds(almostNumber, '>5')).toBe(false))).toBeLessThan(1_000)
    expect(timeOf(() => conditionHolds('5', `<-${'9'.repeat(N)}.`))).toBeLessThan(1_000)
    expect(timeOf(() => expect(normaliseAnswer(slider, `-${'1'.repeat(N)}.${'1'.repeat(N)}x`)).toBeNull())).toBeLessThan(1_000)
  })

  it('a birth date: refused for its length before the date pattern runs', () => {
    const result = birthDateSchema.safeParse('2000-01-01' + 'T00:00:00'.repeat(N / 9))
    expect(result.success).toBe(false)
    expect(result.error?.issues.map((i) => i.message)).toEqual(['validation.maxLength|24'])
  })
})
