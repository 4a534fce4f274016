import { describe, expect, it } from 'vitest'
import { z } from 'zod'
import { getZodConstraint, parseWithZod } from '@conform-to/zod'
import {
  consentSchema,
  currentPasswordSchema,
  deleteConfirmationSchema,
  emailSchema,
  nameSchema,
  optionalNameSchema,
  passwordPairSchema,
  passwordSchema,
  phoneSchema,
  positionSchema,
  MAX_LENGTH,
  optionalText,
  requiredEmailSchema,
  requiredText,
  withPasswordPair,
  numberField,
  isCalendarDay,
} from './fields'

/** The messages a schema gives for a value, [] when it passes. */
function messages(schema: z.ZodTypeAny, value: unknown): string[] {
  const result = schema.safeParse(value)
  return result.success ? [] : result.error.issues.map((issue) => issue.message)
}
const accepts = (schema: z.ZodTypeAny, value: unknown) => expect(messages(schema, value), JSON.stringify(value)).toEqual([])
const rejects = (schema: z.ZodTypeAny, value: unknown, message: string) => expect(messages(schema, value), JSON.stringify(value)).toEqual([message])

describe('isCalendarDay', () => {
  it('takes real days only: no February 30, no month 13, no other spelling', () => {
    for (const day of ['2026-02-28', '2028-02-29', '2026-12-31', '2026-01-01']) expect(isCalendarDay(day), day).toBe(true)
    for (const day of ['2026-02-29', '2026-02-30', '2026-04-31', '2026-13-01', '2026-00-10', '2026-01-00', '2026-1-5', '2026-01-05T00:00:00Z', ' 2026-01-05', ''])
      expect(isCalendarDay(day), day).toBe(false)
  })
})

describe('requiredText and optionalText', () => {
  it('refuses a missing, empty or blank value with "Mandatory field"', () => {
    for (const value of [undefined, null, '', '   ']) rejects(requiredText(10), value, 'validation.required')
  })
  it('keeps a value, trimmed', () => {
    expect(requiredText(10).parse('  Rapport ')).toBe('Rapport')
    expect(optionalText(10).parse('  Rapport ')).toBe('Rapport')
    expect(optionalText(10).parse('  ')).toBeUndefined()
  })
  it('refuses more than the maximum, counted after trimming', () => {
    accepts(requiredText(10), ` ${'a'.repeat(10)} `)
    rejects(requiredText(10), 'a'.repeat(11), 'validation.maxLength|10')
    rejects(optionalText(10), 'a'.repeat(11), 'validation.maxLength|10')
  })
})

// ISSUE 7: "Input without bounds": a 5 MB first name was stored. Each field has a maximum
// (limits.ts, ADR 015); one character more gets "Maximum number of characters N" and nothing else,
// so the field's own pattern never runs on it.
describe('maximum lengths', () => {
  const cases: Array<[string, z.ZodTypeAny, (n: number) => string, number]> = [
    ['first name', nameSchema, (n) => 'a'.repeat(n), MAX_LENGTH.name],
    ['last name', optionalNameSchema, (n) => 'Я'.repeat(n), MAX_LENGTH.name],
    ['email', requiredEmailSchema, (n) => `${'a'.repeat(64)}@${'b'.repeat(n - 69)}.com`, MAX_LENGTH.email],
    ['optional email', emailSchema, (n) => `${'a'.repeat(64)}@${'b'.repeat(n - 69)}.com`, MAX_LENGTH.email],
    ['phone', phoneSchema, (n) => '+7 (495) 123-45-67'.padEnd(n, '-'), MAX_LENGTH.phone],
    ['position', positionSchema, (n) => 'a'.repeat(n), MAX_LENGTH.position],
    ['new password', passwordSchema, (n) => 'p'.repeat(n), MAX_LENGTH.password],
    ['current password', currentPasswordSchema, (n) => 'p'.repeat(n), MAX_LENGTH.password],
  ]
  for (const [field, schema, valueOf, max] of cases) {
    it(`a ${field} of ${max} characters passes the length rule, ${max + 1} is refused with the maximum`, () => {
      expect(messages(schema, valueOf(max)).filter((m) => m.startsWith('validation.maxLength'))).toEqual([])
      rejects(schema, valueOf(max + 1), `validation.maxLength|${max}`)
    })
  }
  it('a 5 MB value is refused with the maximum alone, in every field', () => {
    const huge = '1'.repeat(5_000_000)
    for (const [, schema, , max] of cases) rejects(schema, huge, `validation.maxLength|${max}`)
  })
  it('picks maximums a person never reaches: an email of 254, a password of 128', () => {
    expect(MAX_LENGTH).toMatchObject({ email: 254, password: 128, phone: 32, name: 100 })
  })
})

