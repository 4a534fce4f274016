// A figure and its scale read as one figure («50 из 100», «8 of 10», «30 out of 100», «40 %», «5 h», «5 ч»): the
// locale files join them with non-breaking spaces, so a narrow line never leaves «50 из» at its end
// and «100» on the next (ADR 016, amendment of session 32; the guards' walk checks the pages themselves).
import { describe, expect, it } from 'vitest'
import { localeTexts } from './locale-keys'
import { resources } from './resources'
import { LANGUAGES } from '#app/tenancy/tenant'

/**
 * A figure (digits or a variable) and «из», «of» or «out of» a figure, or a per cent sign, or «h» or «ч»
 * for hours, whatever spaces join them. `\b` knows only Latin letters, so «ч» ends where no letter follows.
 */
const FIGURE_WITH_SCALE = /(?:\d|\}\})[ \u00a0](?:(?:из|of|out[ \u00a0]of)[ \u00a0](?:\d|\{\{)|%|(?:h|ч)(?!\p{L}))/gu

describe('a figure and its scale stay on one line', () => {
  for (const lng of LANGUAGES) {
    it(`in every ${lng} text`, () => {
      const breakable = localeTexts(resources[lng]).filter(([, text]) => [...text.matchAll(FIGURE_WITH_SCALE)].some((m) => m[0].includes(' ')))
      expect(breakable.map(([key]) => key)).toEqual([])
    })
  }

  it('sees the texts it checks', () => {
    expect(localeTexts(resources.ru).filter(([, text]) => /\d\u00a0из\u00a0\d/u.test(text)).length).toBeGreaterThan(10)
    expect(localeTexts(resources.ru).filter(([, text]) => /\}\}\u00a0ч\s/u.test(text)).length).toBeGreaterThan(3)
  })
})
