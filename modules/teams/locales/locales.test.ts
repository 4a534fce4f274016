// The teams locale files: the same keys in both languages (plural forms aside), SPEC §5 and §8's
// exact messages, Russian plurals where a count is shown, and the copy's title from the copy label.
import { describe, expect, it } from 'vitest'
import { createTranslate } from '#app/i18n/translate'
import { localeBases } from '#app/i18n/locale-keys'
import ru from './ru.json'
import en from './en.json'

describe('teams locales', () => {
  it('have the same keys in Russian and English', () => {
    expect(localeBases(ru)).toEqual(localeBases(en))
  })

  it('say SPEC messages word for word', () => {
    expect([ru.errors.teamNotExist, en.errors.teamNotExist]).toEqual(['Команда не существует', 'Team not exist'])
    expect(ru.errors.maxTeams).toBe('Достигнуто максимальное количество команд в подписке')
    expect(ru.compositionChanged).toBe('Состав команды изменился!')
  })

  it('count teams and specialists in Russian and English', () => {
    const tRu = createTranslate('ru', { teams: ru }, 'teams')
    const tEn = createTranslate('en', { teams: en }, 'teams')
    expect([1, 2, 5, 21].map((count) => tRu('list.membersCount', { count }))).toEqual(['1 специалист', '2 специалиста', '5 специалистов', '21 специалист'])
    expect([1, 5].map((count) => tEn('list.membersCount', { count }))).toEqual(['1 specialist', '5 specialists'])
    expect(tRu('list.notices.deleted', { count: 3 })).toBe('Удалены 3 команды.')
    expect([tRu('list.copyTitle', { title: 'Ядро' }), tEn('list.copyTitle', { title: 'Core' })]).toEqual(['Копия: Ядро', 'Copy of Core'])
  })
})