describe('passwordSchema', () => {
  it('refuses 5 characters after trimming, even padded to 9', () => {
    rejects(passwordSchema, '  abcde  ', 'validation.minLength|6')
    rejects(passwordSchema, 'abcde', 'validation.minLength|6')
  })
  it('accepts 6 characters after trimming and keeps the password as typed', () => {
    accepts(passwordSchema, 'abcdef')
    expect(passwordSchema.parse(' abcdef ')).toBe(' abcdef ')
  })
  it('calls an empty or blank password missing, not short', () => {
    for (const value of [undefined, '', '      ']) rejects(passwordSchema, value, 'validation.required')
  })
})

describe('currentPasswordSchema', () => {
  it('takes any non-blank password as typed, short ones included', () => {
    expect(currentPasswordSchema.parse(' abc ')).toBe(' abc ')
    for (const value of [undefined, '', '   ']) rejects(currentPasswordSchema, value, 'validation.required')
  })
})

describe('nameSchema', () => {
  it('accepts accented Latin names', () => {
    for (const name of ['José', 'Zoë', 'Émile', 'François', 'Łukasz', 'Ñuñez']) accepts(nameSchema, name)
  })
  it('accepts Cyrillic names with ё, hyphen and space', () => {
    for (const name of ['Анна-Мария', 'Алёна', 'Ёжиков', 'Мария Тереза', 'Олександр Ґудзь']) accepts(nameSchema, name)
  })
  it('accepts an apostrophe anywhere, first included, in the forms phone keyboards type', () => {
    for (const name of ["O'Neil", "'Ann", 'O’Neil', '’Ann', 'dʼArc']) accepts(nameSchema, name)
  })
  it('refuses a name starting with a hyphen or a space', () => {
    for (const name of ['-Anna', ' Anna', ' Анна']) rejects(nameSchema, name, 'validation.name')
  })
  it('refuses digits, other scripts and other punctuation', () => {
    for (const name of ['Anna2', '4Anna', 'Αλέξης', '李', 'Anna!', 'Anna_Maria', 'Anna.', 'Ⅻ']) rejects(nameSchema, name, 'validation.name')
  })
  it('refuses punctuation with no letter', () => {
    rejects(nameSchema, "'", 'validation.name')
    rejects(nameSchema, "'-'", 'validation.name')
  })
  it('accepts a decomposed accent and stores the composed form', () => {
    const decomposed = 'Jose\u0301'
    expect(nameSchema.parse(decomposed)).toBe('José')
  })
  it('stores the name without a trailing space', () => {
    expect(nameSchema.parse('Анна ')).toBe('Анна')
  })
  it('is required', () => {
    for (const value of [undefined, '', '  ']) rejects(nameSchema, value, 'validation.required')
  })
})

describe('optionalNameSchema', () => {
  it('lets a last name be left out', () => {
    expect(optionalNameSchema.parse(undefined)).toBeUndefined()
    expect(optionalNameSchema.parse('')).toBeUndefined()
    expect(optionalNameSchema.parse('  ')).toBeUndefined()
  })
  it('still applies the name rules to a given value', () => {
    accepts(optionalNameSchema, 'Иванова-Петрова')
    rejects(optionalNameSchema, '-Ivanova', 'validation.name')
  })
})

