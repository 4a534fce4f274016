// Texts stored under an older rule never stand beside figures worded by today's: the composer's are
// written again, a chat rewrite stays only while it agrees with the figures.
import { describe, expect, it } from 'vitest'
import { forecastPair, type PairResult } from '#engine/index'
import { composePairTexts } from './compose'
import { currentTexts } from './current.server'
import { factsOf } from './numbers'
import { samplePair } from './sample-pair.fixture'

const names = { left: 'Вера', right: 'Иван' }
const result: PairResult = forecastPair(samplePair({ variant: 'love' }))
const input = { result, names, lang: 'ru' as const, variant: 'love' as const }
const fresh = composePairTexts(input)
const outlookWord = { improving: 'улучшаются', stable: 'стабильны', declining: 'ухудшаются' }

describe('currentTexts', () => {
  it('writes the composer texts again, so a summary stored under the old outlook rule is not shown', () => {
    const other = (['improving', 'stable', 'declining'] as const).find((o) => o !== factsOf(result).outlook)!
    const old = { ...fresh, summary: `Совместимость 48 из 100 (умеренная); отношения ${outlookWord[other]}.` }
    expect(currentTexts(old, input)).toEqual(fresh)
    expect(currentTexts(undefined, input)).toEqual(fresh)
  })

  it('keeps a chat rewrite that agrees with the figures and drops one that names another outlook', () => {
    const agreeing = { ...fresh, source: 'chat' as const, driver: ['Иначе сказано.'] }
    expect(currentTexts(agreeing, input)).toBe(agreeing)
    const other = (['improving', 'stable', 'declining'] as const).find((o) => o !== factsOf(result).outlook)!
    const contradicting = { ...agreeing, summary: `Отношения ${outlookWord[other]}.` }
    expect(currentTexts(contradicting, input)).toEqual(fresh)
  })
})
