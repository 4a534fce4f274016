import { describe, expect, it } from 'vitest'
import i18next from 'i18next'
import en from '../locales/en.json'
import ru from '../locales/ru.json'
import { VALIDATION, encodeMessage, parseMessage, translateValidationMessage } from './messages'
import { ERROR_CODES, errorMessageKey } from './error-codes'

async function translatorFor(lng: 'ru' | 'en') {
  const i18n = i18next.createInstance()
  await i18n.init({ lng, ns: ['common'], defaultNS: 'common', resources: { ru: { common: ru }, en: { common: en } } })
  return i18n.t
}

/** Every leaf key of a locale tree, dotted. */
function leafKeys(tree: object, prefix = ''): string[] {
  return Object.entries(tree).flatMap(([key, value]) => (typeof value === 'object' && value !== null ? leafKeys(value, `${prefix}${key}.`) : [`${prefix}${key}`]))
}
const lookup = (tree: object, key: string): unknown => key.split('.').reduce<any>((node, part) => node?.[part], tree)
const params = (text: string) => [...text.matchAll(/\{\{(\w+)\}\}/g)].map((m) => m[1]).sort()

describe('message keys', () => {
  it('a param travels inside the message and comes back named', () => {
    expect(encodeMessage(VALIDATION.minLength, 6)).toBe('validation.minLength|6')
    expect(parseMessage('validation.minLength|6')).toEqual({ key: 'validation.minLength', params: { length: '6' } })
    expect(parseMessage('validation.required')).toEqual({ key: 'validation.required', params: {} })
  })

  it('translates a schema message in both languages, params filled in', async () => {
    const tRu = await translatorFor('ru')
    const tEn = await translatorFor('en')
    expect(translateValidationMessage(tRu, 'validation.minLength|6')).toBe('Минимальное количество символов 6')
    expect(translateValidationMessage(tEn, 'validation.minLength|6')).toBe('Minimum number of characters 6')
    expect(translateValidationMessage(tRu, 'validation.required')).toBe('Обязательное поле')
    expect(translateValidationMessage(tEn, 'validation.passwordMismatch')).toBe('Invalid password')
  })

  it('names the params of a key that carries its namespace', async () => {
    const tEn = await translatorFor('en')
    expect(parseMessage('common:validation.maxLength|100')).toEqual({ key: 'common:validation.maxLength', params: { length: '100' } })
    expect(translateValidationMessage(tEn, 'common:validation.maxLength|100')).toBe('Maximum number of characters 100')
  })

  it('finds the common namespace even when the page default is another one', async () => {
    const i18n = i18next.createInstance()
    await i18n.init({ lng: 'en', ns: ['common', 'profiles'], defaultNS: 'profiles', resources: { en: { common: en, profiles: {} } } })
    expect(translateValidationMessage(i18n.t, 'validation.email')).toBe('Invalid email')
  })

  it('maps server error codes to nested locale keys and unknown ones to "Unexpected error"', async () => {
    const tRu = await translatorFor('ru')
    expect(errorMessageKey('auth:owner_deleted')).toBe('errors.auth.owner_deleted')
    expect(errorMessageKey('urlExpired')).toBe('errors.urlExpired')
    expect(errorMessageKey('no such code')).toBe('errors.unexpected')
    expect(errorMessageKey(undefined)).toBe('errors.unexpected')
    expect(tRu(errorMessageKey('auth:incorrect_credentials'))).toBe('Проверьте введённые данные и попробуйте ещё раз')
  })
})

describe('locale files', () => {
  it('hold the same keys in Russian and English', () => {
    expect(leafKeys(ru).sort()).toEqual(leafKeys(en).sort())
  })

  it('use the same params in both languages and leave no text empty', () => {
    for (const key of leafKeys(en)) {
      const [textEn, textRu] = [lookup(en, key), lookup(ru, key)] as string[]
      expect(textEn.trim(), key).not.toBe('')
      expect(textRu.trim(), key).not.toBe('')
      expect(params(textRu), key).toEqual(params(textEn))
    }
  })

  it('have a text for every validation key and every error code', () => {
    const keys = [...Object.values(VALIDATION), ...ERROR_CODES.map(errorMessageKey)]
    for (const key of keys) {
      expect(typeof lookup(en, key), `en ${key}`).toBe('string')
      expect(typeof lookup(ru, key), `ru ${key}`).toBe('string')
    }
  })

  it('carry the exact SPEC §5 and §8 texts', () => {
    expect(en.validation).toMatchObject({
      required: 'Mandatory field',
      name: 'Only Cyrillic and Latin',
      email: 'Invalid email',
      phone: 'Invalid phone number',
      position: 'Only letters and digits',
    })
    expect(ru.validation).toMatchObject({
      required: 'Обязательное поле',
      name: 'Только кириллица и латиница',
      email: 'Неверный формат email',
      phone: 'Неверный формат телефонного номера',
      position: 'Разрешены только буквы и цифры',
      passwordMismatch: 'Пароли не совпадают',
    })
    expect(en.errors.auth.incorrect_credentials).toBe("Please check the data you've entered and try again")
    expect(en.errors.verifyAccount).toBe('Functionality not available - verify your account')
    expect(ru.errors.unexpected).toBe('Непредвиденная ошибка')
    expect(ru.errors.maxTeamsReached).toBe('Достигнуто максимальное количество команд в подписке')
  })
})
