// Field schemas of SPEC §5, shared by every form on the server and in the browser (conform v1).
// Messages are translation keys (see messages.ts), never text.
//
// How empty input arrives: conform's parseWithZod turns an empty field into `undefined`, while a
// plain `schema.parse(Object.fromEntries(formData))` sees `''`. Every schema here treats both the
// same way, so a route may use either.
//
// Whitespace: names are checked as typed (SPEC: "starts with a letter or apostrophe", so a leading
// space is an error the user should see; a trailing one is dropped on output). Email, phone and
// position are trimmed first: phone keyboards append a space after autocomplete, and that space
// is not the user's intent.
import { z } from 'zod'
import { VALIDATION, encodeMessage } from './messages'

export const MIN_PASSWORD_LENGTH = 6 // SPEC §9
/**
 * The word typed to delete an account, in the page's language: SPEC §5's 'Delete' in English; a
 * Russian page asks for a Russian word (ISSUE 8: asking for an English word there reads as a trap).
 * docs/decisions/017-words-that-explain.md.
 */
export const DELETE_CONFIRMATION_WORDS = { en: 'Delete', ru: 'Удалить' } as const
export type ConfirmationLanguage = keyof typeof DELETE_CONFIRMATION_WORDS

const isBlank = (value: unknown) => value === undefined || value === null || (typeof value === 'string' && value.trim() === '')

/** A string whose absence, wrong type and emptiness all read "Mandatory field". */
const string = (message: string = VALIDATION.required) => z.string({ required_error: message, invalid_type_error: message })

/** Makes a schema optional: blank input (undefined, '', spaces) becomes `undefined` and passes. */
function optional<T extends z.ZodTypeAny>(schema: T) {
  return z.preprocess((value) => (isBlank(value) ? undefined : value), schema.optional())
}

export const requiredString = string().trim().min(1, VALIDATION.required)

// Passwords are checked on their trimmed length but kept as typed: spaces are legal in a secret,
// and silently changing what the user typed would make a later sign-in fail for no visible reason.
export const passwordSchema = string().superRefine((value, ctx) => {
  if (value.trim() === '') ctx.addIssue({ code: 'custom', message: VALIDATION.required })
  else if (value.trim().length < MIN_PASSWORD_LENGTH)
    ctx.addIssue({ code: 'custom', message: encodeMessage(VALIDATION.minLength, MIN_PASSWORD_LENGTH) })
})

/**
 * The password typed to sign in or to confirm a change: required and kept as typed, with no length
 * rule, so an account whose password predates a rule can still sign in. (requiredString would trim it.)
 */
export const currentPasswordSchema = string().refine((value) => value.trim() !== '', VALIDATION.required)

// A letter is a Latin or Cyrillic letter (accented Latin included: José, Zoë; ё included).
// `(?=\p{L})` keeps Latin-script non-letters (Roman numerals Ⅻ) out. Apostrophes: the ASCII one and
// the two that phone keyboards substitute for it (’ and ʼ), so O’Neil typed on an iPhone passes.
const LETTER = String.raw`(?:(?=\p{L})[\p{Script=Latin}\p{Script=Cyrillic}])`
const APOSTROPHE = `'’ʼ`
const NAME_PATTERN = new RegExp(String.raw`^(?:${LETTER}|[${APOSTROPHE}])(?:${LETTER}|\p{M}|[${APOSTROPHE} -])*$`, 'u')
const HAS_LETTER = new RegExp(LETTER, 'u')

/** NFC first: a name pasted in decomposed form (e + ◌́) is the same name as é. */
export function isValidName(value: string): boolean {
  const name = value.normalize('NFC')
  // At least one letter: "'" or "'-'" matches the character rules but is not a name.
  return NAME_PATTERN.test(name) && HAS_LETTER.test(name)
}

const nameChecks = (value: string, ctx: z.RefinementCtx) => {
  if (value.trim() === '') ctx.addIssue({ code: 'custom', message: VALIDATION.required })
  else if (!isValidName(value)) ctx.addIssue({ code: 'custom', message: VALIDATION.name })
}

// Stored composed and without the trailing space an autocomplete leaves (a leading one is refused).
export const nameSchema = string()
  .superRefine(nameChecks)
  .transform((value) => value.normalize('NFC').trimEnd())

/** For a last name that the questionnaire marks as not required (SPEC §5). */
export const optionalNameSchema = optional(nameSchema)

