// Components translate with translate.ts; loaders, actions and mail with i18next. Both must give the
// same text for every key of every locale file, so a page reads as it did under react-i18next and
// a mail says what the page says (docs/decisions/009-page-weight.md).
import { describe, expect, it } from 'vitest'
import i18next, { type i18n as I18n, type Resource } from 'i18next'
import { i18nOptions } from './i18n'
import { namespaces, resources, resourcesFor } from './resources'
import { createTranslate } from './translate'
import { LANGUAGES } from '#app/tenancy/tenant'

async function i18nextFor(lng: string, res: Resource = resources, ns = namespaces): Promise<I18n> {
  const instance = i18next.createInstance()
  await instance.init({ ...i18nOptions, ns, lng, resources: res })
  return instance
}

/** Every leaf of a locale tree: dotted key and value. */
function leaves(tree: unknown, prefix = ''): Array<[string, unknown]> {
  if (typeof tree !== 'object' || tree === null) return [[prefix.slice(0, -1), tree]]
  return Object.entries(tree).flatMap(([key, value]) => leaves(value, `${prefix}${key}.`))
}

const PLURAL_SUFFIX = /_(zero|one|two|few|many|other)$/
const COUNTS = [0, 1, 2, 3, 4, 5, 11, 12, 21, 22, 25, 101, 111, 1.5]
const variables = (text: string) => [...text.matchAll(/\{\{(.+?)\}\}/g)].map((m) => m[1].trim())

describe('createTranslate gives what i18next gives', () => {
  for (const lng of LANGUAGES) {
    it(`for every key of every namespace in ${lng}`, async () => {
      const i18n = await i18nextFor(lng)
      const texts = resourcesFor(lng)
      let checked = 0
      for (const ns of namespaces) {
        const ours = createTranslate(lng, texts, ns)
        const theirs = i18n.getFixedT(lng, ns)
        for (const [key, value] of leaves(texts[ns])) {
          expect(typeof value, `${ns}:${key}`).toBe('string')
          const vars = Object.fromEntries(variables(value as string).map((v, i) => [v, `<${v}${i}>`]))
          const base = key.replace(PLURAL_SUFFIX, '')
          const cases: Array<Record<string, unknown> | undefined> = [undefined, vars]
          if (base !== key) cases.push(...COUNTS.map((count) => ({ ...vars, count })))
          for (const options of cases) {
            const k = base !== key && options && 'count' in options ? base : key
            expect(ours(k, options), `${ns}:${k} ${JSON.stringify(options)}`).toBe(theirs(k, options as never))
            checked++
          }
        }
      }
      expect(checked).toBeGreaterThan(100)
    })
  }

  it('uses nothing of i18next that createTranslate lacks: nesting, formats, arrays', () => {
    for (const lng of LANGUAGES) {
      for (const [key, value] of leaves(resourcesFor(lng))) {
        expect(typeof value, key).toBe('string')
        expect(value, key).not.toMatch(/\$t\(/)
        for (const v of variables(value as string)) expect(v, `${key}: {{${v}}}`).toMatch(/^[\w.]+$/)
      }
    }
  })

  it('has every English key in Russian, so no Russian page falls back to English', () => {
    const en = leaves(resources.en).map(([k]) => k)
    const ru = new Set(leaves(resources.ru).map(([k]) => k))
    expect(en.filter((k) => !ru.has(k) && !PLURAL_SUFFIX.test(k))).toEqual([])
  })
})

describe('createTranslate on its own', () => {
  const texts: Resource = {
    ru: {
      common: {
        hello: 'Привет, {{name}}',
        profiles_one: '{{count}} анкета',
        profiles_few: '{{count}} анкеты',
        profiles_many: '{{count}} анкет',
        profiles_other: '{{count}} анкеты',
        items_zero: 'нет пунктов',
        items: '{{count}} пункт(ов)',
        nested: { deep: { key: 'глубоко' } },
        empty: '',
        price: '{{amount}} $ и {{ amount }}',
        user: 'Это {{user.name}}',
        joined: '{{name}}: приём в команду',
        joined_female: '{{name}} принята',
        joined_male: '{{name}} принят',
        hired_female_one: 'приняла {{count}} человека',
        hired_female_few: 'приняла {{count}} человек',
        hired_one: 'принят(а) {{count}}',
        hired_other: 'приняты {{count}}',
      },
      other: { only: 'из другого' },
    },
  }

  it('matches i18next on plurals, zero, namespaces, missing keys and odd values', async () => {
    const i18n = await i18nextFor('ru', texts, ['common', 'other'])
    const ours = createTranslate('ru', texts.ru)
    const theirs = i18n.getFixedT('ru', 'common')
    const calls: Array<[string, Record<string, unknown>?]> = [
      ['hello', { name: 'Аня' }],
      ['hello'],
      ['hello', { name: undefined }],
      ['hello', { name: null }],
      ['hello', { name: 42 }],
      ['hello', { name: '$& $1 {{name}}' }],
      ...COUNTS.map((count): [string, Record<string, unknown>] => ['profiles', { count }]),
      ['items', { count: 0 }],
      ['items', { count: 3 }],
      ['nested.deep.key'],
      ['nested.missing'],
      ['missing'],
      ['empty'],
      ['price', { amount: 5 }],
      ['user', { user: { name: 'Олег' } }],
      ['only', { ns: 'other' }],
      ['other:only'],
      ['hello', { ns: 'other' }],
      ['joined', { name: 'Анна', context: 'female' }],
      ['joined', { name: 'Олег', context: 'male' }],
      ['joined', { name: 'Саша', context: 'unknown' }],
      ['joined', { name: 'Саша', context: '' }],
      ['joined', { name: 'Саша' }],
      ...[1, 3, 5].map((count): [string, Record<string, unknown>] => ['hired', { count, context: 'female' }]),
      ...[1, 5].map((count): [string, Record<string, unknown>] => ['hired', { count, context: 'male' }]),
    ]
    for (const [key, options] of calls) expect(ours(key, options), `${key} ${JSON.stringify(options)}`).toBe(theirs(key, options as never))
  })

  it('gives the key for a subtree, where i18next gives a warning sentence', () => {
    expect(createTranslate('ru', texts.ru)('nested.deep')).toBe('nested.deep')
  })
})
