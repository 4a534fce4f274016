// The profiles locale files: the same keys in both languages (plural forms aside), every Russian
// count in its one / few / many / other forms, and counts that read right in each language.
import { describe, expect, it } from 'vitest'
import { createTranslate } from '#app/i18n/translate'
import ru from './ru.json'
import en from './en.json'

const PLURAL = /_(zero|one|two|few|many|other)$/

function keys(tree: object, prefix = ''): string[] {
  return Object.entries(tree).flatMap(([k, v]) => (typeof v === 'string' ? [`${prefix}${k}`] : keys(v as object, `${prefix}${k}.`)))
}
const bases = (tree: object) => [...new Set(keys(tree).map((k) => k.replace(PLURAL, '')))].sort()

describe('profiles locales', () => {
  it('have the same keys in Russian and English', () => {
    expect(bases(ru)).toEqual(bases(en))
  })

  it('give every Russian count its one, few, many and other forms, and every English one its one and other', () => {
    const plurals = [...new Set(keys(ru).filter((k) => PLURAL.test(k)).map((k) => k.replace(PLURAL, '')))]
    expect(plurals.length).toBeGreaterThan(0)
    for (const base of plurals) {
      for (const form of ['one', 'few', 'many', 'other']) expect(keys(ru)).toContain(`${base}_${form}`)
      for (const form of ['one', 'other']) expect(keys(en)).toContain(`${base}_${form}`)
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
