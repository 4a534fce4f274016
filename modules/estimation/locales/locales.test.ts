// The estimation locale files: the same keys in both languages (plural forms aside), every Russian
// count in its one / few / many / other forms, and counts that read right in each language.
import { describe, expect, it } from 'vitest'
import { createTranslate } from '#app/i18n/translate'
import { localeBases, localeKeys, PLURAL_SUFFIX } from '#app/i18n/locale-keys'
import ru from './ru.json'
import en from './en.json'

describe('estimation locales', () => {
  it('have the same keys in Russian and English', () => {
    expect(localeBases(ru)).toEqual(localeBases(en))
  })

  it('give every Russian count its one, few, many and other forms, and every English one its one and other', () => {
    const plurals = [
      ...new Set(
        localeKeys(ru)
          .filter((k) => PLURAL_SUFFIX.test(k))
          .map((k) => k.replace(PLURAL_SUFFIX, ''))
      ),
    ]
    expect(plurals.length).toBeGreaterThan(0)
    for (const base of plurals) {
      for (const form of ['one', 'few', 'many', 'other']) expect(localeKeys(ru)).toContain(`${base}_${form}`)
      for (const form of ['one', 'other']) expect(localeKeys(en)).toContain(`${base}_${form}`)
    }
  })

  it('count profiles and ages in Russian and English', () => {
    const tRu = createTranslate('ru', { estimation: ru }, 'estimation')
    const tEn = createTranslate('en', { estimation: en }, 'estimation')
    expect([1, 3, 5, 21].map((count) => tRu('list.count', { count }))).toEqual(['1 анкета', '3 анкеты', '5 анкет', '21 анкета'])
    expect([1, 22, 41, 35].map((count) => tRu('person.age', { count }))).toEqual(['1 год', '22 года', '41 год', '35 лет'])
    expect([1, 2].map((count) => tEn('list.batchAdded', { count }))).toEqual(['1 profile was added to your list.', '2 profiles were added to your list.'])
  })
})
