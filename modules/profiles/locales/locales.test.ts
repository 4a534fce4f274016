// The profiles locale files: the same keys in both languages (plural forms aside), every Russian
// count in its one / few / many / other forms, and counts that read right in each language.
import { describe, expect, it } from 'vitest'
import { createTranslate } from '#app/i18n/translate'
import { localeBases, localeKeys, PLURAL_SUFFIX } from '#app/i18n/locale-keys'
import ru from './ru.json'
import en from './en.json'
import { GRADE } from '#engine/scoring/index'

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

describe('the experience grade line', () => {
  it('names every step the scoring uses, the plus steps too, in both languages', () => {
    const lower = (grade: string) => GRADE.thresholds.find((t) => t.grade === grade)!.years
    for (const [lng, texts, decimal] of [
      ['ru', ru, ','],
      ['en', en, '.'],
    ] as const) {
      const line = texts.scores.meaning.grade
      for (const grade of ['junior+', 'middle', 'middle+', 'senior', 'senior+']) expect(line, `${lng} ${grade}`).toContain(String(lower(grade)).replace('.', decimal))
      // Years of leading count at half (GRADE.leadershipShare).
      expect(GRADE.leadershipShare).toBe(0.5)
      expect(line, lng).toContain(lng === 'ru' ? 'за половину' : 'at half')
    }
  })
})