// Email: an ASCII local part (no Cyrillic, SPEC §5; mail servers without SMTPUTF8 refuse any other),
// and a domain of Unicode letters, digits and hyphens. Cyrillic domains are accepted on purpose:
// .рф addresses are real and common among Russian owners, and nodemailer sends them as punycode.
const LOCAL_PART = String.raw`[A-Za-z0-9!#$%&'*+/=?^_\x60{|}~-]+(?:\.[A-Za-z0-9!#$%&'*+/=?^_\x60{|}~-]+)*`
const DOMAIN_LABEL = String.raw`[\p{L}\p{N}](?:[\p{L}\p{N}-]{0,61}[\p{L}\p{N}])?`
const TOP_LEVEL = String.raw`(?:\p{L}{2,63}|xn--[a-z0-9-]{1,59})`
const EMAIL_PATTERN = new RegExp(String.raw`^${LOCAL_PART}@(?:${DOMAIN_LABEL}\.)+${TOP_LEVEL}$`, 'u')

export function isValidEmail(value: string): boolean {
  const local = value.slice(0, value.lastIndexOf('@'))
  return value.length <= 254 && local.length <= 64 && EMAIL_PATTERN.test(value)
}

// Lower-cased so registration, sign-in and reset all look up the same address, however typed.
const emailBody = string()
  .trim()
  .toLowerCase()
  .refine(isValidEmail, VALIDATION.email)

/** Optional email: blank passes as `undefined` (SPEC §5 "empty accepted"). */
export const emailSchema = optional(emailBody)

/** Email for sign-in and registration, where it is the account's name. */
export const requiredEmailSchema = z.preprocess((value) => (isBlank(value) ? undefined : value), emailBody)

// Phone: optional plus; optional country or trunk digits; optional area code in parentheses
// (exactly 3 digits); then digits separated by spaces, dots or hyphens, ending in a digit.
// 7-15 digits in all: 15 is the E.164 maximum, and fewer than 7 cannot be dialled from another city.
const PHONE_PATTERN = /^\+?(?:\d[\d .-]*)?(?:\(\d{3}\)[ .-]?)?\d(?:[\d .-]*\d)?$/

export function isValidPhone(value: string): boolean {
  const digits = value.replace(/\D/g, '').length
  return PHONE_PATTERN.test(value) && digits >= 7 && digits <= 15
}

export const phoneSchema = optional(string().trim().refine(isValidPhone, VALIDATION.phone))

// Position: letters (any script) and digits at both ends; hyphen, dot and space only inside.
const POSITION_PATTERN = /^[\p{L}\p{N}](?:[\p{L}\p{M}\p{N} .-]*[\p{L}\p{M}\p{N}])?$/u

export function isValidPosition(value: string): boolean {
  return POSITION_PATTERN.test(value.normalize('NFC'))
}

export const positionSchema = optional(string().trim().refine(isValidPosition, VALIDATION.position))

// Two password fields. The mismatch is reported on confirmPassword, the field the user just typed.
export const passwordPairFields = {
  password: passwordSchema,
  confirmPassword: string(),
}

type PasswordPair = { password: string; confirmPassword: string }

export function checkPasswordPair(value: PasswordPair, ctx: z.RefinementCtx) {
  if (value.confirmPassword === '') {
    ctx.addIssue({ code: 'custom', path: ['confirmPassword'], message: VALIDATION.required })
  } else if (value.password !== value.confirmPassword) {
    ctx.addIssue({ code: 'custom', path: ['confirmPassword'], message: VALIDATION.passwordMismatch })
  }
}

export const passwordPairSchema = z.object(passwordPairFields).superRefine(checkPasswordPair)

/**
 * A form that holds a password pair and more fields (registration, change password):
 * `withPasswordPair({ email: requiredEmailSchema, consent: consentSchema })`.
 * Needed because a refined object cannot be `.extend`ed afterwards.
 */
export function withPasswordPair<T extends z.ZodRawShape>(shape: T) {
  // The cast only tells TypeScript what the spread shape guarantees: both password fields exist.
  return z
    .object({ ...shape, ...passwordPairFields })
    .superRefine((value, ctx) => checkPasswordPair(value as unknown as PasswordPair, ctx))
}

// "Exactly" is about the word and its case; spaces around it (autocomplete again) are forgiven.
/** Exactly the word of the page's language (case included); spaces around it are forgiven. */
export const deleteConfirmationSchema = (lng: ConfirmationLanguage) =>
  string(VALIDATION.deleteConfirmation)
    .trim()
    .refine((value) => value === DELETE_CONFIRMATION_WORDS[lng], VALIDATION.deleteConfirmation)

// A checked checkbox is 'on' in a form post; a JSON client may send true. Anything else, including
// an absent field (an unchecked box is not sent at all), is a refusal.
export const consentSchema = z.preprocess(
  (value) => (value === 'on' || value === true || value === 'true' ? true : value),
  z.literal(true, { errorMap: () => ({ message: VALIDATION.consent }) }),
)