describe('emailSchema and requiredEmailSchema', () => {
  it('accepts ordinary addresses, trimmed and lower-cased', () => {
    for (const email of ['ivan@mail.ru', 'first.last+tag@sub.example.co.uk', "o'neil@example.com", 'a_b-c@x-y.io']) accepts(requiredEmailSchema, email)
    expect(requiredEmailSchema.parse('  Ivan.Petrov@Mail.RU ')).toBe('ivan.petrov@mail.ru')
  })
  it('refuses Cyrillic in the local part', () => {
    for (const email of ['иван@mail.ru', 'ivаn@mail.ru' /* Cyrillic а */, 'ёжик@example.com']) rejects(requiredEmailSchema, email, 'validation.email')
  })
  it('accepts a Cyrillic domain: .рф addresses are real', () => {
    accepts(requiredEmailSchema, 'ivan@почта.рф')
    accepts(requiredEmailSchema, 'ivan@xn--80a1acny.xn--p1ai')
  })
  it('refuses what is not an address', () => {
    for (const email of [
      'ivan',
      'ivan@',
      '@mail.ru',
      'ivan@mail',
      'ivan@@mail.ru',
      'iv an@mail.ru',
      '.ivan@mail.ru',
      'ivan.@mail.ru',
      'iv..an@mail.ru',
      'ivan@-mail.ru',
      'ivan@mail-.ru',
      'ivan@mail.r',
      'ivan@mail.ru.',
      `${'a'.repeat(65)}@mail.ru`,
    ])
      rejects(requiredEmailSchema, email, 'validation.email')
  })
  it('optional email accepts empty and gives undefined', () => {
    for (const value of [undefined, '', '   ']) expect(emailSchema.parse(value)).toBeUndefined()
    rejects(emailSchema, 'иван@mail.ru', 'validation.email')
  })
  it('required email refuses empty with "Mandatory field"', () => {
    for (const value of [undefined, '', '   ']) rejects(requiredEmailSchema, value, 'validation.required')
  })
})

describe('phoneSchema', () => {
  it('accepts parentheses around 3 digits, with or without a country code', () => {
    for (const phone of ['+7 (495) 123-45-67', '(495) 123.45.67', '8 (800) 555-35-35', '+1(212)5550123']) accepts(phoneSchema, phone)
  })
  it('accepts digits separated by spaces, dots or hyphens', () => {
    for (const phone of ['+79161234567', '89161234567', '916 123 45 67', '916.123.45.67', '+44 20 7946 0958']) accepts(phoneSchema, phone)
  })
  it('refuses letters, two plus signs, a plus in the middle and odd parentheses', () => {
    for (const phone of [
      '+7 495 CALL-NOW',
      'abc',
      '++7 495 123 45 67',
      '7+495 1234567',
      '+7 (49) 123-45-67',
      '+7 (4951) 123-45-67',
      '+7 495) 123-45-67',
      '+7 (495 123-45-67',
      '(495)(123) 4567',
      '+7 495 123 45 67-',
    ])
      rejects(phoneSchema, phone, 'validation.phone')
  })
  it('refuses too few or too many digits', () => {
    rejects(phoneSchema, '12-34', 'validation.phone')
    rejects(phoneSchema, '+1234567890123456', 'validation.phone')
  })
  it('is optional and trimmed', () => {
    for (const value of [undefined, '', '  ']) expect(phoneSchema.parse(value)).toBeUndefined()
    expect(phoneSchema.parse(' +7 (495) 123-45-67 ')).toBe('+7 (495) 123-45-67')
  })
})

