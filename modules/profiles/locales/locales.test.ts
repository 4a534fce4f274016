// The profiles locale files: the same keys in both languages (plural forms aside), every Russian
// count in its one / few / many / other forms, and counts that read right in each language.
import { describe, expect, it } from 'vitest'
import { createTranslate } from '#app/i18n/translate'
import { localeBases, localeKeys, PLURAL_SUFFIX } from '#app/i18n/locale-keys'
import ru from './ru.json'
import en from './en.json'

describe('profiles locales', () => {
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

  it('count profiles in Russian and English', () => {
    const tRu = createTranslate('ru', { profiles: ru }, 'profiles')
    const tEn = createTranslate('en', { profiles: en }, 'profiles')
    expect([1, 3, 5, 21, 12].map((count) => tRu('list.total', { count }))).toEqual([
      'Найдена 1 анкета',
      'Найдено 3 анкеты',
      'Найдено 5 анкет',
      'Найдена 21 анкета',
      'Найдено 12 анкет',
    ])
    expect([1, 2].map((count) => tEn('list.profilesCount', { count }))).toEqual(['1 profile in your list', '2 profiles in your list'])
  })
})
