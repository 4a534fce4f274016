import { describe, expect, it } from 'vitest'
import i18next from 'i18next'
import { currencySymbol, formatMoney, pluralCategory } from './format'

// Intl separates thousands and the ruble sign with non-breaking spaces; compare with plain ones.
const plain = (text: string) => text.replace(/[\u00a0\u202f]/g, ' ')

describe('currencySymbol', () => {
  it('is the ruble sign for Russian and the dollar otherwise', () => {
    expect(currencySymbol('ru')).toBe('₽')
    expect(currencySymbol('ru-RU')).toBe('₽')
    expect(currencySymbol('en')).toBe('$')
    expect(currencySymbol('de')).toBe('$')
  })
})

describe('formatMoney', () => {
  it('writes rubles the Russian way', () => {
    expect(plain(formatMoney(1990, 'ru'))).toBe('1 990 ₽')
    expect(plain(formatMoney(7.99, 'ru'))).toBe('7,99 ₽')
  })
  it('writes dollars the English way', () => {
    expect(formatMoney(7.99, 'en')).toBe('$7.99')
    expect(formatMoney(1990, 'en')).toBe('$1,990')
  })
  it('never lets a price wrap between digits and sign', () => {
    expect(formatMoney(1990, 'ru')).not.toMatch(/ /)
  })
})

describe('pluralCategory', () => {
  it('gives the Russian categories', () => {
    const cases: Array<[number, string]> = [
      [1, 'one'],
      [2, 'few'],
      [5, 'many'],
      [11, 'many'],
      [21, 'one'],
      [22, 'few'],
      [25, 'many'],
      [1.5, 'other'],
    ]
    for (const [n, category] of cases) expect(pluralCategory(n, 'ru'), String(n)).toBe(category)
  })
  it('gives the English ones', () => {
    expect([1, 2, 5].map((n) => pluralCategory(n, 'en'))).toEqual(['one', 'other', 'other'])
  })
})

describe('i18next plural suffixes in Russian', () => {
  it('picks _one, _few and _many by count', async () => {
    const i18n = i18next.createInstance()
    await i18n.init({
      lng: 'ru',
      resources: {
        ru: {
          translation: {
            profiles_one: '{{count}} анкета',
            profiles_few: '{{count}} анкеты',
            profiles_many: '{{count}} анкет',
            profiles_other: '{{count}} анкеты',
          },
        },
      },
    })
    const expected: Array<[number, string]> = [
      [1, '1 анкета'],
      [2, '2 анкеты'],
      [5, '5 анкет'],
      [11, '11 анкет'],
      [21, '21 анкета'],
      [22, '22 анкеты'],
      [25, '25 анкет'],
      [1.5, '1.5 анкеты'],
    ]
    for (const [count, text] of expected) expect(i18n.t('profiles', { count }), String(count)).toBe(text)
  })
})