describe('positionSchema', () => {
  it('accepts letters and digits with hyphens, dots and spaces inside', () => {
    for (const position of ['Senior QA-engineer 2', 'CEO', 'Ведущий инженер-программист', 'Sr. developer', 'A', '1С-программист']) accepts(positionSchema, position)
  })
  it('refuses a position starting with a hyphen or ending with a dot', () => {
    rejects(positionSchema, '-engineer', 'validation.position')
    rejects(positionSchema, 'Sr.', 'validation.position')
  })
  it('refuses other characters', () => {
    for (const position of ['C++ developer', 'Dev/Ops', 'Lead, backend', '.NET developer']) rejects(positionSchema, position, 'validation.position')
  })
  it('is optional and trimmed', () => {
    for (const value of [undefined, '', ' ']) expect(positionSchema.parse(value)).toBeUndefined()
    expect(positionSchema.parse(' CTO ')).toBe('CTO')
  })
})

describe('passwordPairSchema', () => {
  it('reports a mismatch on confirmPassword', () => {
    const result = passwordPairSchema.safeParse({ password: 'secret1', confirmPassword: 'secret2' })
    expect(result.success).toBe(false)
    expect(result.error?.issues.map((i) => [i.path.join('.'), i.message])).toEqual([['confirmPassword', 'validation.passwordMismatch']])
  })
  it('accepts matching passwords', () => {
    expect(passwordPairSchema.parse({ password: 'secret1', confirmPassword: 'secret1' })).toEqual({
      password: 'secret1',
      confirmPassword: 'secret1',
    })
  })
  it('reports a short password and a mismatch together, each on its own field', () => {
    const result = passwordPairSchema.safeParse({ password: 'abc', confirmPassword: 'abd' })
    expect(result.error?.issues.map((i) => [i.path.join('.'), i.message])).toEqual([
      ['password', 'validation.minLength|6'],
      ['confirmPassword', 'validation.passwordMismatch'],
    ])
  })
  it('withPasswordPair adds the pair to a larger form', () => {
    const schema = withPasswordPair({ currentPassword: currentPasswordSchema })
    const result = schema.safeParse({ currentPassword: 'old-one', password: 'new-one', confirmPassword: 'new-two' })
    expect(result.error?.issues.map((i) => [i.path.join('.'), i.message])).toEqual([['confirmPassword', 'validation.passwordMismatch']])
  })
  it('withPasswordPair reports a mismatch even when another field is refused outright (no consent, no email)', () => {
    const schema = withPasswordPair({ email: requiredEmailSchema, consent: consentSchema })
    const result = schema.safeParse({ email: undefined, password: 'secret1', confirmPassword: 'secret2' })
    expect(result.error?.issues.map((i) => [i.path.join('.'), i.message])).toEqual([
      ['email', 'validation.required'],
      ['consent', 'validation.consent'],
      ['confirmPassword', 'validation.passwordMismatch'],
    ])
    expect(schema.parse({ email: 'A@b.io', consent: 'on', password: 'secret1', confirmPassword: 'secret1' })).toEqual({
      email: 'a@b.io',
      consent: true,
      password: 'secret1',
      confirmPassword: 'secret1',
    })
  })
})

describe('deleteConfirmationSchema', () => {
  it("accepts the English page's Delete typed exactly, spaces around forgiven", () => {
    accepts(deleteConfirmationSchema('en'), 'Delete')
    accepts(deleteConfirmationSchema('en'), ' Delete ')
  })
  it("accepts the Russian page's Удалить typed exactly, spaces around forgiven", () => {
    accepts(deleteConfirmationSchema('ru'), 'Удалить')
    accepts(deleteConfirmationSchema('ru'), ' Удалить ')
  })
  it("refuses any other word or case, and the other language's word", () => {
    for (const value of ['delete', 'DELETE', 'Delet', 'Удалить', 'Delete!', undefined, '']) rejects(deleteConfirmationSchema('en'), value, 'validation.deleteConfirmation')
    for (const value of ['удалить', 'УДАЛИТЬ', 'Delete', 'Удали', undefined, '']) rejects(deleteConfirmationSchema('ru'), value, 'validation.deleteConfirmation')
  })
})

