// A figure and its scale read as one figure («50 из 100», «8 of 10», «30 out of 100», «40 %», «5 h»): the
// locale files join them with non-breaking spaces, so a narrow line never leaves «50 из» at its end
// and «100» on the next (ADR 016, amendment of session 32; the guards' walk checks the pages themselves).
import { describe, expect, it } from 'vitest'
import { resources } from './resources'
import { LANGUAGES } from '#app/tenancy/tenant'

/** Every leaf of a locale tree: dotted key and value. */
function leaves(tree: unknown, prefix = ''): Array<[string, unknown]> {
  if (typeof tree !== 'object' || tree === null) return [[prefix.slice(0, -1), tree]]
  return Object.entries(tree).flatMap(([key, value]) => leaves(value, `${prefix}${key}.`))
}

/** A figure (digits or a variable) and «из», «of» or «out of» a figure, or a per cent sign, or «h» for hours, whatever spaces join them. */
const FIGURE_WITH_SCALE = /(?:\d|\}\})[ \u00a0](?:(?:из|of|out[ \u00a0]of)[ \u00a0](?:\d|\{\{)|%|h\b)/gu

describe('a figure and its scale stay on one line', () => {
  for (const lng of LANGUAGES) {
    it(`in every ${lng} text`, () => {
      const breakable = leaves(resources[lng]).filter(([, text]) => typeof text === 'string' && [...text.matchAll(FIGURE_WITH_SCALE)].some((m) => m[0].includes(' ')))
      expect(breakable.map(([key]) => key)).toEqual([])
    })
  }

  it('sees the texts it checks', () => {
    expect(leaves(resources.ru).filter(([, text]) => typeof text === 'string' && /\d\u00a0из\u00a0\d/u.test(text)).length).toBeGreaterThan(10)
  })
})
