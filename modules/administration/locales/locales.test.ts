// The administration locale files: the same keys in both languages, and a text for every error key
// the API answers (docs/administrator-api.md), so the console can show each one.
import { describe, expect, it } from 'vitest'
import ru from './ru.json'
import en from './en.json'

const keys = (tree: object, prefix = ''): string[] => Object.entries(tree).flatMap(([k, v]) => (typeof v === 'string' ? [`${prefix}${k}`] : keys(v as object, `${prefix}${k}.`)))

const ANSWERED = [
  'ownerNotFound',
  'estimatorNotFound',
  'profileNotFound',
  'questionnaireNotFound',
  'profileDeleted',
  'profileNotCompleted',
  'profileStatusRefused',
  'questionnaireImmutable',
  'questionnaireStatusRefused',
  'accountBlocked',
  'record_already_exists',
  'tooManyAttempts',
  'invalidQuery',
  'invalidBody',
  'unauthorized',
  'notFound',
  'methodNotAllowed',
  'bodyTooLarge',
]

describe('administration locales', () => {
  it('have the same keys in Russian and English', () => {
    expect(keys(ru).sort()).toEqual(keys(en).sort())
  })

  it('name every error key the API answers; the immutable questionnaire in SPEC §8’s words', () => {
    for (const key of ANSWERED) expect(keys(ru), key).toContain(`errors.${key}`)
    expect(ru.errors.questionnaireImmutable).toBe('Ошибка. Сохранённый ранее опросник не может быть изменен')
  })
})
