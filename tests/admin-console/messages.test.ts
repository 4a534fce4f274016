// The console's texts: Russian and English hold the same keys (react-admin's, the API's error keys and
// the console's own), every error key the administration API answers with has a text in both, and
// Russian plurals have polyglot's three forms.
import { describe, expect, it } from 'vitest'
import { messages } from '../../admin-console/src/i18n/messages'
import administrationRu from '#modules/administration/locales/ru.json'
import accountsRu from '#modules/accounts/locales/ru.json'

type Tree = { [key: string]: string | Tree }
const keys = (tree: Tree, prefix = ''): string[] =>
  Object.entries(tree).flatMap(([key, value]) => (typeof value === 'string' ? [`${prefix}${key}`] : keys(value, `${prefix}${key}.`)))
const pick = (tree: Tree, key: string) => key.split('.').reduce<unknown>((node, part) => (node as Tree | undefined)?.[part], tree)

describe('console messages', () => {
  it('has the same keys in Russian and English (react-admin’s own aside: English lies under both)', () => {
    const ru = keys(messages.ru as Tree).filter((k) => !k.startsWith('ra.'))
    const en = keys(messages.en as Tree).filter((k) => !k.startsWith('ra.'))
    expect(ru.filter((k) => !en.includes(k))).toEqual([])
    expect(en.filter((k) => !ru.includes(k))).toEqual([])
  })

  it('says every administrator API error key in both languages, and the shared ones', () => {
    for (const key of [...Object.keys(administrationRu.errors), 'not_found', 'unauthorized', 'auth.incorrect_credentials', 'auth.account_blocked', 'tooManyAttempts']) {
      expect(pick(messages.ru as Tree, `errors.${key}`), key).toEqual(expect.any(String))
      expect(pick(messages.en as Tree, `errors.${key}`), key).toEqual(expect.any(String))
    }
  })

  it('gives the console’s Russian plurals three forms and the English ones two', () => {
    for (const key of [
      'resources.profiles.name',
      'resources.owners.name',
      'resources.estimators.name',
      'resources.questionnaires.name',
      'rapport.questionnaires.recalculateStarted',
    ]) {
      expect(String(pick(messages.ru as Tree, key)).split('||||'), key).toHaveLength(3)
      expect(String(pick(messages.en as Tree, key)).split('||||'), key).toHaveLength(2)
    }
  })

  it('is Russian underneath react-admin’s own texts', () => {
    expect(pick(messages.ru as Tree, 'ra.action.save')).toBe('Сохранить')
    expect(pick(messages.en as Tree, 'ra.action.save')).toBe('Save')
  })

  it('names K as SPEC §1 and the estimator area do, and the batch with the estimator area’s word', () => {
    expect(pick(messages.ru as Tree, 'rapport.profiles.lines.K')).toBe('Квалификация')
    expect(pick(messages.en as Tree, 'rapport.profiles.lines.K')).toBe('Qualification')
    const all = keys(messages.ru as Tree).map((k) => String(pick(messages.ru as Tree, k)))
    expect(all.filter((text) => /Компетенц|пачк/i.test(text))).toEqual([])
    expect(pick(messages.ru as Tree, 'resources.estimators.fields.batchSize')).toBe('Размер пакета')
  })

  it('titles the create pages in Russian with the noun as a noun ("Новый оценщик"), not react-admin’s "Создать Оценщик"', () => {
    expect(pick(messages.ru as Tree, 'resources.estimators.page.create')).toBe('Новый оценщик')
    expect(pick(messages.ru as Tree, 'resources.questionnaires.page.create')).toBe('Новый опросник')
    for (const resource of ['profiles', 'owners', 'estimators', 'questionnaires'])
      expect(String(pick(messages.ru as Tree, `resources.${resource}.page.edit`)), resource).toMatch(/^[А-Я][а-я]+ «%\{recordRepresentation\}»$/)
  })
})

describe('console Russian wording', () => {
  const ru = messages.ru as Tree
  // Names and symbols that are the same in both languages: the brand, the love variant (the pages say
  // «вариант love» too), the ability letters of the neuronet chart, react-admin's placeholders.
  const sameInBothLanguages = /^(rapport\.questionnaires\.key\.love|neuronet\.lines\.[KPL]|ra\.boolean\.null|ra\.page\.(list|edit|show))$/

  it('calls the address «Электронная почта», as the site’s pages do', () => {
    const emailLabels = keys(ru).filter((k) => /(^|\.)email$/.test(k) && !k.includes('validation'))
    expect(emailLabels.length).toBeGreaterThanOrEqual(5)
    for (const key of emailLabels) expect(pick(ru, key), key).toBe(accountsRu.email)
  })

  it('has no label left in English', () => {
    const english = keys(ru).filter((k) => !sameInBothLanguages.test(k) && !/[а-яё]/i.test(String(pick(ru, k))))
    expect(english).toEqual([])
  })
})
