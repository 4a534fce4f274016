// The billing locale files: the same keys in both languages, and SPEC §8's payment messages word for word.
import { describe, expect, it } from 'vitest'
import { localeBases } from '#app/i18n/locale-keys'
import ru from './ru.json'
import en from './en.json'

describe('billing locales', () => {
  it('have the same keys in Russian and English', () => {
    expect(localeBases(ru)).toEqual(localeBases(en))
  })

  it("say SPEC §8's payment messages word for word", () => {
    expect(en.errors).toMatchObject({ cardWasDeclined: 'Your card was declined', paymentStatusIncomplete: 'Your card has insufficient funds' })
    expect(ru.errors.paymentFailed).toBe('Платеж не прошел')
  })

  it('say what cancel and resume would do as a condition: beside the state they would change, a plain statement contradicts it', () => {
    // «Новых списаний не будет» above «Подписка продлится 6 января: … спишется оплата» read as both at once.
    for (const key of ['cancelHint', 'resumeHint'] as const) {
      expect(ru.subscription[key]).toMatch(/^Если /)
      expect(en.subscription[key]).toMatch(/^If you /)
    }
  })

  it('write "ё" as the rest of the Russian UI does, except in SPEC\'s own wording', () => {
    const { paymentFailed: _spec, ...rest } = ru.errors
    const text = JSON.stringify({ ...ru, errors: rest })
    const withoutYo = /(?<![а-яё])(еще|ее|нее|платеж|счет|счету|платежный|прошел|начнет|пропадет|изменен|четырех|защищенном|вперед)(?![а-яё])/gi
    expect(text.match(withoutYo)).toBeNull()
  })
})
