// The compare locale files: the same keys in both languages (plural forms aside), SPEC §8's exact
// message, a label, scale and meaning for every indicator the engine compares, and Russian plurals.
import { describe, expect, it } from 'vitest'
import { createTranslate } from '#app/i18n/translate'
import { compareTeams, simulateTeam, allPairsInput } from '#engine/index'
import { localeBases } from '#app/i18n/locale-keys'
import ru from './ru.json'
import en from './en.json'
import teamsRu from '#modules/teams/locales/ru.json'
import teamsEn from '#modules/teams/locales/en.json'

describe('compare locales', () => {
  it('have the same keys in Russian and English', () => {
    expect(localeBases(ru)).toEqual(localeBases(en))
  })

  it("say SPEC §8's message word for word", () => {
    expect([ru.errors.notFound, en.errors.notFound]).toEqual(['Сравнение не существует', 'Comparison not exist'])
    expect([ru.errors.teamNotExist, en.errors.teamNotExist]).toEqual(['Команда не существует', 'Team not exist'])
  })

  it('name, scale and explain every indicator the engine compares', () => {
    const result = simulateTeam(allPairsInput(3, 0, 30), { seed: 1, replicates: 2, pairSeries: false })
    for (const row of compareTeams([result, result]).rows) {
      for (const tree of [ru, en] as const) {
        const entry = (tree.indicators as Record<string, { label: string; scale: string; meaning: string }>)[row.indicator]
        expect(entry, row.indicator).toMatchObject({ label: expect.any(String), scale: expect.any(String), meaning: expect.any(String) })
      }
    }
  })

  it('count in Russian', () => {
    const t = createTranslate('ru', { compare: ru }, 'compare')
    expect([1, 2, 5, 21].map((count) => t('result.wins', { count }))).toEqual([
      'лидирует по 1 показателю',
      'лидирует по 2 показателям',
      'лидирует по 5 показателям',
      'лидирует по 21 показателю',
    ])
    expect([1, 3, 11].map((count) => t('values.people', { count }))).toEqual(['1 человек', '3 человека', '11 человек'])
    expect(t('values.months', { count: 1.5, value: '1,5' })).toBe('1,5 месяца')
  })

  it('name the lead role as the scene editor does, and an unranked row without the word for it', () => {
    // The row said «Ведущий» for the role the editor appoints as «лидер», and an unranked row said «Без лидера».
    expect(ru.indicators.lead.label.toLowerCase()).toContain(teamsRu.editor.actors.role['1'])
    expect(ru.indicators.lead.scale).toContain(teamsRu.editor.actors.role['1'])
    expect(en.indicators.lead.label.toLowerCase()).toContain(teamsEn.editor.actors.role['1'])
    for (const text of [ru.result.notRankedType, ru.result.notRankedSize, ru.indicators.managementFit.meaning]) expect(text).not.toMatch(/ведущ|без лидера/i)
  })

  it("do not count the members whose profiles are gone in the broken team's message (the page does not know how many)", () => {
    // «анкеты одного из участников» was said of a team that had lost two.
    expect(ru.errors.teamBroken).not.toMatch(/одного/)
    expect(en.errors.teamBroken).not.toMatch(/\ba member's\b/)
  })
})
