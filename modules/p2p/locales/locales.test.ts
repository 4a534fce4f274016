// The p2p locale files: the same keys in both languages (plural forms aside), SPEC §8's exact
// messages and hours that read right in each language (0,5 часа; 1 hour).
import { describe, expect, it } from 'vitest'
import { createTranslate } from '#app/i18n/translate'
import { HOURS_OPTIONS } from '../schemas'
import { localeBases } from '#app/i18n/locale-keys'
import ru from './ru.json'
import en from './en.json'

describe('p2p locales', () => {
  it('have the same keys in Russian and English', () => {
    expect(localeBases(ru)).toEqual(localeBases(en))
  })

  it('say SPEC §8 messages word for word', () => {
    expect([ru.errors.notFound, en.errors.notFound]).toEqual(['Совместимость не существует', 'Compatibility does not exist'])
  })

  it('count hours in Russian and English', () => {
    const tRu = createTranslate('ru', { p2p: ru }, 'p2p')
    const tEn = createTranslate('en', { p2p: en }, 'p2p')
    const hours = (t: typeof tRu, lng: string) => [0.5, 1, 2, 5].map((h) => t('hours', { count: h, value: h.toLocaleString(lng) }))
    expect(hours(tRu, 'ru')).toEqual(['0,5 часа в неделю', '1 час в неделю', '2 часа в неделю', '5 часов в неделю'])
    expect(hours(tEn, 'en')).toEqual(['0.5 hours a week', '1 hour a week', '2 hours a week', '5 hours a week'])
    expect(HOURS_OPTIONS).toHaveLength(11)
  })
})
