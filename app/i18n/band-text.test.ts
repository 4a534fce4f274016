import { describe, expect, it } from 'vitest'
import { bandCell, bandText } from './band-text'
import ruTeams from '../../modules/teams/locales/ru.json'
import enTeams from '../../modules/teams/locales/en.json'
import ruPair from '../../modules/p2p/texts/locales/ru.json'

/** i18next's interpolation, enough for these keys: {{name}} from the options. */
const translator = (tree: object) => (key: string, options: Record<string, string | number>) =>
  (key.split('.').reduce<any>((node, part) => node[part], tree) as string).replace(/\{\{(\w+)\}\}/g, (_, name: string) => String(options[name]))

describe('a band in words', () => {
  const ru = translator(ruTeams)
  const en = translator(enTeams)

  it('joins two ends with words, so negative ends read plainly', () => {
    expect(bandText(ru, '−20', '−10')).toBe('8\u00a0из\u00a010 сценариев: от −20 до −10')
    expect(bandText(en, '−20', '+10')).toBe('8\u00a0of\u00a010 scenarios: −20 to +10')
  })

  it('is one figure when both ends read the same', () => {
    expect(bandText(ru, 60, 60)).toBe('8\u00a0из\u00a010 сценариев: 60')
    expect(bandText(en, '+3', '+3')).toBe('8\u00a0of\u00a010 scenarios: +3')
  })

  it('reads the pair result its own namespace holds the same way', () => {
    const pair = (key: string, options: Record<string, string | number>) => translator({ result: ruPair })(key, options)
    expect(bandText(pair, 72, 77)).toBe('8\u00a0из\u00a010 сценариев: от 72 до 77')
    expect(bandText(pair, 75, 75)).toBe('8\u00a0из\u00a010 сценариев: 75')
  })

  it('writes a table cell as the median with its band, or the median alone when all three agree', () => {
    expect(bandCell(ru, '+44', '+43', '+45')).toBe('+44 (+43…+45)')
    expect(bandCell(ru, '−15', '−20', '−10')).toBe('−15 (−20…−10)')
    expect(bandCell(en, 60, 60, 60)).toBe('60')
  })
})
