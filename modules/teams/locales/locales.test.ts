// The teams locale files: the same keys in both languages (plural forms aside), SPEC §5 and §8's
// exact messages, Russian plurals where a count is shown, and the copy's title from the copy label.
import { describe, expect, it } from 'vitest'
import { createTranslate } from '#app/i18n/translate'
import { localeBases } from '#app/i18n/locale-keys'
import ru from './ru.json'
import en from './en.json'
import profilesRu from '#modules/profiles/locales/ru.json'
import profilesEn from '#modules/profiles/locales/en.json'
import { moodBand } from '#engine/index'

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

  it("count the result intro's scenarios with the Russian plural", () => {
    const tRu = createTranslate('ru', { teams: ru }, 'teams')
    const tEn = createTranslate('en', { teams: en }, 'teams')
    expect([1, 3, 32, 64].map((count) => tRu('result.intro', { count }).split(' с разной')[0].split(': ')[1])).toEqual([
      '1 сценарий модели',
      '3 сценария модели',
      '32 сценария модели',
      '64 сценария модели',
    ])
    expect(tRu('result.intro', { count: 25 })).toContain('25 сценариев модели')
    expect(tEn('result.intro', { count: 1 })).toContain('1 model scenario with')
    expect(tEn('result.intro', { count: 32 })).toContain('32 model scenarios')
  })

  it('write grades as the profile page does, Russian decimals with a comma, and the model version in words', () => {
    const tRu = createTranslate('ru', { teams: ru }, 'teams')
    const tEn = createTranslate('en', { teams: en }, 'teams')
    expect(Object.values(ru.result.grades)).toEqual(Object.values(profilesRu.grades))
    expect(Object.values(en.result.grades)).toEqual(Object.values(profilesEn.grades))
    expect(ru.editor.motion.scaleHint).toMatch(/^1,0 /)
    expect(tRu('result.computedAt', { date: '28 ноября 2026 г. в 11:14', version: '2' })).toBe('Рассчитано 28 ноября 2026 г. в 11:14, версия модели 2.')
    expect(tEn('result.computedAt', { date: '28 November 2026 at 11:14', version: '2' })).toBe('Computed 28 November 2026 at 11:14, model version 2.')
  })

  it("agree event wordings with a person's gender in Russian, neutral when it is unknown", () => {
    const tRu = createTranslate('ru', { teams: ru }, 'teams')
    const tEn = createTranslate('en', { teams: en }, 'teams')
    expect(['female', 'male', undefined].map((context) => tRu('result.events.join', { context }))).toEqual(['принята в команду', 'принят в команду', 'приём в команду'])
    expect(['female', 'male', undefined].map((context) => tRu('result.events.dismiss', { context }))).toEqual(['уволена', 'уволен', 'увольнение'])
    expect(tRu('editor.events.leadOn', { actor: 'Анна', context: 'female' })).toBe('Анна назначена лидером')
    expect(tRu('editor.actors.state.dismissed', { context: 'female' })).toBe('уволена')
    expect(tEn('result.events.join', { context: 'female' })).toBe('joined')
    // No Russian text guesses with «(а)» any more: each gendered one has both forms and a neutral one.
    const texts = JSON.stringify(ru)
    expect(texts).not.toContain('(а)')
    for (const key of ['join', 'dismiss', 'rejoin', 'm_rank', 'm_disrank', 'l_rank', 'l_disrank'] as const)
      expect(Object.keys(ru.result.events)).toEqual(expect.arrayContaining([key, `${key}_male`, `${key}_female`]))
  })

  it("explain the atmosphere's scale with the mood words the result shows beside it (the engine's bands)", () => {
    // +15 is shown as «тревожное»: the line of meaning said only a mood below −20 is.
    for (const texts of [ru, en]) {
      const meaning = texts.result.ind.atmosphere.meaning
      for (const m of [-90, -50, 0, 15, 50, 90]) expect(meaning).toContain(texts.result.moods[moodBand(m) as keyof typeof texts.result.moods])
      for (const edge of ['−80', '−20', '20', '80']) expect(meaning).toContain(edge)
    }
  })

  it("give the rating's weights as the engine computes it (0.5 power, 0.3 integration, 0.2 support: engine/team/summarise.ts)", () => {
    // It said «треть» (a third) for 0.3: the three parts came to 103 %.
    expect(ru.editor.rating.scale).toBe('От 0 до 100: 50\u00a0% — сила, 30\u00a0% — включённость, 20\u00a0% — поддержка.')
    expect(en.editor.rating.scale).toBe('From 0 to 100: 50\u00a0% power, 30\u00a0% integration, 20\u00a0% support.')
  })

  it('speak of one missing member as «его», of several, 21 included, as «их»', () => {
    // Russian's «one» plural form also serves 21, 31…: «пока его не убрать» was said of 21 people.
    const tRu = createTranslate('ru', { teams: ru }, 'teams')
    expect([ru.editor.missing.noticeOne, ru.editor.missing.confirmOne]).toEqual([
      'Анкеты одного участника больше нет: команду не посчитать, пока его не убрать.',
      'Убрать его из команды',
    ])
    expect([2, 5, 21].map((count) => tRu('editor.missing.notice', { count }))).toEqual([
      'Анкет 2 участников больше нет: команду не посчитать, пока их не убрать.',
      'Анкет 5 участников больше нет: команду не посчитать, пока их не убрать.',
      'Анкеты 21 участника больше нет: команду не посчитать, пока их не убрать.',
    ])
    expect(ru.editor.missing.confirm).toBe('Убрать их из команды')
  })
})