describe('consentSchema', () => {
  it("accepts a checked box ('on') and a JSON true", () => {
    expect(consentSchema.parse('on')).toBe(true)
    expect(consentSchema.parse(true)).toBe(true)
  })
  it('refuses an unchecked (absent) box or anything else', () => {
    for (const value of [undefined, '', 'off', false, 'yes']) rejects(consentSchema, value, 'validation.consent')
  })
})

// The same schemas through conform, as a route's action and the browser use them: conform turns
// empty fields into undefined and leaves an unchecked box out of the form entirely.
describe('with conform parseWithZod', () => {
  const registration = withPasswordPair({
    email: requiredEmailSchema,
    firstName: nameSchema,
    lastName: optionalNameSchema,
    phone: phoneSchema,
    position: positionSchema,
    consent: consentSchema,
  })
  const form = (entries: Record<string, string>) => {
    const data = new FormData()
    for (const [key, value] of Object.entries(entries)) data.append(key, value)
    return data
  }

  it('a complete form passes with optional fields left empty', () => {
    const submission = parseWithZod(
      form({ email: 'Ivan@Mail.ru', firstName: 'Алёна', lastName: '', phone: '', position: '', password: 'secret1', confirmPassword: 'secret1', consent: 'on' }),
      { schema: registration }
    )
    expect(submission.status).toBe('success')
    expect(submission.status === 'success' && submission.value).toEqual({
      email: 'ivan@mail.ru',
      firstName: 'Алёна',
      lastName: undefined,
      phone: undefined,
      position: undefined,
      password: 'secret1',
      confirmPassword: 'secret1',
      consent: true,
    })
  })

  it('an empty form gives each field its own key', () => {
    const submission = parseWithZod(form({ email: '', firstName: '', password: '', confirmPassword: '' }), { schema: registration })
    expect(submission.status).toBe('error')
    expect(submission.reply().error).toEqual({
      email: ['validation.required'],
      firstName: ['validation.required'],
      password: ['validation.required'],
      confirmPassword: ['validation.required'],
      consent: ['validation.consent'],
    })
  })

  it('marks required and optional fields for the HTML form', () => {
    expect(getZodConstraint(registration)).toEqual({
      // The browser stops typing at each field's maximum: zod's own `.max` carries it, patterns or not.
      email: { required: true, maxLength: MAX_LENGTH.email },
      firstName: { required: true, maxLength: MAX_LENGTH.name },
      lastName: { required: false, maxLength: MAX_LENGTH.name },
      phone: { required: false, maxLength: MAX_LENGTH.phone },
      position: { required: false, maxLength: MAX_LENGTH.position },
      password: { required: true, maxLength: MAX_LENGTH.password },
      confirmPassword: { required: true, maxLength: MAX_LENGTH.password },
      consent: { required: true },
    })
  })

  it('a mismatch lands on confirmPassword', () => {
    const submission = parseWithZod(form({ email: 'ivan@mail.ru', firstName: 'Ivan', password: 'secret1', confirmPassword: 'secret2', consent: 'on' }), { schema: registration })
    expect(submission.reply().error).toEqual({ confirmPassword: ['validation.passwordMismatch'] })
  })
})

describe('numberField', () => {
  const hours = z.object({ hours: numberField(z.number().min(0)) })

  it('takes a form’s decimal text and a JSON number', () => {
    expect(hours.parse({ hours: '5' })).toEqual({ hours: 5 })
    expect(hours.parse({ hours: 0.5 })).toEqual({ hours: 0.5 })
    const form = new FormData()
    form.set('hours', '2.5')
    expect(parseWithZod(form, { schema: hours }).status).toBe('success')
  })

  it('refuses what z.coerce would have read as a number: true, [5], "0x5", null', () => {
    for (const value of [true, [5], '0x5', null, '', '1e1']) expect(hours.safeParse({ hours: value }).success, JSON.stringify(value)).toBe(false)
  })
})
